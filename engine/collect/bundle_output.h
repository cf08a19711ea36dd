// Where a collection writes: a folder, or an archive named by its extension (.tar.gz,
// .tar.zst, .zip ...; the kinds the loader reads). Nothing is written outside it: every
// path is checked to stay inside, and names that come from the cluster (nodes, pods) are
// made safe first. A bundle or nothing: it is written under a temporary name beside the
// final one (".NAME.collecting-PID") and renamed into place by finish(); an interrupted
// collection is kept as NAME.partial (keepPartial()), and one that failed (a full disk, no
// job) leaves nothing (the destructor removes what was written).
#pragma once

#include "engine/core/result.h"

#include <cstddef>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>

struct archive;

namespace aw {

class BundleOutput {
public:
    // A new folder (it may exist when empty), or an archive when `path` ends with an
    // archive extension. The failure names it when it cannot be created or is not empty.
    static Result<std::unique_ptr<BundleOutput>> open(const std::string& path);
    ~BundleOutput();

    // Writes one file of the bundle; `relativePath` uses '/' and must stay inside.
    // Safe from several threads. The failure when the write fails.
    Result<void> add(const std::string& relativePath, std::string_view bytes);
    // Closes an archive and renames the bundle to its final name. A failure when the
    // archive cannot be completed (a full disk): nothing is then left under that name.
    Result<void> finish();
    // The same under the partial name instead: "job.partial" for a folder "job",
    // "job.partial.tar.gz" for "job.tar.gz" (`analyze` opens it only with --allow-partial).
    // Returns that name.
    Result<std::string> keepPartial();

    const std::string& path() const { return path_; }
    bool isArchive() const { return archive_ != nullptr; }
    std::size_t files() const;
    std::size_t bytes() const;

private:
    BundleOutput() = default;
    Result<void> closeAndRename(const std::string& to);
    std::string path_;     // the final name
    std::string writing_;  // where it is written until finish()
    bool placed_ = false;
    std::string archiveTop_;  // every archive entry sits under this folder
    archive* archive_ = nullptr;
    mutable std::mutex mutex_;
    std::size_t files_ = 0;
    std::size_t bytes_ = 0;
};

// A name from the cluster as one path component: '/', '\\', control bytes and a leading
// dot become '_'; an empty name becomes "_".
std::string safePathComponent(std::string_view name);

// The name an interrupted collection into `path` is kept under (see keepPartial()).
std::string partialBundleName(const std::string& path);

// True when `name` ends with an extension the collection can write an archive as.
bool isArchiveName(std::string_view name);
// Sets the format and compression `name` announces on a libarchive writer.
bool setArchiveKindFromName(archive* writer, std::string_view name);

}  // namespace aw
