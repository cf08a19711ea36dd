// Archives: a round trip for every kind the engine names (built here with libarchive, and
// the stored test archives), the path test against what the loader opens, the single top
// folder, unsafe entries, truncation and decompression bombs.
#include "engine/load/archive_reader.h"
#include "engine/load/bundle_loader.h"
#include "engine/load/usable_memory.h"

#include "engine/core/bundle.h"
#include "loader_test_util.h"
#include "tests/support/archive_writer.h"
#include "tests/support/time_limit.h"

#include <gtest/gtest.h>

#include <cctype>
#include <chrono>
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
    EXPECT_EQ(kinds,
              (std::set<std::string_view>{".tar", ".tar.gz", ".tgz", ".zip", ".tar.xz", ".tar.bz2", ".tar.zst"}));
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
    ASSERT_TRUE(std::filesystem::exists(data + "archives/xid79-small.tar.gz"))
        << "the test archives ship in the repository";
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
    for (int i = 0; i < 20000; ++i)
        big += "2026-11-30 08:01:02,123 - INFO - line " + std::to_string(i * 7919 % 100003) + "\n";
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

namespace {

std::uint64_t keptBytes(const std::vector<ArchiveEntry>& entries) {
    std::uint64_t kept = 0;
    for (const ArchiveEntry& e : entries) kept += e.data->size();
    return kept;
}

// Bytes no compressor shrinks (a fixed generator: the same on every run).
std::string noise(std::size_t size, std::uint32_t seed) {
    std::string out(size, '\0');
    for (char& c : out) {
        seed = seed * 1664525u + 1013904223u;
        c = static_cast<char>(seed >> 24);
    }
    return out;
}

const Problem* bombProblem(const std::vector<Problem>& problems) {
    for (const Problem& p : problems)
        if (p.severity == Severity::Error && p.message.find("decompression bomb guard") != std::string::npos) return &p;
    return nullptr;
}

}  // namespace

TEST(Archive, DecompressionBombGuards) {
    awtest::TempFolder dir;
    const std::string file = dir.file("bomb.tar.gz");
    ASSERT_TRUE(awtest::writeArchive(
        file, {{"a.log", "hello\n"}, {"zeros.log", std::string(8 << 20, '\0')}, {"z.log", "after\n"}}));
    std::vector<ArchiveEntry> entries;
    std::vector<Problem> problems;
    // 8 MiB of zeros in a 9 KB archive: the header's size is more than 100:1 allows, so the
    // entry is refused before any of it is decompressed.
    ArchiveLimits ratio;
    ratio.maxRatio = 100;
    EXPECT_TRUE(readArchive(file, entries, problems, nullptr, ratio));
    ASSERT_EQ(entries.size(), 1u);
    EXPECT_EQ(entries[0].path, "a.log");
    ASSERT_NE(bombProblem(problems), nullptr);
    EXPECT_NE(bombProblem(problems)->message.find("archive bomb.tar.gz, entry 'zeros.log': declares 8.0 MiB"),
              std::string::npos)
        << bombProblem(problems)->message;

    entries.clear();
    problems.clear();
    ArchiveLimits total;
    total.maxTotalBytes = 1 << 20;
    EXPECT_TRUE(readArchive(file, entries, problems, nullptr, total));
    EXPECT_EQ(entries.size(), 1u);
    ASSERT_NE(bombProblem(problems), nullptr);
    EXPECT_NE(bombProblem(problems)->message.find("1.0 MiB at most"), std::string::npos)
        << bombProblem(problems)->message;
}

// The bombs of scripts/gen_bombs.py: 100 entries of 100 MiB of zeros (10 GB) in 23-25 KB,
// as a zip (bzip2 entries), a zip whose headers say 1000 bytes an entry, and a .tar.bz2.
// Before the guard checked from the first byte, each took analyze to 10 GB of memory.
TEST(Archive, GeneratedBombsStopAtOnceWithinTheirBudget) {
    const std::string bombs = std::string(AW_SOURCE_DIR) + "/tests/data/bombs/";
    for (const char* name : {"bomb.zip", "bomb-small-sizes.zip", "bomb.tar.bz2"}) {
        const auto start = std::chrono::steady_clock::now();
        std::vector<ArchiveEntry> entries;
        std::vector<Problem> problems;
        const ArchiveLimits limits;
        EXPECT_TRUE(readArchive(bombs + name, entries, problems, nullptr, limits)) << name;
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        EXPECT_LT(seconds, awtest::timeLimit(2.0)) << name;
        const Problem* bomb = bombProblem(problems);
        ASSERT_NE(bomb, nullptr) << name;
        EXPECT_NE(bomb->message.find(std::string("archive ") + name + ", entry 'bomb/nodes/node000/zeros.log'"),
                  std::string::npos)
            << bomb->message;
        // What is kept stays within what the archive's size allows: 1 MiB + 1000 x 25 KB.
        const std::uint64_t budget =
            limits.ratioSlackBytes + std::uint64_t(limits.maxRatio) * std::filesystem::file_size(bombs + name);
        EXPECT_LE(keptBytes(entries), budget) << name;
        EXPECT_LE(entries.size(), 1u) << name;
    }
    // Headers that lie: only the expansion tells, and the entry stops after its first MiB.
    std::vector<ArchiveEntry> entries;
    std::vector<Problem> problems;
    readArchive(bombs + "bomb-small-sizes.zip", entries, problems);
    ASSERT_EQ(entries.size(), 1u);
    EXPECT_GE(entries[0].data->size(), 1u << 20);
    EXPECT_LE(entries[0].data->size(), (1u << 20) + 1000u * 25000u);
    ASSERT_NE(bombProblem(problems), nullptr);
    EXPECT_NE(bombProblem(problems)->message.find("the entry expands more than 1000:1 beyond 1.0 MiB"),
              std::string::npos)
        << bombProblem(problems)->message;

    // Through the loader: an error naming the archive and the entry, no crash, no abort.
    const Bundle b = loadBundle(bombs + "bomb.tar.bz2");
    EXPECT_TRUE(awtest::hasProblem(b, "bomb/nodes/node000/zeros.log", "archive bomb.tar.bz2, entry"));
}

