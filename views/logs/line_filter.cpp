#include "views/logs/line_filter.h"

#include "engine/load/observations.h"

#include <algorithm>
#include <cctype>

namespace awv {

namespace {

bool wordByte(unsigned char c) {
    return std::isalnum(c) || c == '_';
}

struct LevelWord {
    std::string_view word;  // upper case
    LineLevel level;
};
constexpr LevelWord kLevelWords[] = {
    {"TRACE", LineLevel::Debug},     {"DEBUG", LineLevel::Debug}, {"DBG", LineLevel::Debug},
    {"INFO", LineLevel::Info},       {"NOTICE", LineLevel::Info}, {"WARN", LineLevel::Warning},
    {"WARNING", LineLevel::Warning}, {"ERROR", LineLevel::Error}, {"ERR", LineLevel::Error},
    {"FATAL", LineLevel::Error},     {"CRIT", LineLevel::Error},  {"CRITICAL", LineLevel::Error},
    {"PANIC", LineLevel::Error},     {"EMERG", LineLevel::Error}, {"ALERT", LineLevel::Error},
    {"SEVERE", LineLevel::Error},
};

}  // namespace

LineLevel levelOf(std::string_view line) {
    line = line.substr(0, kLevelPrefixBytes);
    std::size_t i = 0;
    while (i < line.size()) {
        while (i < line.size() && !std::isalpha(static_cast<unsigned char>(line[i]))) ++i;
        const std::size_t start = i;
        while (i < line.size() && wordByte(static_cast<unsigned char>(line[i]))) ++i;
        const std::size_t length = i - start;
        if (length < 3 || length > 8) continue;
        char upper[8];
        for (std::size_t k = 0; k < length; ++k)
            upper[k] = static_cast<char>(std::toupper(static_cast<unsigned char>(line[start + k])));
        const std::string_view word(upper, length);
        for (const LevelWord& w : kLevelWords)
            if (w.word == word) return w.level;
    }
    return LineLevel::None;
}

bool LineFilter::active() const {
    return !include.pattern().isEmpty() || !exclude.pattern().isEmpty() || minLevel != LineLevel::None || hideNoise ||
           range.isSet();
}

bool LineFilter::operator==(const LineFilter& other) const {
    return include == other.include && exclude == other.exclude && minLevel == other.minLevel &&
           hideNoise == other.hideNoise && range == other.range;
}

std::vector<std::pair<std::uint32_t, std::uint32_t>> noiseLines(const LogRuleHits& hits,
                                                                const std::vector<std::uint32_t>& files) {
    std::vector<std::pair<std::uint32_t, std::uint32_t>> out;
    const auto& all = hits.all();  // sorted by (file, line)
    for (std::size_t i = 0; i < all.size();) {
        std::size_t j = i;
        bool noise = true;
        for (; j < all.size() && all[j].file == all[i].file && all[j].line == all[i].line; ++j)
            noise = noise && all[j].cls == aw::EventClass::Noise;
        if (noise && std::find(files.begin(), files.end(), all[i].file) != files.end())
            out.emplace_back(all[i].file, all[i].line);
        i = j;
    }
    return out;
}

std::vector<std::uint64_t> filterRows(const LogLines& lines, const LineFilter& filter,
                                      const std::vector<std::pair<std::uint32_t, std::uint32_t>>& noise,
                                      const std::function<aw::TimeNs(std::uint64_t)>& timeOf,
                                      const std::atomic<bool>* cancel) {
    std::vector<std::uint64_t> kept;
    const bool include = !filter.include.pattern().isEmpty() && filter.include.isValid();
    const bool exclude = !filter.exclude.pattern().isEmpty() && filter.exclude.isValid();
    aw::TimeNs lastTime = aw::kNoTime;
    for (std::uint64_t row = 0; row < lines.rowCount(); ++row) {
        if (cancel && (row & 0xfff) == 0 && cancel->load()) break;
        if (filter.range.isSet() && timeOf) {
            // A line without a time of its own belongs to the time of the line before it.
            if (const aw::TimeNs t = timeOf(row); t != aw::kNoTime) lastTime = t;
            if (filter.range.excludes(lastTime)) continue;
        }
        const std::string_view bytes = lines.rowBytes(row);
        if (filter.minLevel != LineLevel::None) {
            const LineLevel level = levelOf(bytes);
            if (level == LineLevel::None ? filter.minLevel > LineLevel::Info : level < filter.minLevel) continue;
        }
        if (filter.hideNoise &&
            std::binary_search(noise.begin(), noise.end(), std::make_pair(lines.fileOf(row), lines.lineOf(row))))
            continue;
        if (include || exclude) {
            const QString text =
                QString::fromUtf8(bytes.data(), static_cast<qsizetype>(std::min<std::size_t>(bytes.size(), 64 * 1024)));
            if (include && !filter.include.match(text).hasMatch()) continue;
            if (exclude && filter.exclude.match(text).hasMatch()) continue;
        }
        kept.push_back(row);
    }
    return kept;
}

std::vector<aw::TimeNs> fileLineTimes(const Document& doc, std::uint32_t file) {
    std::vector<aw::TimeNs> times;
    if (!doc.bundle || file >= doc.bundle->files.size()) return times;
    const bool decoded = doc.isDecoded(file);
    aw::forEachObservation(*doc.bundle, file, [&](const aw::Observation& obs) {
        if (obs.time == aw::kNoTime || obs.timeQuality == aw::TimeQuality::Inherited) return;
        const std::uint32_t line = decoded ? doc.shownLine(obs.where) : obs.where.line;
        if (line == 0 || line > (std::uint32_t{1} << 31)) return;
        if (line > times.size()) times.resize(line, aw::kNoTime);
        times[line - 1] = obs.time;
    });
    return times;
}

std::vector<std::uint64_t> rowsInRange(const std::vector<std::uint64_t>& rows, const std::vector<aw::TimeNs>& times,
                                       const TimeRange& range) {
    if (!range.isSet()) return rows;
    std::vector<std::uint64_t> kept;
    aw::TimeNs last = aw::kNoTime;
    std::uint64_t scanned = 0;  // times before this row are folded into `last`
    for (const std::uint64_t row : rows) {
        for (; scanned <= row && scanned < times.size(); ++scanned)
            if (times[scanned] != aw::kNoTime) last = times[scanned];
        if (!range.excludes(last)) kept.push_back(row);
    }
    return kept;
}

std::optional<std::uint64_t> FilteredLines::rowOf(std::uint32_t file, std::uint32_t line) const {
    const auto source = source_->rowOf(file, line);
    return source ? shownRow(*source) : std::nullopt;
}

std::optional<std::uint64_t> FilteredLines::shownRow(std::uint64_t sourceRow) const {
    const auto it = std::lower_bound(rows_.begin(), rows_.end(), sourceRow);
    if (it == rows_.end() || *it != sourceRow) return std::nullopt;
    return static_cast<std::uint64_t>(it - rows_.begin());
}

std::uint64_t FilteredLines::shownRowAtOrAfter(std::uint64_t sourceRow) const {
    return static_cast<std::uint64_t>(std::lower_bound(rows_.begin(), rows_.end(), sourceRow) - rows_.begin());
}

}  // namespace awv
