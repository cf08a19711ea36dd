#include "engine/fleet/job_health.h"

#include "engine/load/observations.h"

#include <algorithm>
#include <map>
#include <string>
#include <string_view>

namespace aw {

namespace {

// The fields of a normalised record ("slurm job=4242 name=\"a b\" state=COMPLETED ..."):
// its first word, then key=value or key="quoted \" value". A quoted value is never read
// as fields: a job named `x state=COMPLETED` does not complete it.
struct RecordFields {
    std::string_view kind;
    std::map<std::string_view, std::string_view> values;  // quoted values as written, quotes included
};

RecordFields fieldsOf(std::string_view text) {
    RecordFields out;
    const std::size_t space = text.find(' ');
    out.kind = text.substr(0, space);
    std::size_t at = space == std::string_view::npos ? text.size() : space;
    while (at < text.size()) {
        while (at < text.size() && text[at] == ' ') ++at;
        const std::size_t eq = text.find('=', at);
        if (eq == std::string_view::npos) break;
        const std::string_view key = text.substr(at, eq - at);
        std::size_t end = eq + 1;
        if (end < text.size() && text[end] == '"') {
            for (++end; end < text.size() && text[end] != '"'; ++end)
                if (text[end] == '\\') ++end;
            end = std::min(end + 1, text.size());
        } else {
            end = std::min(text.find(' ', end), text.size());
        }
        if (key.find(' ') == std::string_view::npos) out.values.emplace(key, text.substr(eq + 1, end - eq - 1));
        at = end;
    }
    return out;
}

std::string_view field(const RecordFields& r, std::string_view key) {
    const auto it = r.values.find(key);
    return it == r.values.end() ? std::string_view() : it->second;
}

}  // namespace

bool jobEndedWell(const Bundle& bundle) {
    bool any = false, bad = false;
    for (std::uint32_t fi = 0; fi < bundle.files.size() && !bad; ++fi) {
        // The scheduler's structured records only (sacct/scontrol, kubectl's pods): a text log
        // is not read again, however large.
        const SourceFile& file = bundle.files[fi];
        if (file.format != FileFormat::SlurmJson && file.format != FileFormat::K8sPodsJson) continue;
        forEachObservation(bundle, fi, [&](const Observation& obs) {
            if (bad || obs.source != SourceKind::Scheduler) return;
            const RecordFields r = fieldsOf(obs.text);
            if (r.kind == "slurm") {
                // A job's own record; its steps, and the nodes' records, are not the job's end.
                const std::string_view job = field(r, "job");
                if (job.empty() || !field(r, "step").empty() || field(r, "state").empty()) return;
                if (!bundle.manifest.jobId.empty() && job != bundle.manifest.jobId) return;
                const std::string_view code = field(r, "exit_code");
                any = true;
                if (field(r, "state") != "COMPLETED" || !(code.empty() || code == "0" || code == "0:0")) bad = true;
            } else if (r.kind == "k8s_pod") {
                any = true;
                if (field(r, "phase") != "Succeeded") bad = true;
            }
        });
    }
    return any && !bad;
}

}  // namespace aw
