#include "engine/collect/source_collectors.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>

namespace aw {

void collectFlightRecorderDumps(CollectContext& ctx) {
    namespace fs = std::filesystem;
    const fs::path root(ctx.options.frDumps);
    std::error_code ec;
    CollectStep listing = newStep("flight-recorder", root.string(), "list " + root.string());
    // The folder the operator named (its own path may pass links); what lies below it was
    // written by the job's ranks and is read without any.
    const int rootFd = ::open(root.c_str(), O_PATH | O_DIRECTORY | O_CLOEXEC);
    struct stat rootStat {};
    if (rootFd < 0 || ::fstat(rootFd, &rootStat) != 0) {
        listing.outcome = StepOutcome::Failed;
        listing.note = std::string("not a readable folder: ") + std::strerror(errno);
        ctx.log.add(std::move(listing));
        if (rootFd >= 0) ::close(rootFd);
        return;
    }
    // A dump cut short is no dump: one over the cap is refused, not cut.
    LocalFileRules rules = ctx.fileRules(false);
    // Without a scheduler to name the job's owner, the folder's owner stands for it.
    if (!rules.reader) rules.reader = fileReaderFor(static_cast<long>(rootStat.st_uid));
    std::size_t copied = 0, seen = 0;
    bool capped = false;
    for (fs::recursive_directory_iterator it(root, fs::directory_options::skip_permission_denied, ec), end;
         !ec && it != end; it.increment(ec)) {
        if (ctx.stopped()) break;
        if (it->is_directory(ec) && !it->is_symlink(ec)) continue;
        if (++seen > kMaxDumpFiles) {
            capped = true;
            break;
        }
        const fs::path relative = it->path().lexically_relative(root);  // fs::relative would follow links
        CollectStep step = newStep("flight-recorder", relative.generic_string(), "read " + it->path().string());
        const LocalFile file = readFileBelow(rootFd, relative.generic_string(), rules);
        if (!file.bytes) {
            step.outcome = unreadOutcome(file);
            step.note = "not copied: " + file.refusal;
        } else {
            step.bytes = file.bytes->size();
            std::string path = "flight_recorder";
            for (const auto& part : relative) path += "/" + safePathComponent(part.string());
            ctx.keep(path, *file.bytes);
            step.files.push_back(path);
            ++copied;
        }
        ctx.log.add(std::move(step));
    }
    ::close(rootFd);
    listing.outcome = capped ? StepOutcome::Truncated : copied ? StepOutcome::Ok : StepOutcome::Empty;
    listing.note = std::to_string(copied) + " dumps";
    if (capped) listing.note += "; stopped after " + std::to_string(kMaxDumpFiles) + " files";
    ctx.log.add(std::move(listing));
}

}  // namespace aw
