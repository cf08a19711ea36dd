// Atomic file replacement, for reports, kept rule databases and every other file the
// program writes whole.
#pragma once

#include "engine/core/result.h"

#include <string>
#include <string_view>

namespace aw {

// Writes `bytes` to `path` so that readers see the old file or the whole new one, never
// half of it: a temporary file in the same folder, fsync, rename, fsync of the folder.
// On failure the temporary file is removed, an existing `path` is kept, and the Failure
// names `path` ("cannot replace PATH: reason"; its `file` is `path`).
Result<void> writeFileAtomically(const std::string& path, std::string_view bytes);

}  // namespace aw
