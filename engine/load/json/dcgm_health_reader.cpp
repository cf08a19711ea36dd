#include "engine/load/json/dcgm_health_reader.h"

#include "engine/format/dcgmi_health.h"
#include "engine/format/dcgmi_text.h"
#include "engine/load/json/json_support.h"

#include <charconv>

namespace aw {

ReaderOutput readDcgmHealth(const ReaderInput& in) {
    ReaderOutput out;
    const LineIndex lines(in.bytes);
    out.lineCount = lines.lineCount();
    const DcgmHealthReport report = parseDcgmiHealth(in.bytes);
    for (const std::string& p : report.problems)
        out.problems.push_back({std::string(in.path), 0, Severity::Warning, "dcgmi health: " + p});
    if (report.overall.empty())
        out.problems.push_back({std::string(in.path), 1, Severity::Warning,
                                "dcgmi health output without an \"Overall Health\": nothing read"});
    for (const DcgmHealthIncident& i : report.incidents) {
        std::string text = "dcgm_health";
        const bool gpu = i.entityGroup == "GPU";
        if (gpu) {
            appendField(text, "gpu", i.entityId);
        } else {
            appendField(text, "entity", dcgmi::ruleWord(i.entityGroup));
            appendField(text, "id", i.entityId);
        }
        appendField(text, "system", dcgmi::ruleWord(i.system));
        appendField(text, "health", dcgmi::ruleWord(i.health));
        if (!i.message.empty()) appendQuoted(text, "message", i.message);
        auto& rec = out.add(text);
        if (gpu) std::from_chars(i.entityId.data(), i.entityId.data() + i.entityId.size(), rec.gpu);
        placeRecordOnLine(rec, in.bytes, i.line, i.offset);
    }
    return out;
}

}  // namespace aw
