#include "engine/format/archive_kinds.h"

#include "engine/core/host_list.h"

namespace aw {

std::string_view archiveExtensionOf(std::string_view path) {
    const std::string lower = lowerAscii(path);
    std::string_view best;
    for (std::string_view ext : kArchiveExtensions)
        if (lower.size() > ext.size() && lower.ends_with(ext) && ext.size() > best.size()) best = ext;
    return best;
}

bool isArchivePath(std::string_view path) {
    return !archiveExtensionOf(path).empty();
}

std::string joinArchiveExtensions(std::string_view separator, std::string_view prefix) {
    std::string joined;
    for (std::string_view ext : kArchiveExtensions) {
        if (!joined.empty()) joined += separator;
        joined += prefix;
        joined += ext;
    }
    return joined;
}

}  // namespace aw
