// Files of this machine that the job's owner named: its output (scontrol's StdOut, sbatch's
// default name in its WorkDir) and the Flight Recorder dumps its ranks wrote. The owner may
// have pointed them anywhere, so a file is read only when it is what it claims to be:
//
// - the path is walked one component at a time (openat): the file itself is never a link,
//   and a folder on the way may be one only when root or the operator owns it (a site's
//   /home -> /gpfs/home); below a dumps folder no link at all;
// - a regular file only, checked before it is opened (a FIFO would block, a device may act
//   when opened) and again after (fstat of what was opened, same inode);
// - readable by the job's owner (its mode bits for that user and its groups, and every
//   folder on the way searchable by it): root's /etc/shadow is not a job's output;
// - at most a size cap (its end kept for an output, refused for a dump), and a deadline and
//   the cancel flag checked between reads.
#pragma once

#include <sys/types.h>

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace aw {

// The user a file must be readable by: the job's owner.
struct FileReader {
    uid_t uid = 0;
    std::vector<gid_t> groups;  // its primary and supplementary groups (from the user database)
};
// The job's owner by its uid, with its groups; nullopt for a negative uid.
std::optional<FileReader> fileReaderFor(long uid);
// The same by its user name (sacct's "user"); nullopt when the user database has no such name.
std::optional<FileReader> fileReaderNamed(const std::string& name);

struct LocalFileRules {
    std::size_t maxBytes = std::size_t{512} << 20;
    bool keepTail = true;        // over the cap: its last maxBytes (an output says most at its end), else refused
    double timeoutSeconds = 60;  // the whole read
    const std::atomic<bool>* cancel = nullptr;
    std::optional<FileReader> reader;  // nullopt: no owner check (the operator's own rights only)
    bool refuseWithoutReader = false;  // true when running as root: no owner known, nothing read
};

struct LocalFile {
    std::optional<std::string> bytes;  // nullopt: not read (`refusal` says why)
    std::uint64_t size = 0;            // the size on disk
    bool cut = false;                  // only its last maxBytes
    bool timedOut = false;
    bool cancelled = false;
    std::string refusal;
};

// An absolute path (a relative one is read from the current folder, links refused).
LocalFile readJobFile(const std::string& path, const LocalFileRules& rules);
// `relative` below the open folder `dirFd` ('..' and links refused).
LocalFile readFileBelow(int dirFd, const std::string& relative, const LocalFileRules& rules);

}  // namespace aw
