#include "engine/collect/collect_context.h"

#include <cstdlib>
#include <fstream>

#include <unistd.h>

namespace aw {

HttpOptions CollectContext::http(std::string bearerToken) const {
    HttpOptions http;
    http.timeoutSeconds = options.timeoutSeconds;
    http.bearerToken = std::move(bearerToken);
    http.netrcFile = options.netrcFile;
    http.cancel = cancel;
    return http;
}

void CollectContext::recordOutcome(const std::string& source, StepOutcome outcome) {
    if (!shared) return;
    std::lock_guard lock(shared->mutex);
    int& inRow = shared->inRow[source];
    if (outcome == StepOutcome::Failed || outcome == StepOutcome::TimedOut) {
        if (++inRow == kGiveUpAfterFailures) shared->givenUp.push_back(source);
    } else if (outcome != StepOutcome::Cancelled && inRow < kGiveUpAfterFailures) {
        inRow = 0;
    }
}

bool CollectContext::isGivenUp(const std::string& source) const {
    if (!shared) return false;
    std::lock_guard lock(shared->mutex);
    const auto it = shared->inRow.find(source);
    return it != shared->inRow.end() && it->second >= kGiveUpAfterFailures;
}

std::vector<std::string> CollectContext::givenUp() const {
    if (!shared) return {};
    std::lock_guard lock(shared->mutex);
    return shared->givenUp;
}

bool CollectContext::stopped() const {
    if (cancelled()) return true;
    if (!shared) return false;
    std::lock_guard lock(shared->mutex);
    return shared->writeFailure.has_value();
}

bool CollectContext::keep(const std::string& relativePath, std::string_view bytes) const {
    Result<void> written = out.add(relativePath, bytes);
    if (written) return true;
    if (shared) {
        std::lock_guard lock(shared->mutex);
        if (!shared->writeFailure) shared->writeFailure = written.failure();
    }
    return false;
}

std::optional<Failure> CollectContext::writeFailure() const {
    if (!shared) return std::nullopt;
    std::lock_guard lock(shared->mutex);
    return shared->writeFailure;
}

CollectStep givenUpStep(const std::string& source, std::size_t notMade) {
    CollectStep step = newStep(source, "", "");
    step.outcome = StepOutcome::Skipped;
    step.note = "given up after " + std::to_string(kGiveUpAfterFailures) + " failed requests in a row; " +
                std::to_string(notMade) + " requests not made";
    return step;
}

LocalFileRules CollectContext::fileRules(bool keepTail) const {
    LocalFileRules rules;
    rules.maxBytes = options.maxFileBytes;
    rules.keepTail = keepTail;
    rules.timeoutSeconds = options.timeoutSeconds;
    rules.cancel = cancel;
    rules.reader = jobOwner;
    rules.refuseWithoutReader = ::geteuid() == 0;
    return rules;
}

void recordCommand(CollectStep& step, const CommandResult& result) {
    step.statusKind = "exit";
    step.status = result.exitCode;
    step.seconds = result.seconds;
    step.bytes = result.out.size();
    if (!result.started) {
        step.outcome = StepOutcome::Failed;
        step.note = result.error;
    } else if (result.cancelled) {
        step.outcome = StepOutcome::Cancelled;
    } else if (result.timedOut) {
        step.outcome = StepOutcome::TimedOut;
        step.note = "no answer within the timeout";
    } else if (result.exitCode != 0) {
        step.outcome = StepOutcome::Failed;
        std::string err = result.err;
        while (!err.empty() && (err.back() == '\n' || err.back() == '\r')) err.pop_back();
        step.note = err.size() > 500 ? err.substr(err.size() - 500) : err;
    } else if (result.truncated) {
        step.outcome = StepOutcome::Truncated;
        step.note = "output cut at " + std::to_string(result.out.size()) + " bytes";
    } else {
        step.outcome = result.out.empty() ? StepOutcome::Empty : StepOutcome::Ok;
    }
}

void recordHttp(CollectStep& step, const HttpResponse& response) {
    step.statusKind = "http";
    step.status = response.status;
    step.seconds = response.seconds;
    step.bytes = response.body.size();
    if (response.cancelled) {
        step.outcome = StepOutcome::Cancelled;
    } else if (response.truncated) {
        step.outcome = StepOutcome::Truncated;
        step.note = "body cut at " + std::to_string(response.body.size()) + " bytes";
    } else if (!response.error.empty()) {
        step.outcome =
            response.error.find("imed out") != std::string::npos ? StepOutcome::TimedOut : StepOutcome::Failed;
        step.note = response.error;
    } else if (response.status < 200 || response.status >= 300) {
        // The body is not kept: a server (or a proxy before it) may echo the request's
        // Authorization header in its error page.
        step.outcome = StepOutcome::Failed;
        step.note = "HTTP " + std::to_string(response.status) +
                    (response.contentType.empty() ? "" : ", " + response.contentType) + ", " +
                    std::to_string(response.body.size()) + " bytes (the body is not recorded)";
    } else {
        step.outcome = response.body.empty() ? StepOutcome::Empty : StepOutcome::Ok;
    }
}

StepOutcome unreadOutcome(const LocalFile& file) {
    return file.cancelled ? StepOutcome::Cancelled : file.timedOut ? StepOutcome::TimedOut : StepOutcome::Failed;
}

std::optional<std::string> readLocalFile(const std::string& path, std::size_t maxBytes, bool& cut) {
    std::ifstream in(path, std::ios::binary | std::ios::ate);
    if (!in) return std::nullopt;
    const std::streamoff size = in.tellg();
    if (size < 0) return std::nullopt;  // not a regular file
    const auto length = static_cast<std::uint64_t>(size);
    const std::streamoff start = length > maxBytes ? static_cast<std::streamoff>(length - maxBytes) : 0;
    cut = start > 0;
    in.seekg(start);
    std::string bytes(static_cast<std::size_t>(size - start), '\0');
    in.read(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    bytes.resize(static_cast<std::size_t>(in.gcount()));
    return bytes;
}

std::string environment(const char* name) {
    const char* value = std::getenv(name);
    return value ? value : "";
}

}  // namespace aw
