#include "engine/rules/event_title.h"

namespace aw {

namespace {

// The value of `name`: the first of `fields` that names it, else the event's last capture of it.
const std::string* valueOf(std::string_view name, const Event& e,
                           const std::vector<std::pair<std::string, std::string>>& fields) {
    for (const auto& [k, v] : fields)
        if (k == name) return &v;
    const std::string* value = nullptr;
    for (const auto& [k, v] : e.captures)
        if (k == name) value = &v;
    return value;
}

}  // namespace

std::string fillEventTitle(std::string_view title, const Event& e,
                           const std::vector<std::pair<std::string, std::string>>& fields) {
    std::string out;
    for (std::size_t i = 0; i < title.size(); ++i) {
        if (title[i] == '{') {
            const std::size_t close = title.find('}', i);
            if (close != std::string_view::npos) {
                const std::string_view name = title.substr(i + 1, close - i - 1);
                if (const std::string* value = valueOf(name, e, fields)) {
                    out += *value;
                } else if (name == "node") {
                    out += e.node.empty() ? "?" : e.node;
                } else if (name == "gpu") {
                    out += e.gpu >= 0 ? std::to_string(e.gpu) : "?";
                } else if (out.ends_with(" (") && close + 1 < title.size() && title[close + 1] == ')') {
                    // An optional part the line did not have ("Xid {xid} ({pci})" of a line with
                    // no PCI address) is left out, not shown as "(?)".
                    out.resize(out.size() - 2);
                    i = close + 1;
                    continue;
                } else {
                    out += "?";
                }
                i = close;
                continue;
            }
        }
        out += title[i];
    }
    return out;
}

}  // namespace aw
