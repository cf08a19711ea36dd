#include "engine/load/observations.h"

#include "engine/load/line_placement.h"
#include "engine/text/text_log_scanner.h"

namespace aw {

void forEachObservation(const Bundle& bundle, std::uint32_t fileIndex,
                        const std::function<void(const Observation&)>& fn) {
    if (fileIndex >= bundle.files.size()) return;
    if (fileIndex < bundle.records.size() && !bundle.records[fileIndex].empty()) {
        for (const Observation& obs : bundle.records[fileIndex]) fn(obs);
        return;
    }
    const SourceFile& file = bundle.files[fileIndex];
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
