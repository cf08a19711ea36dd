// String names of the engine's enums: the ids used in JSON, reports and the CLI.
#include "engine/core/analysis.h"
#include "engine/rules/rule.h"

#include <cstdio>
#include <ctime>

namespace aw {

const char* toString(SourceKind kind) {
    switch (kind) {
    case SourceKind::AppLog: return "applog";
    case SourceKind::Kernel: return "kernel";
    case SourceKind::Metrics: return "metrics";
    case SourceKind::Scheduler: return "scheduler";
    case SourceKind::Cloud: return "cloud";
    case SourceKind::FlightRecorder: return "flight_recorder";
    case SourceKind::Manifest: return "manifest";
    case SourceKind::Other: return "other";
    }
    return "other";
}

const char* toString(FileFormat format) {
    switch (format) {
    case FileFormat::TextLog: return "text_log";
    case FileFormat::JournalJson: return "journal_json";
    case FileFormat::LokiJson: return "loki_json";
    case FileFormat::PrometheusJson: return "prometheus_json";
    case FileFormat::SlurmJson: return "slurm_json";
    case FileFormat::K8sPodsJson: return "k8s_pods_json";
    case FileFormat::K8sEventsJson: return "k8s_events_json";
    case FileFormat::CloudEvents: return "cloud_events";
    case FileFormat::Manifest: return "manifest";
    case FileFormat::FlightRecorder: return "flight_recorder";
    case FileFormat::Binary: return "binary";
    }
    return "binary";
}

const char* toString(TimeQuality quality) {
    switch (quality) {
    case TimeQuality::Exact: return "exact";
    case TimeQuality::AssumedUtc: return "assumed_utc";
    case TimeQuality::InferredYear: return "inferred_year";
    case TimeQuality::BootRelative: return "boot_relative";
    case TimeQuality::Inherited: return "inherited";
    case TimeQuality::None: return "none";
    }
    return "none";
}

const char* toString(Severity severity) {
    switch (severity) {
    case Severity::Info: return "info";
    case Severity::Warning: return "warning";
    case Severity::Error: return "error";
    }
    return "error";
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

const char* toString(Phase phase) {
    switch (phase) {
    case Phase::Extractor: return "extractor";
    case Phase::Filter: return "filter";
    case Phase::Refiner: return "refiner";
    case Phase::Outcome: return "outcome";
    case Phase::PostOutcome: return "post_outcome";
    case Phase::Collector: return "collector";
    }
    return "extractor";
}

std::string formatIsoUtc(TimeNs t) {
    if (t == kNoTime) return {};
    // Floor division so times before 1970 still print correctly.
    TimeNs secs = t / 1'000'000'000;
    TimeNs ns = t % 1'000'000'000;
    if (ns < 0) { ns += 1'000'000'000; --secs; }
    std::time_t tt = static_cast<std::time_t>(secs);
    std::tm tm{};
    gmtime_r(&tt, &tm);
    char buf[80];
    std::snprintf(buf, sizeof buf, "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", tm.tm_year + 1900,
                  tm.tm_mon + 1, tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec,
                  static_cast<int>(ns / 1'000'000));
    return buf;
}

std::string nowIsoUtc() {
    const std::time_t t = std::time(nullptr);
    std::tm tm{};
    gmtime_r(&t, &tm);
    char buf[32];
    std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buf;
}

}  // namespace aw
