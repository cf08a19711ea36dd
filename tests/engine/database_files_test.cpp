// Compiled Vectorscan databases kept in files between runs (database_files.h).
#include "engine/match/literal_scanner.h"
#include "engine/open/open_bundle.h"
#include "engine/store/analysis_cache.h"
#include "tests/support/analysis.h"
#include "tests/support/files.h"

#include <gtest/gtest.h>

#include <hs/hs.h>
#include <sys/stat.h>
#include <unistd.h>
#include <xxhash.h>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <optional>
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
        bytes.substr(0, bytes.size() - 7),                                             // cut short
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

// A kept file's parts (database_files.cpp): a magic line, the key's size and the key, the
// database's size and the database, then an XXH3-128 hash of all that.
struct KeptFile {
    std::string head;  // the magic line, the key's size and the key
    std::string database;
};

std::optional<KeptFile> readKept(const fs::path& file) {
    const std::string bytes = awtest::readFile(file.string());
    std::size_t at = bytes.find('\n');
    if (at == std::string::npos) return std::nullopt;
    at += 1;
    std::uint64_t keySize = 0, size = 0;
    if (bytes.size() < at + 8) return std::nullopt;
    std::memcpy(&keySize, bytes.data() + at, 8);
    at += 8 + keySize;
    if (bytes.size() < at + 8) return std::nullopt;
    KeptFile kept{bytes.substr(0, at), {}};
    std::memcpy(&size, bytes.data() + at, 8);
    kept.database = bytes.substr(at + 8, size);
    return kept;
}

// Writes `kept` back with `database` in it, the hash recomputed (what someone who can write the
// file can do) or the old one kept.
void writeKept(const fs::path& file, const KeptFile& kept, const std::string& database, bool rehash) {
    const std::string old = awtest::readFile(file.string());
    std::string bytes = kept.head;
    const std::uint64_t size = database.size();
    bytes.append(reinterpret_cast<const char*>(&size), 8);
    bytes += database;
    if (rehash) {
        const XXH128_hash_t h = XXH3_128bits(bytes.data(), bytes.size());
        bytes.append(reinterpret_cast<const char*>(&h), sizeof h);
    } else {
        bytes += old.substr(old.size() - 16);
    }
    std::ofstream(file, std::ios::binary | std::ios::trunc) << bytes;
}

// A valid Vectorscan database for this CPU that finds nothing the rules look for.
std::string databaseThatFindsNothing() {
    hs_database_t* db = nullptr;
    hs_compile_error_t* error = nullptr;
    if (hs_compile("planted-\\x01-never-in-a-log", 0, HS_MODE_BLOCK, nullptr, &db, &error) != HS_SUCCESS) {
        hs_free_compile_error(error);
        return {};
    }
    char* bytes = nullptr;
    std::size_t size = 0;
    hs_serialize_database(db, &bytes, &size);
    std::string out(bytes, size);
    std::free(bytes);
    hs_free_database(db);
    return out;
}

std::string symptomOfTheXid79Sample() {
    const aw::OpenedBundle opened = aw::openBundle(awtest::sourcePath("resources/samples/xid79-gpu-off-bus"));
    return opened.result ? opened.result->verdict.symptom : "no result";
}

// The folder's databases as written by an analysis of the sample, in a fresh folder.
std::vector<fs::path> keptForTheSample(const KeptFolder& folder) {
    LiteralScanner::keepDatabasesIn(folder.path.string());
    EXPECT_EQ(symptomOfTheXid79Sample(), "xid_79_gpu_fallen_off_bus");
    return folder.files();
}

// Issue 43: another valid database under a file's key passes Vectorscan's own checks; the
// hash of key and database beside it does not match, so it is compiled again.
TEST(KeptDatabases, AnotherValidDatabaseUnderTheSameKeyIsCompiledAgainAndTheVerdictStands) {
    KeptFolder folder;
    const auto files = keptForTheSample(folder);
    ASSERT_FALSE(files.empty());
    const std::string planted = databaseThatFindsNothing();
    ASSERT_FALSE(planted.empty());
    std::vector<std::string> originals;
    for (const fs::path& file : files) {
        const auto kept = readKept(file);
        ASSERT_TRUE(kept) << file;
        originals.push_back(kept->database);
        writeKept(file, *kept, planted, false);
    }
    hs_database_t* accepted = nullptr;
    ASSERT_EQ(hs_deserialize_database(planted.data(), planted.size(), &accepted), HS_SUCCESS)
        << "Vectorscan alone takes the planted database";
    hs_free_database(accepted);

    LiteralScanner::keepDatabasesIn(folder.path.string());  // as a new process would start
    EXPECT_EQ(symptomOfTheXid79Sample(), "xid_79_gpu_fallen_off_bus");
    for (std::size_t i = 0; i < files.size(); ++i) {
        const auto kept = readKept(files[i]);
        ASSERT_TRUE(kept);
        EXPECT_EQ(kept->database, originals[i]) << files[i] << " was compiled and written again";
    }
}

// Issue 43, the attack itself: whoever can write the folder can also write a matching hash
// (it is no secret), and such a database does change the verdict. So databases are read only
// from this user's files in a folder of this user's: planted by user nobody, they are not read.
TEST(KeptDatabases, DatabasesPlantedByAnotherUserAreNotReadAndTheVerdictStands) {
    if (::geteuid() != 0) GTEST_SKIP() << "needs root to give files to user nobody";
    KeptFolder folder;
    const auto files = keptForTheSample(folder);
    const std::string planted = databaseThatFindsNothing();
    for (const fs::path& file : files) writeKept(file, *readKept(file), planted, true);
    LiteralScanner::keepDatabasesIn(folder.path.string());
    const std::string steered = symptomOfTheXid79Sample();
    ASSERT_NE(steered, "xid_79_gpu_fallen_off_bus") << "the planted databases are no attack: the test proves nothing";

    for (const fs::path& file : files) {
        writeKept(file, *readKept(file), planted, true);
        ASSERT_EQ(::chown(file.c_str(), 65534, 65534), 0);
    }
    LiteralScanner::keepDatabasesIn(folder.path.string());
    EXPECT_EQ(symptomOfTheXid79Sample(), "xid_79_gpu_fallen_off_bus") << "files of another user in our folder";

    for (const fs::path& file : files) {
        writeKept(file, *readKept(file), planted, true);
        ASSERT_EQ(::chown(file.c_str(), 65534, 65534), 0);
    }
    ASSERT_EQ(::chown(folder.path.c_str(), 65534, 65534), 0);
    LiteralScanner::keepDatabasesIn(folder.path.string());
    EXPECT_EQ(symptomOfTheXid79Sample(), "xid_79_gpu_fallen_off_bus") << "a folder of another user";
    for (const fs::path& file : files) EXPECT_EQ(readKept(file)->database, planted) << "left as it was";
    // Found through XDG_CACHE_HOME, that folder is not even named.
    const std::string parent = folder.temp.path();
    fs::rename(folder.path, fs::path(parent) / "attribution-workbench");
    const char* old = std::getenv("XDG_CACHE_HOME");
    const std::string saved = old ? old : "";
    ::setenv("XDG_CACHE_HOME", parent.c_str(), 1);
    std::string problem;
    EXPECT_EQ(aw::defaultCompiledRulesFolder(&problem), "");
    EXPECT_NE(problem.find("owned by user 65534"), std::string::npos) << problem;
    if (old) ::setenv("XDG_CACHE_HOME", saved.c_str(), 1);
    else ::unsetenv("XDG_CACHE_HOME");
}

}  // namespace
