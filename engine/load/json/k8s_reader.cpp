// kubectl -o json Lists: pods (one record per container status, or per pod without
// statuses) and events (one record per event object; `count` says how many times).
#include "engine/load/json/k8s_reader.h"

#include "engine/load/json/json_support.h"

namespace aw {
namespace {

std::vector<std::size_t> itemPositions(std::string_view bytes) {
    return jsonpos::elements(bytes, jsonpos::member(bytes, 0, "items"));
}

void setTime(ReaderOutput::Record& rec, TimeNs t) {
    rec.source = SourceKind::Scheduler;
    rec.time = t;
    rec.timeQuality = t == kNoTime ? TimeQuality::None : TimeQuality::Exact;
}

// items[] of a List, or the document itself when it is a single object.
bool listItems(simdjson::dom::element root, std::vector<simdjson::dom::element>& items) {
    simdjson::dom::array arr;
    if (!root.at_key("items").get(arr)) {
        for (simdjson::dom::element e : arr) items.push_back(e);
        return true;
    }
    if (root.type() == simdjson::dom::element_type::ARRAY) {
        if (!root.get_array().get(arr))
            for (simdjson::dom::element e : arr) items.push_back(e);
        return true;
    }
    if (root.type() == simdjson::dom::element_type::OBJECT) {
        items.push_back(root);
        return true;
    }
    return false;
}

// One container status: its current state, and its last termination if it restarted.
void containerRecord(const std::string& pod, const std::string& node, std::string_view phase,
                     simdjson::dom::element status, TimeNs podTime, std::size_t pos, const ReaderInput& in,
                     const LineIndex& lines, ReaderOutput& out) {
    std::string text = "k8s_pod";
    appendField(text, "pod", pod);
    if (!node.empty()) appendField(text, "node", node);
    if (!phase.empty()) appendField(text, "phase", phase);
    if (auto name = stringField(status, "name")) appendField(text, "container", *name);
    TimeNs t = podTime;
    simdjson::dom::object state;
    if (!status.at_key("state").get(state)) {
        for (auto [key, detail] : state) {
            appendField(text, "state", key);
            if (auto reason = stringField(detail, "reason")) appendField(text, "reason", *reason);
            if (auto code = intField(detail, "exitCode")) appendField(text, "exit_code", std::to_string(*code));
            if (auto sig = intField(detail, "signal")) appendField(text, "signal", std::to_string(*sig));
            TimeNs finished = timeField(detail, "finishedAt");
            if (finished == kNoTime) finished = timeField(detail, "startedAt");
            if (finished != kNoTime) t = finished;
            if (auto msg = stringField(detail, "message"); msg && !msg->empty()) appendQuoted(text, "message", *msg);
            break;
        }
    }
    simdjson::dom::element last;
    if (!status.at_pointer("/lastState/terminated").get(last)) {
        if (auto reason = stringField(last, "reason")) appendField(text, "last_reason", *reason);
        if (auto code = intField(last, "exitCode")) appendField(text, "last_exit_code", std::to_string(*code));
    }
    if (auto restarts = intField(status, "restartCount"); restarts && *restarts > 0)
        appendField(text, "restarts", std::to_string(*restarts));
    auto& rec = out.add(text, node);
    setTime(rec, t);
    placeRecordAt(rec, in.bytes, lines, pos);
}

// One pod of a list: a record per container status, or one for the pod when it has none.
void podRecords(simdjson::dom::element pod, std::size_t pos, const ReaderInput& in, const LineIndex& lines,
                ReaderOutput& out) {
    // "namespace/name", as kubectl prints it.
    std::string name(textAtPointer(pod, "/metadata/name"));
    if (auto ns = textAtPointer(pod, "/metadata/namespace"); !ns.empty()) name = std::string(ns) + "/" + name;
    const std::string node(textAtPointer(pod, "/spec/nodeName"));
    if (!node.empty()) out.hosts.push_back(node);
    const std::string_view phase = textAtPointer(pod, "/status/phase");
    TimeNs podTime = kNoTime;
    simdjson::dom::element v;
    if (!pod.at_pointer("/status/startTime").get(v)) podTime = timeValue(v);
    if (podTime == kNoTime && !pod.at_pointer("/metadata/creationTimestamp").get(v)) podTime = timeValue(v);
    bool any = false;
    for (std::string_view list : {"/status/initContainerStatuses", "/status/containerStatuses"}) {
        simdjson::dom::array statuses;
        if (pod.at_pointer(list).get(statuses)) continue;
        for (simdjson::dom::element status : statuses) {
            containerRecord(name, node, phase, status, podTime, pos, in, lines, out);
            any = true;
        }
    }
    if (!any) {
        std::string text = "k8s_pod";
        appendField(text, "pod", name);
        if (!node.empty()) appendField(text, "node", node);
        if (!phase.empty()) appendField(text, "phase", phase);
        if (auto reason = textAtPointer(pod, "/status/reason"); !reason.empty()) appendField(text, "reason", reason);
        if (auto msg = textAtPointer(pod, "/status/message"); !msg.empty()) appendQuoted(text, "message", msg);
        auto& rec = out.add(text, node);
        setTime(rec, podTime);
        placeRecordAt(rec, in.bytes, lines, pos);
    }
}

void eventRecord(simdjson::dom::element ev, std::size_t pos, const ReaderInput& in, const LineIndex& lines,
                 ReaderOutput& out) {
    std::string text = "k8s_event";
    if (auto type = stringField(ev, "type")) appendField(text, "type", *type);
    if (auto reason = stringField(ev, "reason")) appendField(text, "reason", *reason);
    const std::string_view kind = textAtPointer(ev, "/involvedObject/kind");
    const std::string_view objName = textAtPointer(ev, "/involvedObject/name");
    if (!kind.empty() || !objName.empty()) appendField(text, "object", std::string(kind) + "/" + std::string(objName));
    std::string node(textAtPointer(ev, "/source/host"));
    if (node.empty() && kind == "Node") node = std::string(objName);
    if (!node.empty()) {
        appendField(text, "node", node);
        out.hosts.push_back(node);
    }
    if (auto count = intField(ev, "count")) appendField(text, "count", std::to_string(*count));
    if (auto msg = stringField(ev, "message")) appendQuoted(text, "message", *msg);
    TimeNs t = timeField(ev, "firstTimestamp");
    if (t == kNoTime) t = timeField(ev, "eventTime");
    if (t == kNoTime) t = timeField(ev, "lastTimestamp");
    simdjson::dom::element v;
    if (t == kNoTime && !ev.at_pointer("/metadata/creationTimestamp").get(v)) t = timeValue(v);
    auto& rec = out.add(text, node);
    setTime(rec, t);
    placeRecordAt(rec, in.bytes, lines, pos);
}

// A kubectl list (`kubectl get -o json`): each item with where it starts in the text.
using ItemReader = void (*)(simdjson::dom::element, std::size_t, const ReaderInput&, const LineIndex&, ReaderOutput&);
ReaderOutput readKubectlList(const ReaderInput& in, const char* notAList, ItemReader read) {
    ReaderOutput out;
    const JsonDocument doc(in, out);
    if (!doc.ok) return out;
    std::vector<simdjson::dom::element> items;
    if (!listItems(doc.root, items)) {
        out.problems.push_back({std::string(in.path), 1, Severity::Error, notAList});
        return out;
    }
    const std::vector<std::size_t> positions = itemPositions(in.bytes);
    for (std::size_t i = 0; i < items.size(); ++i)
        read(items[i], i < positions.size() ? positions[i] : (items.size() == 1 ? 0 : jsonpos::npos), in, doc.lines,
             out);
    return out;
}

}  // namespace

ReaderOutput readK8sPodsJson(const ReaderInput& in) {
    return readKubectlList(in, "not a kubectl pod list", podRecords);
}

ReaderOutput readK8sEventsJson(const ReaderInput& in) {
    return readKubectlList(in, "not a kubectl event list", eventRecord);
}

}  // namespace aw
