#include "engine/load/observations.h"

#include "engine/load/json/journal_json_reader.h"
#include "engine/load/line_placement.h"
#include "engine/load/node_finder.h"
#include "engine/text/text_log_scanner.h"

namespace aw {

namespace {

// A journal's records, which the bundle did not keep (load_visitor.h): read again as the
// loader read them, and placed on the nodes as it placed them.
void replayJournal(const Bundle& bundle, std::uint32_t fileIndex, const std::function<void(const Observation&)>& fn) {
    const SourceFile& file = bundle.files[fileIndex];
    // A copy, not the mapping, as the loader reads it: pages of a mapping read for the first
    // time cost more (the records' texts point into the copy while they are replayed).
    constexpr std::size_t kCopyUpTo = std::size_t{256} << 20;
    std::string copy;
    const std::size_t size = file.data->size();
    const std::string_view bytes = size > kCopyUpTo ? file.data->bytes() : file.data->head(size, copy);
    ReaderOutput out = readJournalJson(ReaderInput{file.path, bytes, file.timeContext, bytes});
    const NodeFinder nodes(bundle.nodes);
    std::vector<std::uint32_t> nodeOfName(out.nodeNames.size(), file.node);  // [0]: "", the file's node
    for (std::size_t n = 1; n < out.nodeNames.size(); ++n) nodeOfName[n] = nodes.find(out.nodeNames[n]);
    for (Observation& rec : out.records) {
        rec.where.file = fileIndex;
        rec.node = nodeOfName[rec.node];
        fn(rec);
    }
}

}  // namespace

void forEachObservation(const Bundle& bundle, std::uint32_t fileIndex,
                        const std::function<void(const Observation&)>& fn) {
    if (fileIndex >= bundle.files.size()) return;
    if (fileIndex < bundle.records.size() && !bundle.records[fileIndex].empty()) {
        for (const Observation& obs : bundle.records[fileIndex]) fn(obs);
        return;
    }
    const SourceFile& file = bundle.files[fileIndex];
    if (file.format == FileFormat::JournalJson && file.data) {
        replayJournal(bundle, fileIndex, fn);
        return;
    }
    if (file.format != FileFormat::TextLog || !file.data) return;

    LineSplitter lines(file.data->bytes());
    TextObservationMaker maker(file.timeContext, file.source);
    TextLine line;
    Observation obs;
    obs.where.file = fileIndex;
    LinePlacement placement(bundle, file);
    while (lines.next(line)) {
        if (isBlankLine(line.text)) continue;
        const LineFacts facts = maker.make(line, obs);
        obs.node = placement.nodeOf(facts);
        fn(obs);
    }
}

}  // namespace aw
