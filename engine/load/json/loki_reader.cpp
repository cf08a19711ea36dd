// Loki query_range (resultType "streams"): every entry is an observation whose text is
// the log line and whose time is Loki's ns timestamp; node and kind come from the stream
// labels; `where` is the entry's position in the JSON text.
#include "engine/load/json/loki_reader.h"

#include "engine/core/host_list.h"
#include "engine/load/json/json_support.h"
#include "engine/text/text_log_scanner.h"

namespace aw {
namespace {

std::string streamNode(simdjson::dom::element labels) {
    for (std::string_view key : {"host", "hostname", "node", "nodename", "instance", "pod"}) {
        if (auto v = stringField(labels, key); v && !v->empty()) return std::string(stripPort(*v));
    }
    return {};
}

SourceKind streamKind(simdjson::dom::element labels) {
    for (std::string_view key : {"job", "app", "source", "unit", "filename", "service_name", "log_type", "stream"}) {
        auto v = stringField(labels, key);
        if (!v) continue;
        const std::string lower = lowerAscii(*v);
        for (std::string_view word : {"kernel", "syslog", "dmesg", "journal", "kern.log"})
            if (lower.find(word) != std::string::npos) return SourceKind::Kernel;
    }
    return SourceKind::AppLog;
}

}  // namespace

ReaderOutput readLokiJson(const ReaderInput& in) {
    ReaderOutput out;
    const JsonDocument doc(in, out);
    if (!doc.ok) return out;
    simdjson::dom::array result;
    if (doc.root.at_pointer("/data/result").get(result)) {
        out.problems.push_back(
            {std::string(in.path), 1, Severity::Error, "not a Loki query_range response: no data.result array"});
        return out;
    }
    const std::size_t dataPos = jsonpos::member(in.bytes, 0, "data");
    jsonpos::ElementStarts streamStarts(in.bytes, jsonpos::member(in.bytes, dataPos, "result"));
    for (simdjson::dom::element stream : result) {
        const std::size_t sPos = streamStarts.next();
        simdjson::dom::element labels;
        const bool hasLabels = !stream.at_key("stream").get(labels) || !stream.at_key("metric").get(labels);
        std::string node;
        SourceKind kind = SourceKind::AppLog;
        if (hasLabels && labels.type() == simdjson::dom::element_type::OBJECT) {
            node = streamNode(labels);
            kind = streamKind(labels);
        }
        if (!node.empty()) out.hosts.push_back(node);
        simdjson::dom::array values;
        if (stream.at_key("values").get(values)) continue;
        jsonpos::ElementStarts valueStarts(in.bytes, jsonpos::member(in.bytes, sPos, "values"));
        for (simdjson::dom::element value : values) {
            const std::size_t vPos = valueStarts.next();
            simdjson::dom::array pair;
            if (value.get_array().get(pair) || pair.size() < 2) {
                out.problems.push_back({std::string(in.path), vPos == jsonpos::npos ? 0 : doc.lines.lineOf(vPos),
                                        Severity::Warning, "Loki entry is not [time, line], skipped"});
                continue;
            }
            std::string_view line;
            if (pair.at(1).get_string().get(line)) continue;
            // The entry's bytes: the line is kept where the file has it when it holds it as it is.
            const std::size_t end = vPos == jsonpos::npos ? jsonpos::npos : jsonpos::valueEnd(in.bytes, vPos);
            const std::size_t length = end == jsonpos::npos ? 0 : end - vPos;
            auto& rec = out.addFrom(line, in, vPos, length, node);
            rec.source = kind;
            rec.time = timeValue(pair.at(0).value_unsafe());
            rec.timeQuality = rec.time == kNoTime ? TimeQuality::None : TimeQuality::Exact;
            const std::string_view capped = line.size() > kMaxLineBytes ? line.substr(0, kMaxLineBytes) : line;
            LineFacts facts = lineFacts(capped, 0, kind == SourceKind::AppLog);
            rec.rank = facts.rank;
            rec.gpu = facts.gpu;
            if (vPos != jsonpos::npos) {
                rec.where.line = doc.lines.lineOf(vPos);
                rec.where.offset = vPos;
                rec.where.length = static_cast<std::uint32_t>(length);
            }
        }
    }
    return out;
}

}  // namespace aw
