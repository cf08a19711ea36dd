// Text log lines -> observations (see text_log_scanner.h).
#include "engine/text/text_log_scanner.h"

#include "engine/core/host_list.h"
#include "engine/text/newline_mask.h"
#include "engine/text/text_pieces.h"

#include <algorithm>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace aw {
namespace {

bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

std::string_view skipBlanks(std::string_view s) {
    std::size_t i = 0;
    while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
    return s.substr(i);
}

int readInt(std::string_view s, std::size_t& p) {
    int v = 0, n = 0;
    while (p < s.size() && isDigit(s[p]) && n < 8) {
        v = v * 10 + (s[p] - '0');
        ++p;
        ++n;
    }
    return n ? v : -1;
}

// memchr for the first byte, then compare: far cheaper than memmem for the short
// needles and short lines here (memmem's setup cost dominated the scan).
std::size_t find(std::string_view hay, std::string_view needle) {
    if (needle.empty() || needle.size() > hay.size()) return std::string_view::npos;
    const char* p = hay.data();
    const char* last = hay.data() + hay.size() - needle.size();
    while (p <= last) {
        const void* hit = std::memchr(p, needle[0], static_cast<std::size_t>(last - p) + 1);
        if (!hit) return std::string_view::npos;
        const char* h = static_cast<const char*>(hit);
        if (std::memcmp(h + 1, needle.data() + 1, needle.size() - 1) == 0)
            return static_cast<std::size_t>(h - hay.data());
        p = h + 1;
    }
    return std::string_view::npos;
}

// The next "[r" or "[R" at or after `from` (where "[rank" and "[Rank " can start): one
// SSE2 pass instead of a memchr call per '[' (NCCL lines hold several: "689[1] -> 690[2]").
std::size_t findRankBracket(std::string_view s, std::size_t from) {
    const char* p = s.data() + from;
    const char* end = s.data() + s.size();
#if defined(__SSE2__)
    const __m128i bracket = _mm_set1_epi8('['), r = _mm_set1_epi8('r'), lowerBit = _mm_set1_epi8(0x20);
    const auto places = [&](const char* at) {  // bit i: "[r" or "[R" at at + i
        const __m128i open = _mm_cmpeq_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i*>(at)), bracket);
        const __m128i next = _mm_or_si128(_mm_loadu_si128(reinterpret_cast<const __m128i*>(at + 1)), lowerBit);
        return static_cast<unsigned>(_mm_movemask_epi8(_mm_and_si128(open, _mm_cmpeq_epi8(next, r))));
    };
    if (end - p >= 17) {
        for (; end - p >= 17; p += 16)
            if (const unsigned mask = places(p))
                return static_cast<std::size_t>(p - s.data()) + static_cast<std::size_t>(__builtin_ctz(mask));
        // The last places in one block that overlaps the ones seen (a byte at a time, the
        // tail of every line was a quarter of lineFacts).
        p = end - 17;
        if (const unsigned mask = places(p))
            return static_cast<std::size_t>(p - s.data()) + static_cast<std::size_t>(__builtin_ctz(mask));
        return std::string_view::npos;
    }
#endif
    for (; p + 1 < end; ++p)
        if (p[0] == '[' && (p[1] | 0x20) == 'r') return static_cast<std::size_t>(p - s.data());
    return std::string_view::npos;
}

// "node003 kernel: ..." / "node003 systemd[1]: ...": the syslog/journal host field.
std::string_view syslogHost(std::string_view rest) {
    std::size_t sp = rest.find(' ');
    if (sp == std::string_view::npos || sp == 0) return {};
    std::string_view host = rest.substr(0, sp);
    std::string_view tag = rest.substr(sp + 1);
    std::size_t tagEnd = tag.find(' ');
    tag = tag.substr(0, tagEnd);
    if (tag.empty()) return {};
    if (tag.back() != ':' && tag.find('[') == std::string_view::npos) return {};
    return hostShaped(host) ? host : std::string_view{};
}

