#include "app/gui/about_text.h"

#include "engine/rules/rule_catalog.h"

#include <QCoreApplication>

namespace awapp {

namespace {
struct AboutNames {
    Q_DECLARE_TR_FUNCTIONS(awapp::About)
};
}  // namespace

QString builtinCatalogVersion() {
    return QString::fromStdString(aw::builtinCatalog()->version);
}

QString aboutHtml(const QString& catalogVersion) {
    return AboutNames::tr("<h3>Attribution Workbench %1</h3>"
                          "<p>Finds the node and the fault that started the failure of a distributed training job, "
                          "and shows the raw evidence behind every step.</p>"
                          "<p>Rule catalog: %2<br>Qt %3 (built with %4)</p>")
        .arg(QStringLiteral(AW_VERSION), catalogVersion.toHtmlEscaped(), QString::fromLatin1(qVersion()),
             QStringLiteral(QT_VERSION_STR));
}

}  // namespace awapp
