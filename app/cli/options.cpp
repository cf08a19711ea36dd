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

std::optional<Options> parseOptions(const Args& args, std::size_t from, const std::set<std::string>& flags,
                                    const std::set<std::string>& valued, std::string& error) {
    Options o;
    for (std::size_t i = from; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (flags.count(arg) || arg == "--help" || arg == "-h") {
            o.flags.insert(arg == "-h" ? "--help" : arg);
        } else if (arg.size() > 1 && arg[0] == '-') {
            if (!valued.count(arg)) {
                error = "unknown option " + arg;
                return std::nullopt;
            }
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

std::optional<aw::TimeNs> duration(const std::string& text) {
    if (text.empty()) return std::nullopt;
    char* end = nullptr;
    const double n = std::strtod(text.c_str(), &end);
    const std::string unit = end ? end : "";
    const double scale = unit.empty() || unit == "s" ? 1
                         : unit == "m"               ? 60
                         : unit == "h"               ? 3600
                         : unit == "d"               ? 86400
                                                     : -1;
    const double seconds = n * scale;
    if (scale < 0 || !(seconds >= 0 && seconds <= 366 * 86400.0)) return std::nullopt;  // NaN too
    return static_cast<aw::TimeNs>(seconds * aw::kNsPerSecond);
}

}  // namespace awcli
