#include "views/verdict/verdict_view.h"

#include "views/verdict/actions_panel.h"
#include "views/verdict/unexplained_panel.h"

#include "views/common/engine_messages.h"
#include "views/common/event_class_style.h"

#include <QApplication>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <vector>

namespace awv {

namespace {
QString html(const std::string& text) {
    return QString::fromStdString(text).toHtmlEscaped();
}

QString pillStyle(const QColor& background, const QColor& foreground) {
    return QStringLiteral("QLabel { background: %1; color: %2; border-radius: 6px; padding: 4px 10px; }")
        .arg(background.name(), foreground.name());
}

QColor confidenceColor(aw::Confidence confidence) {
    switch (confidence) {
    case aw::Confidence::High: return QColor(0x2E, 0x7D, 0x32);
    case aw::Confidence::Medium: return QColor(0xE6, 0x7E, 0x00);
    case aw::Confidence::Low: return QColor(0x9E, 0x9E, 0x9E);
    }
    return Qt::gray;
}
}  // namespace

VerdictView::~VerdictView() {
    disconnect(focusFollow_);
}

VerdictView::VerdictView(Selection* selection, DocumentFeed* feed, QWidget* parent)
    : QWidget(parent),
      selection_(selection),
      badge_(new QLabel(this)),
      confidence_(new QLabel(this)),
      headline_(new QLabel(this)),
      details_(new QLabel(this)),
      summary_(new QLabel(this)),
      chainTitle_(new QLabel(this)),
      chain_(new QLabel(this)),
      candidates_(new QLabel(this)),
      fleet_(new QLabel(this)),
      actions_(new ActionsPanel(this)),
      unexplained_(nullptr) {
    QFont badgeFont = font();
    badgeFont.setBold(true);
    badgeFont.setPointSizeF(badgeFont.pointSizeF() * 1.25);
    badge_->setFont(badgeFont);
    QFont confidenceFont = font();
    confidenceFont.setBold(true);
    confidence_->setFont(confidenceFont);
    QFont headlineFont = font();
    headlineFont.setPointSizeF(headlineFont.pointSizeF() * 1.4);
    headlineFont.setBold(true);
    headline_->setFont(headlineFont);
    headline_->setWordWrap(true);
    headline_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    for (QLabel* label : {details_, summary_, chain_, candidates_, fleet_}) {
        label->setWordWrap(true);
        label->setTextFormat(Qt::RichText);
        label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    }
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont summaryFont = font();
    for (QLabel* label : {details_, chain_, candidates_}) {
        label->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
        connect(label, &QLabel::linkActivated, this, &VerdictView::activateLink);
    }
    QFont titleFont = font();
    titleFont.setBold(true);
    chainTitle_->setFont(titleFont);
    chainTitle_->setText(tr("Why"));

    // Left: the answer. Right: the reasons, which can be long, so they scroll.
    auto* badgeRow = new QHBoxLayout;
    badgeRow->addWidget(badge_);
    badgeRow->addWidget(confidence_);
    badgeRow->addStretch(1);
    auto* answerBox = new QWidget;
    auto* answer = new QVBoxLayout(answerBox);
    answer->setContentsMargins(0, 0, 0, 0);
    answer->setSpacing(6);
    answer->addLayout(badgeRow);
    answer->addWidget(headline_);
    answer->addWidget(details_);
    answer->addWidget(summary_);
    answer->addWidget(fleet_);
    answer->addWidget(actions_);
    answer->addStretch(1);

    auto* reasons = new QWidget;
    auto* reasonsLayout = new QVBoxLayout(reasons);
    reasonsLayout->setContentsMargins(0, 0, 0, 0);
    reasonsLayout->addWidget(chainTitle_);
    reasonsLayout->addWidget(chain_);
    reasonsLayout->addWidget(candidates_);
    setUpUnexplained(reasonsLayout);
    reasonsLayout->addStretch(1);
    auto* scroll = reasonsScroll_ = new QScrollArea(this);
    scroll->setWidget(reasons);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setBackgroundRole(QPalette::Base);
    reasons->setBackgroundRole(QPalette::Base);

    auto* separator = new QFrame(this);
    separator->setFrameShape(QFrame::VLine);
    separator->setFrameShadow(QFrame::Sunken);

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(12, 6, 12, 6);
    layout->setSpacing(16);
    // Both columns scroll, so a short dock never clips the answer.
    auto* answerScroll = answerScroll_ = new QScrollArea(this);
    answerScroll->setWidget(answerBox);
    answerScroll->setWidgetResizable(true);
    answerScroll->setFrameShape(QFrame::NoFrame);
    answerScroll->setBackgroundRole(QPalette::Base);
    answerBox->setBackgroundRole(QPalette::Base);
    layout->addWidget(answerScroll, 5);
    layout->addWidget(separator);
    layout->addWidget(scroll, 6);

    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);
    // Tab into either column (a Copy button far down the actions) scrolls it into view,
    // wherever the focus came from.
    focusFollow_ = connect(qApp, &QApplication::focusChanged, this, [this](QWidget*, QWidget* now) {
        for (QScrollArea* area : {answerScroll_, reasonsScroll_})
            if (now && area->widget()->isAncestorOf(now)) area->ensureWidgetVisible(now);
    });
    connect(selection_, &Selection::eventSelected, this, &VerdictView::highlightStep);
    connect(selection_, &Selection::provenanceNodeSelected, this, &VerdictView::highlightProvenanceStep);
    showEmpty();
    feed->subscribe(this);
}

