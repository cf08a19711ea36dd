// A mapped log that another process truncates reads as zeros past its new end instead of
// killing the workbench with SIGBUS; other SIGBUS faults still end the process.
#include "engine/load/guarded_mapping.h"
#include "engine/load/file_snapshot.h"
#include "engine/match/literal_scanner.h"

#include <gtest/gtest.h>

#include <csignal>
#include <cstdlib>
#include <fcntl.h>
#include <filesystem>
#include <string>
#include <vector>
#include <sys/stat.h>
#include <sys/mman.h>
#include <unistd.h>

namespace {

struct TempFile {
    std::string path = (std::filesystem::temp_directory_path() / ("aw-guard-" + std::to_string(::getpid()))).string();
    int fd = -1;
    explicit TempFile(std::size_t size, char fill) {
        fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_TRUNC, 0600);
        const std::string bytes(size, fill);
        EXPECT_EQ(::write(fd, bytes.data(), bytes.size()), static_cast<ssize_t>(bytes.size()));
    }
    ~TempFile() {
        ::close(fd);
        ::unlink(path.c_str());
    }
};

// The file, as GuardedMapping::open takes it (a descriptor of its own, taken over).
std::shared_ptr<aw::GuardedMapping> guard(const TempFile& file, std::size_t size, std::string& error) {
    struct stat opened {};
    EXPECT_EQ(::fstat(file.fd, &opened), 0);
    const int fd = ::dup(file.fd);
    auto mapping = aw::GuardedMapping::open(file.path, opened, fd, size, error);
    if (!mapping) ::close(fd);
    return mapping;
}

// Whether the process maps `path` now.
bool mapsFile(const std::string& path) {
    std::FILE* maps = std::fopen("/proc/self/maps", "r");
    if (!maps) return false;
    char line[4096];
    bool found = false;
    while (!found && std::fgets(line, sizeof line, maps))
        found = std::string_view(line).find(path) != std::string_view::npos;
    std::fclose(maps);
    return found;
}

TEST(GuardedMapping, ATruncatedFileReadsAsZerosAndSaysSo) {
    const std::size_t page = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
    TempFile file(4 * page, 'x');
    std::string error;
    auto mapping = guard(file, 4 * page, error);
    ASSERT_NE(mapping, nullptr) << error;
    EXPECT_FALSE(mapping->truncatedWhileOpen());
    ASSERT_EQ(::ftruncate(file.fd, static_cast<off_t>(page)), 0);  // a log rotation, say

    const std::string_view bytes = mapping->bytes();
    ASSERT_EQ(bytes.size(), 4 * page);  // the view keeps its length
    EXPECT_EQ(bytes[0], 'x');
    EXPECT_EQ(bytes[page - 1], 'x');
    std::size_t zeros = 0;
    for (std::size_t i = page; i < bytes.size(); ++i) zeros += bytes[i] == '\0';
    EXPECT_EQ(zeros, 3 * page);
    EXPECT_TRUE(mapping->truncatedWhileOpen());
}

TEST(GuardedMapping, TheLiteralScanOfATruncatedFileFindsWhatIsLeft) {
    // The scanner maps a big text's pages before Vectorscan reads them; on a truncated
    // file that fails for the lost pages, which then read as zeros like any other read.
    const std::size_t page = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
    const std::size_t size = 64 * page;  // past the size the scanner maps ahead
    const std::string line = "GPU 3: Xid 79\n";
    TempFile file(0, ' ');
    std::string text;
    while (text.size() + line.size() <= size) text += line;
    text.resize(size, '\n');
    ASSERT_EQ(::write(file.fd, text.data(), text.size()), static_cast<ssize_t>(text.size()));
    std::string error;
    auto mapping = guard(file, size, error);
    ASSERT_NE(mapping, nullptr) << error;
    ASSERT_EQ(::ftruncate(file.fd, static_cast<off_t>(size / 2)), 0);

    for (auto target : {aw::LiteralScanner::Target::Native, aw::LiteralScanner::Target::Baseline}) {
        const aw::LiteralScanner scanner({{"Xid 79", false}}, target);
        aw::LiteralScanner::Scratch scratch;
        std::vector<aw::LiteralScanner::Hit> hits;
        scanner.scan(mapping->bytes(), scratch, hits);
        const std::size_t kept = (size / 2 - line.find("Xid") - 6) / line.size() + 1;  // whole ones before the cut
        EXPECT_EQ(hits.size(), kept);
        for (const auto& hit : hits) EXPECT_LT(hit.offset, size / 2);
    }
    EXPECT_TRUE(mapping->truncatedWhileOpen());
}

