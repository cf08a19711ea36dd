// Cancelling at any point leaves the application usable: a Session is opened, cancelled,
// re-opened and destroyed at pseudo-random moments of loading and analysis (fixed seed,
// so a failure can be replayed), then still delivers a full document.
#include "app/gui/session.h"
#include "shell_fixtures.h"

#include <QDeadlineTimer>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest/QTest>

#include <gtest/gtest.h>

#include <memory>
#include <random>

using awapp::Session;

namespace {

bool waitUntilIdle(const Session& session, int timeoutMs = 60'000) {
    QDeadlineTimer deadline(timeoutMs);
    while (session.isBusy()) {
        if (deadline.hasExpired()) return false;
        QTest::qWait(5);
    }
    return true;
}

const char* const kSamples[] = {"xid79-gpu-off-bus", "ib-link-flap", "checkpoint-permission-denied"};

}  // namespace

TEST(SessionCancel, RandomCancelsOpensAndDestructionsLeaveItUsable) {
    std::mt19937 random(7);
    auto session = std::make_unique<Session>();
    for (int round = 0; round < 24; ++round) {
        session->open(shelltest::samplePath(kSamples[round % 3]));
        QTest::qWait(static_cast<int>(random() % 120));  // somewhere in loading or analysing
        switch (random() % 4) {
        case 0: session->cancel(); break;
        case 1: session->open(shelltest::samplePath(kSamples[(round + 1) % 3])); break;  // replaces the load
        case 2: session = std::make_unique<Session>(); break;  // destroyed mid-load: waits, never crashes
        default: break;                                        // let it finish
        }
        if (round % 6 == 5) ASSERT_TRUE(waitUntilIdle(*session)) << "round " << round;
    }
    ASSERT_TRUE(waitUntilIdle(*session));

    QSignalSpy ready(session.get(), &Session::documentReady);
    QSignalSpy failed(session.get(), &Session::failed);
    session->open(shelltest::samplePath("xid79-gpu-off-bus"));
    ASSERT_TRUE(ready.wait(60'000) || !ready.isEmpty());
    EXPECT_TRUE(failed.isEmpty());
    const auto doc = ready.front().front().value<awv::DocumentPtr>();
    ASSERT_TRUE(doc);
    EXPECT_FALSE(doc->result->events.empty());
    EXPECT_FALSE(session->isBusy());
}

TEST(SessionCancel, AnEmptyBundleFailsWithAClearMessage) {
    QTemporaryDir empty;
    Session session;
    QSignalSpy failed(&session, &Session::failed);
    session.open(empty.path());
    ASSERT_TRUE(failed.wait(60'000) || !failed.isEmpty());
    EXPECT_TRUE(failed.front().front().toString().contains(QStringLiteral("empty")))
        << failed.front().front().toString().toStdString();
    EXPECT_FALSE(session.isBusy());
}
