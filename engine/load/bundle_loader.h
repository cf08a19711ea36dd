// Opening a bundle: the files of a folder, an archive or a single log, classified, their
// nodes settled, the text logs scanned once (lines, times, hosts, ranks) and the
// structured sources turned into observations and metric series.
#pragma once

#include "engine/core/bundle.h"

#include <atomic>
#include <cstddef>
#include <functional>
#include <map>
#include <string>

namespace aw {

class LoadVisitor;

struct LoadOptions {
    unsigned threads = 0;                           // 0: all cores
    std::function<void(double fraction)> progress;  // called from loader threads, 0..1
    const std::atomic<bool>* cancel = nullptr;      // set to true to stop early
    // Scans of an earlier load of the same files (by path), from the analysis cache.
    // The caller vouches that the files did not change; those text logs are not read.
    const std::map<std::string, TextScanSummary>* knownTextScans = nullptr;
    // Text logs of at least twice this size are read in line-aligned pieces of about this
    // size on several threads; the bundle never depends on it.
    std::size_t textPieceBytes = std::size_t{32} << 20;
};

// Opens a folder, an archive (archive_reader.h names the kinds) or a single log file (a
// bundle of one file). Never throws for bad content: unreadable parts become Problems and
// the rest loads. Throws only for programming errors. `visitor`, when given, sees every
// line of every text log as the load reads it (load_visitor.h).
Bundle loadBundle(const std::string& path, const LoadOptions& options = {}, const LoadVisitor* visitor = nullptr);

}  // namespace aw