// The bytes read() gives for [offset, offset + length).
std::string readOf(const aw::FileData& data, std::uint64_t offset, std::size_t length) {
    std::string out(length, '?');
    out.resize(data.read(offset, length, out.data()));
    return out;
}

TEST(GuardedMapping, ReadGivesTheMappedBytesFromTheFileWhileItIsTheSame) {
    TempFile file(0, ' ');
    std::string text;
    for (int i = 0; text.size() < (std::size_t{1} << 17); ++i) text += "line " + std::to_string(i) + "\n";
    ASSERT_EQ(::write(file.fd, text.data(), text.size()), static_cast<ssize_t>(text.size()));
    const aw::FileSnapshot snapshot = aw::readFileSnapshot(file.path);  // mapped: past kMapFilesFrom
    ASSERT_NE(snapshot.data, nullptr);
    ASSERT_NE(dynamic_cast<const aw::GuardedMapping*>(snapshot.data.get()), nullptr);
    const aw::FileData& data = *snapshot.data;
    EXPECT_EQ(readOf(data, 0, text.size()), text);
    EXPECT_EQ(readOf(data, 1000, 77), text.substr(1000, 77));
    EXPECT_EQ(readOf(data, text.size() - 5, 100), text.substr(text.size() - 5)) << "fewer at the end";
    EXPECT_EQ(readOf(data, text.size(), 10), "");

    // Another file put in its place: read() gives what is mapped, not the new file.
    const std::string replacement = file.path + ".new";
    {
        std::FILE* f = std::fopen(replacement.c_str(), "w");
        ASSERT_NE(f, nullptr);
        const std::string other(text.size(), 'N');
        std::fwrite(other.data(), 1, other.size(), f);
        std::fclose(f);
    }
    ASSERT_EQ(std::rename(replacement.c_str(), file.path.c_str()), 0);
    EXPECT_EQ(readOf(data, 0, text.size()), text);
    EXPECT_EQ(data.bytes(), text);
}

TEST(GuardedMapping, ReadOfATruncatedFileGivesWhatTheMappingGives) {
    const std::size_t page = static_cast<std::size_t>(::sysconf(_SC_PAGESIZE));
    TempFile file(32 * page, 'x');
    const aw::FileSnapshot snapshot = aw::readFileSnapshot(file.path);
    ASSERT_NE(snapshot.data, nullptr);
    ASSERT_EQ(::ftruncate(file.fd, static_cast<off_t>(page)), 0);
    const std::string got = readOf(*snapshot.data, 0, 32 * page);
    ASSERT_EQ(got.size(), 32 * page) << "the mapping's length, as bytes()";
    EXPECT_EQ(got.substr(0, page), std::string(page, 'x'));
    EXPECT_EQ(got.substr(page), std::string(31 * page, '\0'));
    EXPECT_TRUE(snapshot.data->truncatedWhileOpen());
}

std::size_t openDescriptors() {
    std::size_t n = 0;
    for ([[maybe_unused]] const auto& entry : std::filesystem::directory_iterator("/proc/self/fd")) ++n;
    return n;
}

