// The timeline picture: one row per node, a marker per event shaped and coloured by its
// class, the first fault marked. Plain SVG 1.1 attributes only (no CSS, no markers), so
// that Qt's SVG renderer draws it the same as a browser.
#include "engine/report/report_svg_timeline.h"

#include "engine/report/report_model.h"
#include "engine/report/report_text.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <set>

namespace aw {

namespace {

using report::escapeXml;

constexpr double kWidth = 960, kLabelWidth = 150, kRight = 24, kTop = 46, kRowHeight = 20;

std::string num(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", v);
    return buf;
}

// The marker of one event, centred on (x, y).
std::string marker(EventClass cls, double x, double y, bool hollow, const std::string& tip) {
    const std::string colour = classColour(cls);
    const std::string paint = hollow ? "fill=\"#ffffff\" stroke=\"" + colour + "\" stroke-width=\"1.5\""
                                     : "fill=\"" + colour + "\" stroke=\"#ffffff\" stroke-width=\"0.8\"";
    std::string shape;
    switch (cls) {
    case EventClass::RootCause:  // diamond, the biggest
        shape = "<path d=\"M" + num(x) + "," + num(y - 7) + " L" + num(x + 7) + "," + num(y) + " L" + num(x) + "," +
                num(y + 7) + " L" + num(x - 7) + "," + num(y) + " Z\" " + paint;
        break;
    case EventClass::Contributing:  // triangle
        shape = "<path d=\"M" + num(x) + "," + num(y - 6) + " L" + num(x + 6) + "," + num(y + 5) + " L" + num(x - 6) +
                "," + num(y + 5) + " Z\" " + paint;
        break;
    case EventClass::Symptom:  // square
        shape = "<rect x=\"" + num(x - 4.5) + "\" y=\"" + num(y - 4.5) + "\" width=\"9\" height=\"9\" " + paint;
        break;
    case EventClass::Noise:  // small circle
        shape = "<circle cx=\"" + num(x) + "\" cy=\"" + num(y) + "\" r=\"3.2\" " + paint;
        break;
    }
    if (tip.empty()) return shape + "/>\n";
    return shape + "><title>" + escapeXml(tip) + "</title></" +
           (cls == EventClass::Symptom ? "rect"
            : cls == EventClass::Noise ? "circle"
                                       : "path") +
           ">\n";
}

// A tick step that gives at most ~8 ticks over `span` nanoseconds.
TimeNs tickStep(TimeNs span) {
    static const TimeNs steps[] = {
        1'000'000,           10'000'000,          100'000'000,          1'000'000'000LL,      2'000'000'000LL,
        5'000'000'000LL,     10'000'000'000LL,    15'000'000'000LL,     30'000'000'000LL,     60'000'000'000LL,
        120'000'000'000LL,   300'000'000'000LL,   600'000'000'000LL,    900'000'000'000LL,    1'800'000'000'000LL,
        3'600'000'000'000LL, 7'200'000'000'000LL, 21'600'000'000'000LL, 43'200'000'000'000LL, 86'400'000'000'000LL};
    for (TimeNs s : steps)
        if (span / s <= 8) return s;
    return span / 8 + 1;
}

}  // namespace

std::string timelineSvg(const AnalysisResult& result, unsigned maxRows) {
    maxRows = std::max(maxRows, 2u);
    std::vector<const Event*> timed;
    for (const Event& e : result.events)
        if (e.time != kNoTime) timed.push_back(&e);
    if (timed.empty()) return {};

    TimeNs t0 = timed.front()->time, t1 = t0;
    for (const Event* e : timed) {
        t0 = std::min(t0, e->time);
        t1 = std::max({t1, e->time, e->lastTime == kNoTime ? e->time : e->lastTime});
    }
    if (t1 - t0 < 1'000'000'000) t1 = t0 + 1'000'000'000;  // at least a second wide
    const TimeNs pad = (t1 - t0) / 40;
    t0 -= pad;
    t1 += pad;
    const double plotWidth = kWidth - kLabelWidth - kRight;
    const auto x = [&](TimeNs t) {
        return kLabelWidth + static_cast<double>(t - t0) / static_cast<double>(t1 - t0) * plotWidth;
    };

    // Rows: culprits first, then nodes with a root-cause or contributing event, then by
    // first event time.
    struct Row {
        std::string node;
        TimeNs first = kNoTime;
        int rank = 3;
        std::vector<const Event*> events;
    };
    std::map<std::string, Row> rowsByNode;
    for (const Event* e : timed) {
        Row& row = rowsByNode[report::eventNode(*e)];
        row.node = report::eventNode(*e);
        if (row.first == kNoTime || e->time < row.first) row.first = e->time;
        if (e->cls == EventClass::RootCause || e->cls == EventClass::Contributing) row.rank = std::min(row.rank, 1);
        row.events.push_back(e);
    }
    for (const std::string& culprit : result.verdict.culpritNodes) {
        const auto it = rowsByNode.find(culprit);
        if (it != rowsByNode.end()) it->second.rank = 0;
    }
    std::vector<Row> rows;
    for (auto& [name, row] : rowsByNode) rows.push_back(std::move(row));
    std::stable_sort(rows.begin(), rows.end(), [](const Row& a, const Row& b) {
        if (a.rank != b.rank) return a.rank < b.rank;
        if (a.first != b.first) return a.first < b.first;
        return a.node < b.node;
    });
    bool aggregated = false;
    if (rows.size() > maxRows) {
        Row rest;
        const std::size_t hidden = rows.size() - (maxRows - 1);
        rest.node = std::to_string(hidden) + " other nodes";
        for (std::size_t i = maxRows - 1; i < rows.size(); ++i)
            rest.events.insert(rest.events.end(), rows[i].events.begin(), rows[i].events.end());
        rows.resize(maxRows - 1);
        rows.push_back(std::move(rest));
        aggregated = true;
    }

    const double plotHeight = static_cast<double>(rows.size()) * kRowHeight;
    const double height = kTop + plotHeight + 44;
    std::string svg;
    svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + num(kWidth) + "\" height=\"" + num(height) +
           "\" viewBox=\"0 0 " + num(kWidth) + " " + num(height) +
           "\" font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\" font-size=\"11\">\n";
    svg += "<rect x=\"0\" y=\"0\" width=\"" + num(kWidth) + "\" height=\"" + num(height) + "\" fill=\"#ffffff\"/>\n";
    svg +=
        "<text x=\"8\" y=\"16\" font-size=\"13\" font-weight=\"bold\" fill=\"#222222\">Events per node over time (UTC " +
        formatIsoUtc(t0 + pad).substr(0, 10) + ")</text>\n";

    // Row stripes and labels.
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const double y = kTop + static_cast<double>(i) * kRowHeight;
        if (i % 2 == 0)
            svg += "<rect x=\"0\" y=\"" + num(y) + "\" width=\"" + num(kWidth) + "\" height=\"" + num(kRowHeight) +
                   "\" fill=\"#f4f6f9\"/>\n";
        const bool last = aggregated && i + 1 == rows.size();
        svg += "<text x=\"8\" y=\"" + num(y + 14) + "\" fill=\"" + (last ? "#666666" : "#222222") + "\"" +
               (rows[i].rank == 0 ? " font-weight=\"bold\"" : "") + ">" + escapeXml(report::shorten(rows[i].node, 22)) +
               "</text>\n";
    }

    // Time axis: ticks on whole steps, labels at the top.
    const TimeNs step = tickStep(t1 - t0);
    const bool millis = step < 1'000'000'000;
    for (TimeNs t = (t0 / step + 1) * step; t < t1; t += step) {
        const double tx = x(t);
        svg += "<line x1=\"" + num(tx) + "\" y1=\"" + num(kTop - 4) + "\" x2=\"" + num(tx) + "\" y2=\"" +
               num(kTop + plotHeight) + "\" stroke=\"#dddddd\" stroke-width=\"1\"/>\n";
        svg += "<text x=\"" + num(tx) + "\" y=\"" + num(kTop - 8) + "\" text-anchor=\"middle\" fill=\"#555555\">" +
               report::timeOfDay(t, millis) + "</text>\n";
    }
    svg += "<line x1=\"" + num(kLabelWidth) + "\" y1=\"" + num(kTop) + "\" x2=\"" + num(kLabelWidth) + "\" y2=\"" +
           num(kTop + plotHeight) + "\" stroke=\"#999999\" stroke-width=\"1\"/>\n";

    // The first fault: a dashed line through every row.
    const Event* root = nullptr;
    for (const Event* e : timed)
        if (e->id == result.verdict.rootEventId) root = e;
    if (root) {
        const double rx = x(root->time);
        svg += "<line x1=\"" + num(rx) + "\" y1=\"" + num(kTop - 2) + "\" x2=\"" + num(rx) + "\" y2=\"" +
               num(kTop + plotHeight) + "\" stroke=\"#c62828\" stroke-width=\"1.2\" stroke-dasharray=\"4,3\"/>\n";
        const bool right = rx < kLabelWidth + plotWidth * 0.7;
        svg += "<text x=\"" + num(right ? rx + 4 : rx - 4) + "\" y=\"" + num(kTop + plotHeight + 14) +
               "\" text-anchor=\"" + (right ? "start" : "end") +
               "\" fill=\"#c62828\" font-weight=\"bold\">first fault " + report::timeOfDay(root->time, true) +
               "</text>\n";
    }

    // Markers, least important first so root causes are drawn on top. Many events on
    // one pixel of one row are drawn once.
    for (int cls = static_cast<int>(EventClass::Noise); cls >= 0; --cls) {
        for (std::size_t i = 0; i < rows.size(); ++i) {
            const double y = kTop + static_cast<double>(i) * kRowHeight + kRowHeight / 2;
            std::set<std::pair<long, bool>> drawn;
            for (const Event* e : rows[i].events) {
                if (static_cast<int>(e->cls) != cls) continue;
                const double ex = x(e->time);
                if (!drawn.insert({std::lround(ex), e->suppressed}).second) continue;
                if (e->lastTime != kNoTime && e->lastTime > e->time) {
                    svg += "<line x1=\"" + num(ex) + "\" y1=\"" + num(y) + "\" x2=\"" + num(x(e->lastTime)) +
                           "\" y2=\"" + num(y) + "\" stroke=\"" + classColour(e->cls) +
                           "\" stroke-width=\"2\" stroke-opacity=\"0.45\"/>\n";
                }
                const std::string tip = report::eventNode(*e) + ": " + e->title + " (" + classLabel(e->cls) + ", " +
                                        formatIsoUtc(e->time) +
                                        (e->count > 1 ? ", " + std::to_string(e->count) + " times" : "") + ")";
                svg += marker(e->cls, ex, y, e->suppressed, tip);
            }
        }
    }

    // Legend.
    const double ly = kTop + plotHeight + 32;
    double lx = kLabelWidth;
    for (EventClass cls : {EventClass::RootCause, EventClass::Contributing, EventClass::Symptom, EventClass::Noise}) {
        svg += marker(cls, lx, ly - 4, false, "");
        svg +=
            "<text x=\"" + num(lx + 10) + "\" y=\"" + num(ly) + "\" fill=\"#333333\">" + classLabel(cls) + "</text>\n";
        lx += 120;
    }
    svg += marker(EventClass::Symptom, lx, ly - 4, true, "");
    svg += "<text x=\"" + num(lx + 10) + "\" y=\"" + num(ly) + "\" fill=\"#333333\">suppressed</text>\n";
    svg += "</svg>\n";
    return svg;
}

}  // namespace aw
