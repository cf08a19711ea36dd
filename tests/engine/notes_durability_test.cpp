// Nothing lost: the notes database survives a process killed in the middle of saving, a
// corrupt file is moved aside and rebuilt with every note still readable, and a report
// export killed half-way never leaves half a report under the report's name.
#include "engine/core/atomic_write.h"
#include "engine/store/notes_store.h"
#include "engine/report/report_format.h"
#include "engine/report/report_html.h"
#include "tests/support/files.h"
#include "tests/support/result.h"

#include <gtest/gtest.h>

#include <csignal>
#include <functional>
#include <filesystem>
#include <fstream>
#include <sys/wait.h>
#include <unistd.h>

namespace fs = std::filesystem;

namespace {

struct Durability : ::testing::Test {
    awtest::TempFolder dir;
    std::string db() const { return dir.file("analysis.sqlite"); }
    std::string bundle(int i) const { return dir.file("bundle" + std::to_string(i)); }
};

std::string noteText(int i) {
    return "note " + std::to_string(i) + " " + std::string(static_cast<std::size_t>(i % 97) * 40, 'n');
}

// Runs `work(report)` in a child; `report(i)` tells the parent that step i is done. The
// parent kills the child with SIGKILL once `steps` steps are reported and returns the
// last step it heard of.
int killChildAfter(int steps, const std::function<void(const std::function<void(int)>&)>& work) {
    int fds[2];
    if (::pipe(fds) != 0) return -1;
    const pid_t child = ::fork();
    if (child == 0) {
        ::close(fds[0]);
        work([&](int i) {
            if (::write(fds[1], &i, sizeof i) != sizeof i) ::_exit(3);
        });
        ::_exit(0);  // no atexit handlers, no sanitizer leak check in the child
    }
    ::close(fds[1]);
    int last = -1, got = 0;
    while (got < steps && ::read(fds[0], &last, sizeof last) == sizeof last) ++got;
    ::kill(child, SIGKILL);
    int status = 0;
    ::waitpid(child, &status, 0);
    ::close(fds[0]);
    return last;
}

}  // namespace

TEST_F(Durability, KilledWhileSavingKeepsEveryCommittedNote) {
    const int last = killChildAfter(30, [&](const std::function<void(int)>& report) {
        aw::NotesStore store = awtest::worked(aw::NotesStore::open(db()));
        for (int i = 0;; ++i) {
            aw::BundleNote note;
            note.note = noteText(i);
            awtest::worked(store.save(bundle(i % 20), note));
            report(i);
        }
    });
    ASSERT_GE(last, 29);
    aw::NotesStore store = awtest::worked(aw::NotesStore::open(db()));
    EXPECT_EQ(store.recoveryMessage(), "");
    // Every note reported as saved is there, whole; a save under way when the kill came is
    // there whole or not at all.
    for (int i = std::max(0, last - 19); i <= last; ++i) {
        const auto note = awtest::worked(store.load(bundle(i % 20)));
        ASSERT_TRUE(note.has_value()) << i;
        const bool reported = note->note == noteText(i);
        const bool inFlight = note->note == noteText(i + 20);
        EXPECT_TRUE(reported || inFlight) << "bundle " << i % 20 << ": " << note->note.substr(0, 20);
    }
}

TEST_F(Durability, GarbageDatabaseIsMovedAsideAndRebuilt) {
    {
        std::ofstream out(db(), std::ios::binary);
        for (int i = 0; i < 4096; ++i) out.put(static_cast<char>((i * 131 + 7) % 256));
    }
    aw::NotesStore store = awtest::worked(aw::NotesStore::open(db()));
    EXPECT_NE(store.recoveryMessage().find("moved to " + db() + ".corrupt"), std::string::npos)
        << store.recoveryMessage();
    EXPECT_NE(store.recoveryMessage().find("0 note(s) were recovered"), std::string::npos);
    EXPECT_EQ(fs::file_size(db() + ".corrupt"), 4096u);  // the damaged file is kept for the user
    aw::BundleNote note;
    note.note = "after the rebuild";
    awtest::worked(store.save(bundle(1), note));
    aw::NotesStore reopened = awtest::worked(aw::NotesStore::open(db()));
    EXPECT_EQ(reopened.recoveryMessage(), "");
    EXPECT_EQ(awtest::worked(reopened.load(bundle(1)))->note, "after the rebuild");
}

TEST_F(Durability, DamagedPagesKeepTheNotesThatCanStillBeRead) {
    constexpr int kNotes = 200;
    {
        aw::NotesStore store = awtest::worked(aw::NotesStore::open(db()));
        for (int i = 0; i < kNotes; ++i) {
            aw::BundleNote note;
            note.note = noteText(i);
            note.evidenceEvents = std::vector<std::uint32_t>{static_cast<std::uint32_t>(i)};
            awtest::worked(store.save(bundle(i), note));
        }
    }  // closing checkpoints the WAL into the main file
    const auto size = fs::file_size(db());
    ASSERT_GT(size, 16u * 4096u);
    {
        // Overwrite the middle of the file with garbage, as a bad disk block would.
        std::fstream f(db(), std::ios::in | std::ios::out | std::ios::binary);
        f.seekp(static_cast<std::streamoff>(size / 2));
        for (int i = 0; i < 8192; ++i) f.put(static_cast<char>(0xA5 ^ i));
    }
    aw::NotesStore store = awtest::worked(aw::NotesStore::open(db()));
    ASSERT_NE(store.recoveryMessage(), "");
    int kept = 0;
    for (int i = 0; i < kNotes; ++i) {
        const auto note = awtest::worked(store.load(bundle(i)));
        if (!note) continue;
        ++kept;
        EXPECT_EQ(note->note, noteText(i));  // a recovered note is the note that was saved
        ASSERT_TRUE(note->evidenceEvents.has_value());
        EXPECT_EQ(*note->evidenceEvents, std::vector<std::uint32_t>{static_cast<std::uint32_t>(i)});
    }
    EXPECT_GT(kept, 0);
    EXPECT_NE(store.recoveryMessage().find(std::to_string(kept) + " note(s) were recovered"), std::string::npos)
        << store.recoveryMessage();
}

TEST_F(Durability, KilledWhileExportingNeverLeavesHalfAReport) {
    const std::string report = dir.file("report.html");
    // Two versions of a 4 MB report; a reader must only ever see one of them whole.
    const std::string a(4u << 20, 'a'), b(4u << 20, 'b');
    const int last = killChildAfter(5, [&](const std::function<void(int)>& done) {
        for (int i = 0;; ++i) {
            awtest::worked(aw::writeFileAtomically(report, i % 2 ? b : a));
            done(i);
        }
    });
    ASSERT_GE(last, 4);
    std::ifstream in(report, std::ios::binary);
    const std::string seen((std::istreambuf_iterator<char>(in)), {});
    EXPECT_TRUE(seen == a || seen == b) << "size " << seen.size();
}
