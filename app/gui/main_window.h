// The workbench window. It only wires: the session's documents go to the one DocumentFeed
// every view follows, and the views talk to each other through the one shared Selection.
// It does not parse or analyse anything itself.
#pragma once

#include "app/gui/recent_bundles.h"
#include "views/common/document.h"
#include "views/common/document_feed.h"
#include "views/common/event_notes.h"
#include "views/common/selection.h"

#include <QMainWindow>

#include <vector>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;
class QProgressBar;
class QPushButton;
class QSplitter;

namespace awv {
class ClassificationView;
class CollectivesView;
class LogView;
class MetricsChart;
class NodesView;
class ProblemsView;
class ProvenanceView;
class RulesView;
class TimelineView;
class VerdictView;
}  // namespace awv

namespace awapp {

class DockProportions;
class Session;

// The size of a new window on a screen with `available` room: 1600x1000 where that fits,
// else the screen's room less a margin (a 1366x768 laptop shows everything).
QSize initialWindowSize(const QSize& available);

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    Session* session() const { return session_; }
    awv::Selection* selection() const { return selection_; }
    awv::DocumentPtr document() const { return feed_->current(); }

    // One main view, for screenshots and tests: its file name stem ("verdict", ...),
    // the widget to grab, and the dock that holds it.
    struct ViewEntry {
        QString name;
        QWidget* widget = nullptr;
        QDockWidget* dock = nullptr;
    };
    const std::vector<ViewEntry>& views() const { return views_; }
    QDockWidget* dock(const QString& name) const;

    awv::VerdictView* verdictView() const { return verdict_; }
    awv::ClassificationView* classificationView() const { return classification_; }
    awv::ProvenanceView* provenanceView() const { return provenance_; }
    awv::TimelineView* timelineView() const { return timeline_; }
    awv::MetricsChart* metricsChart() const { return metrics_; }
    awv::LogView* logView() const { return logs_; }
    awv::RulesView* rulesView() const { return rules_; }
    awv::NodesView* nodesView() const { return nodes_; }
    awv::ProblemsView* problemsView() const { return problems_; }
    awv::CollectivesView* collectivesView() const { return collectives_; }

    // No message boxes (screenshot mode, tests): errors go to the status bar only.
    void setInteractive(bool interactive) { interactive_ = interactive; }
    // Layout and geometry are not read from / written to the settings (screenshots, tests).
    void setPersistLayout(bool persist) { persistLayout_ = persist; }

    QAction* rootCauseAction() const { return rootCause_; }
    // The metrics charts' pane under the timeline (hidden when it has nothing to show), and
    // View › Metrics under the timeline.
    QWidget* metricsPane() const { return metricsPane_; }
    QAction* metricsShownAction() const { return metricsShown_; }
    QAction* eventNoteAction() const { return eventNote_; }
    awv::EventNotes* eventNotes() const { return eventNotes_; }
    QAction* focusFilterAction() const { return focusFilter_; }
    QAction* exportReportAction() const { return exportReport_; }
    QProgressBar* progressBar() const { return progressBar_; }
    QPushButton* cancelButton() const { return cancelButton_; }

    // The fleet window (null until File › Open Fleet…).
    class FleetWindow* fleetWindow() const {
        return fleetWindow_;
    }
    // File › Collect…: the dialog, made on first use (nullptr before).
    class CollectDialog* collectDialog() const {
        return collectDialog_;
    }
    void showCollectDialog();

public slots:
    void openBundle(const QString& path);
    // Opens a fleet store in the fleet window; its earlier blames of a verdict's culprit
    // escalate the actions (the open bundle is analysed again with it, from the cache).
    void openFleet(const QString& storePath);
    void showRootCause();
    void focusFilter();
    void exportReport();  // File > Export report: the report dialog with preview
    void resetLayout();
    void restoreSettings();
    // Lays the docks out in proportion to the window's current size (after a resize that
    // is not the user's: screenshots, tests).
    void arrangeForSize() { arrangeDocks(); }

signals:
    // Every view has the new document, and the root cause is revealed.
    void documentShown(awv::DocumentPtr document);

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void createViews();
    void createDocks();
    void createMenus();
    void createStatusBar();
    void connectSession();
    // "Make a rule from this line" on row `row` of the verdict's unexplained lines; a saved
    // rule reopens the bundle, so the verdict is the one with it.
    void makeRuleFrom(int row);
    QDockWidget* addDock(const QString& name, const QString& title, QWidget* widget);
    void arrangeDocks();
    void onDocumentShown(const awv::DocumentPtr& document);  // the window's part: status, actions, root cause
    void updateRecentMenu();
    void openFolderDialog();
    void openArchiveDialog();
    void openFleetDialog();
    void reportError(const QString& message);
    void editEventNote();        // Edit › Note on event: the selected event's note
    void selectStartingEvent();  // a new bundle: the root cause, else its first important event
    void updateMetricsPane();    // shown when it has charts and View › Metrics is on

    Session* session_;
    awv::Selection* selection_;
    awv::DocumentFeed* feed_;
    awv::EventNotes* eventNotes_;  // before the views: they show the notes of the document they get
    RecentBundles recent_;
    DockProportions* proportions_ = nullptr;
    QWidget* metricsPane_ = nullptr;   // the charts' scroll area under the timeline
    QAction* metricsShown_ = nullptr;  // View › Metrics under the timeline
    bool metricsHaveCharts_ = false;
    int logsWidthAlone_ = 0;  // the raw log's width before side by side widened it
    bool interactive_ = true;
    bool persistLayout_ = true;

    awv::VerdictView* verdict_ = nullptr;
    awv::ClassificationView* classification_ = nullptr;
    awv::ProvenanceView* provenance_ = nullptr;
    awv::TimelineView* timeline_ = nullptr;
    awv::MetricsChart* metrics_ = nullptr;
    QSplitter* timelineSplit_ = nullptr;
    awv::LogView* logs_ = nullptr;
    awv::RulesView* rules_ = nullptr;
    awv::NodesView* nodes_ = nullptr;
    awv::ProblemsView* problems_ = nullptr;
    awv::CollectivesView* collectives_ = nullptr;
    std::vector<ViewEntry> views_;

    QMenu* recentMenu_ = nullptr;
    QAction* rootCause_ = nullptr;
    QAction* eventNote_ = nullptr;
    QAction* focusFilter_ = nullptr;
    QAction* exportReport_ = nullptr;
    class FleetWindow* fleetWindow_ = nullptr;
    class CollectDialog* collectDialog_ = nullptr;
    QLabel* statusText_ = nullptr;
    QProgressBar* progressBar_ = nullptr;
    QPushButton* cancelButton_ = nullptr;
};

// Whether a path looks like something the workbench opens: a folder or a supported archive.
bool isOpenableBundlePath(const QString& path);

}  // namespace awapp