TEST(GuardedMapping, AMappedFileKeepsItsDescriptorForReadsAndClosesItWhenItGoes) {
    TempFile file(std::size_t{1} << 17, 'z');
    const std::size_t before = openDescriptors();
    {
        std::vector<aw::FileSnapshot> snapshots;
        for (int i = 0; i < 100; ++i) snapshots.push_back(aw::readFileSnapshot(file.path));
        EXPECT_EQ(openDescriptors(), before + 100) << "one descriptor kept by each mapping";
        ASSERT_EQ(::unlink(file.path.c_str()), 0);  // no path to open any more: the descriptor reads
        EXPECT_EQ(readOf(*snapshots.back().data, 5, 3), "zzz");
        EXPECT_FALSE(snapshots.back().data->truncatedWhileOpen());
    }
    EXPECT_EQ(openDescriptors(), before);
}

// A file only read (head, read) is never mapped; its bytes map it, once.
TEST(GuardedMapping, AFileIsMappedWhenItsBytesAreFirstAskedFor) {
    TempFile file(std::size_t{1} << 17, 'm');
    const aw::FileSnapshot snapshot = aw::readFileSnapshot(file.path);
    ASSERT_NE(snapshot.data, nullptr);
    const aw::FileData& data = *snapshot.data;
    std::string buffer;
    EXPECT_EQ(data.size(), std::size_t{1} << 17);
    EXPECT_EQ(data.head(10, buffer), "mmmmmmmmmm");
    EXPECT_EQ(readOf(data, 100, 3), "mmm");
    EXPECT_FALSE(mapsFile(file.path));
    const std::string_view bytes = data.bytes();
    EXPECT_TRUE(mapsFile(file.path));
    EXPECT_EQ(bytes.size(), std::size_t{1} << 17);
    EXPECT_EQ(bytes.back(), 'm');
    EXPECT_EQ(data.bytes().data(), bytes.data());  // mapped once
}

TEST(GuardedMapping, ManyMappingsComeAndGo) {
    TempFile file(100, 'y');
    std::string error;
    for (int i = 0; i < aw::kMaxGuardedMappings + 100; ++i) {
        auto mapping = guard(file, 100, error);
        ASSERT_NE(mapping, nullptr) << i << ": " << error;  // released slots are reused
        ASSERT_EQ(mapping->bytes()[99], 'y');
    }
}

TEST(GuardedMappingDeathTest, ABusErrorElsewhereStillEndsTheProcess) {
    GTEST_FLAG_SET(death_test_style, "threadsafe");
    TempFile file(1 << 16, 'z');
    std::string error;
    auto guarded = guard(file, 1 << 16, error);  // installs the handler
    ASSERT_NE(guarded, nullptr);
    EXPECT_DEATH(
        {
            void* raw = ::mmap(nullptr, 1 << 16, PROT_READ, MAP_PRIVATE, file.fd, 0);
            ::ftruncate(file.fd, 0);
            std::printf("%d", static_cast<volatile const char*>(raw)[1 << 15]);
        },
        "");
}

}  // namespace

// A small file is read whole, and its end is found without more room than it needs; one
// longer than fstat said (here /proc/self/maps, whose size reads 0) is read to its real end,
// 512 bytes past it at a time and then in room of its own, and flagged as changed.
TEST(FileSnapshot, ASmallFileIsReadToItsEndAndOneThatGrewIsReadWholeAndFlagged) {
    for (std::size_t size :
         {std::size_t{0}, std::size_t{1}, std::size_t{511}, std::size_t{512}, std::size_t{4096}, std::size_t{65535}}) {
        TempFile file(size, 'q');
        const aw::FileSnapshot snapshot = aw::readFileSnapshot(file.path);
        ASSERT_NE(snapshot.data, nullptr) << size;
        EXPECT_EQ(snapshot.data->bytes(), std::string(size, 'q')) << size;
        EXPECT_FALSE(snapshot.changedWhileReading) << size;
    }
    const aw::FileSnapshot grown = aw::readFileSnapshot("/proc/self/maps");
    ASSERT_NE(grown.data, nullptr);
    const std::string_view bytes = grown.data->bytes();
    EXPECT_GT(bytes.size(), 1024u);  // past the first probe and into the room grown for it
    EXPECT_EQ(bytes.back(), '\n');
    EXPECT_NE(bytes.find("[stack]"), std::string_view::npos);
    EXPECT_TRUE(grown.changedWhileReading);
}
