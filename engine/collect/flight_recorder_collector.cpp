#include "engine/collect/source_collectors.h"

#include <filesystem>
#include <limits>

namespace aw {

void collectFlightRecorderDumps(CollectContext& ctx) {
    namespace fs = std::filesystem;
    const fs::path root(ctx.options.frDumps);
    std::error_code ec;
    CollectStep listing = newStep("flight-recorder", root.string(), "list " + root.string());
    if (!fs::is_directory(root, ec)) {
        listing.outcome = StepOutcome::Failed;
        listing.note = "not a readable folder";
        ctx.log.add(std::move(listing));
        return;
    }
    std::size_t copied = 0;
    for (fs::recursive_directory_iterator it(root, fs::directory_options::skip_permission_denied, ec), end; !ec && it != end; it.increment(ec)) {
        if (ctx.cancelled()) return;
        if (!it->is_regular_file(ec)) continue;
        const fs::path relative = fs::relative(it->path(), root, ec);
        CollectStep step = newStep("flight-recorder", relative.generic_string(), "read " + it->path().string());
        bool cut = false;  // no cap: a dump cut short is no dump
        const std::optional<std::string> bytes = readLocalFile(it->path().string(), std::numeric_limits<std::size_t>::max(), cut);
        step.bytes = bytes ? bytes->size() : 0;
        if (!bytes) {
            step.outcome = StepOutcome::Failed;
            step.note = "not readable";
        } else {
            std::string path = "flight_recorder";
            for (const auto& part : relative) path += "/" + safePathComponent(part.string());
            ctx.out.add(path, *bytes);
            step.files.push_back(path);
            ++copied;
        }
        ctx.log.add(std::move(step));
    }
    listing.outcome = copied ? StepOutcome::Ok : StepOutcome::Empty;
    listing.note = std::to_string(copied) + " dumps";
    ctx.log.add(std::move(listing));
}

}  // namespace aw