// The guard runs from the first block, for an entry and for the whole archive, whatever the
// headers say: an entry stops once it passes its compressed bytes x the ratio plus the slack,
// and keeps what it had within them.
TEST(Archive, ExpansionIsCheckedFromTheFirstByteForAnEntryAndTheArchive) {
    awtest::TempFolder dir;
    ArchiveLimits limits;
    limits.maxRatio = 100;
    // A big incompressible file first makes the archive's size allow the zeros' declared
    // 8 MiB; the zeros' own compressed bytes do not.
    const std::string entryBomb = dir.file("entry.tar.gz");
    ASSERT_TRUE(awtest::writeArchive(
        entryBomb,
        {{"noise.bin", noise(2 << 20, 7)}, {"zeros.log", std::string(8 << 20, '\0')}, {"later.log", "after\n"}}));
    std::vector<ArchiveEntry> entries;
    std::vector<Problem> problems;
    EXPECT_TRUE(readArchive(entryBomb, entries, problems, nullptr, limits));
    ASSERT_EQ(entries.size(), 2u);
    EXPECT_EQ(entries[0].data->size(), 2u << 20);
    EXPECT_EQ(entries[1].path, "zeros.log");
    EXPECT_GE(entries[1].data->size(), 1u << 20);  // the slack at least...
    EXPECT_LT(entries[1].data->size(), 2u << 20);  // ...and the ratio of a few KB, not 8 MiB
    ASSERT_NE(bombProblem(problems), nullptr);
    EXPECT_NE(bombProblem(problems)->message.find("entry 'zeros.log': the entry expands more than 100:1"),
              std::string::npos)
        << bombProblem(problems)->message;

    // Many small entries, each within the slack, at the start of a big archive: the archive's
    // compressed bytes read so far bound them all.
    limits.maxRatio = 10;
    std::vector<awtest::ArchiveMember> members;
    for (int i = 0; i < 40; ++i)
        members.push_back({"z" + std::to_string(100 + i) + ".log", std::string(512 << 10, '\0')});
    members.push_back({"zz-noise.bin", noise(3 << 20, 11)});
    const std::string manySmall = dir.file("many.tar.gz");
    ASSERT_TRUE(awtest::writeArchive(manySmall, members));
    entries.clear();
    problems.clear();
    EXPECT_TRUE(readArchive(manySmall, entries, problems, nullptr, limits));
    EXPECT_LT(entries.size(), 10u);
    EXPECT_LE(keptBytes(entries), limits.ratioSlackBytes + 10 * 64 * 1024);
    ASSERT_NE(bombProblem(problems), nullptr);
    EXPECT_NE(bombProblem(problems)->message.find("the archive expands more than 10:1"), std::string::npos)
        << bombProblem(problems)->message;
}

TEST(Archive, TheMemoryLimitFollowsTheMachine) {
    EXPECT_EQ(parseCgroupLimit("max\n"), 0u);
    EXPECT_EQ(parseCgroupLimit("9223372036854771712\n"), 0u);  // cgroup v1: unlimited
    EXPECT_EQ(parseCgroupLimit("8589934592\n"), 8ull << 30);
    EXPECT_EQ(parseCgroupLimit("garbage"), 0u);
    EXPECT_GT(usableMemoryBytes(), 0u);
    EXPECT_LE(defaultArchiveTotalBytes(), 16ull << 30);
    EXPECT_LE(defaultArchiveTotalBytes(), usableMemoryBytes() / 2 + 1);
    EXPECT_EQ(ArchiveLimits{}.maxTotalBytes, defaultArchiveTotalBytes());
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
    for (int i = 0; i < 20000; ++i)
        big += "2026-11-30 08:01:02,123 - INFO - line " + std::to_string(i * 7919 % 100003) + "\n";
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
