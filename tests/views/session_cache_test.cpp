// A Session writes a fresh analysis to the analysis cache after it has delivered it,
// off the GUI thread: the write is finished when the Session is gone, and what it wrote
// is the analysis alone (the session's own rule problems are not stored with it).
#include "app/gui/session.h"
#include "shell_fixtures.h"

#include "engine/store/analysis_cache.h"
#include "engine/rules/rule_catalog.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>

using awapp::Session;

namespace {

// Points the analysis cache (XDG_CACHE_HOME) at a fresh folder for one test.
class FreshCacheHome {
public:
    FreshCacheHome() : old_(qgetenv("XDG_CACHE_HOME")), had_(qEnvironmentVariableIsSet("XDG_CACHE_HOME")) {
        qputenv("XDG_CACHE_HOME", dir_.path().toUtf8());
    }
    ~FreshCacheHome() {
        if (had_) qputenv("XDG_CACHE_HOME", old_);
        else qunsetenv("XDG_CACHE_HOME");
    }

private:
    QTemporaryDir dir_;
    QByteArray old_;
    bool had_;
};

awv::DocumentPtr openAndWait(Session& session, const QString& path) {
    QSignalSpy ready(&session, &Session::documentReady);
    session.open(path);
    if (!ready.wait(60'000) && ready.isEmpty()) return nullptr;
    return ready.front().front().value<awv::DocumentPtr>();
}

}  // namespace

TEST(SessionCache, TheAnalysisIsStoredOnceShownAndFinishedWhenTheSessionIsGone) {
    FreshCacheHome home;
    const QString sample = shelltest::samplePath("xid79-gpu-off-bus");
    awv::DocumentPtr shown;
    {
        Session session;
        shown = openAndWait(session, sample);
        ASSERT_TRUE(shown);
    }  // waits for the write
    aw::AnalysisCache cache(aw::AnalysisCache::defaultPath());
    const auto kept = cache.lookup(sample.toStdString(), *aw::builtinCatalog());
    ASSERT_TRUE(kept.has_value()) << cache.lastProblem();
    EXPECT_EQ(kept->result.verdict.summary, shown->result->verdict.summary);
    EXPECT_EQ(kept->result.events.size(), shown->result->events.size());
    EXPECT_EQ(kept->result.problems.size(), shown->result->problems.size());
}

TEST(SessionCache, RuleProblemsAreNotStoredWithTheAnalysis) {
    FreshCacheHome home;
    // The built-in rules plus one that cannot be read: a problem of every session using them.
    QTemporaryDir rules;
    const QDir builtin(QDir(QStringLiteral(AW_SOURCE_DIR)).absoluteFilePath(QStringLiteral("resources/rules")));
    for (const QString& name : builtin.entryList({QStringLiteral("*.json")}, QDir::Files))
        ASSERT_TRUE(QFile::copy(builtin.absoluteFilePath(name), QDir(rules.path()).absoluteFilePath(name)));
    QFile broken(QDir(rules.path()).absoluteFilePath(QStringLiteral("zz_broken.json")));
    ASSERT_TRUE(broken.open(QIODevice::WriteOnly));
    broken.write("{ \"rules\": [ { \"id\": ");
    broken.close();

    const QString sample = shelltest::samplePath("ib-link-flap");
    const auto namesBroken = [](const std::vector<aw::Problem>& problems) {
        return std::any_of(problems.begin(), problems.end(),
                           [](const aw::Problem& p) { return p.file.find("zz_broken") != std::string::npos; });
    };
    awv::DocumentPtr first, second;
    {
        Session session;
        session.setRulesFolder(rules.path());
        first = openAndWait(session, sample);
    }
    ASSERT_TRUE(first);
    EXPECT_TRUE(namesBroken(first->result->problems));

    std::vector<aw::Problem> catalogProblems;
    const auto catalog = aw::loadCatalogFolder(rules.path().toStdString(), catalogProblems);
    ASSERT_TRUE(catalog);
    aw::AnalysisCache cache(aw::AnalysisCache::defaultPath());
    const auto kept = cache.lookup(sample.toStdString(), *catalog);
    ASSERT_TRUE(kept.has_value()) << cache.lastProblem();
    EXPECT_FALSE(namesBroken(kept->result.problems));

    {
        Session session;
        session.setRulesFolder(rules.path());
        second = openAndWait(session, sample);  // from the cache, the rule problem added once
    }
    ASSERT_TRUE(second);
    const auto lines = [](const awv::DocumentPtr& doc) {
        std::vector<std::string> out;
        for (const aw::Problem& p : doc->result->problems) out.push_back(p.file + ": " + p.message);
        return out;
    };
    EXPECT_EQ(lines(second), lines(first));
}
