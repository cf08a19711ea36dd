#include "engine/core/observation.h"

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
    case FileFormat::PrometheusText: return "prometheus_text";
    case FileFormat::CollectRecord: return "collect_record";
    case FileFormat::SlurmNodeText: return "slurm_node_text";
    case FileFormat::DcgmHealth: return "dcgm_health";
    case FileFormat::K8sPodsText: return "k8s_pods_text";
    case FileFormat::DcgmDiag: return "dcgm_diag";
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

}  // namespace aw
