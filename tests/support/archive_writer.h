// Writing bundle archives in tests, with libarchive: from members listed by hand (unsafe
// ones included, to test the reader's refusals) or from a folder of the source tree.
#pragma once

#include <archive_entry.h>

#include <string>
#include <vector>

namespace awtest {

struct ArchiveMember {
    ArchiveMember(std::string p, std::string c, mode_t t = AE_IFREG, std::string link = {})
        : path(std::move(p)), content(std::move(c)), type(t), linkTarget(std::move(link)) {}
    std::string path;
    std::string content;
    mode_t type;
    std::string linkTarget;
};

// Writes `members` to `file`, an archive of the kind its name ends with (one of
// aw::kArchiveExtensions). False when the kind is unknown or libarchive fails.
bool writeArchive(const std::string& file, const std::vector<ArchiveMember>& members);

// Every regular file under `folder`, as members under the top folder `top`.
std::vector<ArchiveMember> membersOfFolder(const std::string& folder, const std::string& top);

}  // namespace awtest
