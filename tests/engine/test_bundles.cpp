#include "test_bundles.h"
#include "tests/support/analysis.h"

#include "engine/rules/rule_catalog.h"

#include <cstdio>

namespace awtest {

std::string at(int secondsAfter8, int millis) {
    char buf[64];
    std::snprintf(buf, sizeof buf, "2026-11-30 %02d:%02d:%02d,%03d ", 8 + secondsAfter8 / 3600,
                  (secondsAfter8 / 60) % 60, secondsAfter8 % 60, millis);
    return buf;
}

aw::TimeNs timeAt(int secondsAfter8) {
    return (1796025600LL + secondsAfter8) * 1'000'000'000LL;  // 2026-11-30T08:00:00Z
}

aw::AnalysisResult analyzeBuiltin(const aw::Bundle& bundle, unsigned threads) {
    aw::AnalyzeOptions options;
    options.threads = threads;
    return awtest::analyze(bundle, aw::builtinCatalog(), options);
}

const aw::Event* findEvent(const aw::AnalysisResult& r, const std::string& symptom, const std::string& node) {
    for (const auto& e : r.events)
        if (e.symptom == symptom && (node.empty() || e.node == node)) return &e;
    return nullptr;
}

}  // namespace awtest
