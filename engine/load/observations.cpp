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
    std::string copy;  // the records' texts point into it while they are replayed
    const std::string_view bytes = readerBytes(*file.data, copy);
    ReaderOutput out = readJournalJson(ReaderInput{file.path, bytes, file.timeContext, bytes});
    out.placeRecords(fileIndex, file.node, NodeFinder(bundle.nodes));
    for (const Observation& rec : out.records) fn(rec);
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
