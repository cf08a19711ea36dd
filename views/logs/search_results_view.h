// The results of a search over every file of a bundle: matching lines grouped by node,
// then file, with counts per node and per file; a file's lines are listed when it is
// opened (a bundle of 8,000 rank logs stays a short list). The list fills while the
// search runs (refreshed a few times a second, not per file), the header counts live and
// says how far it got; Stop (or Esc) ends it. Activating a line opens it in the raw log;
// step() walks the matches across files (F3); the files with matches can be merged by
// time in one click.
#pragma once

#include "views/common/document.h"
#include "views/logs/bundle_search.h"

#include <QWidget>
#include <map>
#include <optional>

class QLabel;
class QPushButton;
class QTimer;
class QTreeWidget;
class QTreeWidgetItem;

namespace awv {

class SearchResultsView : public QWidget {
    Q_OBJECT
public:
    // Lines listed under a file when it is opened; the rest are reached with F3.
    static constexpr std::size_t kListedPerFile = 500;

    explicit SearchResultsView(QWidget* parent = nullptr);

    void setDocument(DocumentPtr doc);
    // Searches every file; an empty or invalid pattern clears the list.
    void search(const QRegularExpression& regex, const TimeRange& range = {});  // range: only lines in it
    void stop();                                                                // forgets the results
    void cancel();  // stops searching, keeping what was found (Esc, the Stop button)
    // The pattern is being typed: the list of the one before goes, the header says a
    // search is coming (search() follows once typing pauses).
    void setPending();
    // Focuses the list on the first matching line (its file opened); false when empty.
    bool focusFirstMatch();
    // The match after (forward) or before (file, line), wrapping around the bundle's files
    // in file order; nothing when no match was found.
    struct Location {
        std::uint32_t file = 0, line = 0;
    };
    std::optional<Location> step(std::uint32_t file, std::uint32_t line, bool forward);
    bool hasMatches() const { return !search_.results().empty(); }
    // Makes the file's line the current item of the list (F3 landed on it).
    void showCurrent(std::uint32_t file, std::uint32_t line);

    const BundleSearch& bundleSearch() const { return search_; }
    QTreeWidget* tree() const { return tree_; }
    QString summaryText() const;

signals:
    void lineActivated(std::uint32_t file, std::uint32_t line);
    void mergeRequested(std::vector<std::uint32_t> files);
    void closeRequested();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void refresh();  // brings the tree and the header up to the results
    void fillFileItem(QTreeWidgetItem* item);
    void updateSummary();
    void clearTree();

    DocumentPtr doc_;
    BundleSearch search_;
    QLabel* summary_ = nullptr;
    QPushButton* cancel_ = nullptr;
    QPushButton* merge_ = nullptr;
    QTreeWidget* tree_ = nullptr;
    QTimer* refresh_ = nullptr;
    std::map<std::uint32_t, QTreeWidgetItem*> nodeItems_;  // by node index (kNoNode: job files)
    std::map<std::uint32_t, QTreeWidgetItem*> fileItems_;  // by file index
    bool pending_ = false;
};

}  // namespace awv
