// libarchive into memory, with entry safety checks and bomb guards (see archive_reader.h).
#include "engine/load/archive_reader.h"

#include "engine/core/host_list.h"
#include "engine/load/file_snapshot.h"

#include <archive.h>
#include <archive_entry.h>

#include <filesystem>
#include <sys/stat.h>

namespace aw {
namespace {

std::string archiveError(archive* a) {
    const char* msg = archive_error_string(a);
    return msg ? msg : "unknown archive error";
}

// Refuses absolute paths and ".." components; normalises "./a//b" to "a/b".
bool safeRelativePath(std::string_view raw, std::string& out) {
    if (raw.empty() || raw.front() == '/' || raw.find('\\') != std::string_view::npos) return false;
    if (raw.size() > 1 && raw[1] == ':') return false;  // "C:..."
    out.clear();
    std::size_t start = 0;
    for (std::size_t i = 0; i <= raw.size(); ++i) {
        if (i < raw.size() && raw[i] != '/') continue;
        std::string_view part = raw.substr(start, i - start);
        start = i + 1;
        if (part.empty() || part == ".") continue;
        if (part == "..") return false;
        if (!out.empty()) out += '/';
        out += part;
    }
    return !out.empty();
}

}  // namespace

bool isArchivePath(std::string_view path) {
    const std::string lower = lowerAscii(path);
    for (std::string_view ext : kArchiveExtensions)
        if (lower.size() > ext.size() && lower.ends_with(ext)) return true;
    return false;
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

std::string stripCommonTopFolder(std::vector<std::string*>& paths) {
    if (paths.empty()) return {};
    std::string top;
    for (const std::string* p : paths) {
        std::size_t slash = p->find('/');
        if (slash == std::string::npos) return {};  // a file at the root: nothing to strip
        std::string_view first(p->data(), slash);
        if (top.empty()) top = std::string(first);
        else if (first != top) return {};
    }
    const std::size_t cut = top.size() + 1;
    for (std::string* p : paths) p->erase(0, cut);
    return top;
}

namespace {

archive* newArchiveReader() {
    archive* a = archive_read_new();
    // Only the compressions a bundle name can announce (kArchiveExtensions), all in-process.
    // Not filter_all: for lrzip, lzop, grzip and others libarchive forks an external
    // program, and a bundle must never make us run one.
    archive_read_support_filter_gzip(a);
    archive_read_support_filter_bzip2(a);
    archive_read_support_filter_xz(a);
    archive_read_support_filter_zstd(a);
    archive_read_support_format_tar(a);
    archive_read_support_format_gnutar(a);
    archive_read_support_format_zip(a);
    return a;
}

// Reads the entries of an opened archive, then frees it. Shared by the file and the
// in-memory form, so the fuzzer exercises exactly the code a bundle goes through.
bool readOpenedArchive(archive* a, const std::string& archiveName, std::uint64_t archiveSize,
                       std::vector<ArchiveEntry>& entries, std::vector<Problem>& problems,
                       const std::atomic<bool>* cancel, const ArchiveLimits& limits,
                       const std::function<void(double)>& progress) {
    std::uint64_t total = 0;
    bool opened = false;
    const std::size_t firstProblem = problems.size();
    std::vector<char> buffer;
    while (true) {
        if (cancel && cancel->load()) break;
        archive_entry* entry = nullptr;
        int rc = archive_read_next_header(a, &entry);
        if (rc == ARCHIVE_EOF) {
            opened = true;
            break;
        }
        if (rc == ARCHIVE_FATAL || (rc != ARCHIVE_OK && rc != ARCHIVE_WARN)) {
            if (!opened && entries.empty()) {
                problems.push_back({"", 0, Severity::Error,
                                    "cannot read archive " + archiveName + ": " + archiveError(a)});
            } else {
                problems.push_back({"", 0, Severity::Error,
                                    "archive " + archiveName + " is truncated or corrupt after entry '" +
                                        (entries.empty() ? std::string() : entries.back().path) +
                                        "': " + archiveError(a)});
            }
            break;
        }
        opened = true;
        const char* rawName = archive_entry_pathname(entry);
        const std::string name = rawName ? rawName : "";
        const mode_t type = archive_entry_filetype(entry);
        if (type == AE_IFDIR) continue;
        std::string rel;
        if (!safeRelativePath(name, rel)) {
            problems.push_back({name, 0, Severity::Error,
                                "unsafe archive entry path (absolute or '..'), skipped"});
            continue;
        }
        if (type == AE_IFLNK || archive_entry_hardlink(entry)) {
            problems.push_back({rel, 0, Severity::Warning, "link in archive, skipped"});
            continue;
        }
        if (type != AE_IFREG && type != 0) {
            problems.push_back({rel, 0, Severity::Warning, "device or special file in archive, skipped"});
            continue;
        }
        std::string bytes;
        if (archive_entry_size_is_set(entry)) {
            const auto declared = static_cast<std::uint64_t>(archive_entry_size(entry));
            if (total + declared > limits.maxTotalBytes) {
                problems.push_back({rel, 0, Severity::Error,
                                    "archive " + archiveName + " expands beyond the " +
                                        std::to_string(limits.maxTotalBytes >> 30) +
                                        " GiB limit (decompression bomb guard); stopped here"});
                break;
            }
            if (declared < (1ull << 30)) bytes.reserve(static_cast<std::size_t>(declared));
        }
        bool stop = false;
        bool failed = false;
        const la_int64_t compressedStart = archive_filter_bytes(a, -1);
        buffer.resize(1 << 16);
        while (true) {
            la_ssize_t n = archive_read_data(a, buffer.data(), buffer.size());
            if (n == 0) break;
            if (n < 0) {
                problems.push_back({rel, 0, Severity::Error,
                                    "archive " + archiveName + " is truncated or corrupt in entry '" + rel +
                                        "': " + archiveError(a) + " (bytes read so far kept)"});
                failed = true;
                break;
            }
            bytes.append(buffer.data(), static_cast<std::size_t>(n));
            total += static_cast<std::uint64_t>(n);
            if (total > limits.maxTotalBytes) {
                problems.push_back({rel, 0, Severity::Error,
                                    "archive " + archiveName + " expands beyond the " +
                                        std::to_string(limits.maxTotalBytes >> 30) +
                                        " GiB limit (decompression bomb guard); stopped here"});
                stop = true;
                break;
            }
            if (bytes.size() > limits.ratioCheckFromBytes) {
                const la_int64_t compressed = std::max<la_int64_t>(1, archive_filter_bytes(a, -1) - compressedStart);
                if (double(bytes.size()) / double(compressed) > limits.maxRatio) {
                    problems.push_back({rel, 0, Severity::Error,
                                        "archive entry expands more than " +
                                            std::to_string(static_cast<long>(limits.maxRatio)) +
                                            ":1 (decompression bomb guard); entry skipped, archive reading stopped"});
                    bytes.clear();
                    stop = true;
                    break;
                }
            }
            if (cancel && cancel->load()) { stop = true; break; }
        }
        if (!bytes.empty() || (!stop && !failed)) {
            ArchiveEntry out;
            out.path = rel;
            out.data = std::make_shared<MemoryFile>(std::move(bytes));
            TimeNs mtime = 0;  // an mtime past 2262 (a hostile header) is left unset
            if (archive_entry_mtime_is_set(entry) &&
                !__builtin_mul_overflow(TimeNs(archive_entry_mtime(entry)), TimeNs(1'000'000'000), &mtime) &&
                !__builtin_add_overflow(mtime, TimeNs(archive_entry_mtime_nsec(entry)), &mtime))
                out.mtime = mtime;
            entries.push_back(std::move(out));
        }
        if (progress && archiveSize > 0)
            progress(std::min(1.0, double(archive_filter_bytes(a, -1)) / double(archiveSize)));
        if (stop || failed) break;
    }
    archive_read_free(a);
    std::vector<std::string*> paths;
    for (ArchiveEntry& e : entries) paths.push_back(&e.path);
    const std::string top = stripCommonTopFolder(paths);
    // Problems name entries relative to the bundle root too.
    if (!top.empty())
        for (std::size_t i = firstProblem; i < problems.size(); ++i)
            if (problems[i].file.rfind(top + "/", 0) == 0) problems[i].file.erase(0, top.size() + 1);
    return opened || !entries.empty();
}

}  // namespace

bool readArchive(const std::string& path, std::vector<ArchiveEntry>& entries,
                 std::vector<Problem>& problems, const std::atomic<bool>* cancel,
                 const ArchiveLimits& limits, const std::function<void(double)>& progress) {
    const std::string archiveName = std::filesystem::path(path).filename().string();
    archive* a = newArchiveReader();
    if (archive_read_open_filename(a, path.c_str(), 1 << 16) != ARCHIVE_OK) {
        problems.push_back({"", 0, Severity::Error, "cannot open archive " + archiveName + ": " + archiveError(a)});
        archive_read_free(a);
        return false;
    }
    std::error_code ec;
    const std::uint64_t archiveSize = std::filesystem::file_size(path, ec);
    return readOpenedArchive(a, archiveName, ec ? 0 : archiveSize, entries, problems, cancel, limits, progress);
}

bool readArchiveBytes(std::string_view bytes, const std::string& archiveName, std::vector<ArchiveEntry>& entries,
                      std::vector<Problem>& problems, const ArchiveLimits& limits) {
    archive* a = newArchiveReader();
    if (archive_read_open_memory(a, bytes.data(), bytes.size()) != ARCHIVE_OK) {
        problems.push_back({"", 0, Severity::Error, "cannot open archive " + archiveName + ": " + archiveError(a)});
        archive_read_free(a);
        return false;
    }
    return readOpenedArchive(a, archiveName, bytes.size(), entries, problems, nullptr, limits, {});
}

}  // namespace aw
