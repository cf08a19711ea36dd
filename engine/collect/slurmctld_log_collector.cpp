// slurm/slurmctld.log: the lines of slurmctld's log (--slurmctld-log, a path the operator
// gives) that name the job or one of its nodes, within the window and its margins. The log
// is the controller's, read with the operator's own rights; links and what is not a regular
// file are refused as for a job's file (local_file.h).
#include "engine/collect/slurm_scope.h"
#include "engine/collect/source_collectors.h"

#include <cctype>
#include <chrono>
#include <string_view>

namespace aw {
namespace {

bool wordChar(char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-' || c == '.';
}

// Whether `line` holds `word` not as a part of a longer name or number.
bool namesWord(std::string_view line, std::string_view word) {
    for (std::size_t at = line.find(word); at != std::string_view::npos; at = line.find(word, at + 1)) {
        const std::size_t end = at + word.size();
        // "JobId=9" in "JobId=9 WEXITSTATUS 1" and "StepId=9.batch", not in "JobId=90".
        if ((at == 0 || !wordChar(line[at - 1])) && (end == line.size() || !wordChar(line[end]) || line[end] == '.'))
            return true;
    }
    return false;
}

}  // namespace

std::string slurmctldLinesOf(std::string_view log, const std::string& jobId, const std::vector<std::string>& nodes,
                             TimeNs from, TimeNs to) {
    const std::string jobWord = "JobId=" + jobId;
    const std::string arrayWord = "(" + jobId + ")";  // "JobId=6_1(7)"
    std::string kept;
    while (!log.empty()) {
        const std::size_t nl = log.find('\n');
        const std::string_view line = log.substr(0, nl);
        log = nl == std::string_view::npos ? std::string_view() : log.substr(nl + 1);
        // "[2026-12-07T15:54:15.345] ...": slurmctld's local time.
        if (line.size() < 21 || line.front() != '[') continue;
        const TimeNs t = slurmLocalTime(line.substr(1, 19));
        if (t == kNoTime || t < from || t > to) continue;
        bool ours = namesWord(line, jobWord) || line.find(arrayWord) != std::string_view::npos;
        // A node's line is the job's unless it names another job ("Allocate JobId=7 NodeList=vm").
        const bool otherJob = !ours && line.find("JobId=") != std::string_view::npos;
        for (std::size_t i = 0; !ours && !otherJob && i < nodes.size(); ++i) ours = namesWord(line, nodes[i]);
        if (!ours) continue;
        kept += line;
        kept += '\n';
    }
    return kept;
}

void collectSlurmctldLog(const CollectScope& scope, CollectContext& ctx, const std::string& jobId) {
    const std::string& path = ctx.options.slurmctldLog;
    CollectStep step = newStep("slurm", "slurmctld", "read " + path);
    const auto begin = std::chrono::steady_clock::now();
    LocalFileRules rules = ctx.fileRules(true);
    rules.reader.reset();  // the operator's log: read with the operator's rights
    rules.refuseWithoutReader = false;
    const LocalFile file = readJobFile(path, rules);
    step.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
    if (!file.bytes) {
        step.outcome = unreadOutcome(file);
        step.note = "not read: " + file.refusal;
    } else {
        const std::string lines = slurmctldLinesOf(*file.bytes, jobId, scope.nodes, ctx.from, ctx.to);
        step.bytes = lines.size();
        ctx.keep("slurm/slurmctld.log", lines);
        step.files.push_back("slurm/slurmctld.log");
        step.outcome = lines.empty() ? StepOutcome::Empty : file.cut ? StepOutcome::Truncated : StepOutcome::Ok;
        step.note =
            "the lines naming job " + jobId + " or one of its nodes within the window" +
            (file.cut ? ", from the last " + std::to_string(file.bytes->size()) + " bytes of the log (--max-file-size)"
                      : "");
    }
    ctx.log.add(std::move(step));
}

}  // namespace aw
