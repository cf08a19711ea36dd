// Folders of this user alone. What the caches hold steers an analysis (a compiled rule
// database decides which lines are looked at), so they live where no other user can put
// anything: not a shared /tmp folder someone else made first, not a folder others may write.
#pragma once

#include <string>

namespace aw {

// Makes `path` (mode 0700, its parents as needed) when it is missing, then checks it: a
// folder, not a link, owned by geteuid(), that no other user may write. One of ours that
// others may only read or enter is narrowed to 0700; anything else is refused (false,
// `problem` says why), and never changed: it may be someone else's.
bool ensurePrivateFolder(const std::string& path, std::string* problem = nullptr);

// The user's base folder for an XDG variable ("XDG_CACHE_HOME", "XDG_DATA_HOME"): the
// variable when set, else `homeRelative` (".cache") under $HOME, else under the home the
// password database gives geteuid(); "" when none is known.
std::string userBaseFolder(const char* xdgVariable, const char* homeRelative);

// The program's folder under that base ("<base>/attribution-workbench"), or, with no base,
// /tmp/attribution-workbench-<uid>; made and checked by ensurePrivateFolder. "" (and
// `problem`) when it is refused.
std::string privateProgramFolder(const char* xdgVariable, const char* homeRelative, std::string* problem = nullptr);

}  // namespace aw
