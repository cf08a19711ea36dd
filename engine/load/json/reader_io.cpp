#include "engine/load/json/reader_io.h"

namespace aw {

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
