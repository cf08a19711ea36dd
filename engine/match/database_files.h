// Compiled Vectorscan databases kept in files between runs: reading a catalog's app-log
// database (literals and a regex) back is far quicker than compiling it. A file holds the key
// it was compiled for (patterns, flags, target, CPU, Vectorscan version) and an XXH3-128 hash
// of the key and the database, checked before Vectorscan reads it (which checks its own
// checksum and CPU). They are read only from a private folder (engine/core/private_folder.h)
// and only from files of this user; anything else found there (another key, a damaged or
// foreign file) is ignored and replaced. Nothing here throws: a cache that fails only means
// compiling again.
#pragma once

#include <string>

struct hs_database;

namespace aw {

// The database kept in `folder` for `key`, or null (also when `folder` is not private).
hs_database* readKeptDatabase(const std::string& folder, const std::string& key);

// Writes `db` to `folder` for `key` (atomically, replacing any), and keeps the folder to
// its newest few dozen files. `folder` is made private when missing; nothing is written in
// one that is not.
void keepDatabase(const std::string& folder, const std::string& key, const hs_database* db);

}  // namespace aw
