#include "app/gui/collect_dialog.h"

#include "engine/collect/bundle_output.h"
#include "engine/core/host_list.h"
#include "engine/core/value_grammar.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

namespace awapp {
namespace {

QLineEdit* lineEdit(QWidget* parent, const QString& placeholder, const char* name) {
    auto* edit = new QLineEdit(parent);
    edit->setPlaceholderText(placeholder);
    edit->setObjectName(QString::fromLatin1(name));
    edit->setClearButtonEnabled(true);
    return edit;
}

QDateTimeEdit* utcEdit(QWidget* parent, const QDateTime& at) {
    auto* edit = new QDateTimeEdit(at, parent);
    edit->setTimeSpec(Qt::UTC);
    edit->setDisplayFormat(QStringLiteral("yyyy-MM-dd HH:mm:ss 'UTC'"));
    edit->setCalendarPopup(true);
    return edit;
}

QSpinBox* minutes(QWidget* parent, int value) {
    auto* box = new QSpinBox(parent);
    box->setRange(0, 24 * 60);
    box->setValue(value);
    box->setSuffix(CollectDialog::tr(" min"));
    return box;
}

// A line edit with a Browse… button beside it.
QWidget* withBrowse(QLineEdit* edit, const std::function<void()>& browse) {
    auto* row = new QWidget(edit->parentWidget());
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(edit, 1);
    auto* button = new QPushButton(CollectDialog::tr("Browse…"), row);
    QObject::connect(button, &QPushButton::clicked, row, browse);
    layout->addWidget(button);
    return row;
}

std::string text(const QLineEdit* edit) {
    return edit->text().trimmed().toStdString();
}

QString outcomeText(aw::StepOutcome outcome) {
    switch (outcome) {
    case aw::StepOutcome::Ok: return CollectDialog::tr("ok");
    case aw::StepOutcome::Empty: return CollectDialog::tr("nothing there");
    case aw::StepOutcome::Failed: return CollectDialog::tr("failed");
    case aw::StepOutcome::TimedOut: return CollectDialog::tr("timed out");
    case aw::StepOutcome::Truncated: return CollectDialog::tr("cut short");
    case aw::StepOutcome::Skipped: return CollectDialog::tr("skipped");
    case aw::StepOutcome::Cancelled: return CollectDialog::tr("cancelled");
    }
    return {};
}

QString describe(const aw::CollectStep& step) {
    QString status;
    if (step.statusKind == "http") status = CollectDialog::tr("HTTP %1").arg(step.status);
    else if (step.statusKind == "exit") status = CollectDialog::tr("exit %1").arg(step.status);
    QString line =
        QStringLiteral("%1 %2: %3")
            .arg(QString::fromStdString(step.source), QString::fromStdString(step.target), outcomeText(step.outcome));
    if (!status.isEmpty()) line += QStringLiteral(" (%1, %2 s)").arg(status).arg(step.seconds, 0, 'f', 2);
    if (!step.note.empty()) line += QStringLiteral(" — ") + QString::fromStdString(step.note).left(200);
    return line;
}

}  // namespace

CollectDialog::CollectDialog(QWidget* parent)
    : QDialog(parent),
      scope_(new QComboBox(this)),
      form_(nullptr),
      job_(lineEdit(this, QStringLiteral("4242"), "CollectJob")),
      namespace_(lineEdit(this, QStringLiteral("default"), "CollectNamespace")),
      k8sApi_(lineEdit(this, tr("in-cluster, else kubectl proxy (http://127.0.0.1:8001)"), "CollectK8sApi")),
      nodes_(lineEdit(this, tr("node[001-016] (a Slurm host list)"), "CollectNodes")),
      since_(utcEdit(this, QDateTime::currentDateTimeUtc().addSecs(-3600))),
      until_(utcEdit(this, QDateTime::currentDateTimeUtc())),
      marginBefore_(minutes(this, 10)),
      marginAfter_(minutes(this, 5)),
      prometheus_(lineEdit(this, QStringLiteral("http://prometheus:9090"), "CollectPrometheus")),
      loki_(lineEdit(this, QStringLiteral("http://loki:3100"), "CollectLoki")),
      useNodeCommand_(new QCheckBox(tr("Each node's kernel log, by a command per node:"), this)),
      nodeCommand_(lineEdit(this, QString(), "CollectNodeCommand")),
      frDumps_(lineEdit(this, tr("a folder of Flight Recorder dumps"), "CollectFrDumps")),
      output_(lineEdit(this, tr("a new folder, or an archive: …/job.tar.gz"), "CollectOutput")),
      timeout_(new QSpinBox(this)),
      progress_(new QProgressBar(this)),
      status_(new QLabel(this)),
      log_(new QPlainTextEdit(this)),
      buttons_(new QDialogButtonBox(this)),
      fields_(new QWidget(this)) {
    setWindowTitle(tr("Collect a bundle from the cluster"));
    scope_->addItem(tr("Slurm job"));
    scope_->addItem(tr("Kubernetes job"));
    scope_->addItem(tr("Kubernetes pods by label selector"));
    scope_->addItem(tr("Nodes and a time window"));
    nodeCommand_->setText(QString::fromLatin1(aw::kDefaultNodeCommand));
    nodeCommand_->setToolTip(tr("{node} is each node of the scope, {since} and {until} the window in epoch seconds"));
    timeout_->setRange(1, 3600);
    timeout_->setValue(60);
    timeout_->setSuffix(tr(" s"));
    useNodeCommand_->setObjectName(QStringLiteral("CollectUseNodeCommand"));
    progress_->setRange(0, 1);
    progress_->setValue(0);
    status_->setWordWrap(true);
    status_->setObjectName(QStringLiteral("CollectStatus"));
    log_->setReadOnly(true);
    log_->setMaximumBlockCount(5000);
    log_->setPlaceholderText(
        tr("Each request and what it answered appears here; all of it goes to the bundle's collect.json."));

    form_ = new QFormLayout(fields_);
    form_->addRow(tr("Scope:"), scope_);
    form_->addRow(tr("Job:"), job_);
    form_->addRow(tr("Namespace:"), namespace_);
    form_->addRow(tr("API server:"), k8sApi_);
    form_->addRow(tr("Nodes:"), nodes_);
    form_->addRow(tr("From:"), since_);
    form_->addRow(tr("To:"), until_);
    auto* margins = new QWidget(fields_);
    auto* marginRow = new QHBoxLayout(margins);
    marginRow->setContentsMargins(0, 0, 0, 0);
    marginRow->addWidget(new QLabel(tr("before"), margins));
    marginRow->addWidget(marginBefore_);
    marginRow->addWidget(new QLabel(tr("after"), margins));
    marginRow->addWidget(marginAfter_);
    marginRow->addStretch(1);
    form_->addRow(tr("Margin:"), margins);
    form_->addRow(tr("Prometheus:"), prometheus_);
    form_->addRow(tr("Loki:"), loki_);
    form_->addRow(useNodeCommand_);
    form_->addRow(QString(), nodeCommand_);
    form_->addRow(tr("Flight Recorder:"), withBrowse(frDumps_, [this] {
                      const QString folder =
                          QFileDialog::getExistingDirectory(this, tr("Flight Recorder dumps"), frDumps_->text());
                      if (!folder.isEmpty()) frDumps_->setText(folder);
                  }));
    form_->addRow(tr("Save to:"), withBrowse(output_, [this] {
                      const QString file =
                          QFileDialog::getSaveFileName(this, tr("Save the bundle as"),
                                                       output_->text().isEmpty() ? QDir::homePath() : output_->text(),
                                                       tr("Bundle archives (*.tar.gz *.tar.zst *.zip);;All files (*)"));
                      if (!file.isEmpty()) output_->setText(file);
                  }));
    form_->addRow(tr("Timeout:"), timeout_);
    auto* credentials =
        new QLabel(tr("Tokens come from the environment (AW_PROMETHEUS_TOKEN, AW_LOKI_TOKEN, AW_K8S_TOKEN), "
                      "passwords from ~/.netrc; none is typed here or kept."),
                   fields_);
    credentials->setWordWrap(true);
    credentials->setEnabled(false);
    form_->addRow(credentials);

    QPushButton* collect = buttons_->addButton(tr("Collect"), QDialogButtonBox::AcceptRole);
    collect->setObjectName(QStringLiteral("CollectStart"));
    collect->setDefault(true);
    QPushButton* cancelButton = buttons_->addButton(QDialogButtonBox::Cancel);
    cancelButton->setObjectName(QStringLiteral("CollectCancel"));
    connect(collect, &QPushButton::clicked, this, &CollectDialog::start);
    connect(cancelButton, &QPushButton::clicked, this, [this] {
        if (running()) cancel();
        else reject();
    });

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(fields_);
    layout->addWidget(progress_);
    layout->addWidget(status_);
    layout->addWidget(log_, 1);
    layout->addWidget(buttons_);
    resize(720, 640);

    connect(scope_, &QComboBox::currentIndexChanged, this, [this](int index) { setScope(static_cast<Scope>(index)); });
    connect(useNodeCommand_, &QCheckBox::toggled, nodeCommand_, &QWidget::setEnabled);
    nodeCommand_->setEnabled(false);
    connect(&watcher_, &QFutureWatcher<Outcome>::finished, this, &CollectDialog::finished);
    setScope(Scope::SlurmJob);
    setRunning(false);
}

CollectDialog::~CollectDialog() {
    if (cancel_) *cancel_ = true;
    watcher_.waitForFinished();
}

void CollectDialog::setScope(Scope scope) {
    if (scope_->currentIndex() != static_cast<int>(scope)) scope_->setCurrentIndex(static_cast<int>(scope));
    const bool slurm = scope == Scope::SlurmJob,
               k8s = scope == Scope::KubernetesJob || scope == Scope::KubernetesSelector;
    const bool byHand = scope == Scope::Nodes;
    form_->setRowVisible(job_, !byHand);
    form_->labelForField(job_)->setProperty("text", slurm                           ? tr("Job ID:")
                                                    : scope == Scope::KubernetesJob ? tr("Job name:")
                                                                                    : tr("Selector:"));
    job_->setPlaceholderText(slurm                           ? QStringLiteral("4242")
                             : scope == Scope::KubernetesJob ? QStringLiteral("llama-pretrain")
                                                             : QStringLiteral("app=trainer,run=42"));
    form_->setRowVisible(namespace_, k8s);
    form_->setRowVisible(k8sApi_, k8s);
    // Nodes and a window by hand: the scope itself; with a scheduler, nodes only add to it.
    form_->setRowVisible(since_, byHand);
    form_->setRowVisible(until_, byHand);
}

QString CollectDialog::statusText() const {
    return status_->text();
}

aw::CollectOptions CollectDialog::options(QString& error) const {
    aw::CollectOptions o;
    const auto scope = static_cast<Scope>(scope_->currentIndex());
    const std::string job = text(job_);
    if (scope == Scope::SlurmJob) o.slurmJob = job;
    if (scope == Scope::KubernetesJob) o.k8sJob = job;
    if (scope == Scope::KubernetesSelector) o.k8sSelector = job;
    if (scope == Scope::KubernetesJob || scope == Scope::KubernetesSelector) {
        if (!text(namespace_).empty()) o.k8sNamespace = text(namespace_);
        o.k8sApi = text(k8sApi_);
    }
    o.nodes = text(nodes_);
    if (scope == Scope::Nodes) {
        o.since = since_->dateTime().toMSecsSinceEpoch() * 1'000'000;
        o.until = until_->dateTime().toMSecsSinceEpoch() * 1'000'000;
    }
    o.marginBefore = marginBefore_->value() * 60 * aw::kNsPerSecond;
    o.marginAfter = marginAfter_->value() * 60 * aw::kNsPerSecond;
    o.prometheusUrl = text(prometheus_);
    o.lokiUrl = text(loki_);
    if (useNodeCommand_->isChecked()) o.nodeCommand = text(nodeCommand_);
    o.frDumps = text(frDumps_);
    o.output = text(output_);
    o.timeoutSeconds = timeout_->value();
    error.clear();
    if (scope != Scope::Nodes && job.empty()) error = tr("Name the job to collect.");
    else if (scope == Scope::Nodes && o.nodes.empty()) error = tr("Name the nodes to collect from.");
    else if (scope == Scope::Nodes && o.until <= o.since) error = tr("The window ends before it starts.");
    else if (o.output.empty()) error = tr("Choose where to save the bundle.");
    else error = checkValues(o);
    return o;
}

// The values pass the engine's grammars here, in the user's language, before anything runs:
// a junk host list or address once started a collection, made a bundle of failures, and
// replaced the open analysis with it.
QString CollectDialog::checkValues(const aw::CollectOptions& o) const {
    if (!o.nodes.empty()) {
        // The list expands (bounded by the engine), and each name it makes is a host name.
        const aw::HostListExpansion nodes = aw::expandHostList(o.nodes);
        const bool hosts = nodes.ok() && std::all_of(nodes.hosts.begin(), nodes.hosts.end(),
                                                     [](const std::string& h) { return aw::isHostName(h); });
        if (!hosts)
            return tr("Nodes: “%1” is not a host list (like node[001-016] or node1,node2).")
                .arg(QString::fromStdString(o.nodes));
    }
    const std::pair<const std::string*, QString> addresses[] = {
        {&o.prometheusUrl, tr("Prometheus")}, {&o.lokiUrl, tr("Loki")}, {&o.k8sApi, tr("API server")}};
    for (const auto& [value, field] : addresses)
        if (!value->empty() && !aw::isHttpUrl(*value))
            return tr("%1: “%2” is not an http:// or https:// address.").arg(field, QString::fromStdString(*value));
    // As the engine refuses it: an archive that exists, or a folder with something in it.
    const QFileInfo output(QString::fromStdString(o.output));
    if (output.exists() && (!output.isDir() || !QDir(output.filePath()).isEmpty()))
        return tr("%1 already exists; a collection never overwrites a bundle. Choose another name.")
            .arg(QString::fromStdString(o.output));
    return {};
}

// The output with "-2", "-3"... before its archive extension, the first that does not exist.
QString CollectDialog::freeOutputName(const QString& output) {
    static const QStringList kArchives{QStringLiteral(".tar.gz"), QStringLiteral(".tar.zst"), QStringLiteral(".tgz"),
                                       QStringLiteral(".zip"), QStringLiteral(".tar")};
    QString stem = output, extension;
    for (const QString& e : kArchives)
        if (output.endsWith(e, Qt::CaseInsensitive)) {
            stem = output.left(output.size() - e.size());
            extension = output.right(e.size());
            break;
        }
    for (int n = 2; n < 1000; ++n)
        if (const QString name = QStringLiteral("%1-%2%3").arg(stem).arg(n).arg(extension); !QFileInfo::exists(name))
            return name;
    return output;
}

void CollectDialog::start() {
    if (running()) return;
    QString error;
    const aw::CollectOptions o = options(error);
    if (!error.isEmpty()) {
        status_->setText(error);
        return;
    }
    log_->clear();
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    setRunning(true);
    status_->setText(tr("Collecting…"));
    watcher_.setFuture(QtConcurrent::run([this, o, cancel = cancel_] {
        aw::Result<aw::CollectResult> collected = aw::collectBundle(
            o,
            [this](const aw::CollectProgress& p) {
                QMetaObject::invokeMethod(
                    this, [this, p] { showProgress(p); }, Qt::QueuedConnection);
            },
            cancel.get());
        Outcome outcome;
        if (collected) outcome.result = std::move(collected).value();
        else outcome.error = QString::fromStdString(collected.failure().message);
        return outcome;
    }));
}

void CollectDialog::cancel() {
    if (cancel_) *cancel_ = true;
    status_->setText(tr("Cancelling…"));
}

void CollectDialog::showProgress(const aw::CollectProgress& p) {
    if (!running()) return;
    progress_->setRange(0, static_cast<int>(std::max<std::size_t>(p.total, 1)));
    progress_->setValue(static_cast<int>(p.done));
    if (p.total == 0) progress_->setRange(0, 0);  // busy until the scheduler answered
    log_->appendPlainText(QString::fromStdString(p.message));
}

void CollectDialog::finished() {
    setRunning(false);
    const Outcome outcome = watcher_.result();
    if (!outcome.error.isEmpty()) {
        // What the failed run wrote stays; the next Collect goes to a fresh name instead of
        // being refused because that one exists.
        const QString output = output_->text().trimmed();
        QString next;
        if (!output.isEmpty() && QFileInfo::exists(output)) {
            next = freeOutputName(output);
            output_->setText(next);
        }
        status_->setText(next.isEmpty()
                             ? tr("The collection failed: %1").arg(outcome.error)
                             : tr("The collection failed: %1. What it wrote stays in %2; Collect again saves to %3.")
                                   .arg(outcome.error, output, next));
        return;
    }
    const aw::CollectResult& r = outcome.result;
    log_->clear();
    for (const aw::CollectStep& step : r.steps) log_->appendPlainText(describe(step));
    const QString path = QString::fromStdString(r.output);
    if (!r.cancelled) {
        progress_->setRange(0, 1);
        progress_->setValue(1);
    } else if (progress_->maximum() == 0) {
        progress_->setRange(0, 1);  // no longer busy: cancelled before the scope was known
    }
    if (r.cancelled) {
        status_->setText(tr("Cancelled. What was collected is in %1, with collect.json.").arg(path));
    } else if (!r.scope.known()) {
        status_->setText(tr("The scheduler gave no nodes or no window for this job; nothing to collect over, and "
                            "nothing was written. The log above says what was asked; or give the nodes by hand."));
    } else if (r.files == 0) {
        // Nothing came back: no bundle to open in place of the one the user is reading.
        status_->setText(
            tr("Nothing was collected (%1 request(s) failed); see %2/collect.json. The open analysis stays.")
                .arg(r.failedSteps())
                .arg(path));
    } else {
        status_->setText(tr("Collected %n file(s) into %1; %2 request(s) failed.", nullptr, static_cast<int>(r.files))
                             .arg(path)
                             .arg(r.failedSteps()));
        emit bundleCollected(path);
    }
}

void CollectDialog::setRunning(bool running) {
    busy_ = running;
    fields_->setEnabled(!running);
    buttons_->button(QDialogButtonBox::Cancel)->setText(running ? tr("Stop") : tr("Close"));
    for (QAbstractButton* b : buttons_->buttons())
        if (b->objectName() == QLatin1String("CollectStart")) b->setEnabled(!running);
    if (running) { progress_->setRange(0, 0); }
}

}  // namespace awapp
