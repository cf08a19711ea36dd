// The nodes of the bundle and how each fared: its events per class (a narrow column each,
// headed by the class's marker), whether it went silent before the others or had nothing
// at the first fault, its last line, its ranks and GPUs (and pods); under each node its
// source files (path, format, kind, lines). The columns that tell a node's health come
// first, so a docked pane a third of a laptop screen wide still shows them. Files that
// belong to no node (scheduler, cloud, metrics) are listed under "Whole job". Selecting a
// node selects it everywhere; selecting a file opens its first line in the raw log view.
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
    enum Column {
        NameColumn,
        RootCauseColumn,  // events per class, in kEventClassesInOrder's order
        ContributingColumn,
        SymptomColumn,
        NoiseColumn,
        HealthColumn,  // "silent 10 min before the others", "nothing at the first fault"; a file's kind
        TimeColumn,
        DetailColumn,  // ranks, GPUs and pods; a file's format
        LinesColumn,
        ColumnCount
    };
    // Kept for a file's kind (the same column as a node's health).
    static constexpr Column KindColumn = HealthColumn;
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
