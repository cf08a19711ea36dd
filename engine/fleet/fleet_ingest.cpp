#include "engine/fleet/fleet_ingest.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <vector>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace fs = std::filesystem;

namespace aw {

namespace {

// A result is a few kilobytes; the folder is shared with the batch's tasks.
constexpr off_t kMaxResultBytes = 16 << 20;

// The bytes of a result file: a regular file, not a link (the link could name anything),
// opened without waiting on a FIFO put in its place, and bounded.
Result<std::string> readResultFile(const fs::path& path) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) return Failure::at(path.string(), errno == ELOOP ? "a link, not a result file" : std::strerror(errno));
    struct stat st {};
    std::string why;
    std::string bytes;
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) why = "not a regular file";
    else if (st.st_size > kMaxResultBytes)
        why = "larger than a result can be (" + std::to_string(st.st_size) + " bytes)";
    else bytes.resize(static_cast<std::size_t>(st.st_size));
    std::size_t got = 0;
    while (why.empty() && got < bytes.size()) {
        const ssize_t n = ::read(fd, bytes.data() + got, bytes.size() - got);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) why = n < 0 ? std::strerror(errno) : "cut short while read";
        else got += static_cast<std::size_t>(n);
    }
    ::close(fd);
    if (!why.empty()) return Failure::at(path.string(), why);
    return bytes;
}

// The record in a result file; the failure names the file.
Result<FleetRecord> readResult(const fs::path& path) {
    const Result<std::string> bytes = readResultFile(path);
    if (!bytes) return bytes.failure();
    Result<FleetRecord> record = fleetRecordFromJson(*bytes);
    if (!record) return Failure::at(path.string(), record.failure().message);
    return record;
}

// One transaction of the ingest: the files put in it, which are only stored once it commits.
class Batch {
public:
    Batch(FleetStore& store, FleetIngestCounts& counts, const std::function<void(const Failure&)>& problem)
        : store_(store), counts_(counts), problem_(problem) {}

    void add(const std::string& file, const FleetRecord& record) {
        if (!open()) return notStored(file, openError_);
        const Result<FleetStore::PutResult> result = store_.put(record);
        if (!result) {
            notStored(file, result.failure().message);
            // SQLite ends the whole transaction on some errors (a full disk): what it held is lost.
            if (!store_.inTransaction()) lost(result.failure().message);
        } else if (*result != FleetStore::PutResult::Unchanged) {
            pending_.push_back({file, *result});
        } else {
            ++counts_.unchanged;
        }
    }

    void commit() {
        if (!store_.inTransaction()) return;
        if (const Result<void> committed = store_.commit(); !committed) return lost(committed.failure().message);
        for (const auto& p : pending_) ++(p.second == FleetStore::PutResult::Added ? counts_.added : counts_.replaced);
        pending_.clear();
    }

private:
    bool open() {
        if (store_.inTransaction()) return true;
        const Result<void> begun = store_.begin();
        if (!begun) openError_ = begun.failure().message;
        return begun.ok();
    }
    void notStored(const std::string& file, const std::string& why) {
        ++counts_.notStored;
        if (problem_) problem_(Failure::at(file, "not stored: " + why));
    }
    void lost(const std::string& why) {
        for (const auto& p : pending_) notStored(p.first, why);
        pending_.clear();
    }

    FleetStore& store_;
    FleetIngestCounts& counts_;
    const std::function<void(const Failure&)>& problem_;
    std::vector<std::pair<std::string, FleetStore::PutResult>> pending_;
    std::string openError_;
};

}  // namespace

Result<FleetIngestCounts> ingestFleetResults(const std::string& folder, FleetStore& store,
                                             const std::function<void(const Failure&)>& problem) {
    std::error_code ec;
    std::vector<fs::path> files;
    for (fs::directory_iterator it(folder, ec); !ec && it != fs::directory_iterator(); it.increment(ec))
        if (it->path().extension() == ".json" && it->symlink_status(ec).type() != fs::file_type::directory)
            files.push_back(it->path());
    if (ec) return Failure::at(folder, ec.message());
    std::sort(files.begin(), files.end());
    FleetIngestCounts counts;
    Batch batch(store, counts, problem);
    constexpr std::size_t kBatch = 1000;
    for (std::size_t i = 0; i < files.size(); ++i) {
        if (const Result<FleetRecord> record = readResult(files[i]); record) {
            batch.add(files[i].string(), *record);
        } else {
            ++counts.unreadable;
            if (problem) problem(record.failure());
        }
        if (i % kBatch == kBatch - 1) batch.commit();
    }
    batch.commit();
    return counts;
}

}  // namespace aw
