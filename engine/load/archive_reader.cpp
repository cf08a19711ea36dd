// libarchive into memory, with entry safety checks and bomb guards (see archive_reader.h).
#include "engine/load/archive_reader.h"

#include "engine/core/host_list.h"
#include "engine/load/bundle_path.h"
#include "engine/load/file_snapshot.h"
#include "engine/load/usable_memory.h"

#include <archive.h>
#include <archive_entry.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <sys/stat.h>
#include <unistd.h>

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

// The decompression bomb guard. An archive's compressed bytes read so far, and an entry's,
// bound what they may have expanded to: a slack (small files, a solid stream's read-ahead)
// plus maxRatio of them, and the whole archive maxTotalBytes. Checked after every block, so
// a 25 KB archive of 100 entries of 100 MiB of zeros stops after about 25 MB, not 10 GB.
class ExpansionGuard {
public:
    ExpansionGuard(archive* a, const ArchiveLimits& limits, std::uint64_t archiveSize)
        : a_(a), limits_(limits), archiveSize_(archiveSize) {}

    // What the whole archive may expand to once all of it is read (for an entry's declared
    // size: a header announcing more is refused before any of it is decompressed).
    std::uint64_t wholeArchiveAllowance() const {
        return archiveSize_ > 0 ? allowedFor(archiveSize_) : limits_.maxTotalBytes;
    }
    void startEntry() { entryStart_ = compressedPosition(); }
    // What the entry may hold now, and the whole archive (more compressed bytes read allow more).
    std::uint64_t entryAllowance() {
        const std::uint64_t position = compressedPosition();
        return allowedFor(position > entryStart_ ? position - entryStart_ : 0);
    }
    std::uint64_t totalAllowance() {
        compressedPosition();
        return allowedFor(furthest_);
    }
    std::uint64_t compressedRead() const { return furthest_; }

private:
    std::uint64_t allowedFor(std::uint64_t compressed) const {
        const double allowed = double(limits_.ratioSlackBytes) + limits_.maxRatio * double(compressed);
        return allowed >= double(limits_.maxTotalBytes) ? limits_.maxTotalBytes : std::uint64_t(allowed);
    }
    // The raw archive bytes consumed by the decompressor (or the zip reader) so far. A zip
    // is read by seeking, so the furthest point reached counts for the whole archive.
    std::uint64_t compressedPosition() {
        const la_int64_t raw = archive_filter_bytes(a_, -1);
        const std::uint64_t position = raw > 0 ? std::uint64_t(raw) : 0;
        furthest_ = std::max(furthest_, position);
        return position;
    }

    archive* a_;
    const ArchiveLimits& limits_;
    std::uint64_t archiveSize_;
    std::uint64_t entryStart_ = 0;
    std::uint64_t furthest_ = 0;
};

