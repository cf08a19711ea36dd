// Entry points of the rule engine: load a catalog, ingest bundles, attribute.
#pragma once

#include "engine/core/analysis.h"
#include "engine/core/bundle.h"
#include "engine/rules/rule.h"

#include <atomic>
#include <functional>
#include <memory>
#include <string>

namespace aw {

struct AnalyzeOptions {
    unsigned threads = 0;                           // 0: all cores; the result never depends on it
    std::function<void(double fraction)> progress;  // 0..1, from worker threads
    const std::atomic<bool>* cancel = nullptr;
    // Text logs of at least twice this size are read in line-aligned pieces of about this
    // size on several threads; the result never depends on it.
    std::size_t textPieceBytes = std::size_t{32} << 20;
};

// Runs the phases over ingested evidence. ingest() may be called several times as
// evidence arrives; attribute() is a pure function of everything ingested so far, so
// ingest(a); ingest(b); attribute() equals one pass over a and b together.
class Attributor {
public:
    explicit Attributor(std::shared_ptr<const RuleCatalog> catalog);
    ~Attributor();
    Attributor(const Attributor&) = delete;
    Attributor& operator=(const Attributor&) = delete;

    void ingest(const Bundle& bundle, const AnalyzeOptions& options = {});
    // loadBundle + ingest, with the extractors running in the loader's pass over the text
    // logs (each read once instead of twice). The same result as the two calls.
    Bundle loadAndIngest(const std::string& path, const LoadOptions& loadOptions,
                         const AnalyzeOptions& options = {});
    AnalysisResult attribute() const;

private:
    struct State;
    std::shared_ptr<const RuleCatalog> catalog_;
    std::unique_ptr<State> state_;
};

// Convenience: one bundle, one pass.
AnalysisResult analyze(const Bundle& bundle, std::shared_ptr<const RuleCatalog> catalog,
                       const AnalyzeOptions& options = {});

// The documented JSON of an analysis (see docs/cli.md): verdict, events, provenance,
// problems. Deterministic: same input, same bytes.
std::string toJson(const AnalysisResult& result);

}  // namespace aw
