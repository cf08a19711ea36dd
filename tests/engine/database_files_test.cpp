// Compiled Vectorscan databases kept in files between runs (database_files.h).
#include "engine/match/literal_scanner.h"
#include "tests/support/files.h"

#include <gtest/gtest.h>

#include <sys/stat.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;
using aw::LiteralScanner;

// A folder in a fresh temporary one, and the scanners back to memory only afterwards.
struct KeptFolder {
    awtest::TempFolder temp;
    fs::path path = temp.file("compiled-rules");
    ~KeptFolder() { LiteralScanner::keepDatabasesIn(""); }
    std::vector<fs::path> files() const {
        std::vector<fs::path> out;
        std::error_code ec;
        for (const auto& e : fs::directory_iterator(path, ec)) out.push_back(e.path());
        return out;
    }
};

ino_t inodeOf(const fs::path& file) {
    struct stat st {};
    return ::stat(file.c_str(), &st) == 0 ? st.st_ino : 0;
}

// Atoms no other test uses (each process keeps its databases in memory too, by their key).
const std::vector<LiteralScanner::Atom> kAtoms = {
    {"kept-database xid ", true}, {"NCCL KEPTWARN", false}, {R"((?i)kept loss\s*[=:]\s*nan)", true, false, true}};
const std::string kText = "a KEPT-DATABASE XID 79\nNCCL KEPTWARN x\nkept LOSS = NaN\nkept loss: 2.1\n";

std::vector<std::pair<std::uint64_t, int>> hitsOf(const LiteralScanner& scanner) {
    LiteralScanner::Scratch scratch;
    std::vector<LiteralScanner::Hit> hits;
    scanner.scan(kText, scratch, hits);
    std::vector<std::pair<std::uint64_t, int>> out;
    for (const auto& h : hits) out.emplace_back(h.offset, h.atom);
    return out;
}

TEST(KeptDatabases, ADatabaseIsWrittenOnceAndReadBackWithTheSameHits) {
    KeptFolder folder;
    LiteralScanner::keepDatabasesIn(folder.path.string());
    const auto compiled = hitsOf(LiteralScanner(kAtoms));
    ASSERT_EQ(compiled.size(), 3u);
    const auto files = folder.files();
    ASSERT_EQ(files.size(), 1u);
    const ino_t written = inodeOf(files.front());

    LiteralScanner::keepDatabasesIn(folder.path.string());  // as a new process would start
    const LiteralScanner again(kAtoms);
    ASSERT_TRUE(again.usable());
    EXPECT_EQ(hitsOf(again), compiled);
    EXPECT_EQ(inodeOf(files.front()), written) << "read back, not compiled and written again";

    LiteralScanner::keepDatabasesIn(folder.path.string());
    const LiteralScanner other({kAtoms[0], kAtoms[1]});
    EXPECT_EQ(folder.files().size(), 2u) << "other atoms, another database";
}

TEST(KeptDatabases, ADamagedFileIsCompiledAgainAndReplaced) {
    KeptFolder folder;
    LiteralScanner::keepDatabasesIn(folder.path.string());
    const auto compiled = hitsOf(LiteralScanner(kAtoms));
    ASSERT_EQ(folder.files().size(), 1u);
    const fs::path file = folder.files().front();
    std::string bytes;
    {
        std::ifstream in(file, std::ios::binary);
        bytes.assign(std::istreambuf_iterator<char>(in), {});
    }
    const std::string damages[] = {
        bytes.substr(0, bytes.size() - 7),                                    // cut short
        bytes.substr(0, bytes.size() / 2) + 'x' + bytes.substr(bytes.size() / 2 + 1),  // a byte changed
        "not a database at all",
        "",
    };
    for (const std::string& damaged : damages) {
        { std::ofstream(file, std::ios::binary | std::ios::trunc) << damaged; }
        const ino_t before = inodeOf(file);
        LiteralScanner::keepDatabasesIn(folder.path.string());
        const LiteralScanner scanner(kAtoms);
        ASSERT_TRUE(scanner.usable());
        EXPECT_EQ(hitsOf(scanner), compiled);
        EXPECT_NE(inodeOf(file), before) << "replaced";
        EXPECT_EQ(fs::file_size(file), bytes.size());
    }
}

TEST(KeptDatabases, AFolderThatCannotBeWrittenOnlyMeansCompiling) {
    KeptFolder folder;
    { std::ofstream(folder.path) << "a file where the folder should be"; }
    LiteralScanner::keepDatabasesIn((folder.path / "compiled-rules").string());
    const LiteralScanner scanner(kAtoms);
    ASSERT_TRUE(scanner.usable());
    EXPECT_EQ(hitsOf(scanner).size(), 3u);
}

}  // namespace
