// What a collection did, request by request: the command or URL, its exit or HTTP status,
// how long it took, what it wrote and what was missing or cut. Written as collect.json
// beside the bundle's files, so that whoever opens the bundle knows what it lacks.
#pragma once

#include <cstddef>
#include <mutex>
#include <string>
#include <vector>

namespace aw {

enum class StepOutcome { Ok, Empty, Failed, TimedOut, Truncated, Skipped, Cancelled };
const char* toString(StepOutcome outcome);

struct CollectStep {
    std::string source;      // "slurm", "kubernetes", "prometheus", "loki", "node-command", "flight-recorder"
    std::string target;      // the node, series, pod or job the step was about
    std::string request;     // the command line or the URL, without credentials
    std::string statusKind;  // "exit", "http" or "" (no program, no request)
    long status = 0;
    double seconds = 0;
    std::size_t bytes = 0;
    std::vector<std::string> files;  // bundle paths it wrote
    StepOutcome outcome = StepOutcome::Ok;
    std::string note;  // what was missing or truncated, or the error
};

inline CollectStep newStep(std::string source, std::string target, std::string request) {
    CollectStep step;
    step.source = std::move(source);
    step.target = std::move(target);
    step.request = std::move(request);
    return step;
}

// Steps are added from the collectors' worker threads.
class CollectLog {
public:
    void add(CollectStep step);
    std::vector<CollectStep> steps() const;

private:
    mutable std::mutex mutex_;
    std::vector<CollectStep> steps_;
};

}  // namespace aw
