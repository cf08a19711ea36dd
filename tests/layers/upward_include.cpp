// Compiled as if it were a file of engine/text/ (tests/CMakeLists.txt): text sits below
// attribute, so this include runs upward and must not compile.
#include "engine/attribute/attributor.h"
