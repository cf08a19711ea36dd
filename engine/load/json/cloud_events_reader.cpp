// Cloud-provider events, as a JSON array, one object (a pretty-printed event, or a document
// with {"events": [...]} or Azure's {"Events": [...]}) or NDJSON, normalised to
// "cloud type=maintenance node=node003 instance=i-0abc message=\"...\"".
#include "engine/load/json/cloud_events_reader.h"

#include "engine/load/json/cloud_provider_events.h"
#include "engine/load/json/json_support.h"

namespace aw {
namespace {

void addEvent(simdjson::dom::element object, ReaderOutput& out, std::uint32_t line, std::uint64_t offset,
              std::uint32_t length) {
    for (const CloudEvent& ev : cloudEventsOf(object)) {
        std::string text = "cloud";
        if (!ev.type.empty()) appendField(text, "type", ev.type);
        // An event naming only its instance is placed on the node of that name or alias.
        const std::string& node = ev.node.empty() ? ev.instance : ev.node;
        if (!ev.node.empty()) appendField(text, "node", ev.node);
        if (!ev.instance.empty()) appendField(text, "instance", ev.instance);
        if (!ev.status.empty()) appendField(text, "status", ev.status);
        if (!ev.origin.empty()) appendField(text, "origin", ev.origin);
        if (!ev.message.empty()) appendQuoted(text, "message", ev.message);
        if (!node.empty()) out.hosts.push_back(node);
        auto& rec = out.add(text, node);
        rec.source = SourceKind::Cloud;
        rec.time = ev.time;
        rec.timeQuality = ev.time == kNoTime ? TimeQuality::None : TimeQuality::Exact;
        rec.where.line = line;
        rec.where.offset = offset;
        rec.where.length = length;
    }
}

}  // namespace

ReaderOutput readCloudEvents(const ReaderInput& in) {
    ReaderOutput out;
    const std::size_t first = jsonpos::skipBlanks(in.bytes, 0);
    const bool document = first < in.bytes.size() && in.bytes[first] == '[';
    // A file holding one object is a document too: one (pretty-printed) event, or a list
    // under "events" (ours) or "Events" (Azure Scheduled Events).
    std::size_t singleEnd = jsonpos::npos;  // where the file's one object ends, if it holds one
    if (!document && first < in.bytes.size() && in.bytes[first] == '{') {
        const std::size_t end = jsonpos::valueEnd(in.bytes, first);
        if (end != jsonpos::npos && jsonpos::skipBlanks(in.bytes, end) >= in.bytes.size()) singleEnd = end;
    }
    const bool single = singleEnd != jsonpos::npos;
    if (!document && !single) {
        forEachJsonLine(
            in.path, in.bytes, out.problems, out.lineCount,
            [&](simdjson::dom::element ev, const JsonLine& w) { addEvent(ev, out, w.line, w.offset, w.length); });
        return out;
    }
    const JsonDocument doc(in, out);
    if (!doc.ok) return out;
    simdjson::dom::array events;
    std::size_t arrayPos = first;
    if (single) {
        std::string_view listKey;
        for (std::string_view key : {"events", "Events"})
            if (!doc.root.at_key(key).get(events)) {
                listKey = key;
                break;
            }
        if (listKey.empty()) {
            addEvent(doc.root, out, doc.lines.lineOf(first), first, static_cast<std::uint32_t>(singleEnd - first));
            return out;
        }
        arrayPos = jsonpos::member(in.bytes, first, listKey);
    } else if (doc.root.get_array().get(events)) {
        return out;
    }
    jsonpos::ElementStarts starts(in.bytes, arrayPos);
    for (simdjson::dom::element ev : events) {
        const std::size_t pos = starts.next();
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
