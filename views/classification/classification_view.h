// Every event grouped by class (root cause, contributing, symptoms, noise) with the rule,
// node, time, count and the reason for its class. Filter by text, node, class and
// symptom. Linked to every other view through the shared Selection.
#pragma once

#include "views/common/document.h"
#include "views/common/document_feed.h"
#include "views/common/selection.h"

#include <QWidget>

class QComboBox;
class QLineEdit;
class QTreeView;
class QLabel;

namespace awv {

class ClassificationModel;
class ClassificationFilter;

class ClassificationView : public QWidget {
    Q_OBJECT
public:
    ClassificationView(Selection* selection, DocumentFeed* feed, QWidget* parent = nullptr);

    void setDocument(DocumentPtr doc);
    DocumentPtr document() const { return doc_; }

    // For Ctrl+F and for tests.
    QLineEdit* filterEdit() const { return filterEdit_; }
    QComboBox* classCombo() const { return classCombo_; }
    QComboBox* nodeCombo() const { return nodeCombo_; }
    QComboBox* symptomCombo() const { return symptomCombo_; }
    QTreeView* treeView() const { return tree_; }
    ClassificationModel* model() const { return model_; }
    ClassificationFilter* filter() const { return filter_; }

    // The event of the current row, 0 if none (or a group row).
    std::uint32_t currentEvent() const;
    // What the view says when a selected event is hidden by its filters or the time range
    // (they stay: the user is told, with a link that shows the event).
    QLabel* hiddenNotice() const { return hiddenNotice_; }

public slots:
    void focusFilter();

protected:
    // Down (or Page Down) in the filter box goes into the list, as in a search field.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void revealEvent(std::uint32_t eventId);
    void onCurrentChanged(const QModelIndex& current);
    void applyComboFilters();
    void fillCombos();
    void expandGroups();
    void updateSummary();
    void showHiddenNotice(std::uint32_t eventId);
    void showHiddenEvent();  // the notice's link: drop what hides it, then show it

    Selection* selection_;
    DocumentPtr doc_;
    ClassificationModel* model_;
    ClassificationFilter* filter_;
    QLineEdit* filterEdit_;
    QComboBox* classCombo_;
    QComboBox* nodeCombo_;
    QComboBox* symptomCombo_;
    QTreeView* tree_;
    QLabel* summary_;
    QLabel* hiddenNotice_;
    std::uint32_t hiddenEvent_ = 0;  // the selected event the filters hide, if any
    bool revealing_ = false;         // selecting a row because another view asked: don't echo
};

}  // namespace awv
