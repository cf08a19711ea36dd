#include "engine/match/literal_scanner.h"

#include "engine/match/database_files.h"

#include <hs/hs.h>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>

namespace aw {
namespace {

// Vectorscan takes patterns as regexes; every byte written as \xHH is a literal.
std::string escaped(std::string_view atom) {
    std::string out;
    out.reserve(atom.size() * 4);
    char buf[5];
    for (char c : atom) {
        std::snprintf(buf, sizeof buf, "\\x%02x", static_cast<unsigned char>(c));
        out += buf;
    }
    return out;
}

struct Collector {
    std::vector<LiteralScanner::Hit>* hits;
    const std::vector<std::uint32_t>* lengths;
    std::uint64_t base;
};

// A literal that text never holds, in every database, to set the stride of Vectorscan's
// literal matcher (FDR). FDR steps by the length of the shortest literals, up to four bytes
// (Hyperscan's findDesiredStride): a catalog whose shortest literals are `loss` and `grad`
// made it step four bytes at a time, and scan training logs slower than the two-byte step
// that a three-byte literal brings (bench/README.md). (Three bytes: Teddy, for small sets, keys on up to
// the shortest literal's length, and atoms have at least three.) Its hits are dropped.
constexpr const char* kStridePacer = "\\x01\\x02\\x03";  // as a Vectorscan pattern
constexpr unsigned kStridePacerId = ~0u;

constexpr std::size_t kShortestScan = 64;  // see LiteralScanner::scan

int onMatch(unsigned int id, unsigned long long /*from*/, unsigned long long to, unsigned int /*flags*/,
            void* context) {
    auto& c = *static_cast<Collector*>(context);
    if (id == kStridePacerId) return 0;
    const std::uint32_t length = (*c.lengths)[id];
    c.hits->push_back({c.base + to - length, static_cast<int>(id), length});
    return 0;  // go on
}

// The first byte >= 0x80 in [p, end), or null: 64 bytes a step while there is none.
const char* firstHighByte(const char* p, const char* end) {
#if defined(__SSE2__)
    for (; end - p >= 64; p += 64) {
        const auto load = [&](int k) { return _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + 16 * k)); };
        if (_mm_movemask_epi8(_mm_or_si128(_mm_or_si128(load(0), load(1)), _mm_or_si128(load(2), load(3))))) break;
    }
#endif
    for (; p < end; ++p)
        if (static_cast<unsigned char>(*p) >= 0x80) return p;
    return nullptr;
}

// The only characters outside ASCII that RE2 folds to ASCII letters (checked for every
// code point): KELVIN SIGN to k and LATIN SMALL LETTER LONG S to s. Without them, a line
// can match a caseless ASCII atom only through its ASCII letters.
constexpr std::string_view kKelvinSign = "\xE2\x84\xAA";
constexpr std::string_view kLongS = "\xC5\xBF";

// One kNonAscii hit per line that may match beyond its atoms: a line holding a byte >= 0x80
// when `everyHighByte`, else one holding a character that folds to an ASCII letter; at the
// first such byte, since callers only ask about the line. (A Vectorscan pattern for bytes
// >= 0x80 reported every one of them and slowed the scan of plain ASCII by a sixth; and a
// progress bar's blocks made its line try every rule.)
void addNonAsciiLines(std::string_view text, std::uint64_t base, bool everyHighByte,
                      std::vector<LiteralScanner::Hit>& hits) {
    const char* const end = text.data() + text.size();
    for (const char* p = text.data(); p < end;) {
        const char* high = firstHighByte(p, end);
        if (!high) return;
        const void* newline = std::memchr(high, '\n', static_cast<std::size_t>(end - high));
        const char* lineEnd = newline ? static_cast<const char*>(newline) : end;
        std::size_t at = 0, length = 1;
        if (!everyHighByte) {
            const std::string_view rest(high, static_cast<std::size_t>(lineEnd - high));
            const std::size_t kelvin = rest.find(kKelvinSign), longS = rest.find(kLongS);
            at = std::min(kelvin, longS);
            length = at == kelvin ? kKelvinSign.size() : kLongS.size();
        }
        if (at != std::string_view::npos)
            hits.push_back({base + static_cast<std::uint64_t>(high + at - text.data()), LiteralScanner::kNonAscii,
                            static_cast<std::uint32_t>(length)});
        if (!newline) return;
        p = lineEnd + 1;
    }
}

}  // namespace

