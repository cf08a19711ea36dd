// placeholder, being written
#include "json_readers.h"
namespace aw {
ManifestData readManifest(std::string_view, std::string_view) { return {}; }
ReaderOutput::Record& ReaderOutput::add(std::string_view text, std::string node) {
    Record r;
    r.textBegin = arena.size();
    r.textLength = text.size();
    arena.append(text);
    r.node = std::move(node);
    records.push_back(std::move(r));
    return records.back();
}
}  // namespace aw