// BGL: after the stamp, "R30-M0-N9-C:J16-U01 RAS KERNEL FATAL ...": the location is the node.
// `sp` is where rest's first space is (npos: none).
std::string_view bglLocation(std::string_view rest, std::size_t sp) {
    if (sp == std::string_view::npos || sp == 0 || sp > 64 || !rest.substr(sp).starts_with(" RAS ")) return {};
    return rest.substr(0, sp);
}

// UCX's "[n125-011-039:288505:0:296459] Caught signal 11 ..." and Open MPI's
// "[gn05:194927] *** Process received signal ***": the host before the pid. A host has a
// digit, as a launcher's does (a logger's "[INFO:0]" is none).
std::string_view bracketedProcessHost(std::string_view rest) {
    if (rest.size() < 5 || rest[0] != '[') return {};
    const std::size_t colon = rest.substr(0, 128).find(':');
    if (colon == std::string_view::npos || colon < 2) return {};
    const std::string_view host = rest.substr(1, colon - 1);
    std::size_t p = colon;
    for (int field = 0; field < 3 && p < rest.size() && rest[p] == ':'; ++field) {
        const std::size_t digits = ++p;
        while (p < rest.size() && rest[p] >= '0' && rest[p] <= '9') ++p;
        if (p == digits) return {};
    }
    if (p >= rest.size() || rest[p] != ']' || (p + 1 < rest.size() && rest[p + 1] != ' ')) return {};
    if (std::none_of(host.begin(), host.end(), [](char c) { return c >= '0' && c <= '9'; })) return {};
    return hostShaped(host) ? host : std::string_view{};
}

// NCCL: "node-01:3873285:3873285 [0] NCCL INFO ..." -> host, gpu.
std::string_view ncclHost(std::string_view rest, int& gpu) {
    // Not rest.find(':'): most lines are not NCCL's, and the host ends at its first space.
    // A pasted log may have the host shortened ("...-48:34050:34121 [0] ..."). A host starts
    // with a letter or "...": most lines fail at their first byte.
    if (rest.empty() || !(((rest[0] | 0x20) >= 'a' && (rest[0] | 0x20) <= 'z') || rest[0] == '.')) return {};
    const std::string_view host = rest.starts_with("...") ? leadingRedactedHost(rest) : leadingHost(rest);
    std::size_t p = host.size();
    if (host.empty() || p >= rest.size() || rest[p] != ':') return {};
    ++p;
    if (readInt(rest, p) < 0 || p >= rest.size() || rest[p] != ':') return {};  // pid
    ++p;
    if (readInt(rest, p) < 0 || p >= rest.size() || rest[p] != ' ') return {};  // tid
    ++p;
    if (p < rest.size() && rest[p] == '[') {
        ++p;
        int g = readInt(rest, p);
        if (g >= 0 && p < rest.size() && rest[p] == ']') gpu = g;
    }
    return host;
}

// An NCCL line's lead, "host:pid:tid [gpu]" (ncclHost with the device). No stamp parser reads
// such a start (a host begins with a letter or "...", and ':' and digits follow it at once),
// so a line that has one after its rank prefix states no time: half of a training log's
// lines are NCCL's, and their host is read once instead of every parser trying them.
struct NcclLead {
    const char* at = nullptr;  // where it was read: the text after the rank prefix and blanks
    std::string_view host;     // ncclHost there
    int gpu = -1;
    bool stampless() const { return !host.empty() && gpu >= 0; }
};

NcclLead ncclLead(std::string_view text, std::size_t prefix) {
    NcclLead lead;
    const std::string_view rest = skipBlanks(text.substr(std::min(prefix, text.size())));
    lead.at = rest.data();
    lead.host = ncclHost(rest, lead.gpu);
    return lead;
}

// mpirun --timestamp-output --tag-output: "2019-06-02T16:13:44.884Z: [1,12]<stdout>:text"
// (the ': ' after the time, then [job,rank]): skips the tag and takes its rank.
std::string_view skipMpirunTag(std::string_view rest, int& rank) {
    std::string_view s = rest;
    if (s.starts_with(": ")) s.remove_prefix(2);
    if (!s.starts_with('[')) return rest;
    std::size_t p = 1;
    if (readInt(s, p) < 0 || p >= s.size() || s[p] != ',') return rest;
    ++p;
    const int r = readInt(s, p);
    if (r < 0 || p >= s.size() || s[p] != ']') return rest;
    ++p;
    for (std::string_view tag : {"<stdout>:", "<stderr>:"})
        if (s.substr(p).starts_with(tag)) {
            if (rank < 0) rank = r;
            return s.substr(p + tag.size());
        }
    return rest;
}

}  // namespace

