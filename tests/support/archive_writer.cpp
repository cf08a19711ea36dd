#include "tests/support/archive_writer.h"

#include "engine/collect/bundle_output.h"

#include <archive.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string_view>

namespace awtest {

bool writeArchive(const std::string& file, const std::vector<ArchiveMember>& members) {
    archive* a = archive_write_new();
    bool ok = aw::setArchiveKindFromName(a, file) && archive_write_open_filename(a, file.c_str()) == ARCHIVE_OK;
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
