// Which of a set of literals ("atoms", lower-case, from re2::FilteredRE2) occur in a
// line, ASCII case-insensitively. Two 8 KiB bigram bitmaps reject almost every position
// without touching anything else; only positions whose first three bytes could start an
// atom are compared. The rule regexes then run only where their required literals are.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace aw {

class LiteralPrefilter {
public:
    LiteralPrefilter() = default;
    explicit LiteralPrefilter(const std::vector<std::string>& atoms);

    // The indices of the atoms found in `text`, sorted, each once. `nonAscii` tells whether
    // the text holds bytes >= 0x80: case folding beyond ASCII is not modelled, so callers
    // treat such text as matching anything.
    void find(std::string_view text, std::vector<int>& found, bool& nonAscii) const;

    bool usable() const { return usable_; }

private:
    static bool test(const std::vector<std::uint64_t>& bits, unsigned key) { return bits[key >> 6] >> (key & 63) & 1; }

    std::vector<std::string> atoms_;
    std::vector<std::uint64_t> firstPair_ = std::vector<std::uint64_t>(1024);   // (b0,b1) of some atom
    std::vector<std::uint64_t> secondPair_ = std::vector<std::uint64_t>(1024);  // (b1,b2) of some atom
    std::vector<std::vector<int>> byFirstPair_ = std::vector<std::vector<int>>(65536);
    bool usable_ = false;
};

}  // namespace aw