std::size_t LineSplitter::nextNewline() {
    for (;;) {
        if (mask_) {
            const std::size_t at = block_ + static_cast<std::size_t>(__builtin_ctzll(mask_));
            mask_ &= mask_ - 1;
            return at;
        }
        if (loaded_) block_ += 64;
        loaded_ = true;
        if (block_ >= data_.size()) return std::string_view::npos;
        if (data_.size() - block_ >= 64) {
            mask_ = newlineMask64(data_.data() + block_);
        } else {
            for (std::size_t i = block_; i < data_.size(); ++i)
                mask_ |= std::uint64_t{data_[i] == '\n'} << (i - block_);
        }
    }
}

bool LineSplitter::next(TextLine& line) {
    if (pos_ >= data_.size()) return false;
    const char* begin = data_.data() + pos_;
    const std::size_t nl = nextNewline();
    std::size_t len = nl == std::string_view::npos ? data_.size() - pos_ : nl - pos_;
    line.offset = pos_;
    line.number = ++number_;
    pos_ += len + (nl == std::string_view::npos ? 0 : 1);
    if (len && begin[len - 1] == '\r') --len;
    // Both views from the locals: `text = raw` read back the two halves just stored as one
    // 16-byte load, which the CPU cannot forward from two stores (half of this function).
    line.raw = std::string_view(begin, len);
    line.truncated = len > kMaxLineBytes;
    line.text = std::string_view(begin, line.truncated ? kMaxLineBytes : len);
    return true;
}

