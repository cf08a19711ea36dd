// SQLite, the one way the program uses it: a connection that closes itself and prepared
// statements that finalize themselves. Nothing here throws; each call says whether it
// worked and error() says why, so the analysis cache can treat trouble as a miss and the
// notes and fleet stores can turn it into a Failure (engine/core/result.h).
#pragma once

#include <string>
#include <string_view>

struct sqlite3;
struct sqlite3_stmt;

namespace aw {

class SqliteDatabase {
public:
    SqliteDatabase() = default;
    ~SqliteDatabase() { close(); }
    SqliteDatabase(const SqliteDatabase&) = delete;
    SqliteDatabase& operator=(const SqliteDatabase&) = delete;
    // Moved with no statement of it alive (a store returned from its open()).
    SqliteDatabase(SqliteDatabase&& other) noexcept;
    SqliteDatabase& operator=(SqliteDatabase&& other) noexcept;

    // Opens `path` (read-write and created if missing, or read-only), waiting up to 2 s for
    // another writer (a second window, a CLI run). False and error() on failure.
    bool open(const std::string& path, bool readOnly = false);
    void close();
    bool isOpen() const { return db_ != nullptr; }
    sqlite3* handle() const { return db_; }

    // Runs statements that return no rows.
    bool exec(const char* sql);
    // Why the last call failed (SQLite's message).
    std::string error() const;
    // PRAGMA quick_check: true when every page holds together.
    bool quickCheck(std::string* verdict = nullptr);

private:
    sqlite3* db_ = nullptr;
    std::string openError_;
};

class SqliteStatement {
public:
    SqliteStatement(const SqliteDatabase& db, const char* sql);
    ~SqliteStatement();
    SqliteStatement(const SqliteStatement&) = delete;
    SqliteStatement& operator=(const SqliteStatement&) = delete;

    bool ok() const { return stmt_ != nullptr; }  // prepared
    void bindText(int index, std::string_view text);
    void bindBlob(int index, std::string_view bytes);
    void bindNull(int index);
    void bindInt64(int index, long long value);
    // Runs the statement again with new bindings (the old ones are cleared).
    void reset();
    // SQLITE_ROW, SQLITE_DONE, or an error code (SQLITE_ERROR when not prepared).
    int step();
    // The bytes of a column of the current row (text or blob); empty for NULL.
    std::string_view column(int index) const;
    bool isNull(int index) const;
    long long columnInt64(int index) const;

private:
    sqlite3_stmt* stmt_ = nullptr;
};

}  // namespace aw
