// The cloud events a JSON object holds, in whatever shape the provider wrote it:
// our normalised form ({"type", "node", "instance", ...}), an AWS EventBridge event
// (AWS Health `detail.eventTypeCode` with `affectedEntities`, EC2 state changes and Spot
// warnings with `detail.instance-id`), a GCP Cloud Audit Logs entry
// (`protoPayload.methodName` on `.../instances/NAME`) or an Azure Scheduled Events
// document entry (`EventType` over `Resources`). The provider's own code is kept as the
// type: which codes matter is the rule catalog's business, not the reader's.
#pragma once

#include "engine/core/utc_time.h"

#include <simdjson.h>

#include <string>
#include <vector>

namespace aw {

struct CloudEvent {
    std::string type;      // our type or the provider's code
    std::string node;      // the host it names, if any
    std::string instance;  // the provider's instance id or name
    std::string status;
    std::string origin;  // who caused it, when the provider says (Azure's EventSource)
    std::string message;
    TimeNs time = kNoTime;
};

// One object may name several instances (Azure's Resources, AWS's affectedEntities): one
// event each. Empty when the object is not an event.
std::vector<CloudEvent> cloudEventsOf(simdjson::dom::element object);

}  // namespace aw