namespace {

// lineFacts, given the NCCL lead make() read first (null: none read).
LineFacts factsOf(std::string_view text, std::size_t timeEnd, bool appLog, std::size_t prefix, int prefixRank,
                  const NcclLead* lead) {
    LineFacts facts;
    if (!appLog) prefix = 0;  // ranks are only read for app logs
    if (prefix) {
        facts.rank = prefixRank;
        facts.localRank =
            text.starts_with("[default") && text.substr(0, prefix).find("[rank") == std::string_view::npos;
        bool localRank = false;
        facts.host = prefixHost(text.substr(0, prefix), localRank);
        if (localRank) facts.localRank = true;
    }
    std::size_t start = timeEnd > prefix ? timeEnd : prefix;
    if (start > text.size()) start = text.size();
    std::string_view rest = skipBlanks(text.substr(start));

    if (!appLog) {
        // Syslog names its host after the time; dmesg ("[  12.345678] pci 0000:3b:00.0: ...",
        // "[Mon Nov 30 08:01:02 2026] Call Trace:") has none, and its first word is a subsystem.
        if (timeEnd && !text.starts_with('[')) {
            std::size_t hostLength = 0;
            if (talosPrefixLength(text, hostLength)) facts.host = text.substr(0, hostLength);
            else facts.host = syslogHost(rest);
            if (facts.host.empty()) facts.host = bglLocation(rest, rest.find(' '));
        }
        return facts;
    }
    rest = skipMpirunTag(rest, facts.rank);
    if (lead && lead->at == rest.data()) {  // read there already (both run to the line's end)
        if (!lead->host.empty()) facts.host = lead->host;
        if (lead->gpu >= 0) facts.gpu = lead->gpu;
    } else if (const std::string_view nccl = ncclHost(rest, facts.gpu); !nccl.empty()) {
        facts.host = nccl;
    }
    if (facts.host.empty() && timeEnd) {
        // A kernel line in a mixed log: "Nov 20 14:05:00 big-node-1 kernel: NVRM: Xid ...".
        const std::size_t sp = rest.find(' ');
        if (sp != std::string_view::npos && rest.substr(sp + 1).starts_with("kernel: ")) facts.host = syslogHost(rest);
        else facts.host = bglLocation(rest, sp);
    }
    if (facts.host.empty()) {
        // srun: error: node012: task 3: Exited with exit code 1
        constexpr std::string_view kSrun = "srun: error: ";
        if (rest.substr(0, kSrun.size()) == kSrun) {
            std::string_view after = rest.substr(kSrun.size());
            std::size_t colon = after.find(':');
            if (colon != std::string_view::npos && hostShaped(after.substr(0, colon))) {
                facts.host = after.substr(0, colon);
                constexpr std::string_view kTask = ": task ";
                if (after.substr(colon, kTask.size()) == kTask && facts.rank < 0) {
                    std::size_t p = colon + kTask.size();
                    int r = readInt(after, p);
                    if (r >= 0) facts.rank = r;
                }
            }
        } else if (const std::string_view process = bracketedProcessHost(rest); !process.empty()) {
            facts.host = process;
        } else if (std::size_t stars = find(rest.substr(0, 256), "*** "); stars != std::string_view::npos) {
            // slurmstepd: error: *** STEP 4242.0 ON node001 CANCELLED AT ... ***
            std::string_view tail = rest.substr(stars);
            std::size_t on = find(tail, " ON ");
            if (on != std::string_view::npos) {
                std::string_view h = tail.substr(on + 4);
                h = h.substr(0, h.find(' '));
                if (hostShaped(h)) facts.host = h;
            }
        }
    }
    if (facts.rank < 0) {
        // c10d "... [Rank 3] Watchdog ...", or Python logging "... [rank37] ERROR ...".
        const std::string_view head = text.substr(0, 1024);
        for (std::size_t at = findRankBracket(head, 0); at != std::string_view::npos;
             at = findRankBracket(head, at + 1)) {
            std::string_view tail = head.substr(at + 1);
            std::size_t skip = tail.starts_with("Rank ") ? 5 : tail.starts_with("rank") ? 4 : 0;
            if (!skip) continue;
            std::size_t p = at + 1 + skip;
            int r = readInt(text, p);
            if (r >= 0 && p < text.size() && text[p] == ']') {
                facts.rank = r;
                break;
            }
        }
    }
    return facts;
}

}  // namespace

LineFacts lineFacts(std::string_view text, std::size_t timeEnd, bool appLog) {
    int rank = -1;
    const std::size_t prefix = appLog ? rankPrefixLength(text, rank) : 0;
    return lineFacts(text, timeEnd, appLog, prefix, rank);
}

LineFacts lineFacts(std::string_view text, std::size_t timeEnd, bool appLog, std::size_t prefix, int prefixRank) {
    return factsOf(text, timeEnd, appLog, prefix, prefixRank, nullptr);
}

// "Nov 30 14:02:11 host kernel: [1004675.204209] ...": the syslog time has whole
// seconds, the kernel's own stamp plus the boot time has microseconds. Use the precise
// one when both agree to the second.
void TextObservationMaker::refineFromKernelStamp(std::string_view text, std::size_t timeEnd, Observation& out) {
    std::string_view rest = text.substr(std::min(timeEnd, text.size()));
    rest = rest.substr(0, 256);
    std::size_t at = find(rest, "kernel: [");
    if (at == std::string_view::npos) return;
    TimeContext boot;
    boot.bootTime = ctx_.bootTime;
    auto stamp = parseLineTimestamp(rest.substr(at + 8), boot);
    if (!stamp || stamp->quality != TimeQuality::Exact) return;
    constexpr TimeNs kSecond = 1'000'000'000;
    if (stamp->time >= out.time - kSecond && stamp->time < out.time + 2 * kSecond) {
        out.time = stamp->time;
        out.timeQuality = TimeQuality::Exact;
        lastTime_ = out.time;
        lastQuality_ = out.timeQuality;
    }
}

