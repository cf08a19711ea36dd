#include "engine/load/json/k8s_pods_text_reader.h"

#include "engine/format/kubectl_pods.h"
#include "engine/load/json/json_support.h"

namespace aw {

ReaderOutput readK8sPodsText(const ReaderInput& in) {
    ReaderOutput out;
    const LineIndex lines(in.bytes);
    out.lineCount = lines.lineCount();
    const KubectlPods pods = parseKubectlPodsWide(in.bytes);
    for (const std::string& p : pods.problems)
        out.problems.push_back({std::string(in.path), 0, Severity::Warning, "kubectl get pods: " + p});
    for (const KubectlPodRow& row : pods.rows) {
        std::string text = "k8s_pod";
        appendField(text, "pod", row.pod);
        appendField(text, "status", row.status);
        if (!row.restarts.empty()) appendField(text, "restarts", row.restarts);
        if (!row.node.empty()) appendField(text, "node", row.node);
        auto& rec = out.add(text, row.node);
        rec.source = SourceKind::Scheduler;
        placeRecordOnLine(rec, in.bytes, row.line, row.offset);
        if (!row.node.empty()) out.hosts.push_back(row.node);
    }
    if (pods.rows.empty())
        out.problems.push_back(
            {std::string(in.path), 1, Severity::Warning, "kubectl get pods table without a pod: nothing read"});
    return out;
}

}  // namespace aw
