// Atomic report writing: the new file appears whole or not at all, an existing file is
// kept when the write fails, and no temporary file is left behind.
#include "engine/core/atomic_write.h"
#include "engine/report/report_format.h"
#include "engine/report/report_html.h"

#include "tests/support/files.h"

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
    aw::writeFileAtomically(target, text);
    EXPECT_EQ(awtest::readFile(target), text);
    EXPECT_EQ(entries(dir), 1u);  // no temporary left
    EXPECT_EQ(fs::status(target).permissions() & fs::perms::others_read, fs::perms::others_read);
}

TEST(AtomicWrite, ReplacesAnExistingFile) {
    TempFolder dir;
    const std::string target = dir.file("report.html");
    aw::writeFileAtomically(target, "old");
    aw::writeFileAtomically(target, "new");
    EXPECT_EQ(awtest::readFile(target), "new");
    EXPECT_EQ(entries(dir), 1u);
}

TEST(AtomicWrite, FailureKeepsTheOldFileAndLeavesNothing) {
    if (::geteuid() == 0) GTEST_SKIP() << "root ignores folder permissions";
    TempFolder dir;
    const std::string target = dir.file("report.html");
    aw::writeFileAtomically(target, "old");
    fs::permissions(dir.path(), fs::perms::owner_read | fs::perms::owner_exec);
    EXPECT_THROW(aw::writeFileAtomically(target, "new"), aw::WriteError);
    fs::permissions(dir.path(), fs::perms::owner_all);
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
    EXPECT_THROW(aw::writeFileAtomically(target.string(), "text"), aw::WriteError);
    EXPECT_TRUE(fs::is_directory(target / "keep"));
    EXPECT_EQ(entries(dir), 1u);
}

TEST(AtomicWrite, MissingFolderFailsWithoutCreatingAnything) {
    TempFolder dir;
    EXPECT_THROW(aw::writeFileAtomically(dir.file("no/such/r.md"), "x"), aw::WriteError);
    EXPECT_EQ(entries(dir), 0u);
}

}  // namespace
