// The options of the subcommands that take many: positional arguments, "--key value"
// pairs (a key may repeat), and flags that take no value.
#pragma once

#include "app/cli/commands.h"

#include "engine/core/utc_time.h"

#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace awcli {

struct Options {
    std::vector<std::string> positional;
    std::vector<std::pair<std::string, std::string>> named;
    std::set<std::string> flags;

    std::string get(const std::string& key) const;               // the last value given, or ""
    std::vector<std::string> all(const std::string& key) const;  // every value, in order
    bool has(const std::string& flag) const { return flags.count(flag) > 0; }
};

// Reads args[from...]; `flags` are the options without a value, `valued` those with one.
// nullopt with `error` set for an option that is neither ("unknown option --bogus") or that
// lacks its value. --help and -h are flags everywhere.
std::optional<Options> parseOptions(const Args& args, std::size_t from, const std::set<std::string>& flags,
                                    const std::set<std::string>& valued, std::string& error);

// A count option: "" gives `fallback`; anything but a number in [min, max] is nullopt.
std::optional<unsigned> number(const std::string& text, unsigned fallback, unsigned min, unsigned max);

// "90", "90s", "10m", "2h", "1d" -> ns; at most a year. nullopt when not a duration.
std::optional<aw::TimeNs> duration(const std::string& text);

}  // namespace awcli
