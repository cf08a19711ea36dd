// The archive kinds a bundle may come as, by the end of their name: the one list. The
// loader reads them, the collector writes them, the GUI filters and the help texts name them.
#pragma once

#include <array>
#include <string>
#include <string_view>

namespace aw {

// Lower case; a name matches in any case.
inline constexpr std::array<std::string_view, 7> kArchiveExtensions{".tar",    ".tar.gz",  ".tgz",    ".zip",
                                                                    ".tar.xz", ".tar.bz2", ".tar.zst"};

// The extension `path` ends with (any case; longest first, so ".tar.gz" before ".tar"),
// "" when none or when it is the whole name.
std::string_view archiveExtensionOf(std::string_view path);
// Whether a path names a bundle archive (one of kArchiveExtensions, any case).
bool isArchivePath(std::string_view path);

// The extensions joined for a help text or a file filter: each after `prefix`, with
// `separator` between them (("*", " ") gives "*.tar *.tar.gz ...").
std::string joinArchiveExtensions(std::string_view separator, std::string_view prefix = {});

}  // namespace aw
