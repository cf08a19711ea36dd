#include "views/common/document.h"

namespace awv {

std::shared_ptr<const aw::FileData> Document::textOf(std::uint32_t file) const {
    if (const auto it = decoded.find(file); it != decoded.end()) return it->second;
    if (!bundle || file >= bundle->files.size()) return nullptr;
    return bundle->files[file].data;
}

std::uint32_t Document::shownLine(const aw::SourceLocation& where) const {
    if (const auto it = decoded.find(where.file); it != decoded.end())
        return it->second->dump->lineForOffset(where.offset);
    return where.line;
}

DocumentPtr makeDocument(const aw::OpenedBundle& opened) {
    auto doc = std::make_shared<Document>();
    doc->bundle = opened.bundle;
    doc->catalog = opened.catalog;
    doc->result = opened.result;
    doc->fleetBlames = opened.fleetBlames;
    doc->flightRecorder = opened.hangs ? opened.hangs : std::make_shared<const aw::FlightRecorderReport>();
    for (const auto& [file, text] : opened.dumpTexts) doc->decoded[file] = std::make_shared<const DecodedSource>(text);
    return doc;
}

}  // namespace awv
