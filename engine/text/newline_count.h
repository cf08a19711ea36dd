// Counting newlines with SIMD: the line numbers of text no line of which is split (the
// literal scan skips lines without a literal; big logs' pieces learn the lines before them).
#pragma once

#include <cstddef>
#include <string_view>

namespace aw {

// How many '\n' bytes `text` holds (SIMD where the compiler has it).
std::size_t countNewlines(std::string_view text);

}  // namespace aw
