// Shared by the libFuzzer targets: the input as a string_view, and a way to take a few
// leading bytes as knobs (time context, limits) so one target covers several settings.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace awfuzz {

inline std::string_view asText(const std::uint8_t* data, std::size_t size) {
    return {reinterpret_cast<const char*>(data), size};
}

// Takes the first byte as a knob (0 when empty) and drops it from `text`.
inline std::uint8_t takeByte(std::string_view& text) {
    if (text.empty()) return 0;
    const auto b = static_cast<std::uint8_t>(text.front());
    text.remove_prefix(1);
    return b;
}

}  // namespace awfuzz
