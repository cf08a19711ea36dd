// Archives: a round trip for every kind the engine names (built here with libarchive, and
// the stored test archives), the path test against what the loader opens, the single top
// folder, unsafe entries, truncation and decompression bombs.
#include "engine/load/archive_reader.h"
#include "engine/load/bundle_loader.h"

#include "engine/core/bundle.h"
#include "loader_test_util.h"
#include "tests/support/archive_writer.h"

#include <gtest/gtest.h>

#include <cctype>
#include <filesystem>
#include <fstream>
#include <set>
#include <string_view>

using namespace aw;

namespace {

const std::vector<awtest::ArchiveMember> kSmallBundle = {
    {"mybundle/bundle.json",
     R"({"format":"attribution-bundle/1","workload":{"id":"w1","start":"2026-11-30T08:00:00Z","end":"2026-11-30T09:00:00Z"},"nodes":[{"name":"node001"}]})"},
    {"mybundle/nodes/node001/train.log", "2026-11-30 08:01:02,123 - INFO - hello\n[rank0]: boom\n"},
    {"mybundle/nodes/node002/kern.log", "Nov 30 08:01:02 node002 kernel: NVRM: Xid 79\n"},
};

}  // namespace

TEST(Archive, EveryArchiveKindLoadsLikeTheFolder) {
    awtest::TempFolder dir;
    for (const std::string_view kind : kArchiveExtensions) {
        const std::string file = dir.file("bundle" + std::string(kind));
        ASSERT_TRUE(awtest::writeArchive(file, kSmallBundle)) << kind;
        Bundle b = loadBundle(file);
        EXPECT_TRUE(b.problems.empty()) << kind << ": " << (b.problems.empty() ? "" : b.problems[0].message);
        ASSERT_EQ(b.files.size(), 3u) << kind;
        EXPECT_EQ(b.files[0].path, "bundle.json");  // the top folder is stripped
        EXPECT_TRUE(b.manifest.present);
        ASSERT_EQ(b.nodes.size(), 2u);
        auto obs = awtest::observationsOf(b, "nodes/node001/train.log");
        ASSERT_EQ(obs.size(), 2u);
        EXPECT_EQ(obs[1].rank, 0);
        EXPECT_EQ(obs[1].node, 0u);
        EXPECT_EQ(formatIsoUtc(obs[0].time), "2026-11-30T08:01:02.123Z");
    }
}

TEST(Archive, TheSevenKindsAreNamedOnce) {
    const std::set<std::string_view> kinds(kArchiveExtensions.begin(), kArchiveExtensions.end());
    EXPECT_EQ(kinds, (std::set<std::string_view>{".tar", ".tar.gz", ".tgz", ".zip", ".tar.xz", ".tar.bz2", ".tar.zst"}));
    EXPECT_EQ(joinArchiveExtensions(" ", "*"), "*.tar *.tar.gz *.tgz *.zip *.tar.xz *.tar.bz2 *.tar.zst");
    EXPECT_EQ(joinArchiveExtensions(", "), ".tar, .tar.gz, .tgz, .zip, .tar.xz, .tar.bz2, .tar.zst");
}

TEST(Archive, ThePathTestAgreesWithWhatTheLoaderOpens) {
    awtest::TempFolder dir;
    for (const std::string_view kind : kArchiveExtensions) {
        std::string upper(kind);
        for (char& c : upper) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        EXPECT_TRUE(isArchivePath("/x/bundle" + upper)) << upper;
        EXPECT_FALSE(isArchivePath(kind)) << "a bare extension names no archive";
        // An archive under a name of its kind is opened as an archive...
        const std::string archive = dir.file("bundle" + std::string(kind));
        ASSERT_TRUE(awtest::writeArchive(archive, kSmallBundle));
        ASSERT_TRUE(isArchivePath(archive));
        EXPECT_EQ(loadBundle(archive).files.size(), 3u) << kind;
        // ...and the same bytes under another name are one log file, not unpacked.
        const std::string other = dir.file("bundle" + std::string(kind) + ".log");
        std::filesystem::copy_file(archive, other);
        ASSERT_FALSE(isArchivePath(other));
        const Bundle single = loadBundle(other);
        ASSERT_EQ(single.files.size(), 1u) << kind;
        EXPECT_EQ(single.files[0].path, "bundle" + std::string(kind) + ".log");
    }
    for (const char* name : {"train.log", "bundle.tar.lz", "bundle.gz", "bundle.tarxz", "tar"})
        EXPECT_FALSE(isArchivePath(name)) << name;
}

