// Which allocator the program runs on, for the benchmark's figures.
#pragma once

#include <string>

namespace aw {

// "mimalloc 2.0.9, 2 MiB pages" when the programs' allocator is in place, else "the C
// library's malloc" (sanitizer and fuzzing builds, or a build without mimalloc).
std::string processAllocator();

}  // namespace aw
