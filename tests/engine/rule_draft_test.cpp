// Issue 46, item 5: "Make a rule from this line". The proposal follows the line's template
// with the captures the engine reads; its trial counts every hit in the bundle and gives
// the verdict with the rule added, or the problems that keep it from loading.
#include "engine/attribute/rule_draft.h"
#include "engine/attribute/rule_trial.h"
#include "engine/attribute/unexplained_lines.h"
#include "tests/support/analysis.h"
#include "tests/support/bundle_builder.h"

#include <gtest/gtest.h>

#include <re2/re2.h>

namespace {

const char* kKeyError = "[viking-prod-230:0]:An error occurred: KeyError \xE2\x80\x93 't5905'";

bool matches(const aw::RuleDraft& d, const std::string& line) {
    return RE2::PartialMatch(line, RE2(d.regex));
}

aw::Bundle twoNodeBundle() {
    awtest::BundleBuilder b;
    b.app("", std::string("[viking-prod-230:1]:Time to instantiate model: 0.02 seconds.\n") + kKeyError + "\n" +
                  "[viking-prod-231:3]:An error occurred: KeyError \xE2\x80\x93 't17'\n");
    return b.take();
}

}  // namespace

TEST(RuleDraft, TheProposalMatchesTheLinesOfItsTemplateAndNotOthers) {
    const aw::RuleDraft d = aw::proposeRule(kKeyError, aw::SourceKind::AppLog);
    EXPECT_EQ(d.regex, "An error occurred: KeyError \xE2\x80\x93 't\\d+'");
    EXPECT_EQ(d.id, "user_error_occurred_keyerror");
    EXPECT_EQ(d.source, "applog");
    EXPECT_EQ(d.outcome, "application");
    EXPECT_TRUE(matches(d, "[viking-prod-231:3]:An error occurred: KeyError \xE2\x80\x93 't17'"));
    EXPECT_FALSE(matches(d, "[viking-prod-230:1]:Time to instantiate model: 0.02 seconds."));
    ASSERT_EQ(d.match.size(), 1u);
    EXPECT_EQ(d.match[0], kKeyError);
}

TEST(RuleDraft, NamedCapturesComeFromTheTemplate) {
    const aw::RuleDraft d = aw::proposeRule(
        "Dec  7 08:10:03 node017 trainer: gpu 3 rank=5 on node017 failed writing /scratch/run_42/ckpt.pt (0x1f)",
        aw::SourceKind::Kernel);
    EXPECT_EQ(d.regex, "trainer: gpu (?P<gpu>\\d+) rank=(?P<rank>\\d+) on (?P<node>node\\d+) failed writing "
                       "(?P<path>/[^\\s'\",)]+) \\((?:0[xX])?[0-9A-Fa-f]+\\)");
    EXPECT_EQ(d.source, "kernel");
    EXPECT_EQ(d.outcome, "gpu_software") << "it names a GPU";
    EXPECT_TRUE(matches(d, "Dec  8 09:00:00 node002 trainer: gpu 7 rank=12 on node002 failed writing /x/y (0xab)"));
}

TEST(RuleDraft, ANearMissComesFromTheBundle) {
    const aw::Bundle bundle = twoNodeBundle();
    aw::RuleDraft d = aw::proposeRule(kKeyError, aw::SourceKind::AppLog);
    aw::SourceLocation where;
    where.file = 0;
    where.offset = std::string("[viking-prod-230:1]:Time to instantiate model: 0.02 seconds.\n").size();
    aw::addNearMiss(d, bundle, where);
    ASSERT_EQ(d.noMatch.size(), 1u);
    EXPECT_EQ(d.noMatch[0], "[viking-prod-230:1]:Time to instantiate model: 0.02 seconds.")
        << "the only line it does not match";
}

TEST(RuleDraft, TheTrialCountsEveryHitAndGivesTheNewVerdict) {
    const aw::Bundle bundle = twoNodeBundle();  // unknown without the rule (UserRules.*)
    aw::RuleDraft d = aw::proposeRule(kKeyError, aw::SourceKind::AppLog);
    d.noMatch = {"[viking-prod-230:1]:Time to instantiate model: 0.02 seconds."};
    const aw::DraftTrial t = aw::tryDraft(d, aw::builtinCatalog(), bundle);
    EXPECT_TRUE(t.problems.empty()) << t.problems.front();
    EXPECT_EQ(t.hits, 2u);
    EXPECT_EQ(t.filesHit, 1u);
    ASSERT_EQ(t.firstHits.size(), 2u);
    EXPECT_EQ(t.firstHits[0].where.line, 2u);
    ASSERT_TRUE(t.result);
    EXPECT_EQ(t.result->verdict.outcome, aw::Outcome::Application);
    EXPECT_EQ(t.result->verdict.symptom, "user_error_occurred_keyerror");
}

TEST(RuleDraft, ADraftThatCannotLoadSaysWhyAndIsNotTried) {
    const aw::Bundle bundle = twoNodeBundle();
    aw::RuleDraft d = aw::proposeRule(kKeyError, aw::SourceKind::AppLog);
    d.noMatch = {"[viking-prod-231:3]:An error occurred: KeyError \xE2\x80\x93 't17'"};  // it matches that
    aw::DraftTrial t = aw::tryDraft(d, aw::builtinCatalog(), bundle);
    ASSERT_EQ(t.problems.size(), 1u);
    EXPECT_NE(t.problems[0].find("no_match example matches"), std::string::npos) << t.problems[0];
    EXPECT_FALSE(t.result);

    d.noMatch = {"other"};
    d.regex = "KeyError (unclosed";
    t = aw::tryDraft(d, aw::builtinCatalog(), bundle);
    ASSERT_FALSE(t.problems.empty());
    EXPECT_FALSE(t.result);

    d = aw::proposeRule(kKeyError, aw::SourceKind::AppLog);
    d.noMatch = {"other"};
    d.id = "xid_79";
    t = aw::tryDraft(d, aw::builtinCatalog(), bundle);
    ASSERT_EQ(t.problems.size(), 1u);
    EXPECT_NE(t.problems[0].find("has this id already"), std::string::npos);
}

TEST(RuleDraft, ACancelledTrialStops) {
    const aw::Bundle bundle = twoNodeBundle();
    aw::RuleDraft d = aw::proposeRule(kKeyError, aw::SourceKind::AppLog);
    d.noMatch = {"other"};
    std::atomic<bool> cancel{true};
    const aw::DraftTrial t = aw::tryDraft(d, aw::builtinCatalog(), bundle, &cancel);
    EXPECT_TRUE(t.cancelled);
    EXPECT_FALSE(t.result);
}