namespace {

// The Vectorscan scratch of the last Scratch that ended on this thread, with the databases it
// fits, for the next one: hs_alloc_scratch checks a whole database (a CRC of its bytes) every
// time it is called, and a bundle of 8,192 small logs made one Scratch, so one check, a file.
struct ParkedScratch {
    hs_scratch* space = nullptr;
    std::vector<std::shared_ptr<const hs_database>> fits;
    ~ParkedScratch() {
        if (space) hs_free_scratch(space);
    }
};
thread_local ParkedScratch parked;

}  // namespace

LiteralScanner::Scratch::Scratch() {
    std::swap(space_, parked.space);
    fits_.swap(parked.fits);
}

LiteralScanner::Scratch::~Scratch() {
    if (!space_) return;
    if (parked.space) {
        hs_free_scratch(space_);
        return;
    }
    parked.space = space_;
    parked.fits.swap(fits_);
}

namespace {

// hs_compile_multi for `platform` (null: the CPU this runs on).
hs_database_t* compileFor(const std::vector<std::string>& patterns, const std::vector<unsigned>& flags,
                          const std::vector<unsigned>& ids, const hs_platform_info_t* platform) {
    std::vector<const char*> expressions;
    for (const std::string& p : patterns) expressions.push_back(p.c_str());
    std::vector<unsigned> allFlags = flags, allIds = ids;
    expressions.push_back(kStridePacer);
    allFlags.push_back(0);
    allIds.push_back(kStridePacerId);
    hs_database_t* db = nullptr;
    hs_compile_error_t* error = nullptr;
    if (hs_compile_multi(expressions.data(), allFlags.data(), allIds.data(), static_cast<unsigned>(expressions.size()),
                         HS_MODE_BLOCK, platform, &db, &error) != HS_SUCCESS) {
        hs_free_compile_error(error);
        return nullptr;
    }
    return db;
}

// The CPU this runs on without its AVX2 and AVX-512: Vectorscan's SSSE3 code (the least
// it runs on).
hs_platform_info_t baselinePlatform() {
    hs_platform_info_t platform{};
    hs_populate_platform(&platform);
    platform.cpu_features = 0;
    return platform;
}

// The folder compiled databases are kept in between runs ("" for none), and the databases
// of this process.
std::mutex keptMutex;
std::string keptFolder;
std::map<std::string, std::shared_ptr<const hs_database>> keptHere;

// Every analysis builds the same databases (one per source kind of the catalog), and
// compiling one takes milliseconds (~40 with a regex among the literals): they are kept for
// the process, by what they are compiled from, and in keptFolder. A database is never
// written after it is compiled, so scanners and threads share it.
std::shared_ptr<const hs_database> compiled(const std::vector<std::string>& patterns,
                                            const std::vector<unsigned>& flags, const std::vector<unsigned>& ids,
                                            LiteralScanner::Target target) {
    const hs_platform_info_t baseline = baselinePlatform();
    hs_platform_info_t platform = baseline;
    if (target != LiteralScanner::Target::Baseline) hs_populate_platform(&platform);
    std::string key = std::string(hs_version()) + '\n' + std::to_string(platform.tune) + ' ' +
                      std::to_string(platform.cpu_features) + '\n';
    for (std::size_t i = 0; i < patterns.size(); ++i)
        key += patterns[i] + ' ' + std::to_string(flags[i]) + ' ' + std::to_string(ids[i]) + '\n';
    std::string folder;
    {
        std::lock_guard lock(keptMutex);
        if (auto it = keptHere.find(key); it != keptHere.end()) return it->second;
        folder = keptFolder;
    }
    hs_database_t* db = readKeptDatabase(folder, key);
    if (!db) {
        db = compileFor(patterns, flags, ids, target == LiteralScanner::Target::Baseline ? &baseline : nullptr);
        if (!db) return nullptr;
        keepDatabase(folder, key, db);
    }
    std::shared_ptr<const hs_database> database(
        db, [](const hs_database* d) { hs_free_database(const_cast<hs_database*>(d)); });
    std::lock_guard lock(keptMutex);
    if (keptHere.size() >= 64) keptHere.clear();  // catalogs being edited: keep the memory bounded
    return keptHere.try_emplace(std::move(key), std::move(database)).first->second;
}

// Whether the `n` bytes at `a` and `b` are the same; from 8 to 16 bytes by two 8-byte
// loads that overlap (no call: every candidate place of a frequent atom comes here).
bool sameBytes(const char* a, const char* b, std::size_t n) {
    if (n < 8 || n > 16) return std::memcmp(a, b, n) == 0;
    std::uint64_t x[2], y[2];
    std::memcpy(&x[0], a, 8), std::memcpy(&x[1], a + n - 8, 8);
    std::memcpy(&y[0], b, 8), std::memcpy(&y[1], b + n - 8, 8);
    return ((x[0] ^ y[0]) | (x[1] ^ y[1])) == 0;
}

// Appends a hit for every place `needle` (3 bytes or more) starts in `text`, in order: its
// first and last bytes compared 16 places at a time (SSE2), then the whole of it.
void addEveryPlace(std::string_view text, std::string_view needle, int atom, std::uint64_t base,
                   std::vector<LiteralScanner::Hit>& hits) {
    if (text.size() < needle.size()) return;
    const char* p = text.data();
    const char* const last = text.data() + text.size() - needle.size();  // the last place it can start
    const std::size_t back = needle.size() - 1;
    const auto length = static_cast<std::uint32_t>(needle.size());
    auto found = [&](const char* at) {
        hits.push_back({base + static_cast<std::uint64_t>(at - text.data()), atom, length});
    };
#if defined(__SSE2__)
    const __m128i front = _mm_set1_epi8(needle.front()), end = _mm_set1_epi8(needle.back());
    for (; last - p >= 15; p += 16) {
        const __m128i a = _mm_cmpeq_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p)), front);
        const __m128i b = _mm_cmpeq_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p + back)), end);
        for (auto mask = static_cast<unsigned>(_mm_movemask_epi8(_mm_and_si128(a, b))); mask; mask &= mask - 1) {
            const char* at = p + __builtin_ctz(mask);
            if (sameBytes(at, needle.data(), needle.size())) found(at);
        }
    }
