#include "engine/fleet/fleet_store.h"

#include <sqlite3.h>

#include <algorithm>
#include <charconv>
#include <chrono>
#include <filesystem>
#include <thread>

namespace aw {

namespace {

// Each step takes the store from the version before it to its own; new versions append.
const char* const kMigrations[] = {
    // 1: jobs, blamed nodes and GPUs, and the indexes of the fleet's questions.
    "CREATE TABLE IF NOT EXISTS jobs ("
    " id INTEGER PRIMARY KEY,"
    " content_hash TEXT NOT NULL UNIQUE,"
    " catalog TEXT NOT NULL,"
    " bundle_path TEXT NOT NULL,"
    " workload_id TEXT, workload_name TEXT, scheduler TEXT,"
    " window_start INTEGER, window_end INTEGER, job_time INTEGER,"
    " outcome TEXT NOT NULL, confidence TEXT, broad_event INTEGER NOT NULL DEFAULT 0,"
    " symptom TEXT, summary TEXT,"
    " culprit_nodes TEXT, culprit_gpu INTEGER, culprit_ranks TEXT,"
    " analysed_at TEXT, error TEXT, problems TEXT);"
    "CREATE TABLE IF NOT EXISTS blamed_nodes (job INTEGER NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,"
    " node TEXT NOT NULL, PRIMARY KEY (job, node));"
    "CREATE TABLE IF NOT EXISTS blamed_gpus (job INTEGER NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,"
    " node TEXT NOT NULL, gpu INTEGER NOT NULL, PRIMARY KEY (job, node, gpu));"
    "CREATE INDEX IF NOT EXISTS jobs_by_time ON jobs(job_time);"
    "CREATE INDEX IF NOT EXISTS jobs_by_outcome ON jobs(outcome, job_time);"
    "CREATE INDEX IF NOT EXISTS blamed_nodes_by_node ON blamed_nodes(node);"
    "CREATE INDEX IF NOT EXISTS blamed_gpus_by_gpu ON blamed_gpus(node, gpu);",
    // 2: a job is a row: keyed by the Slurm job the manifest names (fleetJobKey()), else its
    // content. Rows of one Slurm job collected several times (named only by a workload id
    // "slurm-N" in version 1) are folded into the latest; the bytes it replaced are kept in
    // `superseded`, so a run over every collection again skips them.
    "ALTER TABLE jobs ADD COLUMN job_key TEXT;"
    "UPDATE jobs SET job_key = content_hash;"
    "UPDATE jobs SET job_key = 'slurm//' || substr(workload_id, 7) WHERE scheduler = 'slurm'"
    " AND length(workload_id) BETWEEN 7 AND 26 AND substr(workload_id, 1, 6) = 'slurm-'"
    " AND NOT substr(workload_id, 7) GLOB '*[^0-9]*';"
    "CREATE TABLE IF NOT EXISTS superseded (content_hash TEXT NOT NULL, catalog TEXT NOT NULL,"
    " PRIMARY KEY (content_hash, catalog));"
    "INSERT OR IGNORE INTO superseded SELECT content_hash, catalog FROM jobs"
    " WHERE id NOT IN (SELECT MAX(id) FROM jobs GROUP BY job_key);"
    "DELETE FROM jobs WHERE id NOT IN (SELECT MAX(id) FROM jobs GROUP BY job_key);"
    "CREATE UNIQUE INDEX IF NOT EXISTS jobs_by_key ON jobs(job_key);",
    // 3: whether the scheduler said the job ended well (job_health.h), and the templates of
    // each job's unexplained lines (their hashes): a template many healthy jobs print ranks
    // last in another job's unexplained lines. Jobs stored before count as not healthy.
    "ALTER TABLE jobs ADD COLUMN healthy INTEGER NOT NULL DEFAULT 0;"
    "CREATE TABLE IF NOT EXISTS job_templates (job INTEGER NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,"
    " template INTEGER NOT NULL, PRIMARY KEY (job, template));"
    "CREATE INDEX IF NOT EXISTS job_templates_by_template ON job_templates(template);",
};
static_assert(std::size(kMigrations) == FleetStore::kSchemaVersion);

std::string joined(const std::vector<std::string>& items, char sep) {
    std::string out;
    for (const auto& s : items) out += (out.empty() ? "" : std::string(1, sep)) + s;
    return out;
}

std::vector<std::string> split(std::string_view s, char sep) {
    std::vector<std::string> out;
    while (!s.empty()) {
        const auto at = s.find(sep);
        out.emplace_back(s.substr(0, at));
        if (at == std::string_view::npos) break;
        s.remove_prefix(at + 1);
    }
    return out;
}

void bindTime(SqliteStatement& q, int index, TimeNs t) {
    if (t == kNoTime) q.bindNull(index);
    else q.bindInt64(index, t);
}

TimeNs columnTime(const SqliteStatement& q, int index) {
    return q.isNull(index) ? kNoTime : q.columnInt64(index);
}

std::string columnText(const SqliteStatement& q, int index) {
    return std::string(q.column(index));
}

}  // namespace

TimeNs fleetJobTime(const FleetRecord& r) {
    return r.windowEnd != kNoTime ? r.windowEnd : r.windowStart;
}

Result<FleetStore> FleetStore::open(const std::string& path, bool readOnly, int busyTimeoutMs) {
    std::error_code ec;
    if (readOnly && !std::filesystem::exists(path, ec)) return Failure::at(path, "no such fleet store");
    if (!readOnly) {
        const auto parent = std::filesystem::path(path).parent_path();
        if (!parent.empty()) std::filesystem::create_directories(parent, ec);
    }
    FleetStore store(path);
    SqliteDatabase& db = store.db_;
    if (!db.open(path, readOnly)) return store.failure("cannot open");
    // Another writer (a second fleet run, an ingest) holds the lock for a batch at most:
    // wait for it rather than lose a result.
    sqlite3_busy_timeout(db.handle(), busyTimeoutMs);
    if (!db.exec("PRAGMA foreign_keys=ON")) return store.failure("cannot enable foreign keys");
    // WAL with synchronous=NORMAL: a crash may lose the last results, never the store;
    // a fleet run or ingest simply adds them again.
    if (!readOnly && (!store.useWal(busyTimeoutMs) || !db.exec("PRAGMA synchronous=NORMAL")))
        return store.failure("cannot use WAL");
    // Read-only, an older store is read as it is (it cannot be migrated): what it lacks, it
    // does not say (an older store knows no healthy job).
    if (readOnly) {
        const Result<long long> version = store.schemaVersion();
        if (!version) return version.failure();
        store.schema_ = *version;
    } else if (Result<void> migrated = store.migrate(); !migrated) {
        return migrated.failure();
    }
    return store;
}

// Switching a new store to WAL needs it alone: two first runs on a new store meet here, and
// SQLite answers one of them SQLITE_BUSY at once (without waiting) when both hold a read
// lock. It is tried again until the busy timeout has passed.
bool FleetStore::useWal(int busyTimeoutMs) {
    const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(busyTimeoutMs);
    for (;;) {
        if (db_.exec("PRAGMA journal_mode=WAL")) return true;
        if ((sqlite3_extended_errcode(db_.handle()) & 0xff) != SQLITE_BUSY || std::chrono::steady_clock::now() >= until)
            return false;
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
}

Failure FleetStore::failure(const std::string& what) const {
    return Failure::at(path_, what + (db_.isOpen() ? ": " + db_.error() : std::string()));
}

Result<long long> FleetStore::schemaVersion() const {
    SqliteStatement q(db_, "PRAGMA user_version");
    if (q.step() != SQLITE_ROW) return failure("not a fleet store");
    const long long version = q.columnInt64(0);
    if (version > kSchemaVersion)
        return Failure::at(path_, "written by a newer version (schema " + std::to_string(version) +
                                      ", this program knows up to " + std::to_string(kSchemaVersion) + ")");
    return version;
}

Result<void> FleetStore::migrate() {
    const Result<long long> found = schemaVersion();
    if (!found) return found.failure();
    if (*found == kSchemaVersion) return {};
    // Under the write lock, and the version read again: a process that opened the same new
    // store at the same time may have migrated it meanwhile.
    if (!db_.exec("BEGIN IMMEDIATE")) return failure("cannot migrate");
    const auto rolledBack = [&](Failure why) {
        db_.exec("ROLLBACK");
        return why;
    };
    const Result<long long> current = schemaVersion();
    if (!current) return rolledBack(current.failure());
    for (long long v = *current; v < kSchemaVersion; ++v) {
        const std::string step = kMigrations[v] + std::string(";PRAGMA user_version=") + std::to_string(v + 1);
        if (!db_.exec(step.c_str())) return rolledBack(failure("cannot migrate to schema " + std::to_string(v + 1)));
    }
    if (!db_.exec("COMMIT")) return rolledBack(failure("cannot migrate"));
    return {};
}

bool FleetStore::has(const std::string& contentHash, const std::string& catalog) const {
    SqliteStatement q(db_, "SELECT 1 FROM jobs WHERE content_hash = ?1 AND catalog = ?2"
                           " UNION ALL SELECT 1 FROM superseded WHERE content_hash = ?1 AND catalog = ?2");
    q.bindText(1, contentHash);
    q.bindText(2, catalog);
    return q.step() == SQLITE_ROW;
}

Result<void> FleetStore::begin() {
    if (!db_.exec("BEGIN IMMEDIATE")) return failure("cannot begin a transaction");
    return {};
}

Result<void> FleetStore::commit() {
    if (db_.exec("COMMIT")) return {};
    Failure why = Failure::at(path_, "cannot commit: " + db_.error());
    rollback();
    return why;
}

void FleetStore::rollback() {
    if (inTransaction()) db_.exec("ROLLBACK");
}

bool FleetStore::inTransaction() const {
    return sqlite3_get_autocommit(db_.handle()) == 0;
}

Result<FleetStore::PutResult> FleetStore::put(const FleetRecord& r) {
    // Alone, a put is its own transaction; inside begin()..commit() a savepoint, so that one
    // that fails leaves nothing of itself and the transaction goes on. Either way a failure
    // is rolled back here: a transaction left open would swallow every later put.
    const bool alone = !inTransaction();
    if (!db_.exec(alone ? "BEGIN IMMEDIATE" : "SAVEPOINT put")) return failure("cannot add " + r.bundlePath);
    Result<PutResult> result = putRows(r);
    if (result && !db_.exec(alone ? "COMMIT" : "RELEASE put")) result = failure("cannot add " + r.bundlePath);
    if (!result && inTransaction()) db_.exec(alone ? "ROLLBACK" : "ROLLBACK TO put; RELEASE put");
    return result;
}

Result<FleetStore::PutResult> FleetStore::putRows(const FleetRecord& r) {
    // A bundle that could not be hashed has no identity: keyed by its path instead.
    const std::string key = r.contentHash.empty() ? "path:" + r.bundlePath : r.contentHash;
    // The job: the Slurm job the manifest names, else these bytes. Another collection of
    // the same job replaces its row; the same bytes with the same rules change nothing.
    const std::string jobKey = r.jobKey.empty() ? key : r.jobKey;
    PutResult result = PutResult::Added;
    std::vector<std::pair<std::string, std::string>> replaced;  // content hash, catalog
    {
        // Read under the write lock: another writer cannot add the same job in between.
        SqliteStatement q(db_, "SELECT content_hash, catalog FROM jobs WHERE job_key = ?1 OR content_hash = ?2");
        q.bindText(1, jobKey);
        q.bindText(2, key);
        int step;
        while ((step = q.step()) == SQLITE_ROW) {
            if (q.column(0) == key && q.column(1) == r.catalogVersion) return PutResult::Unchanged;
            replaced.emplace_back(columnText(q, 0), columnText(q, 1));
        }
        if (step != SQLITE_DONE) return failure("cannot add " + r.bundlePath);
    }
    if (!replaced.empty()) {
        result = PutResult::Replaced;
        SqliteStatement keep(db_, "INSERT OR IGNORE INTO superseded (content_hash, catalog) VALUES (?1, ?2)");
        for (const auto& [hash, catalog] : replaced) {
            if (hash == key) continue;  // these bytes again, with other rules: nothing superseded them
            keep.reset();
            keep.bindText(1, hash);
            keep.bindText(2, catalog);
            if (keep.step() != SQLITE_DONE) return failure("cannot replace " + r.bundlePath);
        }
        SqliteStatement del(db_, "DELETE FROM jobs WHERE job_key = ?1 OR content_hash = ?2");
        del.bindText(1, jobKey);
        del.bindText(2, key);
        if (del.step() != SQLITE_DONE) return failure("cannot replace " + r.bundlePath);
    }
    // These bytes are the job's now, whatever replaced them before.
    {
        SqliteStatement current(db_, "DELETE FROM superseded WHERE content_hash = ?1");
        current.bindText(1, key);
        if (current.step() != SQLITE_DONE) return failure("cannot add " + r.bundlePath);
    }
    SqliteStatement ins(db_,
                        "INSERT INTO jobs (content_hash, catalog, bundle_path, workload_id, workload_name, scheduler,"
                        " window_start, window_end, job_time, outcome, confidence, broad_event, symptom, summary,"
                        " culprit_nodes, culprit_gpu, culprit_ranks, analysed_at, error, problems, job_key, healthy)"
                        " VALUES (?1,?2,?3,?4,?5,?6,?7,?8,?9,?10,?11,?12,?13,?14,?15,?16,?17,?18,?19,?20,?21,?22)");
    std::vector<std::string> ranks;
    for (int rank : r.culpritRanks) ranks.push_back(std::to_string(rank));
    ins.bindText(1, key);
    ins.bindText(2, r.catalogVersion);
    ins.bindText(3, r.bundlePath);
    ins.bindText(4, r.workloadId);
    ins.bindText(5, r.workloadName);
    ins.bindText(6, r.scheduler);
    bindTime(ins, 7, r.windowStart);
    bindTime(ins, 8, r.windowEnd);
    bindTime(ins, 9, fleetJobTime(r));
    ins.bindText(10, r.outcome);
    ins.bindText(11, r.confidence);
    ins.bindInt64(12, r.broadEvent ? 1 : 0);
    ins.bindText(13, r.symptom);
    ins.bindText(14, r.summary);
    ins.bindText(15, joined(r.culpritNodes, ','));
    if (r.culpritGpu < 0) ins.bindNull(16);
    else ins.bindInt64(16, r.culpritGpu);
    ins.bindText(17, joined(ranks, ','));
    ins.bindText(18, r.analysedAt);
    ins.bindText(19, r.error);
    ins.bindText(20, joined(r.problems, '\n'));
    ins.bindText(21, jobKey);
    ins.bindInt64(22, r.healthy ? 1 : 0);
    if (ins.step() != SQLITE_DONE) return failure("cannot add " + r.bundlePath);
    const long long job = sqlite3_last_insert_rowid(db_.handle());
    if (!r.templates.empty()) {
        SqliteStatement t(db_, "INSERT OR IGNORE INTO job_templates (job, template) VALUES (?1, ?2)");
        for (std::size_t i = 0; i < r.templates.size() && i < kMaxFleetTemplates; ++i) {
            t.reset();
            t.bindInt64(1, job);
            t.bindInt64(2, static_cast<std::int64_t>(r.templates[i]));  // SQLite's integers are signed
            if (t.step() != SQLITE_DONE) return failure("cannot add the templates of " + r.bundlePath);
        }
    }
    SqliteStatement node(db_, "INSERT OR IGNORE INTO blamed_nodes (job, node) VALUES (?1, ?2)");
    for (const std::string& n : r.culpritNodes) {
        node.reset();
        node.bindInt64(1, job);
        node.bindText(2, n);
        if (node.step() != SQLITE_DONE) return failure("cannot add the nodes of " + r.bundlePath);
    }
    if (r.culpritGpu >= 0 && !r.culpritNodes.empty()) {
        SqliteStatement gpu(db_, "INSERT OR IGNORE INTO blamed_gpus (job, node, gpu) VALUES (?1, ?2, ?3)");
        gpu.bindInt64(1, job);
        gpu.bindText(2, r.culpritNodes.front());
        gpu.bindInt64(3, r.culpritGpu);
        if (gpu.step() != SQLITE_DONE) return failure("cannot add the GPU of " + r.bundlePath);
    }
    return result;
}

std::size_t FleetStore::jobCount() const {
    SqliteStatement q(db_, "SELECT COUNT(*) FROM jobs");
    return q.step() == SQLITE_ROW ? static_cast<std::size_t>(q.columnInt64(0)) : 0;
}

std::vector<FleetJob> FleetStore::jobs(const FleetJobFilter& f) const {
    SqliteStatement q(db_,
                      "SELECT id, job_time, content_hash, catalog, bundle_path, workload_id, workload_name, scheduler,"
                      " window_start, window_end, outcome, confidence, broad_event, symptom, summary, culprit_nodes,"
                      " culprit_gpu, culprit_ranks, analysed_at, error, problems FROM jobs"
                      " WHERE (?1 IS NULL OR job_time >= ?1) AND (?2 IS NULL OR job_time < ?2)"
                      " AND (?3 IS NULL OR outcome = ?3)"
                      " AND (?4 IS NULL OR id IN (SELECT job FROM blamed_nodes WHERE node = ?4))"
                      " ORDER BY job_time DESC, id DESC LIMIT ?5");
    bindTime(q, 1, f.from);
    bindTime(q, 2, f.to);
    if (f.outcome.empty()) q.bindNull(3);
    else q.bindText(3, f.outcome);
    if (f.node.empty()) q.bindNull(4);
    else q.bindText(4, f.node);
    q.bindInt64(5, f.limit == 0 ? -1 : static_cast<long long>(f.limit));
    std::vector<FleetJob> out;
    while (q.step() == SQLITE_ROW) {
        FleetJob& j = out.emplace_back();
        j.id = q.columnInt64(0);
        j.time = columnTime(q, 1);
        FleetRecord& r = j.record;
        r.contentHash = columnText(q, 2);
        r.catalogVersion = columnText(q, 3);
        r.bundlePath = columnText(q, 4);
        r.workloadId = columnText(q, 5);
        r.workloadName = columnText(q, 6);
        r.scheduler = columnText(q, 7);
        r.windowStart = columnTime(q, 8);
        r.windowEnd = columnTime(q, 9);
        r.outcome = columnText(q, 10);
        r.confidence = columnText(q, 11);
        r.broadEvent = q.columnInt64(12) != 0;
        r.symptom = columnText(q, 13);
        r.summary = columnText(q, 14);
        r.culpritNodes = split(q.column(15), ',');
        r.culpritGpu = q.isNull(16) ? -1 : static_cast<std::int32_t>(q.columnInt64(16));
        for (const auto& rank :
             split(q.column(17), ','))  // a store edited by hand: a rank that is no number is left out
            if (int n = 0; std::from_chars(rank.data(), rank.data() + rank.size(), n).ec == std::errc())
                r.culpritRanks.push_back(n);
        r.analysedAt = columnText(q, 18);
        r.error = columnText(q, 19);
        r.problems = split(q.column(20), '\n');
    }
    return out;
}

std::vector<FleetOffender> FleetStore::offenders(TimeNs repeatWindow) const {
    // Both tables in one pass each, ordered so that one offender's blames are consecutive.
    std::vector<FleetOffender> out;
    const auto collect = [&](const char* sql, bool gpus) {
        SqliteStatement q(db_, sql);
        FleetOffender* current = nullptr;
        TimeNs previous = kNoTime;
        while (q.step() == SQLITE_ROW) {
            const std::string node = columnText(q, 0);
            const std::int32_t gpu = gpus ? static_cast<std::int32_t>(q.columnInt64(1)) : -1;
            if (!current || current->node != node || current->gpu != gpu) {
                current = &out.emplace_back();
                current->node = node;
                current->gpu = gpu;
                previous = kNoTime;
            }
            const TimeNs t = columnTime(q, 2);
            ++current->jobs;
            ++current->symptoms[columnText(q, 3)];
            if (t == kNoTime) continue;
            if (current->first == kNoTime) current->first = t;  // rows come in time order
            current->last = t;
            if (previous != kNoTime && t - previous <= repeatWindow) current->repeat = true;
            previous = t;
        }
    };
    collect("SELECT b.node, 0, j.job_time, j.symptom FROM blamed_nodes b JOIN jobs j ON j.id = b.job"
            " ORDER BY b.node, j.job_time IS NULL, j.job_time",
            false);
    collect("SELECT b.node, b.gpu, j.job_time, j.symptom FROM blamed_gpus b JOIN jobs j ON j.id = b.job"
            " ORDER BY b.node, b.gpu, j.job_time IS NULL, j.job_time",
            true);
    std::stable_sort(out.begin(), out.end(), [](const FleetOffender& a, const FleetOffender& b) {
        if (a.repeat != b.repeat) return a.repeat;
        if (a.jobs != b.jobs) return a.jobs > b.jobs;
        return a.last > b.last;
    });
    return out;
}

std::vector<FleetOutcomeBucket> FleetStore::outcomeMix(TimeNs bucket) const {
    std::vector<FleetOutcomeBucket> out;
    if (bucket <= 0) return out;
    SqliteStatement q(db_, "SELECT job_time - (job_time % ?1) - (CASE WHEN job_time % ?1 < 0 THEN ?1 ELSE 0 END) AS b,"
                           " outcome, COUNT(*) FROM jobs WHERE job_time IS NOT NULL GROUP BY b, outcome ORDER BY b");
    q.bindInt64(1, bucket);
    while (q.step() == SQLITE_ROW) {
        const TimeNs start = q.columnInt64(0);
        if (out.empty() || out.back().start != start) out.push_back({start, {}});
        out.back().outcomes[columnText(q, 1)] += static_cast<std::size_t>(q.columnInt64(2));
    }
    return out;
}

std::vector<std::string> FleetStore::outcomes() const {
    SqliteStatement q(db_, "SELECT DISTINCT outcome FROM jobs ORDER BY outcome");
    std::vector<std::string> out;
    while (q.step() == SQLITE_ROW) out.push_back(columnText(q, 0));
    return out;
}

std::size_t FleetStore::healthyJobCount() const {
    if (schema_ < 3) return 0;
    SqliteStatement q(db_, "SELECT COUNT(*) FROM jobs WHERE healthy = 1");
    return q.step() == SQLITE_ROW ? static_cast<std::size_t>(q.columnInt64(0)) : 0;
}

std::size_t FleetStore::healthyJobsWith(std::uint64_t templateHash) const {
    if (schema_ < 3) return 0;
    SqliteStatement q(db_, "SELECT COUNT(*) FROM job_templates t JOIN jobs j ON j.id = t.job"
                           " WHERE t.template = ?1 AND j.healthy = 1");
    q.bindInt64(1, static_cast<std::int64_t>(templateHash));
    return q.step() == SQLITE_ROW ? static_cast<std::size_t>(q.columnInt64(0)) : 0;
}

std::vector<PriorBlame> FleetStore::blamesOf(const std::string& node) const {
    SqliteStatement q(db_, "SELECT COALESCE(g.gpu, -1), j.job_time, j.symptom, j.workload_id FROM blamed_nodes b"
                           " JOIN jobs j ON j.id = b.job LEFT JOIN blamed_gpus g ON g.job = b.job AND g.node = b.node"
                           " WHERE b.node = ?1 ORDER BY j.job_time IS NULL, j.job_time");
    q.bindText(1, node);
    std::vector<PriorBlame> out;
    while (q.step() == SQLITE_ROW)
        out.push_back(
            {node, static_cast<std::int32_t>(q.columnInt64(0)), columnTime(q, 1), columnText(q, 2), columnText(q, 3)});
    return out;
}

}  // namespace aw
