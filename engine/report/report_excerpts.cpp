// Evidence excerpts: the raw line an event came from, with a few lines of context, read
// straight from the bundle's bytes, and the span the rule matched.
#include "engine/report/report_excerpts.h"

#include "engine/report/report_text.h"

#include <algorithm>

namespace aw::report {

namespace {

constexpr std::size_t kLineLimit = 320;  // bytes of one line shown; the match stays visible

std::size_t utf8Boundary(std::string_view s, std::size_t p) {
    while (p > 0 && p < s.size() && (static_cast<unsigned char>(s[p]) & 0xC0) == 0x80) --p;
    return std::min(p, s.size());
}

// One raw line as an excerpt line: cut around the match when long, then cleaned to
// UTF-8 piece by piece so the mark still points at the matched text.
ExcerptLine makeLine(std::uint32_t number, std::string_view raw, bool hit, std::size_t markBegin, std::size_t markEnd) {
    if (!raw.empty() && raw.back() == '\r') raw.remove_suffix(1);
    markBegin = std::min(markBegin, raw.size());
    markEnd = std::clamp(markEnd, markBegin, raw.size());
    std::size_t from = 0, to = raw.size();
    if (raw.size() > kLineLimit) {
        from = markEnd > kLineLimit ? utf8Boundary(raw, markBegin > 80 ? markBegin - 80 : 0) : 0;
        to = utf8Boundary(raw, std::min(raw.size(), from + kLineLimit));
        if (to < markEnd) to = markEnd;  // a huge match is shown whole
    }
    markBegin = std::clamp(markBegin, from, to);
    markEnd = std::clamp(markEnd, markBegin, to);
    const std::string ellipsis = "\xE2\x80\xA6";
    ExcerptLine line;
    line.number = number;
    line.hit = hit;
    line.text = (from > 0 ? ellipsis : "") + cleanUtf8(raw.substr(from, markBegin - from));
    line.markBegin = static_cast<std::uint32_t>(line.text.size());
    line.text += cleanUtf8(raw.substr(markBegin, markEnd - markBegin));
    line.markEnd = static_cast<std::uint32_t>(line.text.size());
    line.text += cleanUtf8(raw.substr(markEnd, to - markEnd));
    if (to < raw.size()) line.text += ellipsis;
    return line;
}

}  // namespace

EvidenceExcerpt readExcerpt(const Bundle* bundle, std::uint32_t eventId, const EvidenceRef& ref,
                            unsigned contextLines) {
    EvidenceExcerpt ex;
    ex.eventId = eventId;
    ex.file = ref.file;
    ex.line = ref.where.line;
    if (!bundle || ref.where.file >= bundle->files.size()) return ex;
    const SourceFile& file = bundle->files[ref.where.file];
    if (ex.file.empty()) ex.file = file.path;
    if (file.format == FileFormat::FlightRecorder) {
        // A dump is a pickle: the bytes around the record mean nothing to a reader. The
        // evidence is the finding the hang analysis wrote about it, shown as its one line.
        ex.available = !ref.text.empty();
        if (ex.available) ex.lines.push_back(makeLine(ex.line, ref.text, true, ref.matchBegin, ref.matchEnd));
        return ex;
    }
    if (!file.data) return ex;
    const std::string_view bytes = file.data->bytes();
    if (ref.where.offset >= bytes.size()) return ex;  // past the end: nothing to show
    ex.available = true;

    const std::size_t begin = static_cast<std::size_t>(ref.where.offset);
    std::size_t end = ref.where.length > 0 ? std::min(bytes.size(), begin + ref.where.length) : bytes.find('\n', begin);
    if (end == std::string_view::npos) end = bytes.size();

    // Lines before: walk back over at most `contextLines` newlines.
    std::vector<std::string_view> before;
    std::size_t cursor = begin;
    while (before.size() < contextLines && cursor > 0) {
        const std::size_t lineEnd = cursor - 1;  // the '\n' ending the previous line
        const std::size_t prevNl = lineEnd == 0 ? std::string_view::npos : bytes.rfind('\n', lineEnd - 1);
        const std::size_t lineStart = prevNl == std::string_view::npos ? 0 : prevNl + 1;
        before.push_back(bytes.substr(lineStart, lineEnd - lineStart));
        cursor = lineStart;
    }
    std::reverse(before.begin(), before.end());
    const std::uint32_t first = ex.line > before.size() ? ex.line - static_cast<std::uint32_t>(before.size()) : 0;
    for (std::size_t i = 0; i < before.size(); ++i)
        ex.lines.push_back(makeLine(first ? first + static_cast<std::uint32_t>(i) : 0, before[i], false, 0, 0));

    // The evidence itself (a JSON record may span several lines).
    std::uint32_t number = ex.line;
    for (std::size_t pos = begin;;) {
        std::size_t nl = bytes.find('\n', pos);
        if (nl == std::string_view::npos || nl > end) nl = end;
        const std::size_t lineOff = pos - begin;
        const std::size_t lineLen = nl - pos;
        const std::size_t mb = ref.matchBegin > lineOff ? ref.matchBegin - lineOff : 0;
        const std::size_t me = ref.matchEnd > lineOff ? ref.matchEnd - lineOff : 0;
        ex.lines.push_back(
            makeLine(number, bytes.substr(pos, lineLen), true, std::min(mb, lineLen), std::min(me, lineLen)));
        if (number) ++number;
        if (nl >= end) break;
        pos = nl + 1;
    }

    // Lines after.
    std::size_t pos = end < bytes.size() && bytes[end] == '\n' ? end + 1 : end;
    for (unsigned i = 0; i < contextLines && pos < bytes.size(); ++i) {
        std::size_t nl = bytes.find('\n', pos);
        if (nl == std::string_view::npos) nl = bytes.size();
        ex.lines.push_back(makeLine(number, bytes.substr(pos, nl - pos), false, 0, 0));
        if (number) ++number;
        pos = nl + 1;
    }
    return ex;
}

}  // namespace aw::report
