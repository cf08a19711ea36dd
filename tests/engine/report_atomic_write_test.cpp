// Atomic report writing: the new file appears whole or not at all, an existing file is
// kept when the write fails, and no temporary file is left behind.
#include "engine/core/atomic_write.h"
#include "engine/report/report_format.h"
#include "engine/report/report_html.h"

#include "report_golden.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <unistd.h>

namespace fs = std::filesystem;

namespace {

struct TempDir {
    fs::path path;
    TempDir() {
        std::string templ = (fs::temp_directory_path() / "aw-report-test-XXXXXX").string();
        path = ::mkdtemp(templ.data());
    }
    ~TempDir() {
        std::error_code ec;
        fs::permissions(path, fs::perms::owner_all, ec);
        fs::remove_all(path, ec);
    }
    std::size_t entries() const { return static_cast<std::size_t>(std::distance(fs::directory_iterator(path), {})); }
};

TEST(AtomicWrite, WritesTheWholeFile) {
    TempDir dir;
    const std::string target = (dir.path / "report.md").string();
    const std::string text(1 << 20, 'x');
    aw::writeFileAtomically(target, text);
    EXPECT_EQ(awtest::readFile(target), text);
    EXPECT_EQ(dir.entries(), 1u);  // no temporary left
    EXPECT_EQ(fs::status(target).permissions() & fs::perms::others_read, fs::perms::others_read);
}

TEST(AtomicWrite, ReplacesAnExistingFile) {
    TempDir dir;
    const std::string target = (dir.path / "report.html").string();
    aw::writeFileAtomically(target, "old");
    aw::writeFileAtomically(target, "new");
    EXPECT_EQ(awtest::readFile(target), "new");
    EXPECT_EQ(dir.entries(), 1u);
}

TEST(AtomicWrite, FailureKeepsTheOldFileAndLeavesNothing) {
    if (::geteuid() == 0) GTEST_SKIP() << "root ignores folder permissions";
    TempDir dir;
    const std::string target = (dir.path / "report.html").string();
    aw::writeFileAtomically(target, "old");
    fs::permissions(dir.path, fs::perms::owner_read | fs::perms::owner_exec);
    EXPECT_THROW(aw::writeFileAtomically(target, "new"), aw::WriteError);
    fs::permissions(dir.path, fs::perms::owner_all);
    EXPECT_EQ(awtest::readFile(target), "old");
    EXPECT_EQ(dir.entries(), 1u);
}

TEST(AtomicWrite, FailedRenameKeepsTheOldFileAndRemovesTheTemporary) {
    // A folder in the way of the target: the temp file is written, rename() fails
    // (works as root too, unlike permissions).
    TempDir dir;
    const fs::path target = dir.path / "report.md";
    fs::create_directory(target);
    fs::create_directory(target / "keep");  // a non-empty folder cannot be replaced
    EXPECT_THROW(aw::writeFileAtomically(target.string(), "text"), aw::WriteError);
    EXPECT_TRUE(fs::is_directory(target / "keep"));
    EXPECT_EQ(dir.entries(), 1u);
}

TEST(AtomicWrite, MissingFolderFailsWithoutCreatingAnything) {
    TempDir dir;
    EXPECT_THROW(aw::writeFileAtomically((dir.path / "no" / "such" / "r.md").string(), "x"), aw::WriteError);
    EXPECT_EQ(dir.entries(), 0u);
}

}  // namespace