void VerdictView::showEmpty() {
    badge_->setText(tr("No bundle"));
    badge_->setStyleSheet(pillStyle(QColor(0xE0, 0xE0, 0xE0), QColor(0x42, 0x42, 0x42)));
    confidence_->hide();
    headline_->setText(tr("Open a workload bundle to find the cause of a failure"));
    details_->setText(tr("File › Open bundle folder… or drop a folder or archive onto the window."));
    summary_->clear();
    rows_ = {};
    titles_ = {};
    fleet_->hide();
    chainTitle_->hide();
    chain_->clear();
    candidates_->hide();
    actions_->clear();
    unexplained_->setDocument(nullptr);
}

void VerdictView::setDocument(DocumentPtr doc) {
    doc_ = std::move(doc);
    // A new bundle starts at its headline, wherever the last one was scrolled to.
    for (QScrollArea* area : {answerScroll_, reasonsScroll_}) area->verticalScrollBar()->setValue(0);
    if (!doc_) {
        showEmpty();
        return;
    }
    rows_ = aw::verdictRows(*doc_->result);
    titles_ = TitleWords(doc_->result->events);
    const aw::VerdictRows& verdict = rows_;
    const QColor color = outcomeColor(verdict.outcome);
    badge_->setText(outcomeTitle(verdict.outcome));
    badge_->setStyleSheet(pillStyle(color, Qt::white));
    confidence_->setText(confidenceLabel(verdict.confidence));
    confidence_->setStyleSheet(
        pillStyle(confidenceColor(verdict.confidence).lighter(185), confidenceColor(verdict.confidence).darker(140)));
    confidence_->show();

    // Headline: who, then what.
    const auto& root = verdict.root;
    QStringList culprits;
    for (const std::string& node : verdict.culpritNodes) culprits << QString::fromStdString(node);
    QString who = culprits.join(QStringLiteral(", "));
    if (!who.isEmpty() && verdict.has(aw::VerdictFact::Gpu)) who = tr("%1, GPU %2").arg(who).arg(verdict.culpritGpu);
    const QString what =
        root ? titles_.say(QString::fromStdString(root->title)) : QString::fromStdString(verdict.symptom);
    if (verdict.outcome == aw::Outcome::Unknown && who.isEmpty()) headline_->setText(tr("No single culprit found"));
    else if (who.isEmpty()) headline_->setText(what);
    else headline_->setText(what.isEmpty() ? who : tr("%1 — %2").arg(who, what));

    // The rows of the verdict's table, in its order, but for those shown elsewhere: the
    // outcome (the badge), the GPU (the headline), the confidence (its pill); no counts here.
    QStringList facts;
    for (const aw::VerdictFact fact : verdict.facts) {
        switch (fact) {
        case aw::VerdictFact::Culprits: {
            QStringList links;
            for (const std::string& node : verdict.culpritNodes)
                links << QStringLiteral("<a href=\"node:%1\">%1</a>").arg(html(node));
            if (!links.isEmpty()) facts << tr("Culprit: %1").arg(links.join(QStringLiteral(", ")));
            break;
        }
        case aw::VerdictFact::Ranks:
            facts << tr("Ranks: %1").arg(QString::fromStdString(aw::report::rankList(verdict.culpritRanks)));
            break;
        case aw::VerdictFact::Symptom: {
            const QString symptom = QStringLiteral("<code>%1</code>").arg(html(verdict.symptom));
            facts << (root ? tr("Root symptom: <a href=\"event:%1\">%2</a>").arg(root->id).arg(symptom)
                           : tr("Root symptom: %1").arg(symptom));
            break;
        }
        case aw::VerdictFact::FirstFault:
            if (root->time != aw::kNoTime) facts << tr("At %1").arg(html(aw::formatIsoUtc(root->time)));
            break;
        case aw::VerdictFact::Rule: facts << tr("Decided by <code>%1</code>").arg(html(verdict.rule)); break;
        case aw::VerdictFact::Outcome:
        case aw::VerdictFact::Gpu:
        case aw::VerdictFact::Confidence:
        case aw::VerdictFact::Events: break;
        }
    }
    details_->setText(facts.join(QStringLiteral(" &nbsp;·&nbsp; ")));
    summary_->setText(sayMessage(verdict.summaryMessage, verdict.summary, &titles_).toHtmlEscaped());
    summary_->setVisible(!verdict.summary.empty());
    showFleetHistory();
    actions_->setAdvice(verdict.advice, titles_);

    chainTitle_->setVisible(!verdict.chain.empty());
    chain_->setText(chainHtml(-1));
    highlightStep(selection_->currentEvent());
    chain_->setVisible(!verdict.chain.empty());

    // With a culprit, "Other candidates" are the others: not the chosen root again.
    const std::vector<const aw::CandidateRow*> shown = verdict.otherCandidates();
    if (shown.empty()) {
        candidates_->hide();
    } else {
        QString text = QStringLiteral("<b>%1</b><ul style='margin-left:-20px'>")
                           .arg(verdict.outcome == aw::Outcome::Unknown ? tr("Candidates") : tr("Other candidates"));
        for (const aw::CandidateRow* row : shown) {
            const aw::Candidate& candidate = row->candidate;
            text += QStringLiteral("<li><a href=\"node:%1\">%1</a> — <code>%2</code> (%3)%4</li>")
                        .arg(html(candidate.node.empty() ? std::string("job") : candidate.node),
                             html(candidate.symptom), outcomeTitle(candidate.outcome).toHtmlEscaped(),
                             candidate.why.empty() ? QString() : QStringLiteral(": ") + html(candidate.why));
        }
        text += QStringLiteral("</ul>");
        candidates_->setText(text);
        candidates_->show();
    }
    // The lines no rule explained, when the rows hold them (an unknown verdict's).
    unexplained_->setDocument(verdict.unexplained ? doc_ : nullptr);
}

