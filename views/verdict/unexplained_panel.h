// An unknown verdict's error-looking lines no rule explained (engine/attribute/
// unexplained_lines.h): one row per template with its count and first line, earliest and
// rarest first (with an open fleet, those its healthy jobs print last, as the title says). A row shows its first line in the raw log; "Make a rule from this line"
// asks for the rule editor (views/rules/make_rule_dialog.h) on it.
#pragma once

#include "views/common/document.h"
#include "views/common/selection.h"

#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;

namespace awv {

class UnexplainedPanel : public QWidget {
    Q_OBJECT
public:
    explicit UnexplainedPanel(Selection* selection, QWidget* parent = nullptr);

    // Shows the document's lines, hidden without them. The verdict view gives it a document
    // only when the verdict's rows hold such lines (engine/report/verdict_rows.h: an unknown
    // verdict's).
    void setDocument(const DocumentPtr& doc);

    QListWidget* list() const { return list_; }
    QPushButton* makeRuleButton() const { return makeRule_; }

signals:
    // The row (an index into verdict.unexplained.templates) to make a rule from.
    void makeRuleRequested(int row);

private:
    Selection* selection_;
    DocumentPtr doc_;
    QLabel* title_;
    QListWidget* list_;
    QLabel* leftOut_;
    QPushButton* makeRule_;
};

}  // namespace awv
