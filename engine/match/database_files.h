// Compiled Vectorscan databases kept in files between runs: reading a catalog's app-log
// database (literals and a regex) back is far quicker than compiling it. A file holds the key
// it was compiled for (patterns, flags, target, CPU, Vectorscan version), and Vectorscan
// checks the database's checksum and CPU when reading it back; anything else found there
// (another key, a damaged or foreign file) is ignored and replaced. Nothing here throws: a
// cache that fails only means compiling again.
#pragma once

#include <string>

struct hs_database;

namespace aw {

// The database kept in `folder` for `key`, or null.
hs_database* readKeptDatabase(const std::string& folder, const std::string& key);

// Writes `db` to `folder` for `key` (atomically, replacing any), and keeps the folder to
// its newest few dozen files.
void keepDatabase(const std::string& folder, const std::string& key, const hs_database* db);

}  // namespace aw
