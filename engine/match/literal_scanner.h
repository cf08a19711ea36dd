// Where a set of literals ("atoms", from re2::FilteredRE2) occur in a buffer, each
// exactly or ASCII case-insensitively, with Vectorscan (Hyperscan's portable fork, in Debian): one SIMD
// pass over a whole mapped file finds every atom of every rule at several GB/s, instead
// of a per-line scan. RE2 also folds two characters beyond ASCII to ASCII letters (KELVIN
// SIGN, LONG S), so lines holding one are reported too (once, as kNonAscii), and callers
// treat them as lines that may match anything.
// When a caseless atom itself goes beyond ASCII, every line with a byte >= 0x80 is.
// An atom can also be a whole rule written for Vectorscan (Atom::regex), for rules whose
// literals healthy logs print at every step.
#pragma once

#include "engine/match/code_race.h"

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

struct hs_database;
struct hs_scratch;

namespace aw {

class LiteralScanner {
public:
    static constexpr int kNonAscii = -1;  // a line that may match beyond its atoms (see above)

    struct Atom {
        std::string text;
        bool caseless = true;
        // Healthy logs print it on many lines (`NCCL INFO`: half of a training log). Vectorscan
        // pays for every hit, so an exact atom that is frequent is found by a plain SIMD search
        // of the text instead: the same hits.
        bool frequent = false;
        // `text` is a Vectorscan pattern (vectorscan_prefilter.h), found as a prefilter: its
        // hits are where a match may end, and their lines the only ones its rule may match.
        bool regex = false;
        auto operator<=>(const Atom&) const = default;
    };

    struct Hit {
        std::uint64_t offset;  // where the atom starts; for a regex, the last byte of a match
        int atom;              // index into the atoms, or kNonAscii
        std::uint32_t length;  // of the atom; 1 for a regex
    };

    // Whether Vectorscan compiles `atom` on its own (a regex may be too big for it); the
    // database made to know is kept like the others.
    static bool accepts(const Atom& atom);

    // Keeps the compiled databases in `folder` between runs ("": in memory only, the
    // default), see database_files.h; forgets those of this process.
    static void keepDatabasesIn(std::string folder);

    // Per-thread working memory of a scan (Vectorscan's scratch), for every scanner.
    class Scratch {
    public:
        Scratch();
        ~Scratch();
        Scratch(const Scratch&) = delete;
        Scratch& operator=(const Scratch&) = delete;

    private:
        friend class LiteralScanner;
        hs_scratch* space_ = nullptr;
        // The databases space_ has been grown for, kept alive so that their addresses
        // stay theirs: hs_alloc_scratch checks a whole database every call.
        std::vector<std::shared_ptr<const hs_database>> fits_;
    };

    // The instructions a database is compiled for. Raced: the CPU's own (AVX2, AVX-512)
    // first and, once a text of CodeRace::kTimedFrom bytes or more comes, the SSSE3 code too;
    // the two take turns on such texts and the faster scans the rest (code_race.h). Both find
    // exactly the same hits. AW_VECTORSCAN=native|baseline makes Raced one of them, unraced.
    enum class Target { Raced, Native, Baseline };

    // Races decided in this process, by winner (for the benchmark to say which code ran).
    struct RaceTally {
        unsigned native = 0;
        unsigned baseline = 0;
    };
    static RaceTally raceTally();

    LiteralScanner() = default;
    // Unusable (usable() false) when an atom is shorter than 3 bytes or the database
    // cannot be built: callers then try every rule. Atoms holding a newline are never
    // found in lines; find() flags a text with a newline as "may match anything".
    explicit LiteralScanner(const std::vector<Atom>& atoms, Target target = Target::Raced);
    LiteralScanner(LiteralScanner&&) noexcept = default;
    LiteralScanner& operator=(LiteralScanner&&) noexcept = default;

    bool usable() const { return usable_; }
    // True when both scan with one compiled database (the same atoms, compiled once).
    bool sharesDatabaseWith(const LiteralScanner& other) const { return usable() && database_ == other.database_; }
    // The code that scans now: Native or Baseline, or Raced while the race runs.
    Target scanningWith() const;

    // Every occurrence in `text`, and a kNonAscii hit for each line that may match beyond
    // its atoms, in order of where they end, appended to `hits` (offsets relative to `text`
    // plus `base`). Texts longer than 4 GiB are not supported: callers scan
    // whole files in line-aligned chunks.
    void scan(std::string_view text, Scratch& scratch, std::vector<Hit>& hits, std::uint64_t base = 0) const;

    // The atoms of one short text (a line or a record), sorted and unique, and `nonAscii`:
    // whether it may match beyond them (a kNonAscii hit, or a newline when some atom has one).
    void find(std::string_view text, Scratch& scratch, std::vector<int>& atoms, bool& nonAscii) const;

private:
    struct Rival;  // the SSSE3 code racing database_ (compiled at its first turn), and the race
    static hs_scratch* prepared(Scratch& scratch, const std::shared_ptr<const hs_database>& database);
    // The database that scans `text`, and the turn it takes in the race.
    const std::shared_ptr<const hs_database>& scanning(std::string_view text, CodeRace::Turn& turn) const;

    std::shared_ptr<const hs_database> database_;  // shared with every scanner of the same atoms
    std::shared_ptr<Rival> rival_;                 // null: no race (forced, or no wider code)
    bool baselineCode_ = false;                    // database_ is the SSSE3 code
    std::vector<std::uint32_t> lengths_;           // by pattern id
    bool newlineAtoms_ = false;
    bool usable_ = false;         // every atom compiled (none at all needs no database)
    bool everyHighByte_ = false;  // a caseless atom holds a byte >= 0x80
    struct Searched {             // a frequent exact atom, not in the database
        int atom;
        std::string text;
    };
    std::vector<Searched> searched_;
};

// Maps the pages of a big text now, for a text that may be a file mapping not yet touched:
// Vectorscan's SSSE3 literal matcher prefetches its whole buffer first, and prefetching a
// page that is not mapped yet costs a page walk for every cache line. Not for a buffer just
// read into (a madvise each, 9,219 of them for bench's many small logs).
void mapPagesNow(std::string_view text);

}  // namespace aw
