// The caches' folder (issue 43): with HOME and XDG_CACHE_HOME unset the cache and the compiled
// rules went to /tmp/attribution-workbench, whoever had made it; a folder made there first by
// user nobody, holding another Vectorscan database, changed root's verdict. A folder of
// another user, or one others may write, or a link, is not used and not changed. (That
// attack on the verdict itself: KeptDatabases.* in database_files_test.cpp.)
#include "engine/core/private_folder.h"
#include "tests/support/files.h"
#include "tests/support/scoped_env.h"

#include <gtest/gtest.h>

#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <optional>
#include <string>

namespace fs = std::filesystem;

namespace {

constexpr uid_t kNobody = 65534;

mode_t modeOf(const std::string& path) {
    struct stat st {};
    return ::lstat(path.c_str(), &st) == 0 ? st.st_mode & 07777 : 0;
}

using awtest::ScopedEnv;

}  // namespace

TEST(PrivateFolder, AMissingFolderIsMadeForThisUserAlone) {
    awtest::TempFolder dir;
    const std::string folder = dir.file("a/b/attribution-workbench");
    std::string problem;
    ASSERT_TRUE(aw::ensurePrivateFolder(folder, &problem)) << problem;
    EXPECT_EQ(modeOf(folder), 0700u);
    EXPECT_TRUE(aw::ensurePrivateFolder(folder)) << "and it is used again";
}

TEST(PrivateFolder, AFolderOfAnotherUserIsNotUsedAndNotChanged) {
    if (::geteuid() != 0) GTEST_SKIP() << "needs root to give a folder to user nobody";
    awtest::TempFolder dir;
    const std::string folder = dir.file("attribution-workbench");
    ASSERT_EQ(::mkdir(folder.c_str(), 0700), 0);
    ASSERT_EQ(::chown(folder.c_str(), kNobody, kNobody), 0);
    std::string problem;
    EXPECT_FALSE(aw::ensurePrivateFolder(folder, &problem));
    EXPECT_NE(problem.find("owned by user 65534"), std::string::npos) << problem;
    struct stat st {};
    ASSERT_EQ(::lstat(folder.c_str(), &st), 0);
    EXPECT_EQ(st.st_uid, kNobody);
    EXPECT_EQ(st.st_mode & 07777, 0700u);
}

TEST(PrivateFolder, AFolderOthersMayWriteIsNotUsedAndNotChanged) {
    awtest::TempFolder dir;
    const std::string folder = dir.file("attribution-workbench");
    ASSERT_EQ(::mkdir(folder.c_str(), 0700), 0);
    ASSERT_EQ(::chmod(folder.c_str(), 0777), 0);
    std::string problem;
    EXPECT_FALSE(aw::ensurePrivateFolder(folder, &problem));
    EXPECT_NE(problem.find("other users may write in it (mode 777)"), std::string::npos) << problem;
    EXPECT_EQ(modeOf(folder), 0777u);
    ASSERT_EQ(::chmod(folder.c_str(), 0730), 0);  // the group alone
    EXPECT_FALSE(aw::ensurePrivateFolder(folder));
}

TEST(PrivateFolder, OneOfOursOthersMayOnlyReadIsNarrowed) {
    awtest::TempFolder dir;
    const std::string folder = dir.file("attribution-workbench");
    ASSERT_EQ(::mkdir(folder.c_str(), 0700), 0);
    ASSERT_EQ(::chmod(folder.c_str(), 0755), 0);  // what an older version made under umask 022
    EXPECT_TRUE(aw::ensurePrivateFolder(folder));
    EXPECT_EQ(modeOf(folder), 0700u);
}

TEST(PrivateFolder, ALinkOrAFileIsNotUsed) {
    awtest::TempFolder dir;
    ASSERT_TRUE(aw::ensurePrivateFolder(dir.file("real")));
    fs::create_directory_symlink(dir.file("real"), dir.file("link"));
    std::string problem;
    EXPECT_FALSE(aw::ensurePrivateFolder(dir.file("link"), &problem));
    EXPECT_NE(problem.find("not a folder"), std::string::npos) << problem;
    dir.write("file", "x");
    EXPECT_FALSE(aw::ensurePrivateFolder(dir.file("file")));
}

TEST(PrivateFolder, WithoutHomeOrXdgTheHomeOfThePasswordDatabase) {
    const ScopedEnv xdg("XDG_CACHE_HOME", std::nullopt), home("HOME", std::nullopt);
    const passwd* entry = ::getpwuid(::geteuid());
    ASSERT_NE(entry, nullptr);
    EXPECT_EQ(aw::userBaseFolder("XDG_CACHE_HOME", ".cache"), (fs::path(entry->pw_dir) / ".cache").string());
    EXPECT_EQ(aw::userBaseFolder("XDG_CACHE_HOME", ".cache").rfind("/tmp", 0), std::string::npos);
}
