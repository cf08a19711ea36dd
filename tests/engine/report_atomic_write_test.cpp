// Atomic report writing: the new file appears whole or not at all, an existing file is
// kept when the write fails, and no temporary file is left behind.
#include "engine/core/atomic_write.h"
#include "engine/report/report_format.h"
#include "engine/report/report_html.h"

#include "tests/support/files.h"
#include "tests/support/result.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <unistd.h>

namespace fs = std::filesystem;

namespace {

using awtest::TempFolder;

std::size_t entries(const TempFolder& dir) {
    return static_cast<std::size_t>(std::distance(fs::directory_iterator(dir.path()), {}));
}

TEST(AtomicWrite, WritesTheWholeFile) {
    TempFolder dir;
    const std::string target = dir.file("report.md");
    const std::string text(1 << 20, 'x');
    awtest::worked(aw::writeFileAtomically(target, text));
    EXPECT_EQ(awtest::readFile(target), text);
    EXPECT_EQ(entries(dir), 1u);  // no temporary left
    EXPECT_EQ(fs::status(target).permissions() & fs::perms::others_read, fs::perms::others_read);
}

TEST(AtomicWrite, ReplacesAnExistingFile) {
    TempFolder dir;
    const std::string target = dir.file("report.html");
    awtest::worked(aw::writeFileAtomically(target, "old"));
    awtest::worked(aw::writeFileAtomically(target, "new"));
    EXPECT_EQ(awtest::readFile(target), "new");
    EXPECT_EQ(entries(dir), 1u);
}

TEST(AtomicWrite, FailureKeepsTheOldFileAndLeavesNothing) {
    if (::geteuid() == 0) GTEST_SKIP() << "root ignores folder permissions";
    TempFolder dir;
    const std::string target = dir.file("report.html");
    awtest::worked(aw::writeFileAtomically(target, "old"));
    fs::permissions(dir.path(), fs::perms::owner_read | fs::perms::owner_exec);
    const aw::Result<void> written = aw::writeFileAtomically(target, "new");
    fs::permissions(dir.path(), fs::perms::owner_all);
    ASSERT_FALSE(written);
    EXPECT_EQ(written.failure().message, "cannot create a file next to " + target + ": Permission denied");
    EXPECT_EQ(written.failure().file, target);
    EXPECT_EQ(awtest::readFile(target), "old");
    EXPECT_EQ(entries(dir), 1u);
}

TEST(AtomicWrite, FailedRenameKeepsTheOldFileAndRemovesTheTemporary) {
    // A folder in the way of the target: the temp file is written, rename() fails
    // (works as root too, unlike permissions).
    TempFolder dir;
    const fs::path target = dir.file("report.md");
    fs::create_directory(target);
    fs::create_directory(target / "keep");  // a non-empty folder cannot be replaced
    const aw::Result<void> written = aw::writeFileAtomically(target.string(), "text");
    ASSERT_FALSE(written);
    EXPECT_EQ(written.failure().message, "cannot replace " + target.string() + ": Is a directory");
    EXPECT_EQ(written.failure().file, target.string());
    EXPECT_TRUE(fs::is_directory(target / "keep"));
    EXPECT_EQ(entries(dir), 1u);
}

TEST(AtomicWrite, MissingFolderFailsWithoutCreatingAnything) {
    TempFolder dir;
    const std::string target = dir.file("no/such/r.md");
    const aw::Result<void> written = aw::writeFileAtomically(target, "x");
    ASSERT_FALSE(written);
    EXPECT_EQ(written.failure().message, "cannot create a file next to " + target + ": No such file or directory");
    EXPECT_EQ(written.failure().file, target);
    EXPECT_EQ(entries(dir), 0u);
}

TEST(AtomicWrite, NoFileNameIsAFailureNotAFile) {
    TempFolder dir;
    const aw::Result<void> written = aw::writeFileAtomically("", "x");
    ASSERT_FALSE(written);
    EXPECT_EQ(written.failure().message, "no file name given");
    EXPECT_EQ(written.failure().file, "");
    EXPECT_EQ(entries(dir), 0u);
}

}  // namespace
