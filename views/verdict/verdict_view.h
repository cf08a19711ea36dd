// The answer first: the outcome as a big coloured headline, the culprit node(s) and GPU,
// the root symptom, the summary sentence, the confidence, and the short chain of reasons
// (each step clickable: it selects the step's event). When the outcome is unknown, the
// candidates are listed instead of a culprit. Below the answer: what to do (ActionsPanel).
#pragma once

#include "views/common/catalog_titles.h"
#include "views/common/document.h"
#include "views/common/document_feed.h"
#include "views/common/outcome_style.h"
#include "views/common/selection.h"

#include "engine/report/verdict_rows.h"

#include <QWidget>

class QLabel;
class QScrollArea;
class QVBoxLayout;

namespace awv {

class ActionsPanel;
class UnexplainedPanel;

class VerdictView : public QWidget {
    Q_OBJECT
public:
    VerdictView(Selection* selection, DocumentFeed* feed, QWidget* parent = nullptr);
    ~VerdictView() override;

    void setDocument(DocumentPtr doc);
    DocumentPtr document() const { return doc_; }
    // Room for the badges, the headline, the culprit line and a few reasons.
    QSize sizeHint() const override { return {QWidget::sizeHint().width(), 240}; }

    // For tests: the labels as shown.
    QLabel* badgeLabel() const { return badge_; }
    QLabel* headlineLabel() const { return headline_; }
    QLabel* summaryLabel() const { return summary_; }
    QLabel* chainLabel() const { return chain_; }
    QLabel* candidatesLabel() const { return candidates_; }
    QLabel* fleetLabel() const { return fleet_; }
    ActionsPanel* actionsPanel() const { return actions_; }
    UnexplainedPanel* unexplainedPanel() const { return unexplained_; }
    // The two scrolling columns: the answer (headline, actions) and the reasons.
    QScrollArea* answerScrollArea() const { return answerScroll_; }
    QScrollArea* reasonsScrollArea() const { return reasonsScroll_; }

    // Follows a link of the chain or the candidates ("event:<id>", "node:<name>").
    void activateLink(const QString& link);

signals:
    // "Make a rule from this line" on row `row` of verdict.unexplained.templates.
    void makeRuleRequested(int row);

private:
    void showEmpty();
    void highlightStep(std::uint32_t eventId);            // the first step about the event
    void highlightProvenanceStep(const QString& nodeId);  // the step a provenance node stands for
    void showChain(int step);                             // deferred: ▶ before step `step` (-1: none)
    QString chainHtml(int highlightedStep) const;
    void showFleetHistory();

    Selection* selection_;
    DocumentPtr doc_;
    aw::VerdictRows rows_;  // the document's verdict as rows (engine/report/verdict_rows.h)
    TitleWords titles_;     // the document's event titles in the user's language
    QLabel* badge_;
    QLabel* confidence_;
    QLabel* headline_;
    QLabel* details_;
    QLabel* summary_;
    QLabel* chainTitle_;
    QLabel* chain_;
    QLabel* candidates_;
    QLabel* fleet_;  // the open fleet blamed the culprit before
    ActionsPanel* actions_;
    // Unknown verdicts: the lines no rule explained (issue 46; its own section of the .cpp).
    UnexplainedPanel* unexplained_;
    void setUpUnexplained(QVBoxLayout* reasonsLayout);
    QScrollArea* answerScroll_ = nullptr;
    // The application's focus changes, followed to scroll a column: let go before this
    // view's members are (QWidget's destructor moves the focus, UBSan saw the call).
    QMetaObject::Connection focusFollow_;
    QScrollArea* reasonsScroll_ = nullptr;
};

}  // namespace awv
