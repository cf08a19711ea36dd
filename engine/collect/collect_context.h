// What every collector of one collection shares: the options, the output, the log, the
// cancel flag and the window (the scope's, widened by the margins). Internal to collect/.
#pragma once

#include "engine/collect/bundle_output.h"
#include "engine/collect/collect_log.h"
#include "engine/collect/collector.h"
#include "engine/collect/http_client.h"
#include "engine/collect/local_file.h"
#include "engine/collect/run_command.h"

#include <atomic>
#include <functional>
#include <optional>
#include <string>

namespace aw {

struct CollectContext {
    const CollectOptions& options;
    BundleOutput& out;
    CollectLog& log;
    const std::atomic<bool>* cancel = nullptr;
    TimeNs from = kNoTime;  // the window the sources collect over
    TimeNs to = kNoTime;
    std::function<void(const std::string&)> tick;  // one planned step done
    std::optional<FileReader> jobOwner;  // the scheduler's owner of the job, when it said

    bool cancelled() const { return cancel && cancel->load(); }
    CommandLimits commandLimits() const { return {options.timeoutSeconds, std::size_t{256} << 20, cancel}; }
    HttpOptions http(std::string bearerToken = {}) const;
    // How a file the job's owner named is read: readable by that owner (and, as root, not
    // at all when the owner is not known), the size cap, the timeout.
    LocalFileRules fileRules(bool keepTail) const;
};

// The step's status and outcome from what the program or the server answered.
void recordCommand(CollectStep& step, const CommandResult& result);
void recordHttp(CollectStep& step, const HttpResponse& response);

// A file of this machine at a path the collector itself chose (the service account's
// token): at most its last `maxBytes` (`cut` says so); nullopt when unreadable. A file the
// job's owner named is read by readJobFile (local_file.h) instead.
std::optional<std::string> readLocalFile(const std::string& path, std::size_t maxBytes, bool& cut);

// An environment variable, or "".
std::string environment(const char* name);

}  // namespace aw
