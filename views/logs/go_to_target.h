// What the "Go to" dialog of the raw-log view takes: a line number ("1234") or a UTC time
// ("08:01:02", "08:01", "08:01:02.250", "2026-12-02 08:01:02", "2026-12-02T08:01:02Z").
// A time of day alone falls on the day of `reference` (the bundle's first fault or first
// line), so the user types what the log shows.
#pragma once

#include "engine/core/utc_time.h"

#include <QString>

#include <cstdint>

namespace awv {

struct GoToTarget {
    enum class Kind { Invalid, Line, Time } kind = Kind::Invalid;
    std::uint32_t line = 0;
    aw::TimeNs time = aw::kNoTime;
};

GoToTarget parseGoToTarget(const QString& text, aw::TimeNs reference);

}  // namespace awv
