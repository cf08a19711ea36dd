#include "views/rules/make_rule_dialog.h"

#include "engine/attribute/user_rules.h"
#include "engine/core/atomic_write.h"
#include "engine/core/private_folder.h"
#include "views/common/outcome_style.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cstdint>
#include <exception>

namespace awv {

namespace {

QStringList linesOf(const QPlainTextEdit* edit) {
    QStringList out;
    for (const QString& line : edit->toPlainText().split(QLatin1Char('\n')))
        if (!line.trimmed().isEmpty()) out << line;
    return out;
}

std::vector<std::string> toStd(const QStringList& lines) {
    std::vector<std::string> out;
    for (const QString& l : lines) out.push_back(l.toStdString());
    return out;
}

QString joined(const std::vector<std::string>& lines) {
    QStringList out;
    for (const std::string& l : lines) out << QString::fromStdString(l);
    return out.join(QLatin1Char('\n'));
}

}  // namespace

MakeRuleDialog::MakeRuleDialog(DocumentPtr doc, const aw::UnexplainedTemplate& line, QString userRulesFolder,
                               QWidget* parent)
    : QDialog(parent),
      doc_(std::move(doc)),
      folder_(std::move(userRulesFolder)),
      id_(new QLineEdit(this)),
      source_(new QComboBox(this)),
      regex_(new QLineEdit(this)),
      title_(new QLineEdit(this)),
      outcome_(new QComboBox(this)),
      role_(new QComboBox(this)),
      strength_(new QSpinBox(this)),
      match_(new QPlainTextEdit(this)),
      noMatch_(new QPlainTextEdit(this)),
      hits_(new QLabel(this)),
      hitList_(new QListWidget(this)),
      verdict_(new QLabel(this)),
      problems_(new QLabel(this)),
      save_(nullptr),
      debounce_(new QTimer(this)) {
    setObjectName(QStringLiteral("makeRuleDialog"));
    setWindowTitle(tr("Make a rule from this line"));
    aw::RuleDraft draft = aw::proposeRule(line.first.text, line.source);
    aw::addNearMiss(draft, *doc_->bundle, line.first.where);

    id_->setObjectName(QStringLiteral("ruleId"));
    regex_->setObjectName(QStringLiteral("ruleRegex"));
    id_->setText(QString::fromStdString(draft.id));
    for (const char* s : {"applog", "kernel", "scheduler", "cloud", "other"}) source_->addItem(QString::fromLatin1(s));
    source_->setCurrentText(QString::fromStdString(draft.source));
    regex_->setText(QString::fromStdString(draft.regex));
    regex_->setFont(QFont(QStringLiteral("monospace")));
    title_->setText(QString::fromStdString(draft.title));
    for (aw::Outcome o : {aw::Outcome::Application, aw::Outcome::User, aw::Outcome::GpuHardware,
                          aw::Outcome::GpuSoftware, aw::Outcome::Network, aw::Outcome::Storage, aw::Outcome::Host,
                          aw::Outcome::Infrastructure, aw::Outcome::Hang})
        outcome_->addItem(outcomeTitle(o), QString::fromLatin1(aw::toString(o)));
    outcome_->setCurrentIndex(std::max(0, outcome_->findData(QString::fromStdString(draft.outcome))));
    role_->addItem(tr("root: can start a failure"), QStringLiteral("root"));
    role_->addItem(tr("cascade: a consequence elsewhere"), QStringLiteral("cascade"));
    role_->addItem(tr("context: shown, never blamed"), QStringLiteral("context"));
    role_->addItem(tr("benign: printed by healthy jobs"), QStringLiteral("benign"));
    strength_->setRange(0, 100);
    strength_->setValue(draft.strength);
    match_->setPlainText(joined(draft.match));
    noMatch_->setPlainText(joined(draft.noMatch));
    for (QPlainTextEdit* e : {match_, noMatch_}) e->setMaximumHeight(70);

    auto* form = new QFormLayout;
    const auto plain = [this](const QString& text) {
        auto* label = new QLabel(text, this);
        label->setTextFormat(Qt::PlainText);
        label->setWordWrap(true);
        label->setTextInteractionFlags(Qt::TextSelectableByMouse);
        return label;
    };
    form->addRow(tr("Line"), plain(QString::fromStdString(line.first.file) + QLatin1Char(':') +
                                   QString::number(line.first.where.line) + QStringLiteral(": ") +
                                   QString::fromStdString(line.first.text).left(200)));
    form->addRow(tr("Template"), plain(QString::fromStdString(line.pattern)));
    form->addRow(tr("Id (and symptom)"), id_);
    form->addRow(tr("Source"), source_);
    form->addRow(tr("Regex (RE2, named captures)"), regex_);
    form->addRow(tr("Title"), title_);
    form->addRow(tr("Outcome"), outcome_);
    form->addRow(tr("Role"), role_);
    form->addRow(tr("Strength (0-100)"), strength_);
    form->addRow(tr("Must match (one a line)"), match_);
    form->addRow(tr("Must not match"), noMatch_);

    hits_->setObjectName(QStringLiteral("previewHits"));
    verdict_->setObjectName(QStringLiteral("previewVerdict"));
    problems_->setObjectName(QStringLiteral("ruleProblems"));
    for (QLabel* l : {hits_, verdict_, problems_}) {
        l->setWordWrap(true);
        l->setTextFormat(Qt::PlainText);
    }
    problems_->setStyleSheet(QStringLiteral("QLabel { color: #c62828; }"));
    QFont bold = verdict_->font();
    bold.setBold(true);
    verdict_->setFont(bold);
    hitList_->setMinimumHeight(110);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    save_ = buttons->button(QDialogButtonBox::Save);
    save_->setObjectName(QStringLiteral("saveRule"));
    save_->setEnabled(false);
    save_->setDefault(true);  // Enter saves, once the preview allows it
    connect(buttons, &QDialogButtonBox::accepted, this, [this] { save(); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    auto* previewTitle = new QLabel(tr("Preview on this bundle"), this);
    previewTitle->setFont(bold);
    layout->addWidget(previewTitle);
    layout->addWidget(hits_);
    layout->addWidget(hitList_, 1);
    layout->addWidget(verdict_);
    layout->addWidget(problems_);
    layout->addWidget(new QLabel(tr("Saves to %1, read after the built-in catalog.").arg(folder_), this));
    layout->addWidget(buttons);
    resize(860, 680);

    debounce_->setSingleShot(true);
    debounce_->setInterval(300);
    connect(debounce_, &QTimer::timeout, this, &MakeRuleDialog::preview);
    const auto edited = [this] {
        lastTrialClean_ = false;
        save_->setEnabled(false);
        debounce_->start();
    };
    for (QLineEdit* e : {id_, regex_, title_}) connect(e, &QLineEdit::textChanged, this, edited);
    for (QPlainTextEdit* e : {match_, noMatch_}) connect(e, &QPlainTextEdit::textChanged, this, edited);
    for (QComboBox* c : {source_, outcome_, role_}) connect(c, &QComboBox::currentIndexChanged, this, edited);
    connect(strength_, &QSpinBox::valueChanged, this, edited);
    QTimer::singleShot(0, this, &MakeRuleDialog::preview);
}

MakeRuleDialog::~MakeRuleDialog() {
    if (cancel_) cancel_->store(true);
    previews_.waitForFinished();
}

aw::RuleDraft MakeRuleDialog::draft() const {
    aw::RuleDraft d;
    d.id = id_->text().trimmed().toStdString();
    d.source = source_->currentText().toStdString();
    d.regex = regex_->text().toStdString();
    d.title = title_->text().toStdString();
    d.outcome = outcome_->currentData().toString().toStdString();
    d.role = role_->currentData().toString().toStdString();
    d.strength = strength_->value();
    d.match = toStd(linesOf(match_));
    d.noMatch = toStd(linesOf(noMatch_));
    d.description = "Made in the workbench from a line no rule explained.";
    if (!d.match.empty()) d.description = "Made in the workbench from the line: " + d.match.front().substr(0, 200);
    return d;
}

void MakeRuleDialog::preview() {
    debounce_->stop();
    if (cancel_) cancel_->store(true);  // an older preview stops; its result is dropped
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    const quint64 generation = ++generation_;
    ++running_;
    hits_->setText(tr("Trying the rule on the bundle…"));
    auto* watcher = new QFutureWatcher<aw::DraftTrial>(this);
    connect(watcher, &QFutureWatcher<aw::DraftTrial>::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        --running_;
        if (generation != generation_) return;
        showTrial(watcher->result());
        emit previewFinished();
    });
    auto future = QtConcurrent::run([d = draft(), catalog = doc_->catalog, bundle = doc_->bundle, cancel = cancel_] {
        try {
            return aw::tryDraft(d, catalog, *bundle, cancel.get());
        } catch (const std::exception& e) {
            aw::DraftTrial failed;
            failed.problems.push_back(e.what());
            return failed;
        }
    });
    previews_.addFuture(future);
    watcher->setFuture(future);
}

void MakeRuleDialog::showTrial(const aw::DraftTrial& trial) {
    hitList_->clear();
    if (!trial.problems.empty()) {
        QStringList why;
        for (const std::string& p : trial.problems) why << QString::fromStdString(p);
        problems_->setText(tr("This rule would not load: %1").arg(why.join(QStringLiteral("; "))));
        problems_->show();
        hits_->setText(tr("No preview until the rule loads."));
        verdict_->clear();
        save_->setEnabled(false);
        lastTrialClean_ = false;
        return;
    }
    problems_->clear();
    problems_->hide();
    hits_->setText(tr("It matches %n line(s) of the bundle", "",
                      static_cast<int>(std::min<std::uint64_t>(trial.hits, INT32_MAX))) +
                   tr(" in %n file(s).", "", static_cast<int>(trial.filesHit)));
    for (const aw::DraftHit& hit : trial.firstHits)
        hitList_->addItem(QStringLiteral("%1:%2: %3")
                              .arg(QString::fromStdString(hit.file))
                              .arg(hit.where.line)
                              .arg(QString::fromStdString(hit.text)));
    if (trial.result) {
        const aw::Verdict& now = doc_->result->verdict;
        const aw::Verdict& then = trial.result->verdict;
        QString culprits;
        for (const std::string& n : then.culpritNodes)
            culprits += (culprits.isEmpty() ? QString() : QStringLiteral(", ")) + QString::fromStdString(n);
        verdict_->setText(tr("Verdict with this rule: %1%2 (now: %3). %4")
                              .arg(outcomeTitle(then.outcome),
                                   culprits.isEmpty() ? QString() : QStringLiteral(" — ") + culprits,
                                   outcomeTitle(now.outcome), QString::fromStdString(then.summary)));
    }
    lastTrialClean_ = true;
    save_->setEnabled(true);
}

bool MakeRuleDialog::save() {
    const aw::RuleDraft d = draft();
    if (!lastTrialClean_) {
        problems_->setText(tr("Wait for the preview: the rule is saved once it loads."));
        problems_->show();
        return false;
    }
    std::string refused;
    if (!aw::ensurePrivateFolder(folder_.toStdString(), &refused)) {
        problems_->setText(tr("Cannot save to the user rule folder: %1").arg(QString::fromStdString(refused)));
        problems_->show();
        return false;
    }
    const QString path = QDir(folder_).filePath(QString::fromStdString(d.id) + QStringLiteral(".json"));
    if (QFileInfo::exists(path)) {
        problems_->setText(tr("%1 exists already: choose another id.").arg(path));
        problems_->show();
        return false;
    }
    if (const aw::Result<void> written =
            aw::writeFileAtomically(path.toStdString(), aw::userRuleFileText(aw::ruleJson(d)));
        !written) {
        problems_->setText(tr("Cannot save %1: %2").arg(path, QString::fromStdString(written.failure().message)));
        problems_->show();
        return false;
    }
    savedPath_ = path;
    emit saved(path);
    accept();
    return true;
}

}  // namespace awv
