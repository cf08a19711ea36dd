// A fleet store as an older release left it, for the tests that open one and migrate it
// (engine/fleet/fleet_store.cpp, kMigrations): the tables of schema 1 (a row per content
// hash) or 2 (a row per job: its job_key, the superseded results) and that user_version.
// The rows are each test's own.
#pragma once

#include "engine/store/sqlite_database.h"

#include <string>

namespace awtest {

// Writes `path` as a store of schema `version` (1 or 2) holding what the SQL `rows` inserts.
inline bool writeOldFleetStore(const std::string& path, int version, const std::string& rows) {
    std::string sql =
        "CREATE TABLE jobs (id INTEGER PRIMARY KEY, content_hash TEXT NOT NULL UNIQUE, catalog TEXT NOT NULL,"
        " bundle_path TEXT NOT NULL, workload_id TEXT, workload_name TEXT, scheduler TEXT, window_start INTEGER,"
        " window_end INTEGER, job_time INTEGER, outcome TEXT NOT NULL, confidence TEXT,"
        " broad_event INTEGER NOT NULL DEFAULT 0, symptom TEXT, summary TEXT, culprit_nodes TEXT, culprit_gpu INTEGER,"
        " culprit_ranks TEXT, analysed_at TEXT, error TEXT, problems TEXT" +
        std::string(version >= 2 ? ", job_key TEXT" : "") +
        ");"
        "CREATE TABLE blamed_nodes (job INTEGER NOT NULL REFERENCES jobs(id) ON DELETE CASCADE, node TEXT NOT NULL,"
        " PRIMARY KEY (job, node));"
        "CREATE TABLE blamed_gpus (job INTEGER NOT NULL REFERENCES jobs(id) ON DELETE CASCADE, node TEXT NOT NULL,"
        " gpu INTEGER NOT NULL, PRIMARY KEY (job, node, gpu));";
    if (version >= 2)
        sql += "CREATE TABLE superseded (content_hash TEXT NOT NULL, catalog TEXT NOT NULL,"
               " PRIMARY KEY (content_hash, catalog));"
               "CREATE UNIQUE INDEX jobs_by_key ON jobs(job_key);";
    sql += rows + "PRAGMA user_version=" + std::to_string(version) + ";";
    aw::SqliteDatabase db;
    return db.open(path) && db.exec(sql.c_str());
}

}  // namespace awtest
