#include "app/gui/main_window.h"

#include "app/gui/dock_proportions.h"
#include "app/gui/e2e_points.h"
#include "views/classification/classification_model.h"

#include "app/gui/about_text.h"
#include "app/gui/collect_dialog.h"
#include "app/gui/fleet_window.h"
#include "app/gui/help_menu.h"
#include "app/gui/preferences_dialog.h"
#include "app/gui/session.h"
#include "app/gui/view_navigation.h"

#include "views/classification/classification_view.h"
#include "views/common/catalog_titles.h"
#include "views/collectives/collectives_view.h"
#include "views/common/range_chip.h"
#include "views/common/event_class_legend.h"
#include "views/fleet/fleet_view.h"
#include "views/logs/log_view.h"
#include "views/sources/metrics_chart.h"
#include "views/sources/nodes_view.h"
#include "views/sources/problems_view.h"
#include "views/provenance/provenance_view.h"
#include "views/report/report_dialog.h"
#include "views/rules/make_rule_dialog.h"
#include "views/rules/rules_view.h"
#include "views/timeline/timeline_view.h"
#include "views/verdict/verdict_view.h"

#include "engine/attribute/node_health.h"
#include "engine/load/archive_reader.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

namespace awapp {

namespace {
constexpr int kLayoutVersion = 3;  // bump when the docks change, so old layouts are ignored
// The least a view asks of its dock. A view's own minimum (a combo box as wide as its longest
// file name, a toolbar's row of buttons) would otherwise become the dock's, and the window
// grew past the screen after a search or a merge (issue 47); below this the views elide,
// fold their toolbars behind a » button, and scroll.
constexpr QSize kDockContentMinimum(160, 60);

// Whether `action` sits in `menu` or one of its submenus.
bool menuHolds(const QMenu* menu, const QAction* action) {
    for (const QAction* entry : menu->actions()) {
        if (entry == action) return true;
        if (entry->menu() && menuHolds(entry->menu(), action)) return true;
    }
    return false;
}

// `text` with an & before its first letter that no entry of `menu` uses as its key yet.
QString withFreeMnemonic(const QMenu* menu, const QString& text) {
    if (text.contains(QLatin1Char('&'))) return text;
    QString taken;
    for (const QAction* entry : menu->actions()) {
        const QString t = entry->text();
        for (qsizetype i = t.indexOf(QLatin1Char('&')); i >= 0 && i + 1 < t.size();
             i = t.indexOf(QLatin1Char('&'), i + 2))
            if (t[i + 1] != QLatin1Char('&')) taken += t[i + 1].toLower();
    }
    for (qsizetype i = 0; i < text.size(); ++i)
        if (text[i].isLetter() && !taken.contains(text[i].toLower()))
            return text.left(i) + QLatin1Char('&') + text.mid(i);
    return text;
}

// Every action of the views' toolbars in a menu too: a toolbar in a narrow dock folds its
// last buttons behind », and a button with a menu of its own ("Merge by time") was then
// out of reach. Those not in any menu of `bar` yet go to `into`, under a section `title`.
void mirrorToolBars(QMenuBar* bar, QMenu* into, const QString& title, const QWidget* view) {
    const auto inMenus = [bar](const QAction* action) {
        for (const QAction* top : bar->actions())
            if (top->menu() && menuHolds(top->menu(), action)) return true;
        return false;
    };
    bool sectionAdded = false;
    for (QToolBar* toolBar : view->findChildren<QToolBar*>()) {
        for (QAction* action : toolBar->actions()) {
            if (action->isSeparator()) continue;
            QAction* entry = action;
            QWidget* widget = toolBar->widgetForAction(action);
            auto* button = qobject_cast<QToolButton*>(widget);
            if (button && button->menu()) {
                // A tool button with a menu is a widget in the toolbar: its menu goes in.
                button->menu()->setTitle(withFreeMnemonic(into, button->text()));
                entry = button->menu()->menuAction();
            } else if (widget && !button) {
                continue;  // a search box or a check box, not an action
            }
            if (inMenus(entry)) continue;
            if (!sectionAdded) into->addSection(title);
            sectionAdded = true;
            into->addAction(entry);
        }
    }
}

QString archiveFilter() {
    const QString patterns = QString::fromStdString(aw::joinArchiveExtensions(" ", "*"));
    return MainWindow::tr("Bundle archives (%1)").arg(patterns) + QStringLiteral(";;") +
           MainWindow::tr("All files (*)");
}
}  // namespace

bool isOpenableBundlePath(const QString& path) {
    const QFileInfo info(path);
    return info.isDir() || (info.isFile() && aw::isArchivePath(info.fileName().toStdString()));
}

QSize initialWindowSize(const QSize& available) {
    const QSize preferred(1600, 1000);
    if (!available.isValid() || available.isEmpty()) return preferred;
    // Room for the window frame and title bar that availableGeometry does not count.
    return preferred.boundedTo(QSize(available.width() - 16, available.height() - 48));
}

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent),
      session_(new Session(this)),
      selection_(new awv::Selection(this)),
      feed_(new awv::DocumentFeed(this)),
      eventNotes_(new awv::EventNotes(nullptr, this)) {
    feed_->subscribe(eventNotes_);
    setWindowTitle(tr("Attribution Workbench"));
    setObjectName(QStringLiteral("MainWindow"));
    setAcceptDrops(true);
    setDockNestingEnabled(true);
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks | QMainWindow::AllowNestedDocks);
    resize(initialWindowSize(screen() ? screen()->availableGeometry().size() : QSize()));
    createViews();
    createDocks();
    createMenus();
    createStatusBar();
    connectSession();
    // The xdotool e2e asks where the timeline's axis and rows are drawn (app/gui/e2e_points.h).
    if (const QString points = qEnvironmentVariable("AW_E2E_POINTS"); !points.isEmpty()) {
        auto* e2e = new E2ePoints(points, this);
        e2e->add(QStringLiteral("timeline"), timeline_->viewport(), [this] { return timeline_->namedPoints(); });
    }
}

