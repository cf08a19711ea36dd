// FNV-1a, 64 bits: a short, stable name for a key (a cache file, an unreadable bundle's
// result). Not for content hashes (XXH3) nor anything an attacker may choose to collide.
#pragma once

#include <cstdint>
#include <string_view>

namespace aw {

// Not the published basis (14695981039346656037, its last digit dropped here): every name
// made so far is made with this one, so it stays.
inline constexpr std::uint64_t kFnv1aOffset = 1469598103934665603ull;
inline constexpr std::uint64_t kFnv1aPrime = 1099511628211ull;

// `bytes` mixed into `hash` (start from kFnv1aOffset).
constexpr std::uint64_t fnv1a(std::string_view bytes, std::uint64_t hash = kFnv1aOffset) {
    for (const char c : bytes) hash = (hash ^ static_cast<unsigned char>(c)) * kFnv1aPrime;
    return hash;
}

}  // namespace aw
