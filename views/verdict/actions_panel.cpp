#include "views/verdict/actions_panel.h"

#include "views/common/engine_messages.h"

#include "engine/report/markdown_text.h"

#include <QApplication>
#include <QClipboard>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace awv {

QString audienceTitle(const std::string& audience) {
    if (audience == "job_owner") return ActionsPanel::tr("Job owner");
    if (audience == "operator") return ActionsPanel::tr("Cluster operator");
    if (audience == "storage_team") return ActionsPanel::tr("Storage team");
    if (audience == "network_team") return ActionsPanel::tr("Network team");
    if (audience == "vendor") return ActionsPanel::tr("Hardware vendor");
    return QString::fromStdString(audience);
}

QString urgencyTitle(const std::string& urgency) {
    if (urgency == "now") return ActionsPanel::tr("now");
    if (urgency == "soon") return ActionsPanel::tr("soon");
    if (urgency == "when_convenient") return ActionsPanel::tr("when convenient");
    return QString::fromStdString(urgency);
}

QString jobDecisionTitle(const std::string& decision) {
    if (decision == "restart") return ActionsPanel::tr("Restart the job");
    if (decision == "restart_excluding") return ActionsPanel::tr("Restart without the culprit");
    if (decision == "stop") return ActionsPanel::tr("Stop: fix first");
    if (decision == "investigate") return ActionsPanel::tr("Investigate before restarting");
    return QString::fromStdString(decision);
}

namespace {

QColor urgencyColor(const std::string& urgency) {
    if (urgency == "now") return QColor(0xC6, 0x28, 0x28);
    if (urgency == "soon") return QColor(0xE6, 0x7E, 0x00);
    return QColor(0x75, 0x75, 0x75);
}

QColor decisionColor(const std::string& decision) {
    if (decision == "restart") return QColor(0x2E, 0x7D, 0x32);
    if (decision == "restart_excluding") return QColor(0x1F, 0x4E, 0x8C);
    if (decision == "stop") return QColor(0xC6, 0x28, 0x28);
    return QColor(0x6A, 0x1B, 0x9A);
}

}  // namespace

ActionsPanel::ActionsPanel(QWidget* parent)
    : QWidget(parent),
      title_(new QLabel(tr("What to do"), this)),
      decision_(new QLabel(this)),
      copyAll_(new QToolButton(this)),
      list_(new QWidget(this)),
      listLayout_(new QVBoxLayout(list_)) {
    QFont titleFont = font();
    titleFont.setBold(true);
    title_->setFont(titleFont);
    decision_->setWordWrap(true);
    decision_->setTextFormat(Qt::RichText);
    decision_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    copyAll_->setText(tr("Copy all"));
    copyAll_->setToolTip(tr("Copy the decision and every action, with its commands, as Markdown"));
    connect(copyAll_, &QToolButton::clicked, this, [this] { copyWithFeedback(copyAll_, markdown()); });
    listLayout_->setContentsMargins(0, 0, 0, 0);
    listLayout_->setSpacing(6);

    auto* header = new QHBoxLayout;
    header->addWidget(title_);
    header->addStretch(1);
    header->addWidget(copyAll_);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 6, 0, 0);
    layout->setSpacing(4);
    layout->addLayout(header);
    layout->addWidget(decision_);
    layout->addWidget(list_);
    clear();
}

void ActionsPanel::copyWithFeedback(QToolButton* button, const QString& text) {
    QApplication::clipboard()->setText(text);
    // Said on the button itself, where the eye (or the screen reader's focus) is; then the
    // button reads as before.
    const QString label = button == copyAll_ ? tr("Copy all") : tr("Copy");
    button->setText(tr("Copied ✓"));
    button->setAccessibleDescription(tr("Copied to the clipboard"));
    QTimer::singleShot(kCopiedFeedbackMs, button, [button, label] {
        button->setText(label);
        button->setAccessibleDescription({});
    });
}

