#include "literal_prefilter.h"

#include <algorithm>
#include <array>

namespace aw {
namespace {

constexpr std::array<unsigned char, 256> kLower = [] {
    std::array<unsigned char, 256> t{};
    for (unsigned i = 0; i < 256; ++i) t[i] = static_cast<unsigned char>(i >= 'A' && i <= 'Z' ? i + 32 : i);
    return t;
}();

}  // namespace

LiteralPrefilter::LiteralPrefilter(const std::vector<std::string>& atoms) : atoms_(atoms) {
    usable_ = true;
    for (std::size_t i = 0; i < atoms_.size(); ++i) {
        std::string& a = atoms_[i];
        for (char& c : a) c = static_cast<char>(kLower[static_cast<unsigned char>(c)]);
        if (a.size() < 3) {  // FilteredRE2 was asked for atoms of 3 bytes or more
            usable_ = false;
            return;
        }
        const auto b0 = static_cast<unsigned char>(a[0]), b1 = static_cast<unsigned char>(a[1]),
                   b2 = static_cast<unsigned char>(a[2]);
        const unsigned first = b0 << 8 | b1, second = b1 << 8 | b2;
        firstPair_[first >> 6] |= 1ULL << (first & 63);
        secondPair_[second >> 6] |= 1ULL << (second & 63);
        byFirstPair_[first].push_back(static_cast<int>(i));
    }
}

void LiteralPrefilter::find(std::string_view text, std::vector<int>& found, bool& nonAscii) const {
    found.clear();
    const auto* s = reinterpret_cast<const unsigned char*>(text.data());
    const std::size_t n = text.size();
    if (n < 3) {
        unsigned char high = 0;
        for (std::size_t i = 0; i < n; ++i) high |= s[i];
        nonAscii = high & 0x80;
        return;
    }
    unsigned char high = s[0] | s[1];
    unsigned b0 = kLower[s[0]], b1 = kLower[s[1]];
    for (std::size_t i = 0; i + 2 < n; ++i) {
        high |= s[i + 2];
        const unsigned b2 = kLower[s[i + 2]];
        const unsigned first = b0 << 8 | b1;
        if (test(firstPair_, first) && test(secondPair_, b1 << 8 | b2)) {
            for (int id : byFirstPair_[first]) {
                const std::string& a = atoms_[static_cast<std::size_t>(id)];
                if (a.size() > n - i) continue;
                std::size_t k = 2;
                while (k < a.size() && kLower[s[i + k]] == static_cast<unsigned char>(a[k])) ++k;
                if (k == a.size()) found.push_back(id);
            }
        }
        b0 = b1;
        b1 = b2;
    }
    nonAscii = high & 0x80;
    if (found.size() > 1) {
        std::sort(found.begin(), found.end());
        found.erase(std::unique(found.begin(), found.end()), found.end());
    }
}

}  // namespace aw
