#include "engine/load/json/collect_record_reader.h"

#include <simdjson.h>

namespace aw {
namespace {

std::string_view text(simdjson::dom::element e, std::string_view key) {
    std::string_view s;
    return e[key].get(s) ? std::string_view() : s;
}

}  // namespace

ReaderOutput readCollectRecord(const ReaderInput& in) {
    ReaderOutput out;
    simdjson::dom::parser parser;
    simdjson::dom::element root;
    simdjson::dom::array steps;
    if (parser.parse(in.bytes.data(), in.bytes.size()).get(root) || root["steps"].get(steps)) {
        out.problems.push_back({std::string(in.path), 0, Severity::Warning, "not a collection record (attribution-collect/1)"});
        return out;
    }
    bool cancelled = false;
    if (!root["cancelled"].get(cancelled) && cancelled)
        out.problems.push_back({std::string(in.path), 0, Severity::Warning,
                                "the collection was interrupted: this bundle holds only what was collected before"});
    for (simdjson::dom::element step : steps) {
        const std::string_view outcome = text(step, "outcome");
        if (outcome != "failed" && outcome != "timeout" && outcome != "truncated") continue;
        std::string message = "not collected";
        if (outcome == "truncated") message = "collected in part";
        message += ": " + std::string(text(step, "source"));
        if (const auto target = text(step, "target"); !target.empty()) message += " " + std::string(target);
        message += " (" + std::string(outcome);
        if (const auto note = text(step, "note"); !note.empty()) message += ": " + std::string(note.substr(0, 300));
        message += ")";
        out.problems.push_back({std::string(in.path), 0, Severity::Warning, std::move(message)});
    }
    return out;
}

}  // namespace aw
