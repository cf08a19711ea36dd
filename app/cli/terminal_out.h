// Where attribution-cli writes text for a person: every string say() formats passes
// through aw::escapeControls (engine/core/control_escapes.h) on its way, so a node name, a
// file name, a log line or a cluster's answer cannot steer the terminal (OSC 52 writing the
// clipboard, cursor moves rewriting lines already shown, forged line breaks). The format is
// the program's own text and keeps its line breaks. The --json output is not written here:
// the JSON writer escapes every control character itself.
#pragma once

#include "engine/core/control_escapes.h"

#include <cstdio>
#include <string>
#include <string_view>
#include <tuple>
#include <type_traits>

namespace awcli {
namespace detail {

inline std::string shown(const std::string& s) {
    return aw::escapeControls(s);
}
inline std::string shown(std::string_view s) {
    return aw::escapeControls(s);
}
inline std::string shown(const char* s) {
    return aw::escapeControls(s ? s : "");
}
template <class T>
requires std::is_arithmetic_v<T> T shown(T value) {
    return value;
}

inline const char* passed(const std::string& s) {
    return s.c_str();
}
template <class T>
requires std::is_arithmetic_v<T> T passed(T value) {
    return value;
}

}  // namespace detail

// std::fprintf(to, format, args...), each string argument escaped first.
template <class... Args>
void say(std::FILE* to, const char* format, const Args&... args) {
    if constexpr (sizeof...(Args) == 0) {
        std::fputs(format, to);
    } else {
        const std::tuple held{detail::shown(args)...};
        std::apply([&](const auto&... h) { std::fprintf(to, format, detail::passed(h)...); }, held);
    }
}

}  // namespace awcli
