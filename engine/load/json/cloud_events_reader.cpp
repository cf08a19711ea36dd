// Cloud-provider events, as a JSON array (or {"events": [...]}) or NDJSON:
// "cloud type=maintenance node=node003 instance=i-0abc message=\"...\"".
#include "engine/load/json/cloud_events_reader.h"

#include "engine/load/json/json_support.h"

namespace aw {
namespace {

void addEvent(simdjson::dom::element ev, ReaderOutput& out, std::uint32_t line, std::uint64_t offset,
              std::uint32_t length) {
    if (ev.type() != simdjson::dom::element_type::OBJECT) return;
    std::string text = "cloud";
    if (auto type = stringField(ev, "type")) appendField(text, "type", *type);
    else if (auto code = stringField(ev, "code")) appendField(text, "type", *code);
    std::string node;
    for (std::string_view key : {"node", "host", "hostname", "node_name"})
        if (auto n = stringField(ev, key); n && !n->empty()) { node = std::string(*n); break; }
    if (!node.empty()) {
        appendField(text, "node", node);
        out.hosts.push_back(node);
    }
    for (std::string_view key : {"instance", "instance_id", "instanceId"})
        if (auto n = stringField(ev, key); n && !n->empty()) { appendField(text, "instance", *n); break; }
    if (auto status = stringField(ev, "status")) appendField(text, "status", *status);
    for (std::string_view key : {"message", "description", "details"})
        if (auto m = stringField(ev, key)) { appendQuoted(text, "message", *m); break; }
    TimeNs t = kNoTime;
    for (std::string_view key : {"time", "timestamp", "eventTime", "event_time", "start", "not_before"}) {
        t = timeField(ev, key);
        if (t != kNoTime) break;
    }
    auto& rec = out.add(text, node);
    rec.obs.source = SourceKind::Cloud;
    rec.obs.time = t;
    rec.obs.timeQuality = t == kNoTime ? TimeQuality::None : TimeQuality::Exact;
    rec.obs.where.line = line;
    rec.obs.where.offset = offset;
    rec.obs.where.length = length;
}

}  // namespace

ReaderOutput readCloudEvents(const ReaderInput& in) {
    ReaderOutput out;
    const std::size_t first = jsonpos::skipBlanks(in.bytes, 0);
    const bool document = first < in.bytes.size() && in.bytes[first] == '[';
    // A single pretty-printed object (with {"events": [...]}) is a document too.
    bool wrapped = false;
    if (!document && first < in.bytes.size() && in.bytes[first] == '{') {
        std::size_t end = jsonpos::valueEnd(in.bytes, first);
        wrapped = end != jsonpos::npos && jsonpos::skipBlanks(in.bytes, end) >= in.bytes.size() &&
                  jsonpos::member(in.bytes, first, "events") != jsonpos::npos;
    }
    if (!document && !wrapped) {
        forEachJsonLine(in.path, in.bytes, out.problems, out.lineCount,
                        [&](simdjson::dom::element ev, const JsonLine& w) { addEvent(ev, out, w.line, w.offset, w.length); });
        return out;
    }
    const JsonDocument doc(in, out);
    if (!doc.ok) return out;
    simdjson::dom::array events;
    std::size_t arrayPos = first;
    if (wrapped) {
        if (doc.root.at_key("events").get(events)) return out;
        arrayPos = jsonpos::member(in.bytes, first, "events");
    } else if (doc.root.get_array().get(events)) {
        return out;
    }
    const std::vector<std::size_t> positions = jsonpos::elements(in.bytes, arrayPos);
    std::size_t i = 0;
    for (simdjson::dom::element ev : events) {
        const std::size_t pos = i < positions.size() ? positions[i] : jsonpos::npos;
        ++i;
        std::uint32_t length = 0;
        if (pos != jsonpos::npos) {
            std::size_t end = jsonpos::valueEnd(in.bytes, pos);
            if (end != jsonpos::npos) length = static_cast<std::uint32_t>(end - pos);
        }
        addEvent(ev, out, pos == jsonpos::npos ? 0 : doc.lines.lineOf(pos), pos == jsonpos::npos ? 0 : pos, length);
    }
    return out;
}

}  // namespace aw
