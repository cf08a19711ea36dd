// Line-by-line reading of text logs: splitting, timestamps with inheritance, ranks and
// the host a line names. Shared by the load-time pass (counts, first/last time, hosts
// seen) and Bundle::forEachObservation (the on-demand replay), so both agree exactly.
#pragma once

#include "engine/core/observation.h"
#include "engine/text/timestamp.h"

#include <cstdint>
#include <string_view>

namespace aw {

// Lines longer than this are cut for matching (the location keeps the real length).
inline constexpr std::size_t kMaxLineBytes = 1u << 20;

struct TextLine {
    std::string_view raw;      // the whole line without the newline (and without a trailing \r)
    std::string_view text;     // `raw`, cut to kMaxLineBytes
    std::uint64_t offset = 0;  // byte offset of the line start in the file
    std::uint32_t number = 0;  // 1-based
    bool truncated = false;
};

// Splits a buffer into lines, walking the newline bits of 64-byte blocks; the last line
// may lack a newline.
class LineSplitter {
public:
    explicit LineSplitter(std::string_view data) : data_(data) {}
    bool next(TextLine& line);
    std::size_t position() const { return pos_; }    // where the next line starts
    std::uint32_t count() const { return number_; }  // lines given so far

private:
    std::size_t nextNewline();  // the next newline's offset (npos at the end)

    std::string_view data_;
    std::size_t pos_ = 0;
    std::uint32_t number_ = 0;
    std::size_t block_ = 0;   // start of the 64-byte block whose bits are in mask_
    std::uint64_t mask_ = 0;  // newlines of that block not yet returned
    bool loaded_ = false;
};

// What one line says about itself beyond its time.
struct LineFacts {
    int rank = -1;
    bool localRank = false;  // the rank is torchrun's within its node ("[default3]:"), not the job's
    int gpu = -1;            // NCCL "[3]" device index
    std::string_view host;   // a host name the line is attributed to ("" if none)
};

// Rank (`[rank3]:`, `[default3]:`, `3: `, `[Rank 3]`, srun `task 3:`) and host (syslog /
// journal host field, NCCL `host:pid:tid`, srun `error: host:`, slurmstepd `ON host`).
// `timeEnd` is where the timestamp ended (0 if none). Ranks are only read for app logs.
LineFacts lineFacts(std::string_view text, std::size_t timeEnd, bool appLog);
// The same for a line whose rank prefix (rankPrefixLength) is known: `prefix` bytes, `prefixRank`.
LineFacts lineFacts(std::string_view text, std::size_t timeEnd, bool appLog, std::size_t prefix, int prefixRank);

// Blank lines count as lines but are not observations.
inline bool isBlankLine(std::string_view text) {
    for (char c : text)
        if (c != ' ' && c != '\t' && c != '\r' && c != '\f') return false;
    return true;
}

// Turns lines into timed observations, carrying the previous time to untimed lines.
class TextObservationMaker {
public:
    TextObservationMaker(const TimeContext& ctx, SourceKind kind) : ctx_(ctx), kind_(kind) {}

    // Fills everything but `node` (and `where.file`). Returns the facts for node lookup.
    LineFacts make(const TextLine& line, Observation& out);

    // As if make() had run on every line of `skipped` (whole lines, in file order), for
    // callers that only need some lines: only the last timed line decides the time later
    // lines inherit, so it is searched from the end and nothing else is parsed.
    void catchUp(std::string_view skipped);

    // Whether the line make() saw last gave a time of its own (else it inherited one, or none).
    bool lastLineTimed() const { return lastLineTimed_; }

private:
    // The line's time (after its rank prefix of `prefix` bytes), or the one it inherits;
    // returns where its own stamp ends (0: none).
    std::size_t stampTime(std::string_view text, std::size_t prefix, Observation& out);
    // The time of a line with no stamp at its start: one stated inside it, else the inherited.
    std::size_t unstampedTime(std::string_view text, std::size_t prefix, Observation& out);
    // Takes `pt`, parsed from `text`, as the line's time and the one later lines inherit.
    std::size_t applyTime(std::string_view text, const ParsedTime& pt, Observation& out);
    void refineFromKernelStamp(std::string_view text, std::size_t timeEnd, Observation& out);

    TimeContext ctx_;
    SourceKind kind_;
    TimeNs lastTime_ = kNoTime;
    TimeQuality lastQuality_ = TimeQuality::None;
    bool lastLineTimed_ = false;
};

}  // namespace aw