TEST(Archive, StoredTestArchivesMatchTheFolder) {
    const std::string data = std::string(AW_SOURCE_DIR) + "/tests/data/";
    ASSERT_TRUE(std::filesystem::exists(data + "archives/xid79-small.tar.gz")) << "the test archives ship in the repository";
    Bundle folder = loadBundle(data + "clock-skew");
    for (const char* name : {"archives/xid79-small.tar.gz", "archives/xid79-small.zip"}) {
        Bundle b = loadBundle(data + name);
        EXPECT_TRUE(b.problems.empty()) << name;
        ASSERT_EQ(b.files.size(), folder.files.size()) << name;
        for (std::size_t i = 0; i < b.files.size(); ++i) {
            EXPECT_EQ(b.files[i].path, folder.files[i].path);
            EXPECT_EQ(b.files[i].observationCount, folder.files[i].observationCount);
            EXPECT_EQ(b.files[i].firstTime, folder.files[i].firstTime);
        }
        ASSERT_EQ(b.nodes.size(), folder.nodes.size());
        for (std::size_t n = 0; n < b.nodes.size(); ++n) EXPECT_EQ(b.nodes[n].name, folder.nodes[n].name);
    }
}

TEST(Archive, RefusesUnsafeEntries) {
    awtest::TempFolder dir;
    const std::string file = dir.file("evil.tar");
    ASSERT_TRUE(awtest::writeArchive(file, {{"/etc/passwd", "root:x"},
                                            {"../escape.log", "x"},
                                            {"a/../../b.log", "x"},
                                            {"link.log", "", AE_IFLNK, "/etc/shadow"},
                                            {"dev", "", AE_IFCHR},
                                            {"good.log", "2026-11-30T08:00:00Z fine\n"}}));
    Bundle b = loadBundle(file);
    ASSERT_EQ(b.files.size(), 1u);
    EXPECT_EQ(b.files[0].path, "good.log");
    EXPECT_TRUE(awtest::hasProblem(b, "/etc/passwd", "unsafe"));
    EXPECT_TRUE(awtest::hasProblem(b, "../escape.log", "unsafe"));
    EXPECT_TRUE(awtest::hasProblem(b, "a/../../b.log", "unsafe"));
    EXPECT_TRUE(awtest::hasProblem(b, "link.log", "link"));
    EXPECT_TRUE(awtest::hasProblem(b, "dev", "special"));
    EXPECT_FALSE(std::filesystem::exists("/tmp/escape.log"));
}

TEST(Archive, TruncatedArchiveKeepsWhatWasRead) {
    awtest::TempFolder dir;
    std::vector<awtest::ArchiveMember> entries = kSmallBundle;
    std::string big;
    for (int i = 0; i < 20000; ++i) big += "2026-11-30 08:01:02,123 - INFO - line " + std::to_string(i * 7919 % 100003) + "\n";
    entries.push_back({"mybundle/nodes/node003/train.log", big});
    const std::string whole = dir.file("whole.tar.gz");
    ASSERT_TRUE(awtest::writeArchive(whole, entries));
    std::string bytes;
    {
        std::ifstream in(whole, std::ios::binary);
        bytes.assign(std::istreambuf_iterator<char>(in), {});
    }
    const std::string cut = dir.file("cut.tar.gz");
    {
        std::ofstream out(cut, std::ios::binary);
        out.write(bytes.data(), static_cast<std::streamsize>(bytes.size() * 6 / 10));
    }
    Bundle b = loadBundle(cut);
    EXPECT_GE(b.files.size(), 3u);
    bool named = false;
    for (const Problem& p : b.problems)
        if (p.severity == Severity::Error && p.message.find("cut.tar.gz") != std::string::npos &&
            p.message.find("truncated") != std::string::npos)
            named = true;
    EXPECT_TRUE(named);

    const std::string stored = std::string(AW_SOURCE_DIR) + "/tests/data/bad/truncated-bundle.tar.gz";
    if (std::filesystem::exists(stored)) {
        Bundle t = loadBundle(stored);
        EXPECT_FALSE(t.problems.empty());
        EXPECT_GT(t.files.size(), 0u);
    }
}

