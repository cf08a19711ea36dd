// The rule catalog: the built-in one compiled from resources/rules/*.json, or a folder of
// rule files named by the user. Files are read in name order so the catalog is the same
// whatever the order on disk.
#include "engine/rules/rule_catalog.h"
#include "engine/rules/rule_parser.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

namespace aw {

const std::vector<std::pair<const char*, const char*>>& builtinRuleFiles();

const Rule* RuleCatalog::find(const std::string& id) const {
    for (const Rule& rule : rules)
        if (rule.id == id) return &rule;
    return nullptr;
}

namespace {

struct NamedText {
    std::string name;
    std::string text;
};

std::shared_ptr<RuleCatalog> buildCatalog(std::vector<NamedText> files, std::vector<Problem>& problems) {
    std::sort(files.begin(), files.end(), [](const auto& a, const auto& b) { return a.name < b.name; });
    auto catalog = std::make_shared<RuleCatalog>();
    std::set<std::string> versions;
    std::map<std::string, std::pair<std::string, std::uint32_t>> seen;  // id -> (file, line)
    for (const auto& file : files) {
        std::vector<RuleSpec> specs;
        const std::string version = parseRuleFile(file.name, file.text, specs, problems);
        if (!version.empty()) versions.insert(version);
        for (auto& spec : specs) {
            auto [it, fresh] = seen.emplace(spec.rule.id, std::make_pair(file.name, spec.line));
            if (!fresh) {
                problems.push_back(Problem{file.name, spec.line, Severity::Error,
                                           "rule " + spec.rule.id + ": duplicate id (first defined in " +
                                               it->second.first + ":" + std::to_string(it->second.second) +
                                               "); this one is ignored"});
                continue;
            }
            catalog->rules.push_back(std::move(spec.rule));
        }
    }
    if (versions.empty()) catalog->version = "unversioned";
    else {
        std::string joined;
        for (const auto& v : versions) joined += (joined.empty() ? "" : "+") + v;
        catalog->version = joined;
    }
    return catalog;
}

}  // namespace

namespace {

struct Builtin {
    std::shared_ptr<const RuleCatalog> catalog;
    std::vector<Problem> problems;
};

const Builtin& builtin() {
    static const Builtin b = [] {
        std::vector<NamedText> files;
        for (const auto& [name, text] : builtinRuleFiles()) files.push_back({name, text});
        Builtin out;
        out.catalog = buildCatalog(std::move(files), out.problems);
        return out;
    }();
    return b;
}

}  // namespace

std::shared_ptr<const RuleCatalog> builtinCatalog() {
    return builtin().catalog;
}

const std::vector<Problem>& builtinCatalogProblems() {
    return builtin().problems;
}

std::shared_ptr<const RuleCatalog> loadCatalogFolder(const std::string& folder, std::vector<Problem>& problems) {
    namespace fs = std::filesystem;
    std::vector<NamedText> files;
    std::error_code ec;
    fs::directory_iterator probe(folder, ec);
    if (ec) {
        problems.push_back(Problem{folder, 0, Severity::Error, "cannot read the rule folder: " + ec.message()});
        return std::make_shared<RuleCatalog>();
    }
    // The folder's rule files, and its families/ (rule_family.h) named as the built-in ones are.
    auto readFolder = [&](const fs::path& dir, const std::string& prefix) {
        std::error_code walk;
        for (fs::directory_iterator entry(dir, walk), end; !walk && entry != end; entry.increment(walk)) {
            if (!entry->is_regular_file() || entry->path().extension() != ".json") continue;
            const std::string name = prefix + entry->path().filename().string();
            std::ifstream in(entry->path(), std::ios::binary);
            std::ostringstream text;
            text << in.rdbuf();
            if (!in && !in.eof()) {
                problems.push_back(Problem{name, 0, Severity::Error, "cannot read the file"});
                continue;
            }
            files.push_back({name, text.str()});
        }
    };
    readFolder(folder, "");
    if (fs::is_directory(fs::path(folder) / "families", ec)) readFolder(fs::path(folder) / "families", "families/");
    return buildCatalog(std::move(files), problems);
}

const char* toString(Phase phase) {
    switch (phase) {
    case Phase::Extractor: return "extractor";
    case Phase::Filter: return "filter";
    case Phase::Refiner: return "refiner";
    case Phase::Outcome: return "outcome";
    case Phase::PostOutcome: return "post_outcome";
    case Phase::Collector: return "collector";
    case Phase::Action: return "action";
    }
    return "extractor";
}

RuleExampleSet ruleExamples(const Rule& rule) {
    std::vector<Problem> problems;
    auto spec = parseRuleDefinition(rule.definitionJson, rule.sourceFile, problems);
    return spec ? spec->examples : RuleExampleSet{};
}

}  // namespace aw