#endif
    for (; p <= last; ++p)
        if (*p == needle.front() && sameBytes(p, needle.data(), needle.size())) found(p);
}

}  // namespace

void LiteralScanner::keepDatabasesIn(std::string folder) {
    std::lock_guard lock(keptMutex);
    keptFolder = std::move(folder);
    keptHere.clear();
}

namespace {

// AW_VECTORSCAN=native|baseline: what Raced stands for (Raced: no such setting).
LiteralScanner::Target forcedTarget() {
    static const LiteralScanner::Target forced = [] {
        const char* value = std::getenv("AW_VECTORSCAN");
        if (value && std::string_view(value) == "native") return LiteralScanner::Target::Native;
        if (value && std::string_view(value) == "baseline") return LiteralScanner::Target::Baseline;
        return LiteralScanner::Target::Raced;
    }();
    return forced;
}

// Whether the CPU runs wider code than Vectorscan's SSSE3 (else there is nothing to race).
bool hasWiderCode() {
    hs_platform_info_t native{};
    return hs_populate_platform(&native) == HS_SUCCESS && native.cpu_features != 0;
}

std::atomic<unsigned> nativeWins{0}, baselineWins{0};

}  // namespace

struct LiteralScanner::Rival {
    std::vector<std::string> patterns;
    std::vector<unsigned> flags, ids;
    std::once_flag compileOnce;
    std::shared_ptr<const hs_database> database;  // the SSSE3 code; null until its first turn
    CodeRace race;                                // code 0: the scanner's database_, 1: this
};

LiteralScanner::RaceTally LiteralScanner::raceTally() {
    return {nativeWins.load(), baselineWins.load()};
}

LiteralScanner::Target LiteralScanner::scanningWith() const {
    if (!rival_) return baselineCode_ ? Target::Baseline : Target::Native;
    switch (rival_->race.winner()) {
    case 0: return Target::Native;
    case 1: return Target::Baseline;
    default: return Target::Raced;
    }
}

