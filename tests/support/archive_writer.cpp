#include "tests/support/archive_writer.h"

#include <archive.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string_view>

namespace awtest {
namespace {

// The format and compression a bundle archive's name announces.
bool setKindFromName(archive* a, std::string_view name) {
    if (name.ends_with(".zip")) return archive_write_set_format_zip(a) == ARCHIVE_OK;
    if (archive_write_set_format_pax_restricted(a) != ARCHIVE_OK) return false;
    if (name.ends_with(".tar")) return true;
    if (name.ends_with(".tar.gz") || name.ends_with(".tgz")) return archive_write_add_filter_gzip(a) == ARCHIVE_OK;
    if (name.ends_with(".tar.bz2")) return archive_write_add_filter_bzip2(a) == ARCHIVE_OK;
    if (name.ends_with(".tar.xz")) return archive_write_add_filter_xz(a) == ARCHIVE_OK;
    if (name.ends_with(".tar.zst")) return archive_write_add_filter_zstd(a) == ARCHIVE_OK;
    return false;
}

}  // namespace

bool writeArchive(const std::string& file, const std::vector<ArchiveMember>& members) {
    archive* a = archive_write_new();
    bool ok = setKindFromName(a, file) && archive_write_open_filename(a, file.c_str()) == ARCHIVE_OK;
    for (const ArchiveMember& m : members) {
        if (!ok) break;
        archive_entry* entry = archive_entry_new();
        archive_entry_set_pathname(entry, m.path.c_str());
        archive_entry_set_filetype(entry, m.type);
        archive_entry_set_perm(entry, 0644);
        archive_entry_set_mtime(entry, 1796025600, 0);
        if (m.type == AE_IFLNK) archive_entry_set_symlink(entry, m.linkTarget.c_str());
        archive_entry_set_size(entry, m.type == AE_IFREG ? static_cast<la_int64_t>(m.content.size()) : 0);
        ok = archive_write_header(a, entry) >= ARCHIVE_WARN;  // a warning still writes the entry
        if (ok && m.type == AE_IFREG && !m.content.empty())
            ok = archive_write_data(a, m.content.data(), m.content.size()) == static_cast<la_ssize_t>(m.content.size());
        archive_entry_free(entry);
    }
    ok = archive_write_close(a) == ARCHIVE_OK && ok;
    archive_write_free(a);
    return ok;
}

std::vector<ArchiveMember> membersOfFolder(const std::string& folder, const std::string& top) {
    namespace fs = std::filesystem;
    std::vector<ArchiveMember> members;
    for (const fs::directory_entry& entry : fs::recursive_directory_iterator(folder)) {
        if (!entry.is_regular_file()) continue;
        std::ifstream in(entry.path(), std::ios::binary);
        std::string content(std::istreambuf_iterator<char>(in), {});
        members.emplace_back(top + "/" + fs::relative(entry.path(), folder).generic_string(), std::move(content));
    }
    return members;
}

}  // namespace awtest
