// The nodes of the bundle with their ranks and GPUs, and under each node its source
// files (path, format, kind, lines). Files that belong to no node (scheduler, cloud,
// metrics) are listed under "Whole job". Selecting a node selects it everywhere;
// selecting a file opens its first line in the raw log view.
#pragma once

#include "views/common/document.h"
#include "views/common/document_feed.h"
#include "views/common/selection.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QTreeWidget;
class QTreeWidgetItem;

namespace awv {

class NodesView : public QWidget {
    Q_OBJECT
public:
    enum Column { NameColumn, DetailColumn, KindColumn, LinesColumn, TimeColumn, ColumnCount };
    enum Role { NodeNameRole = Qt::UserRole + 1, FileIndexRole };

    NodesView(Selection* selection, DocumentFeed* feed, QWidget* parent = nullptr);

    void setDocument(DocumentPtr doc);
    DocumentPtr document() const { return doc_; }

    QLineEdit* filterEdit() const { return filterEdit_; }
    QTreeWidget* treeWidget() const { return tree_; }
    QString currentNode() const;
    QString silentSummary() const;  // "Went silent before the others: …", or ""


public slots:
    void focusFilter();

private:
    void revealNode(const QString& node);
    void onCurrentItemChanged(QTreeWidgetItem* item);
    void applyFilter(const QString& text);

    Selection* selection_;
    DocumentPtr doc_;
    QLineEdit* filterEdit_;
    QTreeWidget* tree_;
    QLabel* silent_ = nullptr;  // the nodes that went silent before the others
    bool revealing_ = false;
};

}  // namespace awv
