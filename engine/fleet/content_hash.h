// What makes two bundles the same for the fleet: a hash of their bytes, not of their path.
// The same job copied to another folder, or collected twice, is analysed once.
#pragma once

#include "engine/core/result.h"

#include <string>

namespace aw {

// XXH3-128 (libxxhash) of every regular file of a folder, in path order, each as its path
// relative to the folder and its bytes; of a single file (an archive), its bytes. 32 hex
// digits, or the failure naming what could not be read.
Result<std::string> bundleContentHash(const std::string& path);

}  // namespace aw
