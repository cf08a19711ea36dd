// renderDumpText: a Flight Recorder dump as lines a person reads.
#include "engine/flight_recorder/dump_text.h"

#include <algorithm>

namespace aw {

namespace {

std::string sizes(const std::vector<std::vector<std::int64_t>>& shapes, const std::vector<std::string>& dtypes) {
    std::string out = "[";
    for (std::size_t i = 0; i < shapes.size(); ++i) {
        out += i ? ", [" : "[";
        for (std::size_t k = 0; k < shapes[i].size(); ++k) out += (k ? ", " : "") + std::to_string(shapes[i][k]);
        out += "]";
    }
    out += "]";
    for (const std::string& d : dtypes) out += " " + d;
    return out;
}

std::string ranks(const std::vector<int>& list) {
    // "0-7, 9, 12-15": member lists are long and mostly runs.
    std::string out;
    for (std::size_t i = 0; i < list.size();) {
        std::size_t j = i;
        while (j + 1 < list.size() && list[j + 1] == list[j] + 1) ++j;
        out += (out.empty() ? "" : ", ") + std::to_string(list[i]) + (j > i ? "-" + std::to_string(list[j]) : "");
        i = j + 1;
    }
    return out;
}

std::string entryLine(const FrEntry& e) {
    std::string line = "record " + std::to_string(e.recordId) + "  pg " + e.pgName;
    if (!e.pgDesc.empty()) line += " (" + e.pgDesc + ")";
    if (e.isP2p) line += "  p2p #" + std::to_string(e.p2pSeqId);
    else line += "  collective #" + std::to_string(e.collectiveSeqId);
    line += "  " + e.profilingName + "  " + toString(e.state);
    line += "  in " + sizes(e.inputSizes, e.inputDtypes) + "  out " + sizes(e.outputSizes, e.outputDtypes);
    if (e.timeCreated != kNoTime) line += "  created " + formatIsoUtc(e.timeCreated);
    if (e.timeStarted != kNoTime) line += "  started " + formatIsoUtc(e.timeStarted);
    if (e.timeCompleted != kNoTime) line += "  completed " + formatIsoUtc(e.timeCompleted);
    if (e.timeoutMs >= 0) line += "  timeout " + std::to_string(e.timeoutMs) + " ms";
    if (e.retired) line += "  retired";
    if (!e.frames.empty()) {
        // The innermost frame of the user's code is the most telling; the last one recorded.
        const FrFrame& f = e.frames.back();
        line += "  at " + f.name + " (" + f.file + ":" + std::to_string(f.line) + ")";
    }
    return line;
}

}  // namespace

std::uint32_t FrDumpText::lineForOffset(std::uint64_t offset) const {
    const auto it = std::upper_bound(lineOffsets.begin(), lineOffsets.end(), offset);
    return static_cast<std::uint32_t>(std::max<std::ptrdiff_t>(1, it - lineOffsets.begin()));
}

FrDumpText renderDumpText(const FlightRecorderDump& dump) {
    std::vector<std::pair<std::uint64_t, std::string>> lines;
    for (const FrGroupConfig& g : dump.groups)
        lines.emplace_back(g.offset, "pg_config " + g.name + (g.desc.empty() ? "" : " (" + g.desc + ")") + ": ranks " +
                                         ranks(g.ranks));
    for (const FrGroupStatus& st : dump.status)
        lines.emplace_back(st.offset, "pg_status " + st.pgId + ": last enqueued #" + std::to_string(st.lastEnqueued) +
                                          ", started #" + std::to_string(st.lastStarted) + ", completed #" +
                                          std::to_string(st.lastCompleted));
    for (const FrEntry& e : dump.entries) lines.emplace_back(e.offset, entryLine(e));
    std::stable_sort(lines.begin(), lines.end(), [](const auto& a, const auto& b) { return a.first < b.first; });

    FrDumpText out;
    out.text = "# Flight Recorder dump of rank " + std::to_string(dump.rank) + " (" + (dump.json ? "JSON" : "pickle") +
               (dump.version.empty() ? "" : ", version " + dump.version) +
               (dump.ncclVersion.empty() ? "" : ", NCCL " + dump.ncclVersion) +
               "), decoded by the workbench: one line per record, in file order\n";
    out.lineOffsets.push_back(0);
    for (auto& [offset, text] : lines) {
        out.text += text + "\n";
        out.lineOffsets.push_back(std::max(offset, out.lineOffsets.back()));
    }
    return out;
}

}  // namespace aw
