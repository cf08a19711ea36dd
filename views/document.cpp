#include "document.h"

namespace awv {

std::shared_ptr<const aw::FileData> Document::textOf(std::uint32_t file) const {
    if (const auto it = decoded.find(file); it != decoded.end()) return it->second;
    if (!bundle || file >= bundle->files.size()) return nullptr;
    return bundle->files[file].data;
}

std::uint32_t Document::shownLine(const aw::SourceLocation& where) const {
    if (const auto it = decoded.find(where.file); it != decoded.end()) return it->second->dump.lineForOffset(where.offset);
    return where.line;
}

void decodeFlightRecorderDumps(Document& doc) {
    if (!doc.flightRecorder || !doc.bundle) return;
    for (const aw::FlightRecorderDump& dump : doc.flightRecorder->dumps) {
        if (dump.file >= doc.bundle->files.size() || dump.path != doc.bundle->files[dump.file].path) continue;
        auto source = std::make_shared<DecodedSource>();
        source->dump = aw::renderDumpText(dump);
        doc.decoded[dump.file] = std::move(source);
    }
}

}  // namespace awv
