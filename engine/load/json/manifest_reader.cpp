// bundle.json: workload window, nodes (aliases, ranks, GPUs, boot time) and per-source
// overrides. A bad manifest is reported and the bundle loads as if it had none.
#include "engine/load/json/manifest_reader.h"

#include "engine/text/timestamp.h"

#include "engine/load/file_classifier.h"
#include "engine/load/json/json_support.h"

#include <algorithm>
#include <cctype>

namespace aw {
namespace {

// A job id the analysis can compare with the ones kernel lines name (".../job_4242"):
// digits, as Slurm numbers jobs. An array task ("4242_7") or a part of a heterogeneous
// job ("4242+0") is not the number its cgroup carries, so it scopes nothing.
bool plainJobId(std::string_view id) {
    return !id.empty() && id.size() <= 20 &&
           std::all_of(id.begin(), id.end(), [](unsigned char c) { return c >= '0' && c <= '9'; });
}

}  // namespace

ManifestData readManifest(std::string_view path, std::string_view bytes) {
    ManifestData out;
    simdjson::dom::parser parser;
    simdjson::dom::element root;
    if (!parseJsonDocument(parser, path, bytes, root, out.problems)) {
        out.problems.back().message = "manifest ignored: " + out.problems.back().message;
        return out;
    }
    if (root.type() != simdjson::dom::element_type::OBJECT) {
        out.problems.push_back({std::string(path), 1, Severity::Error, "manifest ignored: not a JSON object"});
        return out;
    }
    auto format = stringField(root, "format");
    if (!format || *format != "attribution-bundle/1") {
        out.problems.push_back({std::string(path), 1, Severity::Warning,
                                "manifest format is '" + std::string(format.value_or("")) +
                                    "', expected 'attribution-bundle/1'; read anyway"});
    }
    const LineIndex lines(bytes);
    out.manifest.present = true;
    simdjson::dom::element workload;
    if (!root.at_key("workload").get(workload) && workload.type() == simdjson::dom::element_type::OBJECT) {
        out.manifest.workloadId = std::string(stringField(workload, "id").value_or(""));
        out.manifest.workloadName = std::string(stringField(workload, "name").value_or(""));
        out.manifest.scheduler = std::string(stringField(workload, "scheduler").value_or(""));
        out.manifest.start = timeField(workload, "start");
        out.manifest.end = timeField(workload, "end");
        const std::size_t wpos = jsonpos::member(bytes, 0, "workload");
        auto bad = [&](std::string_view key) {
            simdjson::dom::element v;
            if (!workload.at_key(key).get(v) && timeValue(v) == kNoTime) {
                std::size_t at = jsonpos::member(bytes, wpos, key);
                out.problems.push_back({std::string(path), at == jsonpos::npos ? 0 : lines.lineOf(at),
                                        Severity::Warning, "workload." + std::string(key) + " is not a time"});
            }
        };
        bad("start");
        bad("end");
        simdjson::dom::element id;
        std::string jobId;
        if (!workload.at_key("job_id").get(id)) {
            if (auto n = intValue(id)) jobId = std::to_string(*n);
            else if (auto s = stringField(workload, "job_id")) jobId = std::string(*s);
            if (!plainJobId(jobId)) {
                const std::size_t at = jsonpos::member(bytes, wpos, "job_id");
                out.problems.push_back({std::string(path), at == jsonpos::npos ? 0 : lines.lineOf(at),
                                        Severity::Warning,
                                        "workload.job_id is not a job number; kernel lines are not matched to jobs"});
                jobId.clear();
            }
        } else if (out.manifest.workloadId.rfind("slurm-", 0) == 0 && plainJobId(out.manifest.workloadId.substr(6))) {
            jobId = out.manifest.workloadId.substr(6);  // what `attribution-cli collect --slurm-job` writes
        }
        out.manifest.jobId = jobId;
        // Names a fleet keys jobs by: a cluster is a plain name, an array index a number.
        const std::string cluster(stringField(workload, "cluster").value_or(""));
        if (!cluster.empty() && cluster.size() <= 64 &&
            std::all_of(cluster.begin(), cluster.end(),
                        [](unsigned char c) { return std::isalnum(c) || c == '-' || c == '_' || c == '.'; }))
            out.manifest.cluster = cluster;
        simdjson::dom::element index;
        if (!workload.at_key("array_index").get(index)) {
            std::string text;
            if (auto n = intValue(index)) text = std::to_string(*n);
            else if (auto s = stringField(workload, "array_index")) text = std::string(*s);
            if (plainJobId(text)) out.manifest.arrayIndex = text;
        }
    }
    simdjson::dom::array nodes;
    if (!root.at_key("nodes").get(nodes)) {
        jsonpos::ElementStarts starts(bytes, jsonpos::member(bytes, 0, "nodes"));
        for (simdjson::dom::element n : nodes) {
            const std::size_t pos = starts.next();
            const std::uint32_t line = pos == jsonpos::npos ? 0 : lines.lineOf(pos);
            Node node;
            if (auto name = stringField(n, "name")) node.name = std::string(*name);
            if (node.name.empty()) {
                out.problems.push_back(
                    {std::string(path), line, Severity::Warning, "manifest node without a name, ignored"});
                continue;
            }
            simdjson::dom::array arr;
            if (!n.at_key("aliases").get(arr))
                for (simdjson::dom::element a : arr) {
                    std::string_view s;
                    if (!a.get_string().get(s) && !s.empty()) node.aliases.emplace_back(s);
                }
            if (!n.at_key("ranks").get(arr))
                for (simdjson::dom::element r : arr)
                    if (auto v = intValue(r)) node.ranks.push_back(static_cast<int>(*v));
            simdjson::dom::element gpus;
            if (!n.at_key("gpus").get(gpus)) {
                if (gpus.type() == simdjson::dom::element_type::ARRAY) {
                    simdjson::dom::array list;
                    if (!gpus.get_array().get(list))
                        for (simdjson::dom::element g : list)
                            if (auto v = intValue(g)) node.gpus.push_back(static_cast<int>(*v));
                } else if (auto count = intValue(gpus)) {
                    for (int g = 0; g < *count && g < 1024; ++g) node.gpus.push_back(g);
                }
            }
            node.bootTime = timeField(n, "boot_time");
            out.manifest.nodes.push_back(node.name);
            out.nodes.push_back(std::move(node));
        }
    }
    simdjson::dom::array sources;
    if (!root.at_key("sources").get(sources)) {
        jsonpos::ElementStarts starts(bytes, jsonpos::member(bytes, 0, "sources"));
        for (simdjson::dom::element s : sources) {
            const std::size_t pos = starts.next();
            const std::uint32_t line = pos == jsonpos::npos ? 0 : lines.lineOf(pos);
            SourceOverride o;
            o.path = std::string(stringField(s, "path").value_or(""));
            while (o.path.rfind("./", 0) == 0) o.path.erase(0, 2);
            if (o.path.empty()) {
                out.problems.push_back(
                    {std::string(path), line, Severity::Warning, "manifest source without a path, ignored"});
                continue;
            }
            if (auto kind = stringField(s, "kind")) {
                o.hasKind = sourceKindFromString(*kind, o.kind);
                if (!o.hasKind)
                    out.problems.push_back({std::string(path), line, Severity::Warning,
                                            "unknown source kind '" + std::string(*kind) + "' for " + o.path});
            }
            o.node = std::string(stringField(s, "node").value_or(""));
            if (auto tz = stringField(s, "timezone")) {
                if (auto offset = parseZoneOffset(*tz)) {
                    o.hasZone = true;
                    o.zoneOffsetSeconds = *offset;
                } else {
                    out.problems.push_back({std::string(path), line, Severity::Warning,
                                            "timezone '" + std::string(*tz) + "' of " + o.path +
                                                " is not an offset like +02:00; times read as UTC"});
                }
            }
            out.sources.push_back(std::move(o));
        }
    }
    return out;
}

}  // namespace aw
