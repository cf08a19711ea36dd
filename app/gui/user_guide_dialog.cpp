#include "app/gui/user_guide_dialog.h"

#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QFile>
#include <QLocale>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace awapp {

const QUrl UserGuideDialog::kGuideUrl(QStringLiteral("qrc:/guide/user-guide.md"));

QUrl UserGuideDialog::guideUrl() {
    const QString language = QLocale().name().section(QLatin1Char('_'), 0, 0);
    const QString translated = QStringLiteral(":/guide/user-guide.%1.md").arg(language);
    return QFile::exists(translated) ? QUrl(QStringLiteral("qrc") + translated) : kGuideUrl;
}

UserGuideDialog::UserGuideDialog(QWidget* parent) : QDialog(parent), browser_(new QTextBrowser(this)) {
    setWindowTitle(tr("User Guide"));
    browser_->setObjectName(QStringLiteral("UserGuide"));
    browser_->setAccessibleName(tr("User guide"));
    // Links inside the guide (to its own sections) stay here; web links open outside.
    browser_->setOpenExternalLinks(true);
    // Relative image paths (screenshots/guide/...) resolve against the guide's own URL.
    browser_->setSource(guideUrl(), QTextDocument::MarkdownResource);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(browser_);
    layout->addWidget(buttons);
    resize(1000, 760);
}

}  // namespace awapp
