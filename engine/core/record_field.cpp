#include "engine/core/record_field.h"

namespace aw {

std::string_view recordField(std::string_view text, std::string_view key) {
    std::size_t at = 0;
    while ((at = text.find(key, at)) != std::string_view::npos) {
        if ((at == 0 || text[at - 1] == ' ') && at + key.size() < text.size() && text[at + key.size()] == '=') {
            std::string_view v = text.substr(at + key.size() + 1);
            return v.substr(0, v.find(' '));
        }
        at += key.size();
    }
    return {};
}

}  // namespace aw
