// Scale: a bundle with a rule hit on every one of 10 million lines (built in memory) is
// analysed without a quadratic step; repeated hits collapse, so memory stays bounded.
#include "engine/rules/rule_catalog.h"
#include "tests/support/analysis.h"
#include "tests/support/bundle_builder.h"

#include <gtest/gtest.h>

#include <chrono>

TEST(Scale, TenMillionMatchingLinesFinish) {
    constexpr int kFiles = 8;
    constexpr int kLinesPerFile = 1'250'000;
    awtest::BundleBuilder b;
    for (int f = 0; f < kFiles; ++f) {
        std::string text;
        text.reserve(static_cast<std::size_t>(kLinesPerFile) * 24);
        // Two signatures alternate, one with a capture that splits events by device.
        for (int i = 0; i < kLinesPerFile; ++i) text += (i % 2) ? "ib0: Lost carrier\n" : "LustreError: 11-0\n";
        char node[16];
        std::snprintf(node, sizeof node, "node%03d", f + 1);
        b.kernel(node, std::move(text));
    }
    const aw::Bundle bundle = b.take();
    const auto start = std::chrono::steady_clock::now();
    aw::AnalyzeOptions options;
    options.threads = 2;
    const auto r = awtest::analyze(bundle, aw::builtinCatalog(), options);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::uint64_t hits = 0;
    for (const auto& s : r.ruleStats)
        if (s.rule == "lustre_error" || s.rule == "ib_lost_carrier") hits += s.hits;
    EXPECT_EQ(hits, 10'000'000u);
    EXPECT_EQ(r.events.size(), 2u * kFiles) << "repeated hits collapse into one event per node and rule";
    for (const auto& e : r.events) EXPECT_EQ(e.count, kLinesPerFile / 2u);
    RecordProperty("seconds", std::to_string(seconds));
    std::printf("10M lines analysed in %.1f s\n", seconds);
    EXPECT_LT(seconds, 120.0);
}
