#include "engine/collect/source_collectors.h"

#include <atomic>
#include <thread>

namespace aw {

std::string nodeCommandFor(const std::string& templ, const std::string& node, TimeNs since, TimeNs until) {
    std::string command;
    for (std::size_t i = 0; i < templ.size();) {
        const auto field = [&](std::string_view name) { return templ.compare(i, name.size(), name) == 0; };
        if (field("{node}")) {
            command += shellQuote(node);
            i += 6;
        } else if (field("{since}")) {
            command += std::to_string(since / kNsPerSecond);
            i += 7;
        } else if (field("{until}")) {
            command += std::to_string(until / kNsPerSecond);
            i += 7;
        } else command += templ[i++];
    }
    return command;
}

std::string nodeCommandOutputName(const CollectOptions& options) {
    if (!options.nodeCommandOutput.empty()) return safePathComponent(options.nodeCommandOutput);
    return options.nodeCommand.find("dmesg") != std::string::npos ? "dmesg.log" : "journal.log";
}

void collectNodeCommands(const CollectScope& scope, CollectContext& ctx) {
    const std::string file = nodeCommandOutputName(ctx.options);
    std::atomic<std::size_t> next{0};
    const auto worker = [&] {
        for (std::size_t i; (i = next++) < scope.nodes.size();) {
            if (ctx.stopped()) return;
            const std::string& node = scope.nodes[i];
            const std::vector<std::string> argv{"/bin/sh", "-c",
                                                nodeCommandFor(ctx.options.nodeCommand, node, ctx.from, ctx.to)};
            CollectStep step = newStep("node-command", node, argv[2]);
            ctx.start("node command " + node);
            const CommandResult result = runCommand(argv, ctx.commandLimits());
            recordCommand(step, result);
            // What a node said before it failed or timed out is kept: a partial log beats none.
            // A write that fails is this node's failure.
            if (!result.out.empty()) {
                const std::string path = "nodes/" + safePathComponent(node) + "/" + file;
                if (const Result<void> written = ctx.out.add(path, result.out); written) {
                    step.files.push_back(path);
                } else {
                    step.outcome = StepOutcome::Failed;
                    step.note = written.failure().message;
                }
            }
            ctx.log.add(std::move(step));
            ctx.tick(node);
        }
    };
    const std::size_t threads =
        std::min<std::size_t>(static_cast<std::size_t>(std::max(ctx.options.parallel, 1)), scope.nodes.size());
    std::vector<std::jthread> pool;
    for (std::size_t t = 1; t < threads; ++t) pool.emplace_back(worker);
    worker();
}

}  // namespace aw
