// Help > User Guide: docs/user-guide.md and its screenshots, embedded as Qt resources
// (:/guide) and rendered by QTextBrowser's Markdown support, so the guide in the app is
// the same file as the one in the repository. A translated guide (docs/user-guide.fr.md)
// is shown in its language.
#pragma once

#include <QDialog>
#include <QUrl>

class QTextBrowser;

namespace awapp {

class UserGuideDialog : public QDialog {
    Q_OBJECT
public:
    static const QUrl kGuideUrl;  // qrc:/guide/user-guide.md
    // The guide in the current language (QLocale's default), else the English one.
    static QUrl guideUrl();

    explicit UserGuideDialog(QWidget* parent = nullptr);

    QTextBrowser* browser() const { return browser_; }

private:
    QTextBrowser* browser_;
};

}  // namespace awapp
