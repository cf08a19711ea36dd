// The sources a collection runs over its scope's nodes and window. Each records every
// request in the log and never throws for what a server or a node answers.
#pragma once

#include "engine/collect/collect_context.h"
#include "engine/collect/collect_scope.h"

#include <string>
#include <vector>

namespace aw {

// The series Prometheus is asked for: every metric the rule catalog reads, then DCGM's
// NVLink, PCIe and power series for context, then the user's own.
std::vector<std::string> prometheusSeries(const std::vector<std::string>& extra);
// The PromQL selector of one series over the scope's hosts: DCGM series carry the host in
// `Hostname`, node_exporter's in `instance` ("host:port").
std::string prometheusQuery(const std::string& series, const std::vector<std::string>& nodes);
// How many requests each source will make, for the progress bar.
std::size_t prometheusRequests(const CollectContext& ctx, std::size_t series, std::size_t nodes);

// metrics/<series>[-<part>].json: query_range responses, the window cut in parts of at
// most 10,000 steps (Prometheus refuses more than 11,000 points a series), the hosts in
// groups of 100.
void collectPrometheus(const CollectScope& scope, CollectContext& ctx);
// loki/<node>-<page>.json: query_range responses per node, forward, page after page.
void collectLoki(const CollectScope& scope, CollectContext& ctx);
// nodes/<node>/<file>: the per-node command's output, several nodes at once.
void collectNodeCommands(const CollectScope& scope, CollectContext& ctx);
// The node command with {node}, {since} and {until} filled in (the node shell-quoted).
std::string nodeCommandFor(const std::string& templ, const std::string& node, TimeNs since, TimeNs until);
// The file a node command's output goes to: dmesg.log for dmesg, journal.log otherwise.
std::string nodeCommandOutputName(const CollectOptions& options);
// flight_recorder/<path>: the dumps under options.frDumps, at most kMaxDumpFiles of them;
// links, files that are not regular and dumps over options.maxFileBytes are refused.
inline constexpr std::size_t kMaxDumpFiles = 10000;
void collectFlightRecorderDumps(CollectContext& ctx);
// slurm/slurmctld.log: the lines of options.slurmctldLog that name the job (JobId=ID) or a
// node of the scope as a whole word and no other job, timed ("[2026-12-07T15:54:15.345]", local time) within
// the window and its margins.
void collectSlurmctldLog(const CollectScope& scope, CollectContext& ctx, const std::string& jobId);
std::string slurmctldLinesOf(std::string_view log, const std::string& jobId, const std::vector<std::string>& nodes,
                             TimeNs from, TimeNs to);

}  // namespace aw
