// Event titles in the user's language. A title comes from its rule's template in the catalog
// ("Xid 79: GPU has fallen off the bus ({pci})", a family's "Slurm job state {name}") filled
// with the line's captures. Here the event's rule and symptom find that template
// (catalog_title_list.cpp, generated from the catalog by scripts/gen_catalog_titles.py, lists
// them for lupdate), its translation is filled with the same values (engine/rules/event_title.h),
// and the values themselves (paths, node names, an errno's text) stay as they are. A title
// whose template is unknown here (a user's rule, a session of an older catalog) or that has no
// translation stays the engine's English, word for word.
#pragma once

#include "engine/core/analysis.h"

#include <QHash>
#include <QString>

#include <span>
#include <vector>

namespace awv {

// `event`'s title in the current language (its English title when it has no other words).
QString sayEventTitle(const aw::Event& event);

// Every event's English title and its words in the current language, for the sentences of the
// verdict and the chain of reasons that quote a title (views/common/engine_messages.h).
class TitleWords {
public:
    TitleWords() = default;
    explicit TitleWords(const std::vector<aw::Event>& events);
    // The title `english` in the current language; `english` itself when no event has it.
    QString say(const QString& english) const;
    // How many characters of `text` an event's title is at its start ("Xid 79: ... on node007
    // GPU 3"): the longest such title with other words; 0 when it starts with none.
    qsizetype leadingLength(const QString& text) const;

private:
    QHash<QString, QString> words_;  // only titles with other words
};

// The generated tables (catalog_title_list.cpp).
// The template that titles the events of `rule` with `symptom` (and, in a family, of the
// member an event's "member" capture names), and the member's own values it names
// ({"name", "cudaErrorIllegalAddress", "number", "700"}; null when unused).
struct CatalogTitle {
    const char* rule;
    const char* symptom;
    const char* member;  // "" but in a family
    int templateIndex;   // in catalogTitleTemplates()
    const char* fields[4];
};
// A family whose members' titles quote the software's own words: they stay in English
// (`rule`: the family's rule id). The same shape names a template whose French is its
// English (`rule`: the template), with why.
struct QuotedTitles {
    const char* rule;
    const char* why;
};
std::span<const char* const> catalogTitleTemplates();
std::span<const CatalogTitle> catalogTitles();
std::span<const QuotedTitles> quotedTitleFamilies();
std::span<const QuotedTitles> titlesSameInFrench();

}  // namespace awv
