// Everything that could not be read, or was read with a caveat: the bundle loader's
// problems and the analysis's, with file, line, severity and message. Choosing a
// problem with a line opens that line in the raw log view.
#pragma once

#include "views/common/document.h"
#include "views/common/document_feed.h"
#include "views/common/selection.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QStandardItemModel;
class QTreeView;

namespace awv {

class ProblemsView : public QWidget {
    Q_OBJECT
public:
    enum Column { SeverityColumn, FileColumn, LineColumn, MessageColumn, OriginColumn, ColumnCount };

    ProblemsView(Selection* selection, DocumentFeed* feed, QWidget* parent = nullptr);

    void setDocument(DocumentPtr doc);
    DocumentPtr document() const { return doc_; }

    int problemCount() const;
    QLineEdit* filterEdit() const { return filterEdit_; }
    QTreeView* treeView() const { return tree_; }
    QSortFilterProxyModel* proxy() const { return proxy_; }

public slots:
    void focusFilter();

signals:
    // The number of problems changed (the main window shows it in the dock title).
    void problemCountChanged(int count);

private:
    void openProblem(const QModelIndex& index);
    void updateSummary();

    Selection* selection_;
    DocumentPtr doc_;
    QStandardItemModel* model_;
    QSortFilterProxyModel* proxy_;
    QLineEdit* filterEdit_;
    QTreeView* tree_;
    QLabel* summary_;
};

}  // namespace awv
