#include "views/verdict/unexplained_panel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cstdint>

namespace awv {

UnexplainedPanel::UnexplainedPanel(Selection* selection, QWidget* parent)
    : QWidget(parent),
      selection_(selection),
      title_(new QLabel(this)),
      list_(new QListWidget(this)),
      leftOut_(new QLabel(this)),
      makeRule_(new QPushButton(tr("Make a rule from this line…"), this)) {
    setObjectName(QStringLiteral("unexplainedPanel"));
    QFont bold = font();
    bold.setBold(true);
    title_->setFont(bold);
    title_->setWordWrap(true);
    title_->setTextFormat(Qt::PlainText);
    title_->setBuddy(list_);
    leftOut_->setWordWrap(true);
    list_->setObjectName(QStringLiteral("unexplainedList"));
    list_->setAccessibleName(tr("Unexplained error lines"));
    list_->setWordWrap(true);
    list_->setTextElideMode(Qt::ElideRight);
    list_->setMinimumHeight(90);
    makeRule_->setObjectName(QStringLiteral("makeRuleButton"));
    makeRule_->setEnabled(false);
    // The button beside the title: the verdict pane is short, the list may scroll below it.
    auto* header = new QHBoxLayout;
    header->addWidget(title_, 1);
    header->addWidget(makeRule_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 6, 0, 0);
    layout->addLayout(header);
    layout->addWidget(list_, 1);
    layout->addWidget(leftOut_);

    connect(list_, &QListWidget::currentRowChanged, this, [this](int row) {
        makeRule_->setEnabled(row >= 0);
        if (!doc_ || row < 0) return;
        const auto& rows = doc_->result->verdict.unexplained.templates;
        if (row < static_cast<int>(rows.size())) {
            const aw::EvidenceRef& first = rows[static_cast<std::size_t>(row)].first;
            selection_->selectEvidence(first.where, first.matchBegin, first.matchEnd);
        }
    });
    connect(makeRule_, &QPushButton::clicked, this, [this] {
        if (list_->currentRow() >= 0) emit makeRuleRequested(list_->currentRow());
    });
    connect(list_, &QListWidget::itemActivated, this, [this](QListWidgetItem*) {
        if (list_->currentRow() >= 0) emit makeRuleRequested(list_->currentRow());
    });
    hide();
}

void UnexplainedPanel::setDocument(const DocumentPtr& doc) {
    doc_ = doc;
    list_->clear();
    makeRule_->setEnabled(false);
    // The verdict view gives a document only when its verdict's rows hold unexplained lines.
    if (!doc_ || doc_->result->verdict.unexplained.empty()) {
        hide();
        return;
    }
    const aw::UnexplainedLines& u = doc_->result->verdict.unexplained;
    // Alt+U goes to the list (its buddy), so a line can be picked without a mouse.
    const int lines = static_cast<int>(std::min<std::uint64_t>(u.lines, INT32_MAX));
    // Which ranking: within the bundle, or against the open fleet's healthy jobs.
    if (u.fleetHealthyJobs > 0)
        title_->setText(tr("&Unexplained error lines: %n line(s) no rule explained, ranked against %1 healthy jobs of "
                           "the fleet (those they print last), then earliest and rarest",
                           "", lines)
                            .arg(u.fleetHealthyJobs));
    else if (u.fleetHealthyJobs == 0)
        title_->setText(tr("&Unexplained error lines: %n line(s) no rule explained, earliest and rarest first (the "
                           "fleet holds no healthy job to rank against)",
                           "", lines));
    else
        title_->setText(
            tr("&Unexplained error lines: %n line(s) no rule explained, earliest and rarest first", "", lines));
    for (const aw::UnexplainedTemplate& t : u.templates) {
        const QString where = QStringLiteral("%1:%2").arg(QString::fromStdString(t.first.file)).arg(t.first.where.line);
        const QString line = QString::fromStdString(t.first.text).left(160);
        QString text =
            QStringLiteral("×%1  %2\n    %3: %4").arg(t.count).arg(QString::fromStdString(t.pattern), where, line);
        if (t.healthyJobs >= 0 && u.fleetHealthyJobs > 0)
            text += QLatin1Char('\n') +
                    tr("    printed by %1 of the fleet's %2 healthy jobs").arg(t.healthyJobs).arg(u.fleetHealthyJobs);
        auto* item = new QListWidgetItem(text);
        item->setToolTip(QString::fromStdString(t.first.text));
        list_->addItem(item);
    }
    QStringList notes;
    if (u.templatesLeftOut || u.linesLeftOut)
        notes << tr("%1 more templates (%2 lines) left out.").arg(u.templatesLeftOut).arg(u.linesLeftOut);
    if (u.notAllRead) notes << tr("The bundle was not read to its end (its text is over the budget).");
    leftOut_->setText(notes.join(QLatin1Char(' ')));
    leftOut_->setVisible(!notes.isEmpty());
    show();
}

}  // namespace awv
