#include "views/common/catalog_titles.h"

#include "engine/rules/event_title.h"

#include <QCoreApplication>

#include <string>
#include <unordered_map>

namespace awv {

namespace {

// rule id, symptom and family member -> its title, built once from the generated table.
const CatalogTitle* titleOf(const aw::Event& event) {
    static const auto byRule = [] {
        std::unordered_map<std::string, const CatalogTitle*> map;
        for (const CatalogTitle& t : catalogTitles())
            map.emplace(std::string(t.rule) + '\n' + t.symptom + '\n' + t.member, &t);
        return map;
    }();
    // A family's event names its member (engine/attribute: emitMember); two members may share
    // a symptom (Kubernetes' BackOff and CrashLoopBackOff).
    const auto it = byRule.find(event.rule + '\n' + event.symptom + '\n' + event.capture("member"));
    return it == byRule.end() ? nullptr : it->second;
}

}  // namespace

QString sayEventTitle(const aw::Event& event) {
    const QString english = QString::fromStdString(event.title);
    const CatalogTitle* title = titleOf(event);
    if (!title) return english;
    const char* source = catalogTitleTemplates()[static_cast<std::size_t>(title->templateIndex)];
    std::vector<std::pair<std::string, std::string>> fields;
    for (std::size_t i = 0; i + 1 < std::size(title->fields) && title->fields[i]; i += 2)
        fields.emplace_back(title->fields[i], title->fields[i + 1]);
    // The same template and values must give the engine's own title: a user's rule of the same
    // id, or an event of another catalog version, keeps the title it came with.
    if (aw::fillEventTitle(source, event, fields) != event.title) return english;
    const QString translated = QCoreApplication::translate("awv::CatalogTitles", source);
    if (translated == QString::fromUtf8(source)) return english;
    return QString::fromStdString(aw::fillEventTitle(translated.toStdString(), event, fields));
}

TitleWords::TitleWords(const std::vector<aw::Event>& events) {
    for (const aw::Event& e : events) {
        const QString english = QString::fromStdString(e.title);
        if (english.isEmpty() || words_.contains(english)) continue;
        const QString said = sayEventTitle(e);
        if (said != english) words_.insert(english, said);
    }
}

QString TitleWords::say(const QString& english) const {
    return words_.value(english, english);
}

qsizetype TitleWords::leadingLength(const QString& text) const {
    qsizetype longest = 0;
    for (auto it = words_.cbegin(); it != words_.cend(); ++it)
        if (it.key().size() > longest && text.startsWith(it.key())) longest = it.key().size();
    return longest;
}

}  // namespace awv
