#include "catalog_doubling.h"

#include <cctype>
#include <string>

namespace awbench {
namespace {

// The JSON string value that follows `"key":` in `json`, as [begin, end) of its escaped text.
bool findStringValue(const std::string& json, const std::string& key, std::size_t& begin, std::size_t& end) {
    const std::size_t k = json.find("\"" + key + "\"");
    if (k == std::string::npos) return false;
    const std::size_t q = json.find('"', json.find(':', k) + 1);
    if (q == std::string::npos) return false;
    std::size_t i = q + 1;
    while (i < json.size() && json[i] != '"') i += json[i] == '\\' ? 2 : 1;
    begin = q + 1;
    end = i;
    return i < json.size();
}

// Upper-cases the first run of 3+ literal lower-case letters of an (escaped) regex, so the
// copy is as complex as the original but matches other text. Escapes, character classes
// and group names are left alone.
std::string mutatePattern(const std::string& escaped) {
    std::string s = escaped;
    bool inClass = false;
    for (std::size_t i = 0; i < s.size(); ++i) {
        const char c = s[i];
        if (c == '\\') {
            if (i + 1 < s.size() && s[i + 1] == '\\') {  // a regex escape, JSON-escaped: skip it and its char
                i += 2;
                if (i < s.size() && s[i] == '\\') ++i;
            } else {
                ++i;  // a JSON escape (\" \n)
            }
            continue;
        }
        if (inClass) {
            inClass = c != ']';
            continue;
        }
        if (c == '[') {
            inClass = true;
            continue;
        }
        if (s.compare(i, 4, "(?P<") == 0) {
            i = s.find('>', i);
            if (i == std::string::npos) break;
            continue;
        }
        std::size_t j = i;
        while (j < s.size() && std::islower(static_cast<unsigned char>(s[j]))) ++j;
        if (j - i >= 3) {
            for (std::size_t k = i; k < j; ++k)
                s[k] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[k])));
            return s;
        }
        if (j > i) i = j - 1;
    }
    return s + "ZQXCOPY";
}

}  // namespace

std::shared_ptr<const aw::RuleCatalog> doubledCatalog(const aw::RuleCatalog& catalog, std::size_t& added) {
    auto out = std::make_shared<aw::RuleCatalog>(catalog);
    out->version = catalog.version + "+doubled";
    added = 0;
    for (const aw::Rule& rule : catalog.rules) {
        if (rule.phase != aw::Phase::Extractor || rule.pattern.empty()) continue;
        aw::Rule copy = rule;
        std::string& json = copy.definitionJson;
        std::size_t b = 0, e = 0;
        if (!findStringValue(json, "regex", b, e)) continue;
        json.replace(b, e - b, mutatePattern(json.substr(b, e - b)));
        if (!findStringValue(json, "id", b, e)) continue;
        json.insert(e, "_copy2");
        if (findStringValue(json, "symptom", b, e)) json.insert(e, "_copy2");
        copy.id += "_copy2";
        out->rules.push_back(std::move(copy));
        ++added;
    }
    return out;
}

}  // namespace awbench