MainWindow::~MainWindow() = default;

void MainWindow::createViews() {
    verdict_ = new awv::VerdictView(selection_, feed_, this);
    classification_ = new awv::ClassificationView(selection_, feed_, this);
    classification_->model()->setEventNotes(eventNotes_);
    provenance_ = new awv::ProvenanceView(selection_, feed_, this);
    timeline_ = new awv::TimelineView(selection_, feed_, this);
    metrics_ = new awv::MetricsChart(selection_, feed_, this);
    logs_ = new awv::LogView(selection_, feed_, this);
    rules_ = new awv::RulesView(selection_, feed_, this);
    nodes_ = new awv::NodesView(selection_, feed_, this);
    problems_ = new awv::ProblemsView(selection_, feed_, this);
    collectives_ = new awv::CollectivesView(selection_, feed_, this);

    // The metrics of the selected node sit under the timeline and follow its time range.
    timelineSplit_ = new QSplitter(Qt::Vertical, this);
    timelineSplit_->setObjectName(QStringLiteral("TimelineSplitter"));
    // The timeline's markers are keyed by a legend of shapes and names, not by colour alone.
    auto* timelinePane = new QWidget(timelineSplit_);
    auto* timelineLayout = new QVBoxLayout(timelinePane);
    timelineLayout->setContentsMargins(0, 0, 0, 0);
    timelineLayout->setSpacing(0);
    timelineLayout->addWidget(timeline_, 1);
    auto* legend = new awv::EventClassLegend(timelinePane);
    legend->addRepeatedBar();
    timelineLayout->addWidget(legend);
    // Going to the timeline (Alt+4) gives it the keys at once, not to its splitter.
    timelineSplit_->setFocusProxy(timeline_);
    timelinePane->setFocusProxy(timeline_);
    timelineSplit_->addWidget(timelinePane);
    // The charts are small multiples of any height: they scroll rather than push the
    // window taller than the screen.
    auto* metricsScroll = new QScrollArea(timelineSplit_);
    metricsScroll->setWidget(metrics_);
    metricsScroll->setWidgetResizable(true);
    metricsScroll->setFrameShape(QFrame::NoFrame);
    timelineSplit_->addWidget(metricsScroll);
    // A taller dock gives its room to the rows; the charts keep theirs and scroll.
    timelineSplit_->setStretchFactor(0, 1);
    timelineSplit_->setStretchFactor(1, 0);
    // Charts with nothing to show take no room ("No metric series for big-node-137" took
    // half the dock on a 256-node bundle), nor when the user put the rows first.
    metricsPane_ = metricsScroll;
    connect(metrics_, &awv::MetricsChart::chartsShown, this, [this](bool any) {
        metricsHaveCharts_ = any;
        updateMetricsPane();
    });
    // Opening a group asks for rows: the charts give way, down to a third of the pane.
    connect(timeline_, &awv::TimelineView::moreRowsWanted, this, [this](int height) {
        if (!metricsPane_->isVisible()) return;
        const QList<int> sizes = timelineSplit_->sizes();
        const int total = sizes.value(0) + sizes.value(1);
        const int rows = std::min(height + 40, total * 2 / 3);  // and the legend under the rows
        if (rows > sizes.value(0)) timelineSplit_->setSizes({rows, total - rows});
    });
    connect(timeline_, &awv::TimelineView::visibleRangeChanged, metrics_, &awv::MetricsChart::setTimeRange);
    // The charts' plots run under the timeline's, and its pointer is their cursor.
    connect(timeline_, &awv::TimelineView::plotColumnsChanged, metrics_,
            [this](int left, int right) { metrics_->alignTo(timeline_->viewport(), left, right); });
    connect(timeline_, &awv::TimelineView::cursorTimeChanged, metrics_, &awv::MetricsChart::setCursorTime);
    connect(problems_, &awv::ProblemsView::problemCountChanged, this, [this](int count) {
        if (QDockWidget* problems = dock(QStringLiteral("problems")))
            problems->setWindowTitle(count ? tr("Problems (%1)").arg(count) : tr("Problems"));
    });
}

