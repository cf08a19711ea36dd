#include "engine/core/analysis.h"

#include <string>

namespace aw {

std::string Event::capture(std::string_view name) const {
    for (const auto& [key, value] : captures)
        if (key == name) return value;
    return {};
}

std::string Message::arg(std::string_view name) const {
    for (const auto& [key, value] : args)
        if (key == name) return value;
    return {};
}

const Event* AnalysisResult::findEvent(std::uint32_t id) const {
    if (id == 0 || id > events.size()) return nullptr;
    return &events[id - 1];
}

const char* toString(EventKind kind) {
    switch (kind) {
    case EventKind::BadNode: return "bad_node";
    case EventKind::InterestingNode: return "interesting_node";
    case EventKind::Job: return "job";
    }
    return "job";
}

const char* toString(EventClass cls) {
    switch (cls) {
    case EventClass::RootCause: return "root_cause";
    case EventClass::Contributing: return "contributing";
    case EventClass::Symptom: return "symptom";
    case EventClass::Noise: return "noise";
    }
    return "noise";
}

const char* toString(Scope scope) {
    switch (scope) {
    case Scope::Node: return "node";
    case Scope::Gpu: return "gpu";
    case Scope::Link: return "link";
    case Scope::Job: return "job";
    case Scope::Service: return "service";
    }
    return "node";
}

const char* toString(Outcome outcome) {
    switch (outcome) {
    case Outcome::GpuHardware: return "gpu_hardware";
    case Outcome::GpuSoftware: return "gpu_software";
    case Outcome::Network: return "network";
    case Outcome::Storage: return "storage";
    case Outcome::Host: return "host";
    case Outcome::Infrastructure: return "infrastructure";
    case Outcome::Application: return "application";
    case Outcome::User: return "user";
    case Outcome::Hang: return "hang";
    case Outcome::Unknown: return "unknown";
    }
    return "unknown";
}

const char* toString(Confidence c) {
    switch (c) {
    case Confidence::High: return "high";
    case Confidence::Medium: return "medium";
    case Confidence::Low: return "low";
    }
    return "low";
}

const char* toString(ProvKind kind) {
    switch (kind) {
    case ProvKind::Evidence: return "evidence";
    case ProvKind::Event: return "event";
    case ProvKind::Decision: return "decision";
    case ProvKind::Verdict: return "verdict";
    }
    return "event";
}

const char* classLabel(EventClass cls) {
    switch (cls) {
    case EventClass::RootCause: return "Root cause";
    case EventClass::Contributing: return "Contributing";
    case EventClass::Symptom: return "Symptom";
    case EventClass::Noise: return "Noise";
    }
    return "Symptom";
}

const char* classColour(EventClass cls) {
    switch (cls) {
    case EventClass::RootCause: return "#c62828";
    case EventClass::Contributing: return "#e67e00";
    case EventClass::Symptom: return "#356fb8";
    case EventClass::Noise: return "#9a9a9a";
    }
    return "#356fb8";
}

std::string outcomeLabel(Outcome outcome) {
    switch (outcome) {
    case Outcome::GpuHardware: return "GPU hardware";
    case Outcome::GpuSoftware: return "GPU software";
    case Outcome::Network: return "Network";
    case Outcome::Storage: return "Storage";
    case Outcome::Host: return "Host";
    case Outcome::Infrastructure: return "Infrastructure";
    case Outcome::Application: return "Application";
    case Outcome::User: return "User";
    case Outcome::Hang: return "Hang";
    case Outcome::Unknown: return "Unknown";
    }
    return "Unknown";
}

std::string audienceLabel(std::string_view audience) {
    if (audience == "job_owner") return "Job owner";
    if (audience == "operator") return "Cluster operator";
    if (audience == "storage_team") return "Storage team";
    if (audience == "network_team") return "Network team";
    if (audience == "vendor") return "Hardware vendor";
    return std::string(audience);
}

std::string urgencyLabel(std::string_view urgency) {
    if (urgency == "when_convenient") return "when convenient";
    return std::string(urgency);
}

std::string jobDecisionLabel(std::string_view decision) {
    if (decision == "restart") return "Restart the job";
    if (decision == "restart_excluding") return "Restart without the culprit";
    if (decision == "stop") return "Stop: fix first";
    if (decision == "investigate") return "Investigate before restarting";
    return std::string(decision);
}

}  // namespace aw
