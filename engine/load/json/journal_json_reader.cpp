// journalctl -o json (NDJSON): one observation per entry, "IDENTIFIER: MESSAGE", timed by
// __REALTIME_TIMESTAMP (microseconds, exact), node from _HOSTNAME; a program's stdout
// (_TRANSPORT stdout) is application output, the rest the system's.
#include "engine/load/json/journal_json_reader.h"

#include "engine/load/json/json_support.h"
#include "engine/text/newline_count.h"

namespace aw {

ReaderOutput readJournalJson(const ReaderInput& in) {
    ReaderOutput out;
    // One record a line: room for them all at once, not a copy at each doubling.
    out.records.reserve(countNewlines(in.bytes) + 1);
    std::string text;
    forEachJsonLine(
        in.path, in.bytes, out.problems, out.lineCount, [&](simdjson::dom::element entry, const JsonLine& where) {
            if (entry.type() != simdjson::dom::element_type::OBJECT) return;
            text.clear();
            // journald says where an entry came from: a program's stdout (a training job run as a
            // service, or under systemd-cat) is that program's output, its lines as it wrote
            // them, for the application rules; the kernel's ring buffer, syslog() and the
            // journal API are the system's, "IDENTIFIER: MESSAGE" as syslog writes them.
            const auto transport = stringField(entry, "_TRANSPORT");
            const bool programOutput = transport && *transport == "stdout";
            const auto ident = stringField(entry, "SYSLOG_IDENTIFIER");
            const bool prefixed = ident && !programOutput;
            if (prefixed) {
                text += *ident;
                text += ": ";
            }
            simdjson::dom::element message;
            if (!entry.at_key("MESSAGE").get(message)) {
                if (message.type() == simdjson::dom::element_type::STRING) {
                    text += message.get_string().value_unsafe();
                } else if (message.type() == simdjson::dom::element_type::ARRAY) {
                    // Non-UTF-8 messages come as byte arrays.
                    simdjson::dom::array bytes;
                    if (!message.get_array().get(bytes))
                        for (simdjson::dom::element b : bytes)
                            if (auto v = intValue(b)) text += static_cast<char>(*v);
                }
            }
            std::string host(stringField(entry, "_HOSTNAME").value_or(""));
            // A line that is its MESSAGE alone is kept where the file has it, when it can be.
            auto& rec = prefixed ? out.add(text, host) : out.addFrom(text, in, where.offset, where.length, host);
            rec.where = {0, where.line, where.offset, where.length};
            rec.source = programOutput ? SourceKind::AppLog : SourceKind::Kernel;
            TimeNs t = kNoTime;
            if (auto us = intField(entry, "__REALTIME_TIMESTAMP"))
                if (__builtin_mul_overflow(*us, 1000, &t)) t = kNoTime;  // microseconds past 2262: no time
            rec.time = t;
            rec.timeQuality = t == kNoTime ? TimeQuality::None : TimeQuality::Exact;
        });
    return out;
}

}  // namespace aw