QDockWidget* MainWindow::addDock(const QString& name, const QString& title, QWidget* widget) {
    auto* dock = new QDockWidget(title, this);
    dock->setObjectName(QStringLiteral("%1Dock").arg(name));  // saveState/restoreState key
    dock->setWidget(widget);
    widget->setMinimumSize(kDockContentMinimum);  // the view's own minimum never widens the window
    widget->setAccessibleName(title);             // what a screen reader announces for the view
    dock->setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable |
                      QDockWidget::DockWidgetFloatable);
    views_.push_back({name, widget, dock});
    return dock;
}

QDockWidget* MainWindow::dock(const QString& name) const {
    for (const ViewEntry& entry : views_)
        if (entry.name == name) return entry.dock;
    return nullptr;
}

void MainWindow::createDocks() {
    addDock(QStringLiteral("verdict"), tr("Verdict"), verdict_);
    // When the window grows, the room goes to the views below the verdict, not to it.
    verdict_->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    for (QWidget* view : std::initializer_list<QWidget*>{classification_, provenance_, timelineSplit_, logs_})
        view->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    addDock(QStringLiteral("classification"), tr("Classification"), classification_);
    addDock(QStringLiteral("provenance"), tr("Provenance graph"), provenance_);
    addDock(QStringLiteral("timeline"), tr("Timeline"), timelineSplit_);
    addDock(QStringLiteral("logs"), tr("Raw logs"), logs_);
    addDock(QStringLiteral("rules"), tr("Rules"), rules_);
    addDock(QStringLiteral("nodes"), tr("Nodes and sources"), nodes_);
    addDock(QStringLiteral("problems"), tr("Problems"), problems_);
    addDock(QStringLiteral("collectives"), tr("Collectives (hangs)"), collectives_);
    proportions_ = new DockProportions(this);
    for (const char* name : {"classification", "provenance", "logs"})
        proportions_->watch(dock(QLatin1String(name)), Qt::Horizontal);
    for (const char* name : {"verdict", "timeline"}) proportions_->watch(dock(QLatin1String(name)), Qt::Vertical);
    arrangeDocks();
}