namespace {

unsigned flagsOf(const LiteralScanner::Atom& atom) {
    return (atom.caseless ? HS_FLAG_CASELESS : 0u) | (atom.regex ? HS_FLAG_PREFILTER : 0u);
}

std::string patternOf(const LiteralScanner::Atom& atom) {
    return atom.regex ? atom.text : escaped(atom.text);
}

}  // namespace

bool LiteralScanner::accepts(const Atom& atom) {
    return compiled({patternOf(atom)}, {flagsOf(atom)}, {0}, Target::Native) != nullptr;  // kept, as any
}

LiteralScanner::LiteralScanner(const std::vector<Atom>& atoms, Target target) {
    std::vector<std::string> patterns;
    std::vector<unsigned> flags, ids;
    for (const Atom& atom : atoms) {
        if (atom.text.size() < 3) return;
        // A regex's hits are the last byte of a match; a literal's, the literal.
        lengths_.push_back(atom.regex ? 1 : static_cast<std::uint32_t>(atom.text.size()));
        if (!atom.regex) {
            if (atom.text.find('\n') != std::string::npos) {
                // No line holds it (`\s` before a literal gives one): never looked for.
                newlineAtoms_ = true;
                continue;
            }
            if (atom.frequent && !atom.caseless) {
                searched_.push_back({static_cast<int>(lengths_.size() - 1), atom.text});
                continue;
            }
            // Vectorscan folds ASCII only: a caseless atom beyond it (é) makes every line
            // with a byte >= 0x80 one that may match.
            if (atom.caseless && std::any_of(atom.text.begin(), atom.text.end(), [](char c) { return c & 0x80; }))
                everyHighByte_ = true;
        }
        ids.push_back(static_cast<unsigned>(lengths_.size() - 1));
        patterns.push_back(patternOf(atom));
        flags.push_back(flagsOf(atom));
    }
    if (!patterns.empty()) {
        if (target == Target::Raced) target = forcedTarget();
        baselineCode_ = target == Target::Baseline;
        database_ = compiled(patterns, flags, ids, baselineCode_ ? Target::Baseline : Target::Native);
        if (!database_) {
            lengths_.clear();
            return;
        }
        if (target == Target::Raced && hasWiderCode()) {
            rival_ = std::make_shared<Rival>();
            rival_->patterns = std::move(patterns);
            rival_->flags = std::move(flags);
            rival_->ids = std::move(ids);
        }
    }
    usable_ = true;
}

hs_scratch* LiteralScanner::prepared(Scratch& scratch, const std::shared_ptr<const hs_database>& database) {
    // Grows the scratch when this database needs more. hs_alloc_scratch validates the whole
    // database on every call (a CRC of its bytes): once per scratch and database, not once per
    // line (records and unplaced lines are matched one by one, and a job output has many).
    for (const auto& fit : scratch.fits_)
        if (fit == database) return scratch.space_;
    if (hs_alloc_scratch(database.get(), &scratch.space_) != HS_SUCCESS) return nullptr;
    scratch.fits_.push_back(database);
    return scratch.space_;
}

const std::shared_ptr<const hs_database>& LiteralScanner::scanning(std::string_view text, CodeRace::Turn& turn) const {
    turn = {};
    if (!rival_) return database_;
    Rival& rival = *rival_;
    turn = rival.race.next(text.size());
    if (!turn.timed) return turn.code == 1 ? rival.database : database_;
    // Compiled (or read from the kept files) at the first timed turn: small bundles and the
    // tests never pay for it.
    std::call_once(rival.compileOnce, [&] {
        rival.database = compiled(rival.patterns, rival.flags, rival.ids, Target::Baseline);
        if (!rival.database) rival.race.forfeit(1);
    });
    if (turn.code == 1 && !rival.database) turn = {};
    return turn.code == 1 ? rival.database : database_;
}

