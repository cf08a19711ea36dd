#include "engine/format/scontrol_text.h"

namespace aw {
namespace {

bool blank(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

}  // namespace

void forEachScontrolField(std::string_view text, std::initializer_list<std::string_view> restOfLine,
                          const std::function<bool(std::string_view, std::string_view)>& field) {
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && blank(text[i])) ++i;
        std::size_t end = i;
        while (end < text.size() && !blank(text[end])) ++end;
        std::string_view word = text.substr(i, end - i);
        const auto eq = word.find('=');
        if (eq != std::string_view::npos) {
            const std::string_view key = word.substr(0, eq);
            for (std::string_view whole : restOfLine) {
                if (key != whole) continue;
                end = text.find('\n', i);
                if (end == std::string_view::npos) end = text.size();
                word = text.substr(i, end - i);
                while (!word.empty() && blank(word.back())) word.remove_suffix(1);
                break;
            }
            if (!field(key, word.substr(eq + 1))) return;
        }
        i = end;
    }
}

std::vector<ScontrolNode> parseScontrolShowNode(std::string_view text) {
    std::vector<ScontrolNode> nodes;
    forEachScontrolField(text, {"Reason", "OS", "Comment", "Extra"}, [&](std::string_view key, std::string_view value) {
        if (key == "NodeName") nodes.push_back({std::string(value), {}, {}, {}, {}});
        if (nodes.empty()) return true;
        ScontrolNode& node = nodes.back();
        if (key == "State") {
            node.state = value;
        } else if (key == "Reason") {
            // "Kill task failed [root@2024-08-08T19:12:57]": who set it, and when.
            const auto open = value.rfind(" [");
            const auto at = value.rfind('@');
            if (open != std::string_view::npos && value.ends_with(']') && at != std::string_view::npos && at > open) {
                node.reasonSetBy = value.substr(open + 2, at - open - 2);
                node.reasonTime = value.substr(at + 1, value.size() - at - 2);
                value = value.substr(0, open);
            }
            node.reason = value;
        }
        return true;
    });
    return nodes;
}

}  // namespace aw
