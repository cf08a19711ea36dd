#include "engine/attribute/missing_sources.h"

namespace aw {

std::vector<MissingSource> missingSources(const SourcesSeen& seen, const WorkloadScope& job) {
    std::vector<MissingSource> out;
    if (!seen.kernel)
        out.push_back({"kernel logs", "--kernel-logs",
                       "each node's kernel log over the job's window says whether a GPU (Xid), the memory (OOM "
                       "killer, ECC) or the host failed; --node-command 'ssh {node} dmesg -T' where journalctl has "
                       "no kernel log"});
    if (!seen.metrics)
        out.push_back({"metrics", "--prometheus URL",
                       "DCGM's Xid, ECC and temperature series and the hosts' InfiniBand and filesystem series"});
    if (!seen.scheduler)
        out.push_back(
            {"the scheduler's record",
             job.jobId.empty() ? std::string("--slurm-job ID (or --k8s-job NAME)") : "--slurm-job " + job.jobId,
             "the job's final state (TIMEOUT, OUT_OF_MEMORY, NODE_FAIL, ...), its nodes and its window"});
    if (!seen.appLog) {
        if (!job.jobId.empty())  // a Slurm job: collect looked where Slurm said; the record says why not
            out.push_back({"the job's output", "--job-output PATH (or --loki URL)",
                           "what the job printed (its errors, NCCL's); --slurm-job copies it from where Slurm says "
                           "(scontrol's StdOut; once scontrol forgot the job, the batch script's #SBATCH -o from sacct "
                           "-B, else slurm-ID.out in its working folder); collect.json says why it was not found"});
        else
            out.push_back({"the job's output", "--loki URL",
                           "what the job printed (its errors, NCCL's); --slurm-job copies slurm-ID.out when it is "
                           "readable where collect runs"});
    }
    return out;
}

namespace {

std::string nodeList(const std::vector<std::string>& nodes) {
    std::string out;
    for (std::size_t i = 0; i < nodes.size() && i < 8; ++i) out += (i ? ", " : "") + nodes[i];
    if (nodes.size() > 8) out += " and " + std::to_string(nodes.size() - 8) + " more";
    return out;
}

}  // namespace

void addScopeAndMissingSources(AttributionState& state, const SourcesSeen& seen) {
    Verdict& v = state.verdict;
    const WorkloadScope& job = state.job;
    if (v.outcome != Outcome::Unknown) return;
    if (!job.id.empty() || !job.jobId.empty() || !job.nodes.empty()) {
        v.workload = job;
        const std::string name = job.id.empty() ? "job " + job.jobId : job.id;
        std::string text = "the job " + name;
        if (!job.nodes.empty())
            text += " ran on " + std::to_string(job.nodes.size()) + " node" + (job.nodes.size() == 1 ? "" : "s") +
                    " (" + nodeList(job.nodes) + ")";
        if (job.start != kNoTime && job.end != kNoTime)
            text += " from " + formatIsoUtc(job.start) + " to " + formatIsoUtc(job.end);
        text += ", as its scheduler recorded it";
        Message said{"job_scope",
                     {{"job", name},
                      {"count", std::to_string(job.nodes.size())},
                      {"nodes", nodeList(job.nodes)},
                      {"from", job.start != kNoTime && job.end != kNoTime ? formatIsoUtc(job.start) : ""},
                      {"to", job.start != kNoTime && job.end != kNoTime ? formatIsoUtc(job.end) : ""}}};
        v.chain.push_back({"", text, 0, std::move(said)});  // no rule: what the manifest says
    }
    v.missing = missingSources(seen, job);
    for (const MissingSource& m : v.missing)
        v.chain.push_back({"",
                           "missing: " + m.source + "; `attribution-cli collect " + m.option + "` brings it: " + m.why,
                           0,
                           {"missing_source", {{"source", m.source}, {"option", m.option}, {"why", m.why}}}});
}

}  // namespace aw
