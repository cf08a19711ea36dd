// The fleet's SQLite store: one row per analysed bundle (jobs) and one per node and per GPU
// it blamed, indexed for the questions a cluster operator asks: which jobs failed of what,
// and which nodes and GPUs keep being blamed. One writer at a time (fleet run, fleet
// ingest) and the others wait for it (a busy timeout); the workbench reads it. A write that
// fails is rolled back and said, never left to swallow the writes after it. The schema is versioned (PRAGMA user_version) and an
// older store is migrated step by step when opened; a newer one is refused, not damaged.
#pragma once

#include "engine/attribute/action_selection.h"
#include "engine/core/result.h"
#include "engine/fleet/fleet_record.h"
#include "engine/store/sqlite_database.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace aw {

struct FleetJob {
    std::int64_t id = 0;
    TimeNs time = kNoTime;  // when it ended (the window's end, else its start)
    FleetRecord record;
};

struct FleetJobFilter {
    TimeNs from = kNoTime;  // job time at or after
    TimeNs to = kNoTime;    // job time before
    std::string outcome;    // "" for any
    std::string node;       // "" for any; else jobs that blamed this node
    std::size_t limit = 0;  // 0: all
};

// A node (gpu < 0) or one GPU of a node, and the jobs that blamed it.
struct FleetOffender {
    std::string node;
    std::int32_t gpu = -1;
    std::size_t jobs = 0;
    TimeNs first = kNoTime;
    TimeNs last = kNoTime;
    std::map<std::string, std::size_t> symptoms;  // what it was blamed for, and how often
    // Blamed in two or more jobs whose times lie within the repeat window of each other.
    bool repeat = false;
};

// Jobs per outcome in one time bucket.
struct FleetOutcomeBucket {
    TimeNs start = kNoTime;
    std::map<std::string, std::size_t> outcomes;
};

class FleetStore {
public:
    static constexpr int kSchemaVersion = 3;
    // How long a write waits for another writer (a batch of a thousand takes about a second).
    static constexpr int kBusyTimeoutMs = 60'000;

    // Opens or creates the store (read-only: must exist); two processes may create the same
    // new store at once. The failure names the path and gives SQLite's reason, or says the
    // store was written by a newer version.
    static Result<FleetStore> open(const std::string& path, bool readOnly = false, int busyTimeoutMs = kBusyTimeoutMs);
    const std::string& path() const { return path_; }

    // Whether a bundle with these bytes was analysed with this catalog already (also when a
    // later collection of its job has replaced it since).
    bool has(const std::string& contentHash, const std::string& catalog) const;

    enum class PutResult { Added, Replaced, Unchanged };
    // Adds the record. A job is one row: the same content analysed before is replaced when
    // the catalog differs (a newer analysis supersedes) and left alone otherwise; another
    // collection of the same job (FleetRecord::jobKey) replaces its row. A failure when it
    // could not be stored; nothing of it is then in the store and later puts are not
    // affected (inside begin()..commit() the transaction goes on without it, unless SQLite
    // ended it: see inTransaction()).
    Result<PutResult> put(const FleetRecord& record);

    // Groups writes into one transaction (ingesting thousands of results). A commit that
    // fails is rolled back and returns the failure: none of the transaction's puts is stored.
    Result<void> begin();
    Result<void> commit();
    void rollback();
    bool inTransaction() const;

    std::size_t jobCount() const;
    std::vector<FleetJob> jobs(const FleetJobFilter& filter = {}) const;
    // Every blamed node (gpu = -1) and GPU, most often blamed first; `repeatWindow` is how
    // close in time two blames must be to make a repeat offender.
    std::vector<FleetOffender> offenders(TimeNs repeatWindow) const;
    std::vector<FleetOutcomeBucket> outcomeMix(TimeNs bucket) const;
    // The outcomes seen, for the filters of a view.
    std::vector<std::string> outcomes() const;
    // Every job that blamed `node`, oldest first, as the actions' repeat-offender rule reads
    // them (engine/attribute/action_selection.h).
    std::vector<PriorBlame> blamesOf(const std::string& node) const;

    // The jobs whose scheduler said they ended well (FleetRecord::healthy), and how many of
    // them printed an unexplained line of this template (templateHash()).
    std::size_t healthyJobCount() const;
    std::size_t healthyJobsWith(std::uint64_t templateHash) const;

private:
    explicit FleetStore(const std::string& path) : path_(path) {}
    bool useWal(int busyTimeoutMs);
    Result<long long> schemaVersion() const;
    Result<void> migrate();
    Result<PutResult> putRows(const FleetRecord& record);
    // "PATH: what: SQLite's reason".
    Failure failure(const std::string& what) const;

    std::string path_;
    SqliteDatabase db_;
    long long schema_ = kSchemaVersion;  // below it only for an older store opened read-only
};

// The time a job is placed at: its window's end, else its start.
TimeNs fleetJobTime(const FleetRecord& record);

}  // namespace aw
