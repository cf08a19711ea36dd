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
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace aw {

struct CollectContext {
    const CollectOptions& options;
    BundleOutput& out;
    CollectLog& log;
    const std::atomic<bool>* cancel = nullptr;
    TimeNs from = kNoTime;  // the window the sources collect over
    TimeNs to = kNoTime;
    std::function<void(const std::string&)> tick;      // one planned step done
    std::optional<FileReader> jobOwner;                // the scheduler's owner of the job, when it said
    std::function<void(const std::string&)> starting;  // one planned step begins

    // Cancelled by the user.
    bool cancelled() const { return cancel && cancel->load(); }
    // Cancelled, or a file could not be written to the bundle (keep()): the sources stop
    // taking new steps either way.
    bool stopped() const;
    // Writes a file of the bundle. False when that fails: the collection stops (stopped())
    // and collectBundle returns the first such failure (writeFailure()).
    bool keep(const std::string& relativePath, std::string_view bytes) const;
    std::optional<Failure> writeFailure() const;
    void start(const std::string& what) const {
        if (starting) starting(what);
    }
    // A source's failures in a row: one that failed kGiveUpAfterFailures times in a row is
    // given up for the rest of the collection (its later requests are not made).
    void recordOutcome(const std::string& source, StepOutcome outcome);
    bool isGivenUp(const std::string& source) const;
    std::vector<std::string> givenUp() const;
    CommandLimits commandLimits() const { return {options.timeoutSeconds, std::size_t{256} << 20, cancel}; }
    HttpOptions http(std::string bearerToken = {}) const;
    // How a file the job's owner named is read: readable by that owner (and, as root, not
    // at all when the owner is not known), the size cap, the timeout.
    LocalFileRules fileRules(bool keepTail) const;

    // Shared by copies of the context (public: the context is built as an aggregate; null:
    // no source is ever given up, and a failed write is not kept for collectBundle).
    struct Shared {
        mutable std::mutex mutex;
        std::map<std::string, int> inRow;
        std::vector<std::string> givenUp;
        std::optional<Failure> writeFailure;
    };
    std::shared_ptr<Shared> shared;
};

// The step recorded for a source's requests that were not made because it was given up.
CollectStep givenUpStep(const std::string& source, std::size_t notMade);

// The step's status and outcome from what the program or the server answered.
void recordCommand(CollectStep& step, const CommandResult& result);
void recordHttp(CollectStep& step, const HttpResponse& response);
// The outcome of a step whose file was not read (LocalFile::bytes empty): cancelled, out of
// time, or refused.
StepOutcome unreadOutcome(const LocalFile& file);

// A file of this machine at a path the collector itself chose (the service account's
// token): at most its last `maxBytes` (`cut` says so); nullopt when unreadable. A file the
// job's owner named is read by readJobFile (local_file.h) instead.
std::optional<std::string> readLocalFile(const std::string& path, std::size_t maxBytes, bool& cut);

// An environment variable, or "".
std::string environment(const char* name);

}  // namespace aw
