#include "commands.h"
#include <cstdio>
namespace awcli {
int inspect(const Args&) { std::fputs("attribution-cli: inspect is being built\n", stderr); return 3; }
}  // namespace awcli