void MainWindow::arrangeDocks() {
    // The docks fill the window: verdict across the top; the classification (with rules,
    // nodes and problems as tabs) on the left; provenance over timeline in the middle;
    // raw logs on the right.
    setCorner(Qt::TopLeftCorner, Qt::TopDockWidgetArea);
    setCorner(Qt::TopRightCorner, Qt::TopDockWidgetArea);
    for (const ViewEntry& entry : views_) {
        removeDockWidget(entry.dock);
        entry.dock->setFloating(false);
    }
    QDockWidget* verdict = dock(QStringLiteral("verdict"));
    QDockWidget* classification = dock(QStringLiteral("classification"));
    QDockWidget* provenance = dock(QStringLiteral("provenance"));
    QDockWidget* timeline = dock(QStringLiteral("timeline"));
    QDockWidget* logs = dock(QStringLiteral("logs"));
    addDockWidget(Qt::TopDockWidgetArea, verdict);
    addDockWidget(Qt::LeftDockWidgetArea, classification);
    tabifyDockWidget(classification, dock(QStringLiteral("rules")));
    tabifyDockWidget(classification, dock(QStringLiteral("nodes")));
    addDockWidget(Qt::RightDockWidgetArea, provenance);
    splitDockWidget(provenance, logs, Qt::Horizontal);
    splitDockWidget(provenance, timeline, Qt::Vertical);
    // The Flight Recorder grid shares the provenance area: it explains hangs, where the
    // graph's chain starts from a missing rank rather than an error line.
    tabifyDockWidget(provenance, dock(QStringLiteral("collectives")));
    // The problems of reading the bundle go there too: four tabs under the classification
    // were cut at 1366x768 ("Classifica…", "Rè…", "Nœuds et sour…" in French, and in English).
    tabifyDockWidget(provenance, dock(QStringLiteral("problems")));
    provenance->raise();
    for (const ViewEntry& entry : views_) entry.dock->show();
    classification->raise();
    // In proportion to the window, so a laptop screen gets the same layout as a big one.
    const int w = std::max(width(), 800), h = std::max(height(), 500);
    const int verdictHeight = std::clamp(h * 22 / 100, 165, 230);
    const int below = h - verdictHeight - 90;  // less the menu, status bar and dock titles
    resizeDocks({classification, provenance, logs}, {w * 27 / 100, w * 38 / 100, w * 35 / 100}, Qt::Horizontal);
    // The timeline's rows before the graph's room and the charts': 16 nodes' rows fit at
    // 1920x1080 beside the charts, and at 1366x768 once the charts give way (issue 47).
    resizeDocks({provenance, timeline}, {below * 40 / 100, below * 60 / 100}, Qt::Vertical);
    resizeDocks({verdict}, {verdictHeight}, Qt::Vertical);
    timelineSplit_->setSizes({below * 60 / 100 * 65 / 100, below * 60 / 100 * 35 / 100});
    if (proportions_) proportions_->rememberSoon();
}

void MainWindow::resetLayout() {
    arrangeDocks();
}

void MainWindow::restoreSettings() {
    if (!persistLayout_) return;
    QSettings settings;
    if (const QByteArray geometry = settings.value(QStringLiteral("window/geometry")).toByteArray();
        !geometry.isEmpty())
        restoreGeometry(geometry);
    if (const QByteArray state = settings.value(QStringLiteral("window/state")).toByteArray(); !state.isEmpty())
        restoreState(state, kLayoutVersion);
    if (const QByteArray split = settings.value(QStringLiteral("window/timelineSplit")).toByteArray(); !split.isEmpty())
        timelineSplit_->restoreState(split);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (persistLayout_) {
        QSettings settings;
        settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
        settings.setValue(QStringLiteral("window/state"), saveState(kLayoutVersion));
        settings.setValue(QStringLiteral("window/timelineSplit"), timelineSplit_->saveState());
    }
    session_->cancel();
    QMainWindow::closeEvent(event);
}

