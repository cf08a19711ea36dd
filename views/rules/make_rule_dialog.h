// "Make a rule from this line": an editor opened on a line no rule explained, with the rule
// proposed from its template (engine/attribute/rule_draft.h), examples from the bundle, and
// a live preview: every line of the bundle it matches and the verdict the bundle would get
// with it, computed off the GUI thread (a newer edit cancels an older preview). Save writes
// the rule to the user's rule folder (engine/attribute/user_rules.h), which is read after
// the catalog on the next open.
#pragma once

#include "engine/attribute/rule_draft.h"
#include "views/common/document.h"

#include <QDialog>
#include <QFutureSynchronizer>
#include <QFutureWatcher>

#include <atomic>
#include <memory>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTimer;

namespace awv {

class MakeRuleDialog : public QDialog {
    Q_OBJECT
public:
    MakeRuleDialog(DocumentPtr doc, const aw::UnexplainedTemplate& line, QString userRulesFolder,
                   QWidget* parent = nullptr);
    ~MakeRuleDialog() override;  // cancels the preview and waits for it

    // The rule as the fields say.
    aw::RuleDraft draft() const;
    bool previewRunning() const { return running_ > 0; }
    QString savedPath() const { return savedPath_; }

    // For tests: the fields and what the preview shows.
    QLineEdit* idEdit() const { return id_; }
    QLineEdit* regexEdit() const { return regex_; }
    QComboBox* outcomeBox() const { return outcome_; }
    QPlainTextEdit* matchEdit() const { return match_; }
    QPlainTextEdit* noMatchEdit() const { return noMatch_; }
    QLabel* hitsLabel() const { return hits_; }
    QListWidget* hitsList() const { return hitList_; }
    QLabel* verdictLabel() const { return verdict_; }
    QLabel* problemsLabel() const { return problems_; }
    QPushButton* saveButton() const { return save_; }

public slots:
    // Writes the rule to <user rules>/<id>.json; false (and the problem shown) when it cannot.
    bool save();
    // Starts a preview now (the fields' edits start one after a short pause).
    void preview();

signals:
    void previewFinished();
    void saved(const QString& path);

private:
    void showTrial(const aw::DraftTrial& trial);

    DocumentPtr doc_;
    QString folder_;
    QString savedPath_;
    QLineEdit* id_;
    QComboBox* source_;
    QLineEdit* regex_;
    QLineEdit* title_;
    QComboBox* outcome_;
    QComboBox* role_;
    QSpinBox* strength_;
    QPlainTextEdit* match_;
    QPlainTextEdit* noMatch_;
    QLabel* hits_;
    QListWidget* hitList_;
    QLabel* verdict_;
    QLabel* problems_;
    QPushButton* save_;
    QTimer* debounce_;
    std::shared_ptr<std::atomic<bool>> cancel_;
    quint64 generation_ = 0;
    int running_ = 0;
    bool lastTrialClean_ = false;
    QFutureSynchronizer<aw::DraftTrial> previews_;  // waited for on destruction
};

}  // namespace awv