TEST(Archive, DecompressionBombGuards) {
    awtest::TempFolder dir;
    const std::string file = dir.file("bomb.tar.gz");
    ASSERT_TRUE(awtest::writeArchive(
        file, {{"a.log", "hello\n"}, {"zeros.log", std::string(8 << 20, '\0')}, {"z.log", "after\n"}}));
    std::vector<ArchiveEntry> entries;
    std::vector<Problem> problems;
    ArchiveLimits ratio;
    ratio.maxRatio = 100;
    ratio.ratioCheckFromBytes = 1 << 20;
    EXPECT_TRUE(readArchive(file, entries, problems, nullptr, ratio));
    ASSERT_EQ(entries.size(), 1u);
    EXPECT_EQ(entries[0].path, "a.log");
    ASSERT_FALSE(problems.empty());
    EXPECT_NE(problems.back().message.find("decompression bomb"), std::string::npos);

    entries.clear();
    problems.clear();
    ArchiveLimits total;
    total.maxTotalBytes = 1 << 20;
    EXPECT_TRUE(readArchive(file, entries, problems, nullptr, total));
    EXPECT_EQ(entries.size(), 1u);
    ASSERT_FALSE(problems.empty());
    EXPECT_NE(problems.back().message.find("GiB limit"), std::string::npos);
}

TEST(Archive, UnreadableArchiveIsAProblemNotACrash) {
    awtest::TempFolder dir;
    dir.write("junk.tar.gz", "this is not an archive at all");
    Bundle b = loadBundle(dir.file("junk.tar.gz"));
    EXPECT_TRUE(b.files.empty());
    ASSERT_FALSE(b.problems.empty());
    EXPECT_EQ(b.problems[0].severity, Severity::Error);
    Bundle missing = loadBundle(dir.file("nope.zip"));
    ASSERT_FALSE(missing.problems.empty());
    EXPECT_NE(missing.problems[0].message.find("not found"), std::string::npos);
}

TEST(Archive, TruncatedZipIsAProblemNotACrash) {
    awtest::TempFolder dir;
    std::vector<awtest::ArchiveMember> entries = kSmallBundle;
    std::string big;
    for (int i = 0; i < 20000; ++i) big += "2026-11-30 08:01:02,123 - INFO - line " + std::to_string(i * 7919 % 100003) + "\n";
    entries.push_back({"mybundle/nodes/node003/train.log", big});
    const std::string whole = dir.file("whole.zip");
    ASSERT_TRUE(awtest::writeArchive(whole, entries));
    std::string bytes;
    {
        std::ifstream in(whole, std::ios::binary);
        bytes.assign(std::istreambuf_iterator<char>(in), {});
    }
    const auto cutAt = [&](std::size_t keep) {
        const std::string cut = dir.file("cut-" + std::to_string(keep) + ".zip");
        std::ofstream out(cut, std::ios::binary);
        out.write(bytes.data(), static_cast<std::streamsize>(keep));
        return cut;
    };
    const auto hasError = [](const Bundle& b) {
        for (const Problem& p : b.problems)
            if (p.severity == Severity::Error) return true;
        return false;
    };
    // Cut in the middle of the big entry: an error, and the entries before it kept.
    Bundle middle = loadBundle(cutAt(bytes.size() * 6 / 10));
    EXPECT_TRUE(hasError(middle));
    EXPECT_TRUE(awtest::fileOf(middle, "bundle.json"));
    EXPECT_TRUE(awtest::fileOf(middle, "nodes/node001/train.log"));
    // Cut in the central directory at the end: every entry before it is whole and read.
    Bundle tail = loadBundle(cutAt(bytes.size() - 40));
    ASSERT_EQ(tail.files.size(), 4u);
    EXPECT_EQ(awtest::fileOf(tail, "nodes/node003/train.log")->size, big.size());
    // Ten bytes: nothing readable, said so.
    Bundle head = loadBundle(cutAt(10));
    EXPECT_TRUE(head.files.empty());
    EXPECT_TRUE(hasError(head));
}

TEST(Archive, InMemoryReadMatchesTheFile) {
    awtest::TempFolder dir;
    const std::string file = dir.file("bundle.tar.gz");
    ASSERT_TRUE(awtest::writeArchive(file, kSmallBundle));
    std::string bytes;
    {
        std::ifstream in(file, std::ios::binary);
        bytes.assign(std::istreambuf_iterator<char>(in), {});
    }
    std::vector<ArchiveEntry> fromFile, fromMemory;
    std::vector<Problem> p1, p2;
    ASSERT_TRUE(readArchive(file, fromFile, p1));
    ASSERT_TRUE(readArchiveBytes(bytes, "bundle.tar.gz", fromMemory, p2));
    ASSERT_EQ(fromFile.size(), fromMemory.size());
    for (std::size_t i = 0; i < fromFile.size(); ++i) {
        EXPECT_EQ(fromFile[i].path, fromMemory[i].path);
        EXPECT_EQ(fromFile[i].data->bytes(), fromMemory[i].data->bytes());
    }
}
