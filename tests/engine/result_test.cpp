// Result and Failure, the one style of expected failures (docs/architecture.md, "Errors"):
// a failure names its file (and line) in its words and in its fields.
#include "engine/core/result.h"

#include <gtest/gtest.h>

#include <memory>

namespace {

TEST(Result, AFailureAtAFileNamesItInItsWordsAndFields) {
    const aw::Failure whole = aw::Failure::at("/data/fleet.sqlite", "no such fleet store");
    EXPECT_EQ(whole.message, "/data/fleet.sqlite: no such fleet store");
    EXPECT_EQ(whole.file, "/data/fleet.sqlite");
    EXPECT_EQ(whole.line, 0u);
    const aw::Failure line = aw::Failure::at("rules/x.json", "not JSON", 7);
    EXPECT_EQ(line.message, "rules/x.json:7: not JSON");
    EXPECT_EQ(line.line, 7u);
}

TEST(Result, HoldsTheValueOrTheFailure) {
    aw::Result<std::unique_ptr<int>> worked(std::make_unique<int>(4));
    ASSERT_TRUE(worked.ok());
    EXPECT_EQ(**worked, 4);
    const std::unique_ptr<int> taken = std::move(worked).value();
    EXPECT_EQ(*taken, 4);

    const aw::Result<int> failed(aw::Failure{"--timeout must be positive", "", 0});
    EXPECT_FALSE(failed);
    EXPECT_EQ(failed.failure().message, "--timeout must be positive");
    EXPECT_ANY_THROW((void)failed.value());  // a programming error, not an expected failure

    const aw::Result<void> done;
    EXPECT_TRUE(done.ok());
    EXPECT_ANY_THROW((void)done.failure());
    const aw::Result<void> refused(aw::Failure::at("out", "exists"));
    EXPECT_EQ(refused.failure().file, "out");
}

}  // namespace
