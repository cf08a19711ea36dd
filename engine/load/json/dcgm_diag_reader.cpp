#include "engine/load/json/dcgm_diag_reader.h"

#include "engine/format/dcgmi_diag.h"
#include "engine/format/dcgmi_text.h"
#include "engine/load/json/json_support.h"

#include <charconv>

namespace aw {

ReaderOutput readDcgmDiag(const ReaderInput& in) {
    ReaderOutput out;
    const LineIndex lines(in.bytes);
    out.lineCount = lines.lineCount();
    const DcgmDiagReport report = parseDcgmiDiag(in.bytes);
    for (const std::string& p : report.problems) {
        // "line 12: ..." names its line: the problem points there.
        std::uint32_t line = 0;
        if (p.starts_with("line ")) std::from_chars(p.data() + 5, p.data() + p.size(), line);
        out.problems.push_back({std::string(in.path), line, Severity::Warning, "dcgmi diag: " + p});
    }
    if (report.tests == 0)
        out.problems.push_back(
            {std::string(in.path), 1, Severity::Warning, "dcgmi diag output without a test's result: nothing read"});
    for (const DcgmDiagResult& r : report.results) {
        std::string text = "dcgm_diag";
        if (!r.section.empty()) appendField(text, "section", dcgmi::ruleWord(r.section));
        appendField(text, "test", dcgmi::ruleWord(r.test));
        if (r.gpu >= 0) appendField(text, "gpu", std::to_string(r.gpu));
        if (!r.entity.empty()) appendField(text, "entity", dcgmi::ruleWord(r.entity));
        appendField(text, "result", dcgmi::ruleWord(r.result));
        if (const std::string_view c = dcgmErrorCategoryName(r.errorCategory); !c.empty())
            appendField(text, "category", c);
        if (const std::string_view s = dcgmErrorSeverityName(r.errorSeverity); !s.empty())
            appendField(text, "severity", s);
        if (!r.message.empty()) appendQuoted(text, "message", r.message);
        auto& rec = out.add(text);
        if (r.gpu >= 0) rec.gpu = r.gpu;
        placeRecordOnLine(rec, in.bytes, r.line, r.offset);
    }
    return out;
}

}  // namespace aw
