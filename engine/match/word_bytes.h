// The bytes RE2 counts as word characters (\w, and so \b): ASCII letters, digits and '_'.
// Shared by the literal matcher's boundary check and the Vectorscan pattern writer.
#pragma once

namespace aw {

inline bool isWordByte(char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

}  // namespace aw
