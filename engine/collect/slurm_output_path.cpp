#include "engine/collect/slurm_output_path.h"

#include <cctype>
#include <optional>
#include <vector>

namespace aw {
namespace {

bool blank(char c) {
    return c == ' ' || c == '\t' || c == '\r';
}

// The words of an #SBATCH line as sbatch splits them: blanks separate, quotes group, an
// unquoted '#' starts a comment.
std::vector<std::string> sbatchWords(std::string_view line) {
    std::vector<std::string> words;
    std::string word;
    bool inWord = false;
    char quote = 0;
    for (const char c : line) {
        if (quote) {
            if (c == quote) quote = 0;
            else word += c;
        } else if (c == '"' || c == '\'') {
            quote = c;
            inWord = true;
        } else if (blank(c)) {
            if (inWord) words.push_back(std::move(word));
            word.clear();
            inWord = false;
        } else if (c == '#' && !inWord) {
            break;
        } else {
            word += c;
            inWord = true;
        }
    }
    if (inWord) words.push_back(std::move(word));
    return words;
}

// The value `word` gives option `shortName`/`longName` ("-oX", "--output=X"), or "" with
// `needsNext` set when the value is the next word ("-o X", "--output X"); nullopt when
// `word` is not that option.
std::optional<std::string> optionValue(const std::string& word, std::string_view shortName, std::string_view longName,
                                       bool& needsNext) {
    needsNext = word == shortName || word == longName;
    if (needsNext) return std::string();
    if (word.size() > longName.size() && word.starts_with(longName) && word[longName.size()] == '=')
        return word.substr(longName.size() + 1);
    if (word.size() > 2 && word.starts_with(shortName) && word[2] != '-') return word.substr(2);
    return std::nullopt;
}

// Reads -o/-e/--output/--error among an #SBATCH line's words.
void readOutputOptions(const std::vector<std::string>& words, SbatchOutputNames& names) {
    for (std::size_t i = 0; i < words.size(); ++i) {
        bool needsNext = false;
        std::string* into = &names.output;
        std::optional<std::string> value = optionValue(words[i], "-o", "--output", needsNext);
        if (!value) {
            into = &names.error;
            value = optionValue(words[i], "-e", "--error", needsNext);
        }
        if (!value) continue;
        if (needsNext) {
            if (i + 1 >= words.size()) continue;
            value = words[++i];
        }
        if (!value->empty()) *into = *value;
    }
}

}  // namespace

SbatchOutputNames parseBatchScriptOutputs(std::string_view text) {
    SbatchOutputNames names;
    // Past sacct's header: "Batch Script for N" and a rule of dashes.
    std::size_t pos = 0;
    if (text.starts_with("Batch Script for")) {
        for (int skip = 0; skip < 2 && pos < text.size(); ++skip) {
            const std::size_t nl = text.find('\n', pos);
            pos = nl == std::string_view::npos ? text.size() : nl + 1;
        }
    }
    std::string_view script = text.substr(pos);
    while (!script.empty() && (script.back() == '\n' || blank(script.back()))) script.remove_suffix(1);
    if (script.empty() || script == "NONE") return names;
    names.hasScript = true;
    bool first = true;
    while (!script.empty()) {
        const std::size_t nl = script.find('\n');
        std::string_view line = script.substr(0, nl);
        script = nl == std::string_view::npos ? std::string_view() : script.substr(nl + 1);
        while (!line.empty() && blank(line.front())) line.remove_prefix(1);
        const bool shebang = first && line.starts_with("#!");
        first = false;
        if (line.empty() || shebang) continue;
        if (line.front() != '#') break;  // sbatch reads no #SBATCH past the first command
        if (!line.starts_with("#SBATCH")) continue;
        line.remove_prefix(7);
        if (!line.empty() && !blank(line.front())) continue;  // "#SBATCHX" is a comment
        readOutputOptions(sbatchWords(line), names);
    }
    return names;
}

Result<std::string> expandSlurmFilename(std::string_view pattern, const SlurmFilenameFields& f) {
    std::string out;
    if (pattern.find('\\') != std::string_view::npos) {  // taken as written
        for (const char c : pattern)
            if (c != '\\') out += c;
        return out;
    }
    const auto padded = [](const std::string& number, std::size_t width) {
        return number.size() >= width ? number : std::string(width - number.size(), '0') + number;
    };
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        if (pattern[i] != '%' || i + 1 == pattern.size()) {
            out += pattern[i];
            continue;
        }
        std::size_t j = i + 1;
        if (pattern[j] == '%') {
            out += '%';
            i = j;
            continue;
        }
        std::size_t width = 0;
        const std::size_t digits = j;
        while (j < pattern.size() && std::isdigit(static_cast<unsigned char>(pattern[j]))) {
            width = std::min<std::size_t>(width * 10 + static_cast<std::size_t>(pattern[j] - '0'), 10);
            ++j;
        }
        const char code = j < pattern.size() ? pattern[j] : '\0';
        std::string value;
        bool numeric = true;
        switch (code) {
        case 'j': value = f.jobId; break;
        case 'A': value = f.arrayJobId.empty() ? f.jobId : f.arrayJobId; break;
        case 'a':
            value = f.arrayTaskId.empty() ? "4294967294" : f.arrayTaskId;  // Slurm's NO_VAL for a job of no array
            break;
        case 'n':
        case 't': value = "0"; break;  // the batch step runs as task 0 of node 0
        case 'x': value = f.name, numeric = false; break;
        case 'u': value = f.user, numeric = false; break;
        case 'N': value = f.firstNode.substr(0, f.firstNode.find('.')), numeric = false; break;
        case 'J':
        case 's':
        case 'b': return Failure(std::string("the pattern %") + code + " is not filled in here");
        default:
            if (j > digits) {  // "%12q": sbatch keeps the last digit and drops the '%'
                out += pattern[j - 1];
                i = j - 1;
            } else {
                out += '%';  // not a pattern: kept as written
            }
            continue;
        }
        if (value.empty())
            return Failure(std::string("the pattern %") + code + " needs the job's " +
                           (code == 'u'   ? "user"
                            : code == 'N' ? "first node"
                            : code == 'x' ? "name"
                                          : "id") +
                           ", not known");
        out += numeric ? padded(value, width) : value;
        i = j;
    }
    return out;
}

}  // namespace aw
