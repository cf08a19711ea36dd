// The results of a search over every file of a bundle: matching lines grouped by node,
// then file, with counts; a file's lines are listed when it is opened (a bundle of 8,000
// rank logs stays a short list). Activating a line opens it in the raw log; the files
// with matches can be merged by time in one click.
#pragma once

#include "views/common/document.h"
#include "views/logs/bundle_search.h"

#include <QWidget>
#include <map>

class QLabel;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace awv {

class SearchResultsView : public QWidget {
    Q_OBJECT
public:
    explicit SearchResultsView(QWidget* parent = nullptr);

    void setDocument(DocumentPtr doc);
    // Searches every file; an empty or invalid pattern clears the list.
    void search(const QRegularExpression& regex, const TimeRange& range = {});  // range: only lines in it
    void stop();
    // Focuses the list on the first matching line (its file opened); false when empty.
    bool focusFirstMatch();
    const BundleSearch& bundleSearch() const { return search_; }
    QTreeWidget* tree() const { return tree_; }

signals:
    void lineActivated(std::uint32_t file, std::uint32_t line);
    void mergeRequested(std::vector<std::uint32_t> files);
    void closeRequested();

private:
    void addNewResults();
    void fillFileItem(QTreeWidgetItem* item);
    void updateSummary();

    DocumentPtr doc_;
    BundleSearch search_;
    QLabel* summary_ = nullptr;
    QPushButton* cancel_ = nullptr;
    QPushButton* merge_ = nullptr;
    QTreeWidget* tree_ = nullptr;
    std::map<std::uint32_t, QTreeWidgetItem*> nodeItems_;  // by node index (kNoNode: job files)
    std::size_t shown_ = 0;  // results already in the tree
};

}  // namespace awv
