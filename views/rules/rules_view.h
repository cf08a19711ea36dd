// The rule catalog: every rule with its phase and hits on this bundle, the selected
// rule's definition as written, and the events it produced or classified.
#pragma once

#include "views/common/document.h"
#include "views/common/document_feed.h"
#include "views/common/selection.h"

#include <QWidget>

class QCheckBox;
class QLineEdit;
class QPlainTextEdit;
class QSortFilterProxyModel;
class QTableView;
class QTreeWidget;
class QLabel;

namespace awv {

class RulesModel;

class RulesView : public QWidget {
    Q_OBJECT
public:
    RulesView(Selection* selection, DocumentFeed* feed, QWidget* parent = nullptr);

    void setDocument(DocumentPtr doc);
    DocumentPtr document() const { return doc_; }

    QString currentRule() const;
    QLineEdit* filterEdit() const { return filterEdit_; }
    QCheckBox* firedOnlyCheck() const { return firedOnly_; }
    QTableView* tableView() const { return table_; }
    QPlainTextEdit* definitionPane() const { return definition_; }
    QTreeWidget* hitsList() const { return hits_; }
    RulesModel* model() const { return model_; }
    QSortFilterProxyModel* proxy() const { return proxy_; }

public slots:
    void focusFilter();

private:
    void showRule(const QString& ruleId);
    void revealRule(const QString& ruleId);
    void revealEvent(std::uint32_t eventId);

    Selection* selection_;
    DocumentPtr doc_;
    RulesModel* model_;
    QSortFilterProxyModel* proxy_;
    QLineEdit* filterEdit_;
    QCheckBox* firedOnly_;
    QTableView* table_;
    QLabel* ruleTitle_;
    QPlainTextEdit* definition_;
    QLabel* hitsTitle_;
    QTreeWidget* hits_;
    QString shownRule_;
    bool revealing_ = false;  // following another view: don't echo the selection back
};

}  // namespace awv
