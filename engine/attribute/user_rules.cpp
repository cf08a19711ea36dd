#include "engine/attribute/user_rules.h"

#include "engine/attribute/rule_trial.h"
#include "engine/core/private_folder.h"
#include "engine/rules/rule_parser.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>

#include <sys/stat.h>

namespace aw {

std::vector<std::string> failingExamples(const Rule& rule) {
    std::vector<std::string> out;
    if (rule.phase != Phase::Extractor) return out;
    const RuleExampleSet examples = ruleExamples(rule);
    if (examples.match.empty() && examples.noMatch.empty()) return out;  // a metric rule
    const RuleTrier trier(rule);
    for (const std::string& line : examples.match) {
        const RuleTrial t = trier.tryLine(line);
        if (!t.valid) return {t.error};
        if (!t.matched) out.push_back("example does not match: " + line);
        else if (!t.error.empty()) out.push_back("example " + line + ": " + t.error);
    }
    for (const std::string& line : examples.noMatch)
        if (trier.tryLine(line).matched) out.push_back("no_match example matches: " + line);
    return out;
}

namespace {

struct UserFile {
    std::string name;
    std::string text;
};

// The *.json files of the folder, each read whole if it is a plain file within the bound.
std::vector<UserFile> readUserFiles(const std::string& folder, std::vector<Problem>& problems) {
    namespace fs = std::filesystem;
    std::vector<UserFile> files;
    std::error_code walk;
    std::size_t seen = 0;
    for (fs::directory_iterator entry(folder, walk), end; !walk && entry != end; entry.increment(walk)) {
        const fs::path& path = entry->path();
        if (path.extension() != ".json") continue;
        const std::string name = kUserRulesPrefix + path.filename().string();
        if (++seen > kMaxUserRuleFiles) {
            problems.push_back(
                {name, 0, Severity::Error,
                 "more than " + std::to_string(kMaxUserRuleFiles) + " rule files; the rest are not read"});
            break;
        }
        std::error_code ec;
        if (entry->is_symlink(ec)) {
            problems.push_back(
                {name, 0, Severity::Error, "a link, not read (a rule file is a plain file of the folder)"});
            continue;
        }
        if (!entry->is_regular_file(ec)) continue;
        const std::uintmax_t size = entry->file_size(ec);
        if (ec || size > kMaxUserRuleFileBytes) {
            problems.push_back({name, 0, Severity::Error,
                                ec ? "cannot read the file: " + ec.message()
                                   : "the file is " + std::to_string(size) + " bytes, over the " +
                                         std::to_string(kMaxUserRuleFileBytes) + " a rule file may have; not read"});
            continue;
        }
        std::ifstream in(path, std::ios::binary);
        std::string text(static_cast<std::size_t>(kMaxUserRuleFileBytes) + 1, '\0');
        in.read(text.data(), static_cast<std::streamsize>(text.size()));
        text.resize(static_cast<std::size_t>(in.gcount()));
        if (in.bad() || text.size() > kMaxUserRuleFileBytes) {  // it grew while read
            problems.push_back({name, 0, Severity::Error, "cannot read the file whole within the bound"});
            continue;
        }
        files.push_back({name, std::move(text)});
    }
    if (walk) problems.push_back({folder, 0, Severity::Error, "cannot read the rule folder: " + walk.message()});
    std::sort(files.begin(), files.end(), [](const UserFile& a, const UserFile& b) { return a.name < b.name; });
    return files;
}

}  // namespace

std::shared_ptr<const RuleCatalog> withUserRules(std::shared_ptr<const RuleCatalog> base, const std::string& folder,
                                                 std::vector<Problem>& problems) {
    if (!base) base = builtinCatalog();
    struct stat st {};
    if (folder.empty() || ::lstat(folder.c_str(), &st) != 0) return base;  // none yet
    std::string refused;
    if (!ensurePrivateFolder(folder, &refused)) {
        problems.push_back({folder, 0, Severity::Error, "the user rule folder is not used: " + refused});
        return base;
    }
    auto catalog = std::make_shared<RuleCatalog>(*base);
    std::set<std::string> ids;
    for (const Rule& r : base->rules) ids.insert(r.id);
    std::size_t added = 0;
    for (const UserFile& file : readUserFiles(folder, problems)) {
        std::vector<RuleSpec> specs;
        parseRuleFile(file.name, file.text, specs, problems);
        for (RuleSpec& spec : specs) {
            const std::string prefix = "rule " + spec.rule.id + ": ";
            if (!ids.insert(spec.rule.id).second) {
                problems.push_back({file.name, spec.line, Severity::Error,
                                    prefix + "duplicate id (the catalog has it already); this one is ignored"});
                continue;
            }
            const std::vector<std::string> failing = failingExamples(spec.rule);
            if (!failing.empty()) {
                for (const std::string& why : failing)
                    problems.push_back(
                        {file.name, spec.line, Severity::Error, prefix + why + "; the rule is not loaded"});
                continue;
            }
            catalog->rules.push_back(std::move(spec.rule));
            ++added;
        }
    }
    if (added == 0) return base;
    catalog->version = base->version + "+user";
    return catalog;
}

std::string userRuleFileText(const std::string& ruleJson) {
    return "{\n  \"description\": \"Made in the workbench from a line no rule explained.\",\n  \"rules\": [\n" +
           ruleJson + "\n  ]\n}\n";
}

}  // namespace aw
