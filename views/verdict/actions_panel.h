// "What to do": whether the job can restart and why, then each action of the verdict with
// its audience and urgency, and its commands, each copyable with one click. "Copy all" puts
// the whole list on the clipboard as Markdown, ready for a ticket or a chat.
#pragma once

#include "views/common/catalog_titles.h"

#include "engine/report/verdict_rows.h"

#include <QWidget>

class QLabel;
class QToolButton;
class QVBoxLayout;

namespace awv {

// Translated words of an action's audience and urgency and of the job decision.
QString audienceTitle(const std::string& audience);
QString urgencyTitle(const std::string& urgency);
QString jobDecisionTitle(const std::string& decision);

class ActionsPanel : public QWidget {
    Q_OBJECT
public:
    explicit ActionsPanel(QWidget* parent = nullptr);

    // The verdict's "what to do" (engine/report/verdict_rows.h); hidden when it has none. The
    // event titles its texts quote are said with `titles`.
    void setAdvice(const aw::VerdictAdvice& advice, TitleWords titles = {});
    void clear();

    // The actions as Markdown (what "Copy all" copies).
    QString markdown() const;

    // For tests: the decision line and the copy buttons of the commands, in order.
    QLabel* decisionLabel() const { return decision_; }
    QList<QToolButton*> commandCopyButtons() const { return copyButtons_; }
    QToolButton* copyAllButton() const { return copyAll_; }
    // The lines that say which commands were left out, and why.
    QList<QLabel*> withheldLabels() const { return withheld_; }

    // How long a Copy button says "Copied ✓".
    static constexpr int kCopiedFeedbackMs = 1500;

private:
    void copyWithFeedback(QToolButton* button, const QString& text);

    QLabel* title_;
    QLabel* decision_;
    QToolButton* copyAll_;
    QWidget* list_;
    QVBoxLayout* listLayout_;
    QList<QToolButton*> copyButtons_;
    QList<QLabel*> withheld_;
    aw::VerdictAdvice advice_;
    TitleWords titles_;
};

}  // namespace awv
