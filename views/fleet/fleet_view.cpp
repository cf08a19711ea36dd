#include "views/fleet/fleet_view.h"

#include "views/fleet/fleet_outcome_chart.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace awv {

namespace {

constexpr aw::TimeNs kDay = 86400 * aw::kNsPerSecond;

QTableView* makeTable(QSortFilterProxyModel* model, int sortRole, QWidget* parent) {
    model->setSortRole(sortRole);
    auto* table = new QTableView(parent);
    table->setModel(model);
    table->setSortingEnabled(true);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setAlternatingRowColors(true);
    table->verticalHeader()->hide();
    // Uniform rows: a hundred thousand jobs scroll without measuring each.
    table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    table->horizontalHeader()->setStretchLastSection(true);
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    return table;
}

// Display sorts on the sort role when a column has one, else on the text.
class SortProxy : public QSortFilterProxyModel {
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    bool lessThan(const QModelIndex& a, const QModelIndex& b) const override {
        const QVariant x = a.data(sortRole()), y = b.data(sortRole());
        if (x.isValid() && y.isValid()) return QVariant::compare(x, y) == QPartialOrdering::Less;
        return a.data().toString().localeAwareCompare(b.data().toString()) < 0;
    }
};

}  // namespace

FleetView::FleetView(QWidget* parent)
    : QWidget(parent),
      outcome_(new QComboBox(this)),
      node_(new QLineEdit(this)),
      period_(new QComboBox(this)),
      repeatDays_(new QSpinBox(this)),
      typing_(new QTimer(this)),
      tabs_(new QTabWidget(this)),
      jobs_(new FleetJobsModel(this)),
      offenders_(new FleetOffendersModel(this)),
      jobsSorted_(new SortProxy(this)),
      offendersSorted_(new SortProxy(this)),
      chart_(new FleetOutcomeChart(this)),
      status_(new QLabel(this)) {
    outcome_->setObjectName(QStringLiteral("FleetOutcomeFilter"));
    outcome_->addItem(tr("Every outcome"), QString());
    node_->setObjectName(QStringLiteral("FleetNodeFilter"));
    node_->setPlaceholderText(tr("Node, e.g. node007"));
    node_->setClearButtonEnabled(true);
    period_->setObjectName(QStringLiteral("FleetPeriodFilter"));
    period_->addItem(tr("All time"), 0);
    for (int days : {1, 7, 30, 90, 365}) period_->addItem(tr("Last %n day(s)", "", days), days);
    period_->setToolTip(tr("Jobs that ended within this period before the newest job of the store"));
    repeatDays_->setObjectName(QStringLiteral("FleetRepeatWindow"));
    repeatDays_->setRange(1, 365);
    repeatDays_->setValue(7);
    repeatDays_->setSuffix(tr(" days"));
    repeatDays_->setToolTip(tr("A node or GPU blamed in two jobs at most this far apart is a repeat offender"));

    jobsSorted_->setSourceModel(jobs_);
    offendersSorted_->setSourceModel(offenders_);
    jobsTable_ = makeTable(jobsSorted_, FleetJobsModel::SortRole, this);
    jobsTable_->setObjectName(QStringLiteral("FleetJobs"));
    jobsTable_->setToolTip(tr("Double-click a job to open its bundle"));
    offendersTable_ = makeTable(offendersSorted_, FleetOffendersModel::SortRole, this);
    offendersTable_->setObjectName(QStringLiteral("FleetOffenders"));
    offendersTable_->setToolTip(tr("Double-click a node to list its jobs"));
    jobsTable_->sortByColumn(FleetJobsModel::TimeColumn, Qt::DescendingOrder);
    // The offenders keep the store's order until a header is clicked: repeat offenders first,
    // then the most often blamed, then the most recent.
    offendersTable_->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    tabs_->addTab(jobsTable_, tr("Jobs"));
    tabs_->addTab(offendersTable_, tr("Nodes and GPUs"));
    tabs_->addTab(chart_, tr("Outcomes over time"));

    auto* filters = new QHBoxLayout;
    const auto labelled = [&](const QString& text, QWidget* field) {
        auto* label = new QLabel(text, this);
        label->setBuddy(field);
        filters->addWidget(label);
        filters->addWidget(field);
    };
    labelled(tr("&Outcome:"), outcome_);
    labelled(tr("No&de:"), node_);
    labelled(tr("&Period:"), period_);
    labelled(tr("&Repeat window:"), repeatDays_);
    filters->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(filters);
    layout->addWidget(tabs_, 1);
    layout->addWidget(status_);

    typing_->setSingleShot(true);
    typing_->setInterval(250);
    connect(typing_, &QTimer::timeout, this, &FleetView::reload);
    connect(node_, &QLineEdit::textChanged, typing_, qOverload<>(&QTimer::start));
    connect(outcome_, &QComboBox::activated, this, &FleetView::reload);
    connect(period_, &QComboBox::activated, this, &FleetView::reload);
    connect(repeatDays_, &QSpinBox::valueChanged, this, &FleetView::reload);
    connect(&watcher_, &QFutureWatcher<FleetSnapshotPtr>::finished, this, [this] {
        if (readAgain_) {
            readAgain_ = false;
            reload();
            return;
        }
        showSnapshot(watcher_.result());
    });
    connect(jobsTable_, &QTableView::doubleClicked, this, [this](const QModelIndex& index) {
        emit openBundleRequested(index.data(FleetJobsModel::BundlePathRole).toString());
    });
    connect(offendersTable_, &QTableView::doubleClicked, this, [this](const QModelIndex& index) {
        node_->setText(index.data(FleetOffendersModel::NodeRole).toString());
        typing_->stop();
        reload();
        tabs_->setCurrentWidget(jobsTable_);
    });
    status_->setText(tr("Open a fleet store (File › Open Fleet…)."));
}