void TextObservationMaker::catchUp(std::string_view skipped) {
    const auto timed = findLastTimedLine(skipped, ctx_);
    if (!timed) return;
    Observation ignored;
    applyTime(timed->line, timed->time, ignored);
    // The lines after it that count on from it (dmesg -H's "[  +0.000316]"). Only a line that
    // starts with '[' can: jump from '[' to '[' rather than line by line (this runs before
    // every matched line of a log whose lines mostly carry no time).
    const std::size_t from = timed->begin + timed->line.size();
    for (std::size_t at = skipped.find('[', from); at != std::string_view::npos; at = skipped.find('[', at + 1)) {
        if (at != from && skipped[at - 1] != '\n') continue;
        std::size_t end = 0;
        const std::size_t nl = skipped.find('\n', at);
        const std::string_view line =
            skipped.substr(at, nl == std::string_view::npos ? std::string_view::npos : nl - at);
        if (const auto delta = parseRelativeDelta(line, 0, end)) lastTime_ += *delta;
    }
}

std::size_t TextObservationMaker::applyTime(std::string_view text, const ParsedTime& pt, Observation& out) {
    out.time = pt.time;
    out.timeQuality = pt.quality;
    lastTime_ = pt.time;
    lastQuality_ = pt.quality;
    const std::size_t timeEnd = pt.offset + pt.length;
    if (kind_ == SourceKind::Kernel && ctx_.bootTime != kNoTime) refineFromKernelStamp(text, timeEnd, out);
    return timeEnd;
}

std::size_t TextObservationMaker::stampTime(std::string_view text, std::size_t prefix, Observation& out) {
    lastLineTimed_ = false;
    if (auto pt = parseLineTimestamp(text, prefix, ctx_)) {
        lastLineTimed_ = true;
        return applyTime(text, *pt, out);
    }
    std::size_t deltaEnd = 0;
    if (const auto delta = parseRelativeDelta(text, prefix, deltaEnd)) {
        // dmesg -H: the time since the line before, as good as that line's time (none
        // before the first minute stamp).
        if (lastTime_ != kNoTime) {
            lastTime_ += *delta;
            out.time = lastTime_;
            out.timeQuality = lastQuality_;
            lastLineTimed_ = true;
        } else {
            out.time = kNoTime;
            out.timeQuality = TimeQuality::None;
        }
        return deltaEnd;
    }
    return unstampedTime(text, prefix, out);
}

std::size_t TextObservationMaker::unstampedTime(std::string_view text, std::size_t prefix, Observation& out) {
    lastLineTimed_ = false;
    // A line that states its time inside ("... CANCELLED AT 2021-10-27T19:35:36 ***"): its own
    // time, which later lines do not inherit (they keep the last stamped line's, in one pass
    // and in pieces alike).
    if (const auto inside = parseSlurmCancelTime(text, prefix, ctx_)) {
        out.time = inside->time;
        out.timeQuality = inside->quality;
        lastLineTimed_ = true;
        return 0;
    }
    if (lastTime_ != kNoTime) {
        out.time = lastTime_;
        // Boot-relative times stay flagged as such: they are not on the UTC axis.
        out.timeQuality =
            lastQuality_ == TimeQuality::BootRelative ? TimeQuality::BootRelative : TimeQuality::Inherited;
    } else {
        out.time = kNoTime;
        out.timeQuality = TimeQuality::None;
    }
    return 0;
}

LineFacts TextObservationMaker::make(const TextLine& line, Observation& out) {
    out.where.line = line.number;
    out.where.offset = line.offset;
    out.where.length = static_cast<std::uint32_t>(line.raw.size());
    out.source = kind_;
    const std::string_view text = line.text;
    out.text = text;
    out.textOffset = 0;
    int prefixRank = -1;  // the prefix is read once, for the time and the facts
    const std::size_t prefix = rankPrefixLength(text, prefixRank);
    const NcclLead nccl = ncclLead(text, prefix);
    const std::size_t timeEnd = nccl.stampless() ? unstampedTime(text, prefix, out) : stampTime(text, prefix, out);
    LineFacts facts = factsOf(text, timeEnd, kind_ == SourceKind::AppLog, prefix, prefixRank, &nccl);
    out.rank = facts.rank;
    out.gpu = facts.gpu;
    return facts;
}

}  // namespace aw