// "812 bytes", "23.9 KiB", "100.0 MiB", "11.8 GiB".
std::string sizeText(std::uint64_t bytes) {
    static constexpr const char* kUnits[] = {"KiB", "MiB", "GiB"};
    if (bytes < 1024) return std::to_string(bytes) + " bytes";
    double value = double(bytes) / 1024;
    int unit = 0;
    while (value >= 1024 && unit < 2) {
        value /= 1024;
        ++unit;
    }
    char text[32];
    std::snprintf(text, sizeof text, "%.1f %s", value, kUnits[unit]);
    return text;
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
    ExpansionGuard guard(a, limits, archiveSize);
    // Why the guard stopped the reading, naming the archive and the entry; `kept` says what
    // of the entry stayed.
    const auto bombProblem = [&](const std::string& entry, const std::string& why, const std::string& kept) {
        problems.push_back({entry, 0, Severity::Error,
                            "archive " + archiveName + ", entry '" + entry + "': " + why +
                                ": decompression bomb guard; reading stopped, " + kept + "the " +
                                std::to_string(entries.size()) + (entries.size() == 1 ? " entry" : " entries") +
                                " before it kept"});
    };
    const std::string ratioText =
        std::to_string(static_cast<long>(limits.maxRatio)) + ":1 beyond " + sizeText(limits.ratioSlackBytes);
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
                problems.push_back(
                    {"", 0, Severity::Error, "cannot read archive " + archiveName + ": " + archiveError(a)});
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
            problems.push_back({name, 0, Severity::Error, "unsafe archive entry path (absolute or '..'), skipped"});
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
            // A header announcing more than the whole archive may expand to: refused unread.
            const auto declared = static_cast<std::uint64_t>(std::max<la_int64_t>(0, archive_entry_size(entry)));
            const std::uint64_t allowance = guard.wholeArchiveAllowance();
            if (declared > allowance || total + declared > allowance) {
                bombProblem(rel,
                            "declares " + sizeText(declared) + ", more than this archive of " + sizeText(archiveSize) +
                                " may expand to (" + ratioText + ", " + sizeText(limits.maxTotalBytes) + " at most)",
                            "");
                break;
            }
            if (declared < (1ull << 30)) bytes.reserve(static_cast<std::size_t>(declared));
        }
        bool stop = false;
        bool failed = false;
        guard.startEntry();
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
            // Checked from the first block: the entry against its own compressed bytes,
            // everything against the archive's (and the memory limit).
            const std::uint64_t entryAllowed = guard.entryAllowance();
            const std::uint64_t totalAllowed = guard.totalAllowance();
            const bool entryOver = bytes.size() > entryAllowed, totalOver = total > totalAllowed;
            if (entryOver || totalOver) {
                const std::uint64_t expanded = total;
                const std::uint64_t excess =
                    std::max(entryOver ? bytes.size() - entryAllowed : 0, totalOver ? total - totalAllowed : 0);
                bytes.resize(bytes.size() - std::min<std::uint64_t>(excess, bytes.size()));  // within the limits: kept
                total -= excess;
                const std::string kept = "its first " + sizeText(bytes.size()) + " and ";
                if (totalOver && totalAllowed == limits.maxTotalBytes)
                    bombProblem(rel,
                                "the archive expands beyond " + sizeText(limits.maxTotalBytes) +
                                    ", the most an archive may take in memory on this machine",
                                kept);
                else
                    bombProblem(rel,
                                std::string(entryOver ? "the entry" : "the archive") + " expands more than " +
                                    ratioText + " (" + sizeText(expanded) + " from " +
                                    sizeText(guard.compressedRead()) + " of the archive)",
                                kept);
                stop = true;
                break;
            }
            if (cancel && cancel->load()) {
                stop = true;
                break;
            }
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

std::uint64_t defaultArchiveTotalBytes() {
    constexpr std::uint64_t kMost = 16ull << 30;
    const std::uint64_t usable = usableMemoryBytes();
    return usable ? std::min(kMost, usable / 2) : kMost;
}

bool readArchive(const std::string& path, std::vector<ArchiveEntry>& entries, std::vector<Problem>& problems,
                 const std::atomic<bool>* cancel, const ArchiveLimits& limits,
                 const std::function<void(double)>& progress) {
    const std::string archiveName = std::filesystem::path(path).filename().string();
    // Opened here, not by libarchive: a FIFO put in its place must not block the open.
    std::string openError;
    const int fd = openRegularFile(path, openError);
    if (fd < 0) {
        problems.push_back({"", 0, Severity::Error, "cannot open archive " + openError});
        return false;
    }
    struct stat st {};
    const std::uint64_t archiveSize = ::fstat(fd, &st) == 0 ? static_cast<std::uint64_t>(st.st_size) : 0;
    archive* a = newArchiveReader();
    if (archive_read_open_fd(a, fd, 1 << 16) != ARCHIVE_OK) {
        problems.push_back({"", 0, Severity::Error, "cannot open archive " + archiveName + ": " + archiveError(a)});
        archive_read_free(a);
        ::close(fd);
        return false;
    }
    const bool read = readOpenedArchive(a, archiveName, archiveSize, entries, problems, cancel, limits, progress);
    ::close(fd);  // after readOpenedArchive freed the reader
    return read;
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
