#include "engine/fleet/fleet_ingest.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <optional>
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
std::optional<std::string> readResultFile(const fs::path& path, std::string& why) {
    const int fd = ::open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0) {
        why = errno == ELOOP ? "a link, not a result file" : std::strerror(errno);
        return std::nullopt;
    }
    struct stat st {};
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
    if (!why.empty()) return std::nullopt;
    return bytes;
}

// One transaction of the ingest: the files put in it, which are only stored once it commits.
class Batch {
public:
    Batch(FleetStore& store, FleetIngestCounts& counts,
          const std::function<void(const std::string&, const std::string&)>& problem)
        : store_(store), counts_(counts), problem_(problem) {}

    void add(const std::string& file, const FleetRecord& record) {
        if (!open()) return notStored(file, openError_);
        try {
            const FleetStore::PutResult result = store_.put(record);
            if (result != FleetStore::PutResult::Unchanged) pending_.push_back({file, result});
            else ++counts_.unchanged;
        } catch (const FleetStoreError& e) {
            notStored(file, e.what());
            // SQLite ends the whole transaction on some errors (a full disk): what it held is lost.
            if (!store_.inTransaction()) lost(e.what());
        }
    }

    void commit() {
        if (!store_.inTransaction()) return;
        try {
            store_.commit();
        } catch (const FleetStoreError& e) { return lost(e.what()); }
        for (const auto& p : pending_) ++(p.second == FleetStore::PutResult::Added ? counts_.added : counts_.replaced);
        pending_.clear();
    }

private:
    bool open() {
        if (store_.inTransaction()) return true;
        try {
            store_.begin();
            return true;
        } catch (const FleetStoreError& e) {
            openError_ = e.what();
            return false;
        }
    }
    void notStored(const std::string& file, const std::string& why) {
        ++counts_.notStored;
        if (problem_) problem_(file, "not stored: " + why);
    }
    void lost(const std::string& why) {
        for (const auto& p : pending_) notStored(p.first, why);
        pending_.clear();
    }

    FleetStore& store_;
    FleetIngestCounts& counts_;
    const std::function<void(const std::string&, const std::string&)>& problem_;
    std::vector<std::pair<std::string, FleetStore::PutResult>> pending_;
    std::string openError_;
};

}  // namespace

FleetIngestCounts
ingestFleetResults(const std::string& folder, FleetStore& store,
                   const std::function<void(const std::string& file, const std::string& why)>& problem) {
    std::error_code ec;
    std::vector<fs::path> files;
    for (fs::directory_iterator it(folder, ec); !ec && it != fs::directory_iterator(); it.increment(ec))
        if (it->path().extension() == ".json" && it->symlink_status(ec).type() != fs::file_type::directory)
            files.push_back(it->path());
    if (ec) throw FleetStoreError(folder + ": " + ec.message());
    std::sort(files.begin(), files.end());
    FleetIngestCounts counts;
    Batch batch(store, counts, problem);
    constexpr std::size_t kBatch = 1000;
    for (std::size_t i = 0; i < files.size(); ++i) {
        std::string why;
        const auto bytes = readResultFile(files[i], why);
        if (const auto record = bytes ? fleetRecordFromJson(*bytes, &why) : std::nullopt) {
            batch.add(files[i].string(), *record);
        } else {
            ++counts.unreadable;
            if (problem) problem(files[i].string(), why);
        }
        if (i % kBatch == kBatch - 1) batch.commit();
    }
    batch.commit();
    return counts;
}

}  // namespace aw