void VerdictView::showFleetHistory() {
    const auto& blames = doc_->fleetBlames;
    if (blames.empty()) {
        fleet_->hide();
        return;
    }
    const aw::PriorBlame& last = blames.back();  // oldest first
    const QString who = last.gpu >= 0 ? tr("%1 GPU %2").arg(QString::fromStdString(last.node)).arg(last.gpu)
                                      : QString::fromStdString(last.node);
    const QString lastJob = last.workload.empty() ? tr("a job") : QString::fromStdString(last.workload);
    // Only an outcome with a repeat-offender rule escalates (a GPU serviced, not reset).
    const auto& actions = doc_->result->verdict.actions;
    const bool escalated = std::any_of(actions.begin(), actions.end(), [](const aw::Action& a) {
        return a.id == "service_gpu" || a.id == "keep_drained";
    });
    QString text =
        tr("the open fleet blamed %1 in %n earlier job(s), the last %2 at %3 (%4).", "",
           static_cast<int>(blames.size()))
            .arg(who.toHtmlEscaped(), lastJob.toHtmlEscaped(), QString::fromStdString(aw::formatIsoUtc(last.time)),
                 QString::fromStdString(last.symptom).toHtmlEscaped());
    if (escalated) text += QLatin1Char(' ') + tr("Its actions escalate to service rather than reset.");
    fleet_->setText(
        QStringLiteral("<span style='color:#c62828'><b>%1</b></span> %2").arg(tr("Repeat offender:"), text));
    fleet_->show();
}

QString VerdictView::chainHtml(int highlightedStep) const {
    if (!doc_) return {};
    QString text = QStringLiteral("<ol style='margin-left:-20px'>");
    const auto& chain = rows_.chain;
    for (int i = 0; i < static_cast<int>(chain.size()); ++i) {
        const aw::ChainRow& row = chain[static_cast<std::size_t>(i)];
        const aw::ReasonStep& step = row.step;
        QString line = sayMessage(step.message, step.text, &titles_).toHtmlEscaped();
        if (step.eventId != 0) {
            const QString color =
                row.eventClass ? eventClassStyle(*row.eventClass).color.name() : QStringLiteral("#356fb8");
            line = QStringLiteral("<a href=\"event:%1\" style='color:%2; text-decoration:none'>%3</a>")
                       .arg(step.eventId)
                       .arg(color, line);
        }
        if (i == highlightedStep) line = QStringLiteral("<b>▶ %1</b>").arg(line);
        if (!step.rule.empty()) line += QStringLiteral(" <span style='color:gray'>[%1]</span>").arg(html(step.rule));
        text += QStringLiteral("<li style='margin-bottom:3px'>%1</li>").arg(line);
    }
    return text + QStringLiteral("</ol>");
}

