#include "engine/load/json/collect_record_reader.h"

#include "engine/format/json_field.h"

#include <simdjson.h>

namespace aw {

ReaderOutput readCollectRecord(const ReaderInput& in) {
    ReaderOutput out;
    simdjson::dom::parser parser;
    simdjson::dom::element root;
    simdjson::dom::array steps;
    if (parser.parse(in.bytes.data(), in.bytes.size()).get(root) || root["steps"].get(steps)) {
        out.problems.push_back(
            {std::string(in.path), 0, Severity::Warning, "not a collection record (attribution-collect/1)"});
        return out;
    }
    bool cancelled = false;
    if (!root["cancelled"].get(cancelled) && cancelled)
        out.problems.push_back({std::string(in.path), 0, Severity::Warning,
                                "the collection was interrupted: this bundle holds only what was collected before"});
    for (simdjson::dom::element step : steps) {
        const std::string outcome = textField(step, "outcome");
        if (outcome != "failed" && outcome != "timeout" && outcome != "truncated") continue;
        std::string message = "not collected";
        if (outcome == "truncated") message = "collected in part";
        message += ": " + std::string(textField(step, "source"));
        if (const auto target = textField(step, "target"); !target.empty()) message += " " + std::string(target);
        message += " (" + outcome;
        if (const auto note = textField(step, "note"); !note.empty())
            message += ": " + std::string(note.substr(0, 300));
        message += ")";
        out.problems.push_back({std::string(in.path), 0, Severity::Warning, std::move(message)});
    }
    return out;
}

}  // namespace aw
