// Compiled as if it were a file of engine/text/: core sits below text, so this compiles.
// It keeps Layers.AnUpwardIncludeFailsToCompile honest: the probe builds when it should.
#include "engine/core/bundle.h"
#include "engine/text/newline_count.h"
