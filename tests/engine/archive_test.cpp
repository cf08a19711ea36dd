// Archives: tar.gz and zip round trips (built here with libarchive, and the stored test
// archives), the single top folder, unsafe entries, truncation and decompression bombs.
#include "engine/load/archive_reader.h"
#include "engine/load/bundle_loader.h"

#include "engine/core/bundle.h"
#include "loader_test_util.h"

#include <archive.h>
#include <archive_entry.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

using namespace aw;

namespace {

struct TestEntry {
    TestEntry(std::string p, std::string c, mode_t t = AE_IFREG, std::string link = {})
        : path(std::move(p)), content(std::move(c)), type(t), linkTarget(std::move(link)) {}
    std::string path;
    std::string content;
    mode_t type;
    std::string linkTarget;
};

// Writes an archive with libarchive: "tar.gz" or "zip".
void writeArchive(const std::string& file, const std::string& kind, const std::vector<TestEntry>& entries) {
    archive* a = archive_write_new();
    if (kind == "zip") {
        archive_write_set_format_zip(a);
    } else {
        archive_write_set_format_pax_restricted(a);
        if (kind == "tar.gz") archive_write_add_filter_gzip(a);
    }
    ASSERT_EQ(archive_write_open_filename(a, file.c_str()), ARCHIVE_OK);
    for (const TestEntry& e : entries) {
        archive_entry* entry = archive_entry_new();
        archive_entry_set_pathname(entry, e.path.c_str());
        archive_entry_set_filetype(entry, e.type);
        archive_entry_set_perm(entry, 0644);
        archive_entry_set_mtime(entry, 1796025600, 0);
        if (e.type == AE_IFLNK) archive_entry_set_symlink(entry, e.linkTarget.c_str());
        archive_entry_set_size(entry, e.type == AE_IFREG ? static_cast<la_int64_t>(e.content.size()) : 0);
        archive_write_header(a, entry);
        if (e.type == AE_IFREG && !e.content.empty()) archive_write_data(a, e.content.data(), e.content.size());
        archive_entry_free(entry);
    }
    archive_write_close(a);
    archive_write_free(a);
}

const std::vector<TestEntry> kSmallBundle = {
    {"mybundle/bundle.json",
     R"({"format":"attribution-bundle/1","workload":{"id":"w1","start":"2026-11-30T08:00:00Z","end":"2026-11-30T09:00:00Z"},"nodes":[{"name":"node001"}]})"},
    {"mybundle/nodes/node001/train.log", "2026-11-30 08:01:02,123 - INFO - hello\n[rank0]: boom\n"},
    {"mybundle/nodes/node002/kern.log", "Nov 30 08:01:02 node002 kernel: NVRM: Xid 79\n"},
};

}  // namespace

TEST(Archive, TarGzAndZipLoadLikeTheFolder) {
    awtest::TempFolder dir;
    for (const std::string kind : {"tar.gz", "zip", "tar"}) {
        const std::string file = dir.file("bundle." + kind);
        writeArchive(file, kind, kSmallBundle);
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

TEST(Archive, StoredTestArchivesMatchTheFolder) {
    const std::string data = std::string(AW_SOURCE_DIR) + "/tests/data/";
    if (!std::filesystem::exists(data + "archives/xid79-small.tar.gz")) GTEST_SKIP() << "test archives not generated";
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
    writeArchive(file, "tar",
                 {{"/etc/passwd", "root:x"},
                  {"../escape.log", "x"},
                  {"a/../../b.log", "x"},
                  {"link.log", "", AE_IFLNK, "/etc/shadow"},
                  {"dev", "", AE_IFCHR},
                  {"good.log", "2026-11-30T08:00:00Z fine\n"}});
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
    std::vector<TestEntry> entries = kSmallBundle;
    std::string big;
    for (int i = 0; i < 20000; ++i) big += "2026-11-30 08:01:02,123 - INFO - line " + std::to_string(i * 7919 % 100003) + "\n";
    entries.push_back({"mybundle/nodes/node003/train.log", big});
    const std::string whole = dir.file("whole.tar.gz");
    writeArchive(whole, "tar.gz", entries);
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
    writeArchive(file, "tar.gz", {{"a.log", "hello\n"}, {"zeros.log", std::string(8 << 20, '\0')}, {"z.log", "after\n"}});
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
    std::vector<TestEntry> entries = kSmallBundle;
    std::string big;
    for (int i = 0; i < 20000; ++i) big += "2026-11-30 08:01:02,123 - INFO - line " + std::to_string(i * 7919 % 100003) + "\n";
    entries.push_back({"mybundle/nodes/node003/train.log", big});
    const std::string whole = dir.file("whole.zip");
    writeArchive(whole, "zip", entries);
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
    writeArchive(file, "tar.gz", kSmallBundle);
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