void MainWindow::createMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* openFolder = file->addAction(tr("Open bundle &folder…"), this, &MainWindow::openFolderDialog);
    openFolder->setShortcut(QKeySequence::Open);
    QAction* openArchive = file->addAction(tr("Open &archive…"), this, &MainWindow::openArchiveDialog);
    openArchive->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    recentMenu_ = file->addMenu(tr("Open &Recent"));
    updateRecentMenu();
    file->addSeparator();
    QAction* openFleetAction = file->addAction(tr("Open &Fleet…"), this, &MainWindow::openFleetDialog);
    openFleetAction->setObjectName(QStringLiteral("OpenFleetAction"));
    openFleetAction->setToolTip(
        tr("Open a fleet store (attribution-cli fleet): many jobs, the nodes and GPUs that keep failing"));
    QAction* collect = file->addAction(tr("&Collect from the cluster…"), this, &MainWindow::showCollectDialog);
    collect->setObjectName(QStringLiteral("CollectAction"));
    collect->setToolTip(
        tr("Collect a failed job's bundle from Slurm or Kubernetes, Prometheus and Loki (attribution-cli collect)"));
    file->addSeparator();
    exportReport_ = file->addAction(tr("&Export report…"), this, &MainWindow::exportReport);
    exportReport_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    exportReport_->setEnabled(false);
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);
    quit->setMenuRole(QAction::QuitRole);

    // A new theme: show the document again, so every view redraws with the new colours.
    QMenu* edit = addEditMenu(*this, [this] {
        if (feed_->current()) feed_->publish(feed_->current());
    });
    // The raw log's copy actions (the log view's right-click menu has them too).
    QAction* preferences = edit->actions().value(0);
    for (QAction* action :
         {logs_->copyAction(), logs_->copyLineAction(), logs_->copyLocationAction(), logs_->copyFindingAction()})
        edit->insertAction(preferences, action);
    edit->insertSeparator(preferences);
    eventNote_ = new QAction(tr("&Note on event…"), this);
    eventNote_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    eventNote_->setToolTip(tr("Write a note on the selected event: shown in the list and printed in the report"));
    connect(eventNote_, &QAction::triggered, this, &MainWindow::editEventNote);
    edit->insertAction(preferences, eventNote_);
    edit->insertSeparator(preferences);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    for (const ViewEntry& entry : views_) view->addAction(entry.dock->toggleViewAction());
    addGoToViewMenu(*view, views_);
    view->addSeparator();
    view->addAction(provenance_->fitAction());
    view->addAction(provenance_->zoomInAction());
    view->addAction(provenance_->zoomOutAction());
    view->addAction(timeline_->zoomToIncidentAction());
    view->addAction(timeline_->fitAllAction());
    // The log view's only toolbar action without a key of its own.
    logs_->sideBySideAction()->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Backslash));
    logs_->sideBySideAction()->setShortcutContext(Qt::WindowShortcut);
    view->addAction(logs_->sideBySideAction());
    // Two panes need room: side by side takes half the window, and gives it back after.
    connect(logs_->sideBySideAction(), &QAction::toggled, this, [this](bool on) {
        QDockWidget* logs = dock(QStringLiteral("logs"));
        if (!logs->isVisible() || logs->isFloating()) return;
        if (on) {
            logsWidthAlone_ = logs->width();
            if (logs->width() < width() / 2) resizeDocks({logs}, {width() / 2}, Qt::Horizontal);
        } else if (logsWidthAlone_ > 0) {
            resizeDocks({logs}, {logsWidthAlone_}, Qt::Horizontal);
        }
    });
    view->addAction(logs_->wrapAction());
    // The timeline's rows first: the metrics charts under it give their room back.
    metricsShown_ = view->addAction(tr("&Metrics under the timeline"));
    metricsShown_->setObjectName(QStringLiteral("MetricsShownAction"));
    metricsShown_->setCheckable(true);
    metricsShown_->setChecked(true);
    metricsShown_->setToolTip(tr("Show the selected node's metrics under the timeline; off, the rows get the room"));
    connect(metricsShown_, &QAction::toggled, this, &MainWindow::updateMetricsPane);
    view->addSeparator();
    view->addAction(tr("&Reset layout"), this, &MainWindow::resetLayout);

    // The views own their navigation actions; here they become window-wide, so F8 and F3
    // work wherever the focus is.
    QMenu* navigate = menuBar()->addMenu(tr("&Navigate"));
    for (QAction* action : {provenance_->stepNextAction(), provenance_->stepPreviousAction(), logs_->nextHitAction(),
                            logs_->previousHitAction()}) {
        action->setShortcutContext(Qt::WindowShortcut);
        navigate->addAction(action);
    }
    navigate->addSeparator();
    // Ctrl+F is the window's: it goes to the filter of the view that has the focus (the
    // log view's search box included), so the log view's own Ctrl+F would be ambiguous.
    logs_->findAction()->setShortcut(QKeySequence());
    focusFilter_ = navigate->addAction(tr("&Filter…"), this, &MainWindow::focusFilter);
    focusFilter_->setShortcut(QKeySequence::Find);
    rootCause_ = navigate->addAction(tr("Jump to &root cause"), this, &MainWindow::showRootCause);
    rootCause_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    rootCause_->setEnabled(false);
    navigate->addAction(logs_->goToLineAction());
    // What the views' toolbars hold and no menu above has (the raw log's search arrows,
    // "All files", "Merge by time"): a folded toolbar keeps nothing out of reach.
    mirrorToolBars(menuBar(), navigate, tr("Raw log"), logs_);
    mirrorToolBars(menuBar(), view, tr("Provenance graph"), provenance_);

    addHelpMenu(*this, [this] {
        const awv::DocumentPtr shown = document();
        return shown ? QString::fromStdString(shown->result->catalogVersion) : builtinCatalogVersion();
    });
}

