// The mapping between time and horizontal pixels shared by the timeline and anything
// drawn against it: zoom and pan, "nice" tick steps, UTC labels and labels relative to
// the first fault ("+10:02"). No widgets, so it is unit-tested on its own.
#pragma once

#include "engine/core/observation.h"

#include <QString>
#include <vector>

namespace awv {

class TimeAxis {
public:
    struct Tick {
        aw::TimeNs time = 0;
        double x = 0.0;
        QString label;
    };

    // The visible time range [from, to] painted over pixels [left, left + width].
    void setRange(aw::TimeNs from, aw::TimeNs to);
    void setPixels(double left, double width);

    aw::TimeNs from() const { return from_; }
    aw::TimeNs to() const { return to_; }
    aw::TimeNs span() const { return to_ - from_; }
    double left() const { return left_; }
    double width() const { return width_; }

    double xForTime(aw::TimeNs t) const;
    aw::TimeNs timeAtX(double x) const;
    // Nanoseconds covered by one pixel (at least 1).
    double nsPerPixel() const;

    // Zooms by `factor` (<1 zooms in) keeping the time under `anchorX` where it is.
    void zoom(double factor, double anchorX);
    // Moves the content by `dx` pixels (positive: content moves right, earlier times show).
    void pan(double dx);

    // The smallest "nice" step >= rough: 1/2/5 x 10^k below a second, then
    // 1,2,5,10,15,30 s, 1,2,5,10,15,30 min, 1,2,3,6,12 h, then whole days.
    static aw::TimeNs niceStep(aw::TimeNs rough);
    // A step so that ticks are at least `minPixels` apart.
    aw::TimeNs tickStep(double minPixels) const;

    // Ticks at UTC multiples of the step, labelled in UTC.
    std::vector<Tick> utcTicks(double minPixels) const;
    // Ticks at origin + k*step, labelled relative to origin.
    std::vector<Tick> relativeTicks(aw::TimeNs origin, double minPixels) const;

    // "08:01:02", "08:01:02.250" (sub-second steps), "12-02 08:00" (day steps).
    static QString utcLabel(aw::TimeNs t, aw::TimeNs step);
    // "+10:02", "-0:05", "+1:02:03", "+0:00.250" (sub-second steps).
    static QString relativeLabel(aw::TimeNs t, aw::TimeNs origin, aw::TimeNs step);

private:
    aw::TimeNs from_ = 0;
    aw::TimeNs to_ = 1'000'000'000;
    double left_ = 0.0;
    double width_ = 100.0;
};

}  // namespace awv
