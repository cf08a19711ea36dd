#include "engine/collect/bundle_output.h"

#include "engine/core/atomic_write.h"
#include "engine/format/archive_kinds.h"

#include <archive.h>
#include <archive_entry.h>

#include <ctime>
#include <filesystem>

#include <unistd.h>

namespace aw {
namespace fs = std::filesystem;
namespace {

// "out/slurm-4242.tar.gz" -> "slurm-4242"
std::string archiveStem(const std::string& path) {
    const std::string name = fs::path(path).filename().string();
    return name.substr(0, name.size() - archiveExtensionOf(name).size());
}

bool insideBundle(const std::string& relative) {
    if (relative.empty() || relative.front() == '/') return false;
    for (const auto& part : fs::path(relative))
        if (part == ".." || part == "." || part.empty()) return false;
    return true;
}

// Beside the final name, hidden, and this process's own.
std::string temporaryName(const std::string& path) {
    const fs::path p(path);
    return (p.parent_path() / ("." + p.filename().string() + ".collecting-" + std::to_string(::getpid()))).string();
}

}  // namespace

// NAME.partial.tar.gz for NAME.tar.gz (the extension in any case, kept as written),
// NAME.partial for a folder.
std::string partialBundleName(const std::string& path) {
    const fs::path p(path);
    const std::string name = p.filename().string();
    const std::string_view ext = archiveExtensionOf(name);
    if (ext.empty()) return (p.parent_path() / (name + ".partial")).string();
    const std::size_t stem = name.size() - ext.size();
    return (p.parent_path() / (name.substr(0, stem) + ".partial" + name.substr(stem))).string();
}

bool isArchiveName(std::string_view name) {
    return isArchivePath(name);
}

bool setArchiveKindFromName(archive* a, std::string_view path) {
    const std::string_view name = archiveExtensionOf(path);  // lower case, as kArchiveExtensions
    if (name.ends_with(".zip")) return archive_write_set_format_zip(a) == ARCHIVE_OK;
    if (archive_write_set_format_pax_restricted(a) != ARCHIVE_OK) return false;
    if (name.ends_with(".tar")) return true;
    if (name.ends_with(".tar.gz") || name.ends_with(".tgz")) return archive_write_add_filter_gzip(a) == ARCHIVE_OK;
    if (name.ends_with(".tar.bz2")) return archive_write_add_filter_bzip2(a) == ARCHIVE_OK;
    if (name.ends_with(".tar.xz")) return archive_write_add_filter_xz(a) == ARCHIVE_OK;
    if (name.ends_with(".tar.zst")) return archive_write_add_filter_zstd(a) == ARCHIVE_OK;
    return false;
}

std::string safePathComponent(std::string_view name) {
    std::string safe;
    for (char c : name) {
        const auto u = static_cast<unsigned char>(c);
        safe += (c == '/' || c == '\\' || u < 0x20 || u == 0x7f) ? '_' : c;
    }
    if (safe.empty() || safe.front() == '.') safe.insert(safe.begin(), '_');
    return safe;
}

Result<std::unique_ptr<BundleOutput>> BundleOutput::open(const std::string& given) {
    if (given.empty()) return Failure{"no output given (-o FOLDER or -o FILE.tar.gz)"};
    std::unique_ptr<BundleOutput> out(new BundleOutput);
    std::string path = given;
    while (path.size() > 1 && path.back() == '/') path.pop_back();  // "job/" is the folder "job"
    out->path_ = path;
    out->writing_ = temporaryName(path);
    std::error_code ec;
    if (isArchiveName(path)) {
        if (fs::exists(fs::symlink_status(path, ec)))
            return Failure::at(path, "already exists; collect does not overwrite a bundle");
        out->archiveTop_ = safePathComponent(archiveStem(path));
        out->archive_ = archive_write_new();
        if (!setArchiveKindFromName(out->archive_, path) ||
            archive_write_open_filename(out->archive_, out->writing_.c_str()) != ARCHIVE_OK)
            return Failure::at(path, std::string("cannot write the archive: ") + archive_error_string(out->archive_));
        return out;
    }
    if (fs::exists(fs::symlink_status(path, ec)) &&
        (!fs::is_directory(fs::symlink_status(path, ec)) || !fs::is_empty(path, ec)))
        return Failure::at(path, "exists and is not an empty folder; collect does not overwrite a bundle");
    fs::create_directories(out->writing_, ec);
    if (ec) return Failure::at(path, "cannot create the folder: " + ec.message());
    return out;
}

BundleOutput::~BundleOutput() {
    if (archive_) archive_write_free(archive_);
    // Not finished: a failure (a full disk, no job) leaves nothing behind.
    std::error_code ec;
    if (!placed_) fs::remove_all(writing_, ec);
}

Result<void> BundleOutput::add(const std::string& relativePath, std::string_view bytes) {
    // A path the collector built wrong (cluster names are made safe before): refused, named.
    if (!insideBundle(relativePath))
        return Failure{"refusing to write outside the bundle: " + relativePath, relativePath};
    std::lock_guard lock(mutex_);
    if (archive_) {
        archive_entry* entry = archive_entry_new();
        archive_entry_set_pathname(entry, (archiveTop_ + "/" + relativePath).c_str());
        archive_entry_set_filetype(entry, AE_IFREG);
        archive_entry_set_perm(entry, 0644);
        archive_entry_set_mtime(entry, std::time(nullptr), 0);
        archive_entry_set_size(entry, static_cast<la_int64_t>(bytes.size()));
        bool ok = archive_write_header(archive_, entry) >= ARCHIVE_WARN;
        if (ok && !bytes.empty())
            ok = archive_write_data(archive_, bytes.data(), bytes.size()) == static_cast<la_ssize_t>(bytes.size());
        archive_entry_free(entry);
        if (!ok) return Failure::at(path_, "cannot add " + relativePath + ": " + archive_error_string(archive_));
    } else {
        const fs::path file = fs::path(writing_) / relativePath;
        std::error_code ec;
        fs::create_directories(file.parent_path(), ec);
        if (Result<void> written = writeFileAtomically(file.string(), bytes); !written) return written;
    }
    ++files_;
    bytes_ += bytes.size();
    return {};
}

Result<void> BundleOutput::closeAndRename(const std::string& to) {
    std::lock_guard lock(mutex_);
    if (placed_) return {};
    if (archive_ && archive_write_close(archive_) != ARCHIVE_OK)
        return Failure::at(path_, std::string("cannot finish the archive: ") + archive_error_string(archive_));
    // A folder renames onto an empty folder of the final name; anything else there (made
    // since open()) is not replaced.
    std::error_code ec;
    if (fs::exists(fs::symlink_status(to, ec)) &&
        (!fs::is_directory(fs::symlink_status(to, ec)) || !fs::is_empty(to, ec)))
        return Failure::at(to, "appeared while collecting; the bundle is not put in its place");
    fs::rename(writing_, to, ec);
    if (ec) return Failure::at(to, "cannot put the bundle in place: " + ec.message());
    placed_ = true;
    return {};
}

Result<void> BundleOutput::finish() {
    return closeAndRename(path_);
}

Result<std::string> BundleOutput::keepPartial() {
    const std::string partial = partialBundleName(path_);
    if (Result<void> placed = closeAndRename(partial); !placed) return placed.failure();
    return partial;
}

std::size_t BundleOutput::files() const {
    std::lock_guard lock(mutex_);
    return files_;
}

std::size_t BundleOutput::bytes() const {
    std::lock_guard lock(mutex_);
    return bytes_;
}

}  // namespace aw