void MainWindow::updateMetricsPane() {
    if (metricsPane_) metricsPane_->setVisible(metricsHaveCharts_ && (!metricsShown_ || metricsShown_->isChecked()));
}

void MainWindow::createStatusBar() {
    statusText_ = new QLabel(tr("Open a bundle folder or archive (File › Open, or drop it here)."), this);
    // A long message is cut at the window's edge, never widens the window.
    statusText_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    statusText_->setMinimumWidth(1);
    progressBar_ = new QProgressBar(this);
    progressBar_->setRange(0, 100);
    progressBar_->setMaximumWidth(260);
    progressBar_->setTextVisible(true);
    progressBar_->hide();
    cancelButton_ = new QPushButton(tr("Cancel"), this);
    cancelButton_->setToolTip(tr("Stop loading this bundle"));
    cancelButton_->hide();
    statusBar()->addWidget(statusText_, 1);
    statusBar()->addPermanentWidget(new awv::RangeChip(selection_, this));
    statusBar()->addPermanentWidget(progressBar_);
    statusBar()->addPermanentWidget(cancelButton_);
    connect(cancelButton_, &QPushButton::clicked, session_, &Session::cancel);
}

void MainWindow::makeRuleFrom(int row) {
    const awv::DocumentPtr doc = session_->document();
    if (!doc || row < 0) return;
    const auto& rows = doc->result->verdict.unexplained.templates;
    if (row >= static_cast<int>(rows.size())) return;
    auto* dialog = new awv::MakeRuleDialog(doc, rows[static_cast<std::size_t>(row)], session_->userRulesFolder(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &awv::MakeRuleDialog::saved, this, [this](const QString& path) {
        statusBar()->showMessage(tr("Saved the rule to %1; analysing again with it.").arg(path), 8000);
        if (!session_->currentPath().isEmpty()) session_->open(session_->currentPath());
    });
    dialog->open();
}

void MainWindow::connectSession() {
    connect(verdict_, &awv::VerdictView::makeRuleRequested, this, &MainWindow::makeRuleFrom);
    connect(session_, &Session::busyChanged, this, [this](bool busy) {
        progressBar_->setVisible(busy);
        cancelButton_->setVisible(busy);
        cancelButton_->setEnabled(busy);
        if (busy) progressBar_->setValue(0);
    });
    connect(session_, &Session::progress, this, [this](int percent, const QString& stage) {
        progressBar_->setValue(percent);
        statusText_->setText(stage);
    });
    // The views follow the feed; the window's own part comes once every view has the document.
    // Every node's logs at a moment of the timeline: the raw-log dock comes forward.
    connect(selection_, &awv::Selection::momentSelected, this, [this] {
        if (QDockWidget* logs = dock(QStringLiteral("logs"))) logs->raise();
    });
    // A time range of the last bundle means nothing in the next one: cleared before the views get it.
    connect(session_, &Session::documentReady, selection_, &awv::Selection::clearTimeRange);
    connect(session_, &Session::documentReady, feed_, &awv::DocumentFeed::publish);
    connect(feed_, &awv::DocumentFeed::documentShown, this, &MainWindow::onDocumentShown);
    connect(session_, &Session::failed, this, &MainWindow::reportError);
    connect(session_, &Session::cancelled, this, [this] {
        const awv::DocumentPtr shown = document();
        statusText_->setText(shown ? tr("Loading cancelled; still showing %1.")
                                         .arg(QFileInfo(QString::fromStdString(shown->bundle->root)).fileName())
                                   : tr("Loading cancelled."));
    });
}

void MainWindow::openBundle(const QString& path) {
    if (path.isEmpty()) return;
    recent_.add(path);
    updateRecentMenu();
    session_->open(path);
}

void MainWindow::onDocumentShown(const awv::DocumentPtr& document) {
    exportReport_->setEnabled(true);
    const QString name = QFileInfo(session_->currentPath()).fileName();
    setWindowTitle(tr("%1 — Attribution Workbench").arg(name));
    const auto& result = *document->result;
    statusText_->setText(tr("%1: %2 files, %3 nodes, %4 events, %5 problems — catalog %6")
                             .arg(name)
                             .arg(document->bundle->files.size())
                             .arg(aw::namedNodeCount(*document->bundle, result))  // the verdict's node too
                             .arg(result.events.size())
                             .arg(result.problems.size())  // the analysis carries the loader's on
                             .arg(QString::fromStdString(result.catalogVersion)));
    rootCause_->setEnabled(result.verdict.rootEventId != 0);
    // The Collectives grid shares the graph's place: without Flight Recorder dumps it is empty,
    // so the graph is the tab to see (the last bundle's choice must not hide it).
    if (!document->flightRecorder || document->flightRecorder->dumps.empty())
        if (QDockWidget* graph = dock(QStringLiteral("provenance"))) graph->raise();
    // Start where the answer is: the root cause, revealed in every view.
    selectStartingEvent();
    emit documentShown(document);
}

void MainWindow::selectStartingEvent() {
    // The root cause; without one (a hang, a broad event, unknown), the most important and
    // earliest event, so the list, the raw log and the graph all start on the same thing.
    const awv::DocumentPtr shown = document();
    if (!shown) return;
    if (shown->result->verdict.rootEventId != 0) return showRootCause();
    const aw::Event* start = nullptr;
    for (const aw::Event& e : shown->result->events) {
        if (e.cls == aw::EventClass::Noise || e.evidence.empty()) continue;
        const auto key = [](const aw::Event& x) { return std::make_pair(static_cast<int>(x.cls), x.time); };
        if (!start || key(e) < key(*start)) start = &e;
    }
    if (start) selection_->selectEvent(start->id);
}

void MainWindow::showRootCause() {
    const awv::DocumentPtr shown = document();
    if (!shown || shown->result->verdict.rootEventId == 0) return;
    selection_->selectEvent(shown->result->verdict.rootEventId);
}

void MainWindow::focusFilter() {
    // The filter of the view that has the focus; the classification's otherwise.
    QWidget* focus = QApplication::focusWidget();
    auto within = [focus](QWidget* view) { return focus && view && (focus == view || view->isAncestorOf(focus)); };
    if (within(logs_)) {
        logs_->findAction()->trigger();
    } else if (within(rules_)) {
        rules_->focusFilter();
    } else if (within(nodes_)) {
        nodes_->focusFilter();
    } else if (within(problems_)) {
        problems_->focusFilter();
    } else {
        QDockWidget* classification = dock(QStringLiteral("classification"));
        classification->show();
        classification->raise();
        classification_->focusFilter();
    }
}

void MainWindow::exportReport() {
    const awv::DocumentPtr shown = document();
    if (!shown) return;
    awv::ReportDialog dialog(shown, this);
    dialog.setTimeRange(selection_->timeRange().from, selection_->timeRange().to);  // the export follows the range
    connect(&dialog, &awv::ReportDialog::exported, this,
            [this](const QString& path) { statusText_->setText(tr("Report written to %1").arg(path)); });
    dialog.exec();
}

void MainWindow::editEventNote() {
    const awv::DocumentPtr shown = document();
    const aw::Event* event = shown ? shown->result->findEvent(selection_->currentEvent()) : nullptr;
    if (!event) {
        statusText_->setText(tr("Select an event first: the note is about one event."));
        return;
    }
    bool ok = false;
    const QString text = QInputDialog::getMultiLineText(
        this, tr("Note on event"),
        tr("Note on %1 (%2):").arg(awv::sayEventTitle(*event), QString::fromStdString(event->node)),
        eventNotes_->note(event->id), &ok);
    if (!ok) return;
    QString error;
    if (!eventNotes_->setNote(event->id, text, &error))
        statusText_->setText(tr("The note could not be saved: %1").arg(error));
}

void MainWindow::reportError(const QString& message) {
    statusText_->setText(message.section(QLatin1Char('\n'), 0, 0));
    if (interactive_) QMessageBox::warning(this, tr("Could not open the bundle"), message);
}

void MainWindow::openFolderDialog() {
    const QString folder =
        QFileDialog::getExistingDirectory(this, tr("Open bundle folder"), QFileInfo(session_->currentPath()).path());
    openBundle(folder);
}

void MainWindow::showCollectDialog() {
    if (!collectDialog_) {
        collectDialog_ = new CollectDialog(this);
        // The collected bundle opens here; its collect.json warnings show under Problems.
        connect(collectDialog_, &CollectDialog::bundleCollected, this, [this](const QString& path) {
            collectDialog_->accept();
            openBundle(path);
        });
    }
    collectDialog_->show();
    collectDialog_->raise();
    collectDialog_->activateWindow();
}

void MainWindow::openFleetDialog() {
    const QString store =
        QFileDialog::getOpenFileName(this, tr("Open fleet store"), QFileInfo(session_->fleet()).path(),
                                     tr("Fleet stores (*.sqlite *.db);;All files (*)"));
    if (!store.isEmpty()) openFleet(store);
}

void MainWindow::openFleet(const QString& storePath) {
    if (!fleetWindow_) {
        fleetWindow_ = new FleetWindow(this);
        connect(fleetWindow_->view(), &awv::FleetView::openBundleRequested, this, [this](const QString& path) {
            openBundle(path);
            raise();
            activateWindow();
        });
    }
    fleetWindow_->openStore(storePath);
    fleetWindow_->show();
    fleetWindow_->raise();
    session_->setFleet(storePath);
    if (!session_->currentPath().isEmpty()) session_->open(session_->currentPath());
}

void MainWindow::openArchiveDialog() {
    const QString archive = QFileDialog::getOpenFileName(this, tr("Open bundle archive"),
                                                         QFileInfo(session_->currentPath()).path(), archiveFilter());
    openBundle(archive);
}

void MainWindow::updateRecentMenu() {
    recentMenu_->clear();
    const QStringList paths = recent_.paths();
    const QStringList names = distinctNames(paths);
    int number = 0;
    for (const QString& path : paths) {
        // Numbered, so each entry has a key (Alt+F, R, 1); same-named bundles show their folders.
        const QString name = QString(names[number]).replace(QLatin1Char('&'), QStringLiteral("&&"));
        const QString text = QStringLiteral("&%1 %2").arg(++number % 10).arg(name);
        QAction* action = recentMenu_->addAction(text, this, [this, path] {
            if (QFileInfo::exists(path)) {
                openBundle(path);
            } else {
                recent_.remove(path);
                updateRecentMenu();
                reportError(tr("%1 no longer exists.").arg(path));
            }
        });
        action->setToolTip(path);
        action->setStatusTip(path);
    }
    if (!paths.isEmpty()) {
        recentMenu_->addSeparator();
        recentMenu_->addAction(tr("&Clear list"), this, [this] {
            recent_.clear();
            updateRecentMenu();
        });
    }
    recentMenu_->setEnabled(!paths.isEmpty());
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.front().isLocalFile() && isOpenableBundlePath(urls.front().toLocalFile()))
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() != 1 || !urls.front().isLocalFile()) return;
    const QString path = urls.front().toLocalFile();
    if (!isOpenableBundlePath(path)) return;
    event->acceptProposedAction();
    openBundle(path);
}

}  // namespace awapp
