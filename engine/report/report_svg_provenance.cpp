// The provenance picture: a layered left-to-right layout in four columns (evidence,
// events, decisions, verdict). Each column keeps the nodes closest to the verdict (root
// cause first) and counts the rest in a "+N more" box, so a 1,000-node bundle still
// gives a readable page.
#include "engine/report/report_svg_provenance.h"

#include "engine/report/report_model.h"
#include "engine/report/report_text.h"

#include <algorithm>
#include <cstdio>
#include <limits>
#include <map>

namespace aw {

namespace {

using report::escapeXml;

constexpr double kColumnWidth = 236, kBoxWidth = 206, kBoxHeight = 38, kGap = 10, kTop = 40, kLeft = 10;

std::string num(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f", v);
    return buf;
}

int columnOf(ProvKind kind) {
    return static_cast<int>(kind);
}  // Evidence, Event, Decision, Verdict

const char* columnTitle(int column) {
    static const char* titles[] = {"Evidence", "Events", "Decisions", "Verdict"};
    return titles[column];
}

// A light background of the class's colour (classColour), for an event's box.
const char* classTint(EventClass cls) {
    switch (cls) {
    case EventClass::RootCause: return "#fde3e3";
    case EventClass::Contributing: return "#fff0d9";
    case EventClass::Symptom: return "#e3eefa";
    case EventClass::Noise: return "#f2f2f2";
    }
    return "#e3eefa";
}

}  // namespace

std::string provenanceSvg(const AnalysisResult& result, unsigned perColumn) {
    const Provenance& prov = result.provenance;
    if (prov.nodes.empty()) return {};
    perColumn = std::max(perColumn, 1u);
    const auto walk = report::reachFromVerdict(prov);
    const auto byId = report::eventsById(result);
    const auto classOf = [&](const ProvNode& n) {
        const auto it = byId.find(n.eventId);
        return it == byId.end() ? EventClass::Noise : it->second->cls;
    };

    // Per column: nearest to the verdict first, then root cause before symptoms.
    std::vector<std::size_t> columns[4];
    for (std::size_t i = 0; i < prov.nodes.size(); ++i) columns[columnOf(prov.nodes[i].kind)].push_back(i);
    const auto distance = [&](std::size_t i) {
        const auto it = walk.distance.find(prov.nodes[i].id);
        return it == walk.distance.end() ? std::numeric_limits<unsigned>::max() : it->second;
    };
    // Root cause, contributing, symptom, noise; nodes about no event sit before noise.
    const auto rank = [&](std::size_t i) {
        return prov.nodes[i].eventId == 0 ? 2.5 : static_cast<double>(classOf(prov.nodes[i]));
    };
    std::size_t hidden[4] = {0, 0, 0, 0};
    for (int c = 0; c < 4; ++c) {
        auto& col = columns[c];
        std::stable_sort(col.begin(), col.end(), [&](std::size_t a, std::size_t b) {
            const bool rootA = prov.nodes[a].eventId != 0 && prov.nodes[a].eventId == result.verdict.rootEventId;
            const bool rootB = prov.nodes[b].eventId != 0 && prov.nodes[b].eventId == result.verdict.rootEventId;
            if (rootA != rootB) return rootA;
            if (rank(a) != rank(b)) return rank(a) < rank(b);
            return distance(a) < distance(b);
        });
        if (col.size() > perColumn) {
            hidden[c] = col.size() - perColumn;
            col.resize(perColumn);
        }
        // Shown in a stable reading order: root first, then as the analysis listed them.
        std::stable_sort(col.begin() + (col.empty() ? 0 : 1), col.end());
    }

    std::size_t rowsMax = 1;
    for (int c = 0; c < 4; ++c) rowsMax = std::max(rowsMax, columns[c].size() + (hidden[c] ? 1 : 0));
    const double height = kTop + static_cast<double>(rowsMax) * (kBoxHeight + kGap) + 10;
    const double width = kLeft * 2 + 4 * kColumnWidth - (kColumnWidth - kBoxWidth);

    struct Placed {
        double x, y;
    };
    std::map<std::string, Placed> placed;
    for (int c = 0; c < 4; ++c) {
        const std::size_t rows = columns[c].size() + (hidden[c] ? 1 : 0);
        const double offset = (static_cast<double>(rowsMax - rows) * (kBoxHeight + kGap)) / 2;
        for (std::size_t r = 0; r < columns[c].size(); ++r)
            placed[prov.nodes[columns[c][r]].id] = {kLeft + c * kColumnWidth,
                                                    kTop + offset + static_cast<double>(r) * (kBoxHeight + kGap)};
    }

    std::string svg;
    svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + num(width) + "\" height=\"" + num(height) +
           "\" viewBox=\"0 0 " + num(width) + " " + num(height) +
           "\" font-family=\"DejaVu Sans, Helvetica, Arial, sans-serif\" font-size=\"11\">\n";
    svg += "<rect x=\"0\" y=\"0\" width=\"" + num(width) + "\" height=\"" + num(height) + "\" fill=\"#ffffff\"/>\n";
    for (int c = 0; c < 4; ++c)
        svg += "<text x=\"" + num(kLeft + c * kColumnWidth + kBoxWidth / 2) +
               "\" y=\"22\" text-anchor=\"middle\" font-size=\"13\" font-weight=\"bold\" fill=\"#333333\">" +
               columnTitle(c) + (hidden[c] ? " (" + std::to_string(columns[c].size() + hidden[c]) + ")" : "") +
               "</text>\n";

    // Edges first, so boxes cover their ends; always drawn towards the verdict.
    for (const ProvEdge& e : prov.edges) {
        const auto a = placed.find(e.from), b = placed.find(e.to);
        if (a == placed.end() || b == placed.end()) continue;
        Placed from = a->second, to = b->second;
        if (from.x > to.x) std::swap(from, to);
        const double x1 = from.x + kBoxWidth, y1 = from.y + kBoxHeight / 2;
        const double x2 = to.x, y2 = to.y + kBoxHeight / 2;
        if (x1 >= x2) {  // same column: a loop on the right side
            svg += "<path d=\"M" + num(x1) + "," + num(y1) + " C" + num(x1 + 18) + "," + num(y1) + " " + num(x1 + 18) +
                   "," + num(to.y + kBoxHeight / 2) + " " + num(x1) + "," + num(to.y + kBoxHeight / 2) +
                   "\" fill=\"none\" stroke=\"#8a8a8a\" stroke-width=\"1\"/>\n";
            continue;
        }
        const double mid = (x1 + x2) / 2;
        svg += "<path d=\"M" + num(x1) + "," + num(y1) + " C" + num(mid) + "," + num(y1) + " " + num(mid) + "," +
               num(y2) + " " + num(x2 - 5) + "," + num(y2) +
               "\" fill=\"none\" stroke=\"#8a8a8a\" stroke-width=\"1\"/>\n";
        svg += "<path d=\"M" + num(x2) + "," + num(y2) + " L" + num(x2 - 6) + "," + num(y2 - 3.5) + " L" + num(x2 - 6) +
               "," + num(y2 + 3.5) + " Z\" fill=\"#8a8a8a\"/>\n";
    }

    // Boxes.
    for (int c = 0; c < 4; ++c) {
        for (std::size_t idx : columns[c]) {
            const ProvNode& n = prov.nodes[idx];
            const Placed p = placed[n.id];
            std::string fill = "#eef3fb", stroke = "#9fb3cf";
            if (n.kind == ProvKind::Event) {
                fill = classTint(classOf(n));
                stroke = classColour(classOf(n));
            } else if (n.kind == ProvKind::Decision) {
                fill = "#efe9f7";
                stroke = "#8c6bb1";
            } else if (n.kind == ProvKind::Verdict) {
                fill = "#e1f3e1";
                stroke = "#2ca02c";
            }
            const bool strong =
                n.kind == ProvKind::Verdict || (n.eventId != 0 && n.eventId == result.verdict.rootEventId);
            std::string label = n.label.empty() ? n.id : n.label;
            if (n.kind == ProvKind::Evidence && n.hasLocation && !n.evidence.file.empty())
                label = n.evidence.file + ":" + std::to_string(n.evidence.where.line);
            const std::string second = n.rule.empty() ? n.detail : n.rule;
            svg +=
                "<g><title>" +
                escapeXml(n.id + (n.label.empty() ? "" : ": " + n.label) + (n.detail.empty() ? "" : "\n" + n.detail)) +
                "</title>";
            svg += "<rect x=\"" + num(p.x) + "\" y=\"" + num(p.y) + "\" width=\"" + num(kBoxWidth) + "\" height=\"" +
                   num(kBoxHeight) + "\" rx=\"4\" ry=\"4\" fill=\"" + fill + "\" stroke=\"" + stroke +
                   "\" stroke-width=\"" + (strong ? "2.2" : "1") + "\"/>";
            // Evidence labels are paths: keep their end (file name and line), not their start.
            const std::string shown = n.kind == ProvKind::Evidence && label.size() > 32
                                          ? "\xE2\x80\xA6" + label.substr(label.size() - 29)
                                          : report::shorten(label, 29);
            svg += "<text x=\"" + num(p.x + 6) + "\" y=\"" + num(p.y + 15) + "\" font-size=\"10.5\" fill=\"#1a1a1a\"" +
                   (strong ? " font-weight=\"bold\"" : "") + ">" + escapeXml(report::cleanUtf8(shown)) + "</text>";
            if (!second.empty())
                svg += "<text x=\"" + num(p.x + 6) + "\" y=\"" + num(p.y + 30) +
                       "\" font-size=\"9\" fill=\"#555555\">" +
                       escapeXml(report::shorten(report::cleanUtf8(second), 40)) + "</text>";
            svg += "</g>\n";
        }
        if (hidden[c]) {
            const double x = kLeft + c * kColumnWidth;
            const std::size_t rows = columns[c].size() + 1;
            const double offset = (static_cast<double>(rowsMax - rows) * (kBoxHeight + kGap)) / 2;
            const double y = kTop + offset + static_cast<double>(columns[c].size()) * (kBoxHeight + kGap);
            svg += "<rect x=\"" + num(x) + "\" y=\"" + num(y) + "\" width=\"" + num(kBoxWidth) + "\" height=\"" +
                   num(kBoxHeight) +
                   "\" rx=\"4\" ry=\"4\" fill=\"#ffffff\" stroke=\"#bbbbbb\" stroke-dasharray=\"3,3\"/>";
            svg += "<text x=\"" + num(x + kBoxWidth / 2) + "\" y=\"" + num(y + 23) +
                   "\" text-anchor=\"middle\" fill=\"#666666\">+" + std::to_string(hidden[c]) + " more</text>\n";
        }
    }
    svg += "</svg>\n";
    return svg;
}

}  // namespace aw
