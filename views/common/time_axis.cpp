#include "views/common/time_axis.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <ctime>

namespace awv {

namespace {

constexpr aw::TimeNs kMs = 1'000'000;
constexpr aw::TimeNs kSec = 1'000'000'000;
constexpr aw::TimeNs kMin = 60 * kSec;
constexpr aw::TimeNs kHour = 60 * kMin;
constexpr aw::TimeNs kDay = 24 * kHour;
// Never zoom below 1 µs over the whole width, nor above ~100 years: keeps the maths exact.
constexpr aw::TimeNs kMinSpan = 1000;
constexpr aw::TimeNs kMaxSpan = 100LL * 365 * kDay;

aw::TimeNs floorDiv(aw::TimeNs a, aw::TimeNs b) {
    aw::TimeNs q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0))) --q;
    return q;
}

std::tm utcTm(aw::TimeNs t) {
    std::time_t secs = static_cast<std::time_t>(floorDiv(t, kSec));
    std::tm tm{};
    gmtime_r(&secs, &tm);
    return tm;
}

}  // namespace

void TimeAxis::setRange(aw::TimeNs from, aw::TimeNs to) {
    if (to < from) std::swap(from, to);
    if (to - from < kMinSpan) {
        const aw::TimeNs mid = from + (to - from) / 2;
        from = mid - kMinSpan / 2;
        to = from + kMinSpan;
    }
    if (to - from > kMaxSpan) to = from + kMaxSpan;
    from_ = from;
    to_ = to;
}

void TimeAxis::setPixels(double left, double width) {
    left_ = left;
    width_ = std::max(1.0, width);
}

double TimeAxis::xForTime(aw::TimeNs t) const {
    return left_ + static_cast<double>(t - from_) / static_cast<double>(span()) * width_;
}

aw::TimeNs TimeAxis::timeAtX(double x) const {
    return from_ + static_cast<aw::TimeNs>(std::llround((x - left_) / width_ * static_cast<double>(span())));
}

double TimeAxis::nsPerPixel() const {
    return std::max(1.0, static_cast<double>(span()) / width_);
}

void TimeAxis::zoom(double factor, double anchorX) {
    if (!(factor > 0.0)) return;
    const aw::TimeNs anchor = timeAtX(anchorX);
    const double fraction = (anchorX - left_) / width_;
    double newSpan = static_cast<double>(span()) * factor;
    newSpan = std::clamp(newSpan, static_cast<double>(kMinSpan), static_cast<double>(kMaxSpan));
    const aw::TimeNs from = anchor - static_cast<aw::TimeNs>(std::llround(fraction * newSpan));
    setRange(from, from + static_cast<aw::TimeNs>(std::llround(newSpan)));
}

void TimeAxis::pan(double dx) {
    const aw::TimeNs shift = static_cast<aw::TimeNs>(std::llround(dx / width_ * static_cast<double>(span())));
    from_ -= shift;
    to_ -= shift;
}

aw::TimeNs TimeAxis::niceStep(aw::TimeNs rough) {
    if (rough <= 1) return 1;
    if (rough <= kSec) {
        aw::TimeNs decade = 1;
        while (decade * 10 <= rough) decade *= 10;
        for (aw::TimeNs m : {1, 2, 5, 10}) {
            if (m * decade >= rough) return m * decade;
        }
        return kSec;
    }
    static constexpr std::array<aw::TimeNs, 17> steps = {kSec,  2 * kSec,  5 * kSec,  10 * kSec, 15 * kSec, 30 * kSec,
                                                         kMin,  2 * kMin,  5 * kMin,  10 * kMin, 15 * kMin, 30 * kMin,
                                                         kHour, 2 * kHour, 3 * kHour, 6 * kHour, 12 * kHour};
    for (aw::TimeNs s : steps) {
        if (s >= rough) return s;
    }
    return ((rough + kDay - 1) / kDay) * kDay;
}

aw::TimeNs TimeAxis::tickStep(double minPixels) const {
    return niceStep(static_cast<aw::TimeNs>(std::ceil(nsPerPixel() * std::max(1.0, minPixels))));
}

std::vector<TimeAxis::Tick> TimeAxis::utcTicks(double minPixels) const {
    std::vector<Tick> ticks;
    const aw::TimeNs step = tickStep(minPixels);
    for (aw::TimeNs t = floorDiv(from_, step) * step; t <= to_; t += step) {
        if (t < from_) continue;
        ticks.push_back({t, xForTime(t), utcLabel(t, step)});
    }
    return ticks;
}

std::vector<TimeAxis::Tick> TimeAxis::relativeTicks(aw::TimeNs origin, double minPixels) const {
    std::vector<Tick> ticks;
    const aw::TimeNs step = tickStep(minPixels);
    for (aw::TimeNs k = floorDiv(from_ - origin, step);; ++k) {
        const aw::TimeNs t = origin + k * step;
        if (t > to_) break;
        if (t < from_) continue;
        ticks.push_back({t, xForTime(t), relativeLabel(t, origin, step)});
    }
    return ticks;
}

QString TimeAxis::utcLabel(aw::TimeNs t, aw::TimeNs step) {
    const std::tm tm = utcTm(t);
    const auto two = [](int v) { return QStringLiteral("%1").arg(v, 2, 10, QLatin1Char('0')); };
    if (step >= kDay) {
        return QStringLiteral("%1-%2-%3").arg(tm.tm_year + 1900).arg(two(tm.tm_mon + 1), two(tm.tm_mday));
    }
    if (step >= kHour) {
        return QStringLiteral("%1-%2 %3:%4").arg(two(tm.tm_mon + 1), two(tm.tm_mday), two(tm.tm_hour), two(tm.tm_min));
    }
    QString label = QStringLiteral("%1:%2:%3").arg(two(tm.tm_hour), two(tm.tm_min), two(tm.tm_sec));
    if (step < kSec) {
        const aw::TimeNs frac = t - floorDiv(t, kSec) * kSec;
        if (step >= kMs) {
            label += QStringLiteral(".%1").arg(frac / kMs, 3, 10, QLatin1Char('0'));
        } else {
            label += QStringLiteral(".%1").arg(frac / 1000, 6, 10, QLatin1Char('0'));
        }
    }
    return label;
}

QString TimeAxis::relativeLabel(aw::TimeNs t, aw::TimeNs origin, aw::TimeNs step) {
    aw::TimeNs d = t - origin;
    const QChar sign = d < 0 ? QLatin1Char('-') : QLatin1Char('+');
    if (d < 0) d = -d;
    const aw::TimeNs hours = d / kHour;
    const aw::TimeNs minutes = (d % kHour) / kMin;
    const aw::TimeNs seconds = (d % kMin) / kSec;
    const auto two = [](aw::TimeNs v) { return QStringLiteral("%1").arg(v, 2, 10, QLatin1Char('0')); };
    QString label = hours > 0 ? QStringLiteral("%1%2:%3:%4").arg(sign).arg(hours).arg(two(minutes), two(seconds))
                              : QStringLiteral("%1%2:%3").arg(sign).arg(minutes).arg(two(seconds));
    if (step < kSec) {
        const aw::TimeNs frac = d % kSec;
        if (step >= kMs) {
            label += QStringLiteral(".%1").arg(frac / kMs, 3, 10, QLatin1Char('0'));
        } else {
            label += QStringLiteral(".%1").arg(frac / 1000, 6, 10, QLatin1Char('0'));
        }
    }
    return label;
}

}  // namespace awv
