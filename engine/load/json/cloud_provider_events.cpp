#include "engine/load/json/cloud_provider_events.h"

#include "engine/load/json/json_support.h"

namespace aw {
namespace {

using simdjson::dom::element;

// The last segment of an ARN or resource path: "arn:...:instance/i-0abc" -> "i-0abc",
// "projects/p/zones/z/instances/vm-1" -> "vm-1".
std::string lastSegment(std::string_view path) {
    const std::size_t slash = path.rfind('/');
    return std::string(slash == std::string_view::npos ? path : path.substr(slash + 1));
}

CloudEvent normalised(element ev) {
    CloudEvent e;
    e.type = textField(ev, "type");
    if (e.type.empty()) e.type = textField(ev, "code");
    for (std::string_view key : {"node", "host", "hostname", "node_name"})
        if (e.node = textField(ev, key); !e.node.empty()) break;
    for (std::string_view key : {"instance", "instance_id", "instanceId"})
        if (e.instance = textField(ev, key); !e.instance.empty()) break;
    e.status = textField(ev, "status");
    for (std::string_view key : {"message", "description", "details"})
        if (auto m = stringField(ev, key)) {
            e.message = std::string(*m);
            break;
        }
    for (std::string_view key : {"time", "timestamp", "eventTime", "event_time", "start", "not_before"})
        if (e.time = timeField(ev, key); e.time != kNoTime) break;
    return e;
}

// EventBridge: {"source": "aws.health" | "aws.ec2", "detail-type": ..., "time": ..., "detail": {...}}.
std::vector<CloudEvent> awsEventBridge(element ev, element detail) {
    CloudEvent e;
    e.type = textField(detail, "eventTypeCode");
    if (e.type.empty()) e.type = textField(ev, "detail-type");
    e.status = textField(detail, "statusCode");
    if (e.status.empty()) e.status = textField(detail, "state");
    if (e.status.empty()) e.status = textField(detail, "instance-action");
    simdjson::dom::array descriptions;
    if (!detail.at_key("eventDescription").get(descriptions))
        for (element d : descriptions)
            if (e.message = textField(d, "latestDescription"); !e.message.empty()) break;
    e.time = timeField(ev, "time");
    std::vector<CloudEvent> out;
    simdjson::dom::array entities;
    if (!detail.at_key("affectedEntities").get(entities)) {
        for (element entity : entities) {
            const std::string value = textField(entity, "entityValue");
            if (value.empty()) continue;
            out.push_back(e);
            out.back().instance = lastSegment(value);
        }
    }
    if (out.empty()) {
        e.instance = textField(detail, "instance-id");
        out.push_back(std::move(e));
    }
    return out;
}

// Cloud Audit Logs: {"protoPayload": {"methodName": "compute.instances.hostError",
// "resourceName": "projects/P/zones/Z/instances/NAME", "status": {"message": ...}}, "timestamp": ...}.
CloudEvent gcpAuditLog(element ev, element payload) {
    CloudEvent e;
    e.type = textField(payload, "methodName");
    e.instance = lastSegment(textField(payload, "resourceName"));
    element status;
    if (objectField(payload, "status", status)) e.message = textField(status, "message");
    e.time = timeField(ev, "timestamp");
    return e;
}

// Azure Scheduled Events (IMDS): {"EventType": "Preempt", "Resources": ["vm-1"],
// "EventStatus": ..., "EventSource": "Platform" | "User", "NotBefore": RFC 1123 time}.
std::vector<CloudEvent> azureScheduledEvent(element ev) {
    CloudEvent e;
    e.type = textField(ev, "EventType");
    e.status = textField(ev, "EventStatus");
    e.origin = textField(ev, "EventSource");
    e.message = textField(ev, "Description");
    e.time = timeField(ev, "NotBefore");
    std::vector<CloudEvent> out;
    simdjson::dom::array resources;
    if (!ev.at_key("Resources").get(resources))
        for (element r : resources)
            if (auto name = r.get_string(); !name.error() && !name.value_unsafe().empty()) {
                out.push_back(e);
                out.back().instance = std::string(name.value_unsafe());
            }
    if (out.empty()) out.push_back(std::move(e));
    return out;
}

}  // namespace

std::vector<CloudEvent> cloudEventsOf(element ev) {
    if (ev.type() != simdjson::dom::element_type::OBJECT) return {};
    element inner;
    if (objectField(ev, "detail", inner) && textField(ev, "source").starts_with("aws."))
        return awsEventBridge(ev, inner);
    if (objectField(ev, "protoPayload", inner)) return {gcpAuditLog(ev, inner)};
    if (stringField(ev, "EventType")) return azureScheduledEvent(ev);
    return {normalised(ev)};
}

}  // namespace aw
