// Issue 47: in French at 1366x768 the dock tabs ("Nœuds et so…") and the labels of the
// filter drop-downs were cut. Every tab title and every label of a filter drop-down fits
// the room its widget gives it, in French and in English: the text's width in its font
// against the width the tab (or the combo box's field) has for text.
#include "app/gui/language.h"
#include "app/gui/main_window.h"
#include "views/classification/classification_view.h"
#include "views/logs/log_view.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QSignalSpy>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QStyleOptionTab>
#include <QTabBar>
#include <QTest>
#include <QTranslator>

#include <gtest/gtest.h>

#include "language_fixture.h"
#include "window_fixture.h"

namespace {

using Language = viewtest::ScopedLanguage;

// The width a tab's text may take: its rectangle less what the style keeps around the text.
int tabTextRoom(const QTabBar& bar, int index) {
    QStyleOptionTab option;
    option.initFrom(&bar);
    option.rect = bar.tabRect(index);
    option.text = bar.tabText(index);
    option.shape = bar.shape();
    option.documentMode = bar.documentMode();
    return bar.style()->subElementRect(QStyle::SE_TabBarTabText, &option, &bar).width();
}

// The width of a combo box's field, where its current item's text is drawn.
int comboTextRoom(const QComboBox& combo) {
    QStyleOptionComboBox option;
    option.initFrom(&combo);
    option.editable = combo.isEditable();
    option.frame = combo.hasFrame();
    option.currentText = combo.currentText();
    option.iconSize = combo.iconSize();
    const QRect field =
        combo.style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, &combo);
    // An item's icon is drawn in the field, before the text.
    return field.width() - (combo.itemIcon(combo.currentIndex()).isNull() ? 0 : combo.iconSize().width() + 4);
}

// Every cut text of the window's dock tabs and filter drop-downs, "what (needs N px, has M)".
QStringList cutTexts(awapp::MainWindow& window) {
    QStringList cut;
    int tabs = 0;
    for (QTabBar* bar : window.findChildren<QTabBar*>(Qt::FindDirectChildrenOnly)) {
        if (!bar->isVisible()) continue;
        for (int i = 0; i < bar->count(); ++i, ++tabs) {
            const int needs = bar->fontMetrics().horizontalAdvance(bar->tabText(i));
            const int has = tabTextRoom(*bar, i);
            if (needs > has)
                cut << QStringLiteral("tab \"%1\" (needs %2 px, has %3)").arg(bar->tabText(i)).arg(needs).arg(has);
        }
    }
    if (tabs < 6) cut << QStringLiteral("only %1 dock tabs seen").arg(tabs);
    awv::ClassificationView* classification = window.classificationView();
    // The drop-downs' own labels (the rest are the bundle's node and symptom names).
    std::vector<std::pair<QComboBox*, int>> combos = {{classification->classCombo(), -1},
                                                      {classification->nodeCombo(), 1},
                                                      {classification->symptomCombo(), 1},
                                                      {window.logView()->levelCombo(), -1}};
    for (auto [combo, labels] : combos) {
        const int was = combo->currentIndex();
        const int count = labels < 0 ? combo->count() : std::min(labels, combo->count());
        for (int i = 0; i < count; ++i) {
            combo->setCurrentIndex(i);
            const int needs = combo->fontMetrics().horizontalAdvance(combo->currentText());
            const int has = comboTextRoom(*combo);
            if (needs > has)
                cut << QStringLiteral("%1 \"%2\" (needs %3 px, has %4)")
                           .arg(combo->accessibleName(), combo->currentText())
                           .arg(needs)
                           .arg(has);
        }
        combo->setCurrentIndex(was);
    }
    return cut;
}

void checkAt1366x768(const QString& language, const char* sample) {
    Language chosen(language);
    awapp::MainWindow window;
    ASSERT_TRUE(viewtest::showSampleAt(window, QSize(1366, 768), QLatin1String(sample)));
    QTest::qWait(50);
    const QStringList cut = cutTexts(window);
    EXPECT_TRUE(cut.isEmpty()) << language.toStdString() << ", " << sample << ": " << cut.join("; ").toStdString();
    window.grab().save(QDir::tempPath() +
                       QStringLiteral("/aw_view_shots/window_1366_%1_%2.png").arg(language, QLatin1String(sample)));
}

}  // namespace

TEST(FrenchLayout, NoDockTabOrFilterLabelIsCutAt1366x768InFrench) {
    for (const char* sample : {"xid79-gpu-off-bus", "ib-link-flap"}) checkAt1366x768(QStringLiteral("fr"), sample);
}

TEST(FrenchLayout, NoDockTabOrFilterLabelIsCutAt1366x768InEnglish) {
    checkAt1366x768(QStringLiteral("en_US"), "xid79-gpu-off-bus");
}
