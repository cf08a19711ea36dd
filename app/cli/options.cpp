#include "app/cli/options.h"

#include <cstdlib>

namespace awcli {

std::string Options::get(const std::string& key) const {
    for (auto it = named.rbegin(); it != named.rend(); ++it)
        if (it->first == key) return it->second;
    return {};
}

std::vector<std::string> Options::all(const std::string& key) const {
    std::vector<std::string> out;
    for (const auto& [k, v] : named)
        if (k == key) out.push_back(v);
    return out;
}

std::optional<Options> parseOptions(const Args& args, std::size_t from, const std::set<std::string>& flags, std::string& error) {
    Options o;
    for (std::size_t i = from; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (flags.count(arg)) {
            o.flags.insert(arg);
        } else if (arg.size() > 1 && arg[0] == '-') {
            if (i + 1 >= args.size()) {
                error = arg + " needs a value";
                return std::nullopt;
            }
            o.named.emplace_back(arg, args[++i]);
        } else {
            o.positional.push_back(arg);
        }
    }
    return o;
}

std::optional<unsigned> number(const std::string& text, unsigned fallback, unsigned min, unsigned max) {
    if (text.empty()) return fallback;
    char* end = nullptr;
    const long n = std::strtol(text.c_str(), &end, 10);
    if (!end || *end || n < static_cast<long>(min) || n > static_cast<long>(max)) return std::nullopt;
    return static_cast<unsigned>(n);
}

}  // namespace awcli
