// How the lines of one file are timed: what they cannot say about their own time, known
// from the bundle (the workload window, the manifest's timezone, the node's boot time).
#pragma once

#include "engine/core/utc_time.h"

#include <cstdint>

namespace aw {

// What a file's lines cannot say about their own time.
struct TimeContext {
    // The time window the lines are expected in (manifest workload window, else the file
    // mtime). Used to infer the year of syslog/glog/klog lines, Dec->Jan rollover included.
    TimeNs windowStart = kNoTime;
    TimeNs windowEnd = kNoTime;
    // The window is the file's modification time: no line was written after it, so a
    // year-less date takes the latest year that does not put it later.
    bool windowIsFileTime = false;
    int year = 0;                      // fallback year when there is no window (0: current year)
    bool tzKnown = false;              // a per-source timezone from the manifest
    std::int32_t tzOffsetSeconds = 0;  // local = UTC + offset; applied to zone-less times
    TimeNs bootTime = kNoTime;         // the node's boot time, to place dmesg seconds
    bool operator==(const TimeContext&) const = default;
};

}  // namespace aw
