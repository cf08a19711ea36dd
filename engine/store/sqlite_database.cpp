#include "engine/store/sqlite_database.h"

#include <sqlite3.h>

#include <utility>

namespace aw {

SqliteDatabase::SqliteDatabase(SqliteDatabase&& other) noexcept
    : db_(std::exchange(other.db_, nullptr)), openError_(std::move(other.openError_)) {}

SqliteDatabase& SqliteDatabase::operator=(SqliteDatabase&& other) noexcept {
    if (this != &other) {
        close();
        db_ = std::exchange(other.db_, nullptr);
        openError_ = std::move(other.openError_);
    }
    return *this;
}

bool SqliteDatabase::open(const std::string& path, bool readOnly) {
    close();
    const int flags =
        readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX;
    const int rc = sqlite3_open_v2(path.c_str(), &db_, flags, nullptr);
    if (rc != SQLITE_OK) {
        openError_ = db_ ? sqlite3_errmsg(db_) : "out of memory";
        close();  // a handle is returned even when opening failed
        return false;
    }
    sqlite3_busy_timeout(db_, 2000);
    return true;
}

void SqliteDatabase::close() {
    if (db_) sqlite3_close_v2(db_);
    db_ = nullptr;
}

bool SqliteDatabase::exec(const char* sql) {
    return db_ && sqlite3_exec(db_, sql, nullptr, nullptr, nullptr) == SQLITE_OK;
}

std::string SqliteDatabase::error() const {
    return db_ ? sqlite3_errmsg(db_) : openError_;
}

bool SqliteDatabase::quickCheck(std::string* verdict) {
    SqliteStatement check(*this, "PRAGMA quick_check");
    const bool row = check.step() == SQLITE_ROW;
    const std::string_view answer = row ? check.column(0) : std::string_view("no answer");
    if (verdict) *verdict = row ? std::string(answer) : error();
    return row && answer == "ok";
}

SqliteStatement::SqliteStatement(const SqliteDatabase& db, const char* sql) {
    if (db.handle() && sqlite3_prepare_v2(db.handle(), sql, -1, &stmt_, nullptr) != SQLITE_OK) {
        sqlite3_finalize(stmt_);
        stmt_ = nullptr;
    }
}

SqliteStatement::~SqliteStatement() {
    sqlite3_finalize(stmt_);
}

void SqliteStatement::bindText(int index, std::string_view text) {
    sqlite3_bind_text(stmt_, index, text.data(), static_cast<int>(text.size()), SQLITE_TRANSIENT);
}

void SqliteStatement::bindBlob(int index, std::string_view bytes) {
    sqlite3_bind_blob(stmt_, index, bytes.data(), static_cast<int>(bytes.size()), SQLITE_TRANSIENT);
}

void SqliteStatement::bindNull(int index) {
    sqlite3_bind_null(stmt_, index);
}

void SqliteStatement::bindInt64(int index, long long value) {
    sqlite3_bind_int64(stmt_, index, value);
}

void SqliteStatement::reset() {
    sqlite3_reset(stmt_);
    sqlite3_clear_bindings(stmt_);
}

int SqliteStatement::step() {
    return stmt_ ? sqlite3_step(stmt_) : SQLITE_ERROR;
}

std::string_view SqliteStatement::column(int index) const {
    const void* p = sqlite3_column_blob(stmt_, index);
    return p ? std::string_view(static_cast<const char*>(p),
                                static_cast<std::size_t>(sqlite3_column_bytes(stmt_, index)))
             : std::string_view();
}

bool SqliteStatement::isNull(int index) const {
    return sqlite3_column_type(stmt_, index) == SQLITE_NULL;
}

long long SqliteStatement::columnInt64(int index) const {
    return sqlite3_column_int64(stmt_, index);
}

}  // namespace aw
