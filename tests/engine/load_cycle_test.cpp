// Under load: opening and closing 100 bundles in a row in one process leaks nothing.
// Run under LeakSanitizer in the sanitizer build (scripts/test-sanitizers), where any
// leak fails the process; in the normal build the heap in use must not keep growing.
#include "engine/core/bundle.h"
#include "tests/support/analysis.h"
#include "engine/load/bundle_loader.h"
#include "engine/rules/rule_catalog.h"

#include <gtest/gtest.h>

#include <atomic>
#include <filesystem>
#include <malloc.h>

namespace {

const std::string kSource = AW_SOURCE_DIR;

std::vector<std::string> smallBundles() {
    std::vector<std::string> out;
    for (const char* rel :
         {"/resources/samples/xid79-gpu-off-bus", "/tests/data/clock-skew", "/tests/data/two-faults",
          "/tests/data/no-failure", "/tests/data/archives/xid79-small.tar.gz", "/tests/data/archives/xid79-small.zip",
          "/tests/data/bad/mixed-bundle", "/tests/data/flight-recorder/hostile"})
        if (std::filesystem::exists(kSource + rel)) out.push_back(kSource + rel);
    return out;
}

std::size_t heapInUse() {
    return mallinfo2().uordblks;
}  // 0 under ASan, which has its own heap

void openAnalyseClose(const std::string& path, const std::atomic<bool>* cancel = nullptr) {
    aw::LoadOptions options;
    options.threads = 2;
    options.cancel = cancel;
    aw::Bundle bundle = aw::loadBundle(path, options);
    aw::AnalysisResult result = awtest::analyze(bundle, aw::builtinCatalog());
    if (!cancel) EXPECT_FALSE(bundle.files.empty()) << path;
}

}  // namespace

TEST(LoadCycle, HundredBundlesInARowLeakNothing) {
    const auto bundles = smallBundles();
    ASSERT_FALSE(bundles.empty());
    for (int i = 0; i < 10; ++i) openAnalyseClose(bundles[i % bundles.size()]);  // warm caches (catalog, RE2)
    const std::size_t before = heapInUse();
    for (int i = 10; i < 100; ++i) openAnalyseClose(bundles[i % bundles.size()]);
    const std::size_t after = heapInUse();
    EXPECT_LT(after, before + (8u << 20)) << "heap grew from " << before << " to " << after << " bytes";
}

TEST(LoadCycle, CancelledLoadsLeaveTheEngineUsable) {
    const auto bundles = smallBundles();
    ASSERT_FALSE(bundles.empty());
    std::atomic<bool> cancel{true};
    for (const std::string& b : bundles) openAnalyseClose(b, &cancel);
    // After every kind of cancelled load, a normal load gives the full result.
    aw::Bundle bundle = aw::loadBundle(bundles[0]);
    EXPECT_FALSE(bundle.cancelled);
    EXPECT_FALSE(awtest::analyze(bundle, aw::builtinCatalog()).events.empty());
}