void LiteralScanner::scan(std::string_view text, Scratch& scratch, std::vector<Hit>& hits, std::uint64_t base) const {
    if (!usable_) return;
    const std::size_t first = hits.size();
    if (database_) {
        CodeRace::Turn turn;
        const std::shared_ptr<const hs_database>& database = scanning(text, turn);
        hs_scratch* space = prepared(scratch, database);
        if (!space) return;
        Collector collector{&hits, &lengths_, base};
        std::string_view scanned = text;
        if (text.size() < kShortestScan) {
            // Vectorscan 5.4.9 misses some matches that end a buffer of 18 to 32 bytes (`:+[=:]+`
            // on 16 'x' then ":=", found by a test of random regexes): short texts are scanned
            // with newlines after them, and a hit that ends in those is no hit.
            thread_local std::string padded;
            padded.assign(text).append(kShortestScan - text.size(), '\n');
            scanned = padded;
        }
        const auto start = turn.timed ? std::chrono::steady_clock::now() : std::chrono::steady_clock::time_point{};
        hs_scan(database.get(), scanned.data(), static_cast<unsigned>(scanned.size()), 0, space, onMatch, &collector);
        if (turn.timed) {
            const std::chrono::duration<double> took = std::chrono::steady_clock::now() - start;
            if (rival_->race.finished(turn.code, scanned.size(), took.count()))
                ++(rival_->race.winner() == 1 ? baselineWins : nativeWins);
        }
        if (scanned.size() != text.size()) {
            auto beyond = [&](const Hit& h) { return h.offset - base + h.length > text.size(); };
            hits.erase(std::remove_if(hits.begin() + static_cast<std::ptrdiff_t>(first), hits.end(), beyond),
                       hits.end());
        }
    }
    // Vectorscan reports by end offset; make sure of it (nothing in its API promises it).
    // By end, the hits of one line are together: atoms never span a newline.
    auto byEnd = [](const Hit& a, const Hit& b) { return a.offset + a.length < b.offset + b.length; };
    const auto begin = hits.begin() + static_cast<std::ptrdiff_t>(first);
    if (!std::is_sorted(begin, hits.end(), byEnd)) std::stable_sort(begin, hits.end(), byEnd);
    for (const Searched& atom : searched_) {  // each in order of its places: merged in
        const auto before = static_cast<std::ptrdiff_t>(hits.size());
        addEveryPlace(text, atom.text, atom.atom, base, hits);
        std::inplace_merge(hits.begin() + static_cast<std::ptrdiff_t>(first), hits.begin() + before, hits.end(), byEnd);
    }
    const auto atomsEnd = static_cast<std::ptrdiff_t>(hits.size());
    addNonAsciiLines(text, base, everyHighByte_, hits);  // may reallocate `hits`
    std::inplace_merge(hits.begin() + static_cast<std::ptrdiff_t>(first), hits.begin() + atomsEnd, hits.end(), byEnd);
}

void LiteralScanner::find(std::string_view text, Scratch& scratch, std::vector<int>& atoms, bool& nonAscii) const {
    atoms.clear();
    nonAscii = false;
    thread_local std::vector<Hit> hits;
    hits.clear();
    scan(text, scratch, hits);
    // A record may span lines; an atom with a newline could be in it: let every rule try.
    if (newlineAtoms_ && text.find('\n') != std::string_view::npos) nonAscii = true;
    for (const Hit& h : hits) {
        if (h.atom == kNonAscii) nonAscii = true;
        else atoms.push_back(h.atom);
    }
    std::sort(atoms.begin(), atoms.end());
    atoms.erase(std::unique(atoms.begin(), atoms.end()), atoms.end());
}

void mapPagesNow(std::string_view text) {
#if defined(MADV_POPULATE_READ)
    constexpr std::size_t kWorthIt = std::size_t{64} << 10;
    if (text.size() < kWorthIt) return;
    const auto page = static_cast<std::uintptr_t>(::sysconf(_SC_PAGESIZE));
    const auto begin = reinterpret_cast<std::uintptr_t>(text.data()) & ~(page - 1);
    const auto end = reinterpret_cast<std::uintptr_t>(text.data() + text.size());
    // Fails on kernels before 5.14 and on a truncated file's lost pages: the scan maps them then.
    ::madvise(reinterpret_cast<void*>(begin), end - begin, MADV_POPULATE_READ);
#else
    (void)text;
#endif
}

}  // namespace aw
