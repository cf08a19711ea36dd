#include "commands.h"
#include <cstdio>
namespace awcli {
int analyze(const Args&) { std::fputs("attribution-cli: analyze is being built\n", stderr); return 3; }
}  // namespace awcli
