// A date written without its year (syslog, glog, dmesg -H) placed in the year that puts it
// nearest the context's window.
#pragma once

#include "engine/core/time_context.h"

#include <cstdint>

namespace aw::stamps {

// Time of a year-less date: the year that puts it closest to the context window, so a
// Dec 31 line and a Jan 1 line of a window spanning New Year land in consecutive years.
TimeNs placeYearless(int month, int day, int h, int mi, int s, std::int64_t ns, const TimeContext& ctx);

// Whether placeYearless gives start + the seconds for every second of the minute at `start`
// (the glog parser then keeps the minute and reads only the seconds of the lines after).
bool wholeMinuteInWindow(TimeNs start, const TimeContext& ctx);

}  // namespace aw::stamps
