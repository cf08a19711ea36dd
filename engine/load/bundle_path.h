// What a bundle path may name: a folder, or a regular file (an archive or one log). A FIFO
// waits for a writer forever, a device such as /dev/zero never ends, a socket cannot be
// read: each is refused before it is read, with the path and what it is. The loader
// (every front end's door) and the fleet's content hash ask here.
#pragma once

#include <string>

namespace aw {

// "" when `path` (followed if a symlink: the user named it) is a folder or a regular file;
// else why not, naming the path: "/tmp/p is a FIFO (named pipe), not a folder or a file".
std::string bundlePathProblem(const std::string& path);

// Opens a regular file for reading without ever blocking on something else put there
// after a check: O_NONBLOCK (a FIFO's open returns at once), then fstat on what was
// opened. The descriptor (close it), or -1 with `error` saying why, naming the path.
int openRegularFile(const std::string& path, std::string& error);

}  // namespace aw