void VerdictView::showChain(int step) {
    // Deferred: the selection may come from a link of this very label, still in its handler.
    QTimer::singleShot(0, this, [this, step] {
        if (doc_ && !doc_->result->verdict.chain.empty()) chain_->setText(chainHtml(step));
    });
}

void VerdictView::highlightStep(std::uint32_t eventId) {
    if (!doc_) return;
    const auto& chain = doc_->result->verdict.chain;
    const auto it = std::find_if(chain.begin(), chain.end(),
                                 [&](const aw::ReasonStep& s) { return s.eventId == eventId && eventId != 0; });
    showChain(it == chain.end() ? -1 : static_cast<int>(it - chain.begin()));
}

void VerdictView::highlightProvenanceStep(const QString& nodeId) {
    if (!doc_) return;
    const aw::AnalysisResult& result = *doc_->result;
    const auto& chain = result.verdict.chain;
    const aw::ProvNode* node = nullptr;
    for (const aw::ProvNode& n : result.provenance.nodes)
        if (n.id == nodeId.toStdString()) node = &n;
    if (!node) return;
    // The step the node stands for: the verdict is the outcome's step; a decision the step
    // of its rule (about its event); an event the step of the rule that found it; a raw
    // line the step quoting its file:line.
    const auto find = [&](auto&& matches) {
        const auto it = std::find_if(chain.begin(), chain.end(), matches);
        return it == chain.end() ? -1 : static_cast<int>(it - chain.begin());
    };
    int step = -1;
    switch (node->kind) {
    case aw::ProvKind::Verdict: step = chain.empty() ? -1 : 0; break;
    case aw::ProvKind::Decision:
        step = find([&](const aw::ReasonStep& s) {
            return s.rule == node->rule && (node->eventId == 0 || s.eventId == node->eventId);
        });
        if (step < 0) step = find([&](const aw::ReasonStep& s) { return s.rule == node->rule; });
        break;
    case aw::ProvKind::Event: {
        const aw::Event* event = result.findEvent(node->eventId);
        step =
            find([&](const aw::ReasonStep& s) { return s.eventId == node->eventId && event && s.rule == event->rule; });
        if (step < 0) step = find([&](const aw::ReasonStep& s) { return s.eventId == node->eventId; });
        break;
    }
    case aw::ProvKind::Evidence: {
        const std::string where = node->evidence.file + ":" + std::to_string(node->evidence.where.line) + ":";
        step = find([&](const aw::ReasonStep& s) { return s.text.rfind(where, 0) == 0; });
        break;
    }
    }
    showChain(step);
}

// --- Unexplained lines (issue 46): an unknown verdict's lines no rule explained ---------

void VerdictView::setUpUnexplained(QVBoxLayout* reasonsLayout) {
    unexplained_ = new UnexplainedPanel(selection_, this);
    reasonsLayout->addWidget(unexplained_);
    connect(unexplained_, &UnexplainedPanel::makeRuleRequested, this, &VerdictView::makeRuleRequested);
}

// ---------------------------------------------------------------------------------------

void VerdictView::activateLink(const QString& link) {
    if (link.startsWith(QLatin1String("event:"))) {
        const std::uint32_t id = link.mid(6).toUInt();
        if (id != 0) selection_->selectEvent(id);
    } else if (link.startsWith(QLatin1String("node:"))) {
        // The node, then its most important event, so every view shows something of it
        // (the log its line, the graph its card), not only the node lists.
        const QString node = link.mid(5);
        selection_->selectNode(node);
        const aw::Event* best = nullptr;
        if (!doc_) return;
        for (const aw::Event& e : doc_->result->events) {
            if (QString::fromStdString(e.node) != node) continue;
            if (!best || eventClassStyle(e.cls).rank < eventClassStyle(best->cls).rank ||
                (e.cls == best->cls && e.time < best->time))
                best = &e;
        }
        if (best) selection_->selectEvent(best->id);
    }
}

}  // namespace awv
