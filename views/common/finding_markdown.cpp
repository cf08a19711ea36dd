#include "views/common/finding_markdown.h"

#include "views/common/catalog_titles.h"
#include "views/common/event_class_style.h"

#include "engine/text/timestamp.h"

#include <QCoreApplication>

namespace awv {

namespace {
struct Words {
    Q_DECLARE_TR_FUNCTIONS(awv::FindingMarkdown)
};
QString s(const std::string& text) {
    return QString::fromStdString(text);
}
}  // namespace

QString findingMarkdown(const Document& doc, const aw::Event& event) {
    QStringList out;
    out << QStringLiteral("**%1** — %2").arg(sayEventTitle(event), eventClassLabel(event.cls));
    QStringList where;
    if (!event.node.empty()) where << Words::tr("node %1").arg(s(event.node));
    if (event.gpu >= 0) where << Words::tr("GPU %1").arg(event.gpu);
    if (event.rank >= 0) where << Words::tr("rank %1").arg(event.rank);
    if (!where.isEmpty()) out << QStringLiteral("- ") + Words::tr("Where: %1").arg(where.join(QStringLiteral(", ")));
    if (event.time != aw::kNoTime) {
        QString when = s(aw::formatIsoUtc(event.time));
        if (event.timeInherited) when.prepend(QStringLiteral("≥ "));
        if (event.count > 1 && event.lastTime != aw::kNoTime)
            when += Words::tr(" (first of %L1 lines, last at %2)")
                        .arg(event.count)
                        .arg(s(aw::formatIsoUtc(event.lastTime)));
        out << QStringLiteral("- ") + Words::tr("When: %1").arg(when);
    } else if (event.count > 1) {
        out << QStringLiteral("- ") + Words::tr("Lines: %L1").arg(event.count);
    }
    out << QStringLiteral("- ") +
               Words::tr("Found by rule `%1`; classed by `%2`").arg(s(event.rule), s(event.classRule));
    if (!event.reason.empty()) out << QStringLiteral("- ") + Words::tr("Why: %1").arg(s(event.reason));
    if (!event.evidence.empty()) {
        out << QStringLiteral("- ") + Words::tr("Evidence:") << QStringLiteral("```");
        for (const aw::EvidenceRef& ev : event.evidence) {
            const std::uint32_t line = doc.shownLine(ev.where);
            const std::string& path =
                ev.where.file < doc.bundle->files.size() ? doc.bundle->files[ev.where.file].path : ev.file;
            out << QStringLiteral("%1:%2: %3")
                       .arg(s(path))
                       .arg(line)
                       .arg(QString::fromUtf8(ev.text.data(), qsizetype(ev.text.size())));
        }
        out << QStringLiteral("```");
    }
    return out.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

}  // namespace awv