FleetView::~FleetView() {
    watcher_.waitForFinished();
}

FleetQuery FleetView::query() const {
    FleetQuery q;
    q.outcome = outcome_->currentData().toString().toStdString();
    q.node = node_->text().trimmed().toStdString();
    q.periodNs = period_->currentData().toLongLong() * kDay;
    q.repeatWindowNs = repeatDays_->value() * kDay;
    return q;
}

void FleetView::openStore(const QString& path) {
    path_ = path;
    snapshot_ = nullptr;  // a store opened (again) is read whole
    reload();
}

void FleetView::reload() {
    if (path_.isEmpty()) return;
    if (watcher_.isRunning()) {
        readAgain_ = true;
        return;
    }
    status_->setText(tr("Reading %1…").arg(path_));
    watcher_.setFuture(QtConcurrent::run(&readFleet, path_, query(), snapshot_));
}

void FleetView::fillOutcomes(const std::vector<std::string>& outcomes) {
    const QString current = outcome_->currentData().toString();
    QSignalBlocker block(outcome_);
    while (outcome_->count() > 1) outcome_->removeItem(1);
    for (const std::string& o : outcomes) outcome_->addItem(fleetOutcomeTitle(o), QString::fromStdString(o));
    outcome_->setCurrentIndex(std::max(0, outcome_->findData(current)));
}

void FleetView::showSnapshot(const FleetSnapshotPtr& snapshot) {
    const FleetSnapshotPtr previous = std::exchange(snapshot_, snapshot);
    if (!snapshot->error.isEmpty()) {
        status_->setText(tr("Could not read the fleet store: %1").arg(snapshot->error));
        jobs_->setSnapshot(nullptr);
        offenders_->setSnapshot(nullptr);
        chart_->setSnapshot(nullptr);
        emit snapshotShown();
        return;
    }
    const bool firstRead = !previous || previous->path != snapshot->path;
    fillOutcomes(snapshot->outcomes);
    jobs_->setSnapshot(snapshot);
    // A filter of the jobs leaves the offenders and the chart as they were: not redrawn.
    if (!snapshot->offendersReused || firstRead) offenders_->setSnapshot(snapshot);
    if (firstRead) {
        chart_->setSnapshot(snapshot);
        jobsTable_->resizeColumnsToContents();
        offendersTable_->resizeColumnsToContents();
    }
    status_->setText(
        QStringList{tr("%L1 of %Ln job(s) shown", "", static_cast<int>(snapshot->totalJobs)).arg(snapshot->jobs.size()),
                    tr("%Ln repeat offender(s) (nodes and GPUs)", "", offenders_->repeatOffenders()), path_}
            .join(QStringLiteral(" · ")));
    emit snapshotShown();
}

}  // namespace awv