void ActionsPanel::clear() {
    advice_ = {};
    titles_ = {};
    while (QLayoutItem* item = listLayout_->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    copyButtons_.clear();
    withheld_.clear();
    hide();
}

void ActionsPanel::setAdvice(const aw::VerdictAdvice& advice, TitleWords titles) {
    clear();
    advice_ = advice;
    titles_ = std::move(titles);
    if (!advice.shown()) return;
    const aw::JobAdvice job = advice.job.value_or(aw::JobAdvice{});
    decision_->setText(QStringLiteral("<b style='color:%1'>%2.</b> %3")
                           .arg(decisionColor(job.decision).name(), jobDecisionTitle(job.decision).toHtmlEscaped(),
                                sayMessage(job.whyMessage, job.why, &titles_).toHtmlEscaped()));
    const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    for (const aw::Action& a : advice.actions) {
        auto* text = new QLabel(list_);
        text->setWordWrap(true);
        text->setTextFormat(Qt::RichText);
        text->setTextInteractionFlags(Qt::TextSelectableByMouse);
        text->setText(
            QStringLiteral("<span style='color:%1'>●</span> <b>%2</b> <span style='color:gray'>(%3)</span> %4")
                .arg(urgencyColor(a.urgency).name(), audienceTitle(a.audience).toHtmlEscaped(),
                     urgencyTitle(a.urgency).toHtmlEscaped(), sayMessage(a.message, a.text, &titles_).toHtmlEscaped()));
        listLayout_->addWidget(text);
        for (const std::string& command : a.commands) {
            auto* row = new QWidget(list_);
            auto* rowLayout = new QHBoxLayout(row);
            rowLayout->setContentsMargins(16, 0, 0, 0);
            auto* line = new QLabel(QString::fromStdString(command), row);
            line->setTextFormat(Qt::PlainText);  // a command is never rich text, whatever it holds
            line->setFont(mono);
            line->setTextInteractionFlags(Qt::TextSelectableByMouse);
            // A code block's tint of the palette's base: readable in the dark theme too.
            line->setStyleSheet(QStringLiteral("background:%1; color:%2; padding:2px 4px;")
                                    .arg(palette().alternateBase().color().name(), palette().text().color().name()));
            line->setWordWrap(true);
            auto* copy = new QToolButton(row);
            copy->setText(tr("Copy"));
            copy->setToolTip(tr("Copy this command"));
            copy->setAccessibleName(tr("Copy command: %1").arg(QString::fromStdString(command)));
            const QString commandText = QString::fromStdString(command);
            connect(copy, &QToolButton::clicked, this,
                    [this, copy, commandText] { copyWithFeedback(copy, commandText); });
            rowLayout->addWidget(line, 1);
            rowLayout->addWidget(copy);
            listLayout_->addWidget(row);
            copyButtons_ << copy;
        }
        // A command left out because a value from the bundle failed its grammar: said, with
        // why, and nothing to copy.
        for (const aw::WithheldCommand& w : a.withheld) {
            auto* left = new QLabel(
                tr("Left out: %1 (%2)").arg(QString::fromStdString(w.command), QString::fromStdString(w.reason)),
                list_);
            left->setTextFormat(Qt::PlainText);
            left->setWordWrap(true);
            left->setTextInteractionFlags(Qt::TextSelectableByMouse);
            left->setContentsMargins(16, 0, 0, 0);
            left->setStyleSheet(QStringLiteral("color:%1;").arg(palette().placeholderText().color().name()));
            listLayout_->addWidget(left);
            withheld_ << left;
        }
    }
    show();
}

// The texts and commands hold values from the bundle: escaped as the Markdown report does
// (engine/report/markdown_text.h), so a pasted ticket carries no link of theirs.
QString ActionsPanel::markdown() const {
    const auto prose = [](const std::string& text) {
        return QString::fromStdString(aw::report::escapeMarkdownInline(text));
    };
    const auto code = [](const std::string& text) { return QString::fromStdString(aw::report::markdownCode(text)); };
    // In the language shown, like the rest of the copied list.
    const auto said = [&](const aw::Message& message, const std::string& english) {
        return prose(sayMessage(message, english, &titles_).toStdString());
    };
    const aw::JobAdvice job = advice_.job.value_or(aw::JobAdvice{});
    QString m = QStringLiteral("**%1.** %2\n\n").arg(jobDecisionTitle(job.decision), said(job.whyMessage, job.why));
    for (const aw::Action& a : advice_.actions) {
        m += QStringLiteral("- **%1** (%2): %3\n")
                 .arg(audienceTitle(a.audience), urgencyTitle(a.urgency), said(a.message, a.text));
        for (const std::string& c : a.commands) m += QStringLiteral("  - %1\n").arg(code(c));
        for (const aw::WithheldCommand& w : a.withheld)
            m += QStringLiteral("  - %1\n").arg(tr("left out: %1 (%2)").arg(code(w.command), prose(w.reason)));
    }
    return m;
}

}  // namespace awv
