#include "views/provenance/provenance_view.h"

#include "views/common/catalog_titles.h"
#include "views/common/event_class_style.h"
#include "views/provenance/graph_layout.h"
#include "views/common/palette_colours.h"

#include <QAction>
#include <QApplication>
#include <QGraphicsView>
#include <QHBoxLayout>
#include <QLabel>
#include <QMouseEvent>
#include <QSplitter>
#include <QStyle>
#include <QTextBrowser>
#include <QToolBar>
#include <QVBoxLayout>
#include <QWheelEvent>
#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <cmath>
#include <functional>

namespace awv {

// The graphics view: wheel zoom around the mouse, drag to pan, click to activate a node.
class ProvenanceCanvas : public QGraphicsView {
public:
    static constexpr qreal kMinScale = 0.05;
    static constexpr qreal kMaxScale = 4.0;

    ProvenanceCanvas(QGraphicsScene* scene, QWidget* parent) : QGraphicsView(scene, parent) {
        setDragMode(QGraphicsView::ScrollHandDrag);
        setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing | QPainter::SmoothPixmapTransform);
        setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
        setResizeAnchor(QGraphicsView::AnchorViewCenter);
        setBackgroundBrush(canvasColour());
        setFrameShape(QFrame::NoFrame);
    }

protected:
    void changeEvent(QEvent* event) override {
        if (event->type() == QEvent::PaletteChange) setBackgroundBrush(canvasColour());
        QGraphicsView::changeEvent(event);
    }

private:
    static QColor canvasColour() { return isDarkPalette() ? QColor(0x1E, 0x20, 0x23) : QColor(0xF5, 0xF6, 0xF8); }

public:
    std::function<void(const QString&)> nodeClicked;
    std::function<void()> resized;
    bool userMoved = false;  // the user zoomed or panned: stop fitting on resize

    qreal currentScale() const { return transform().m11(); }
    void zoomBy(qreal factor) {
        const qreal target = std::clamp(currentScale() * factor, kMinScale, kMaxScale);
        if (currentScale() > 0) scale(target / currentScale(), target / currentScale());
    }

protected:
    void wheelEvent(QWheelEvent* event) override {
        const int delta = event->angleDelta().y();
        if (delta == 0) return QGraphicsView::wheelEvent(event);
        userMoved = true;
        zoomBy(std::pow(1.0015, delta));
        event->accept();
    }
    void mousePressEvent(QMouseEvent* event) override {
        pressPos_ = event->position().toPoint();
        QGraphicsView::mousePressEvent(event);
    }
    void mouseReleaseEvent(QMouseEvent* event) override {
        QGraphicsView::mouseReleaseEvent(event);
        if (event->button() != Qt::LeftButton) return;
        const QPoint pos = event->position().toPoint();
        if ((pos - pressPos_).manhattanLength() >= QApplication::startDragDistance()) {
            userMoved = true;  // a pan, not a click
            return;
        }
        for (QGraphicsItem* item : items(pos)) {
            if (item->type() == ProvenanceNodeItem::Type) {
                if (nodeClicked) nodeClicked(static_cast<ProvenanceNodeItem*>(item)->id());
                return;
            }
        }
    }
    void resizeEvent(QResizeEvent* event) override {
        QGraphicsView::resizeEvent(event);
        if (resized) resized();
    }

private:
    QPoint pressPos_;
};

namespace {

// An action's keys: `own`, then the platform's standard ones not already there. On Linux
// QKeySequence::ZoomOut is Ctrl+- itself: listed twice, the shortcut is ambiguous and dead.
QList<QKeySequence> keysOnce(const QKeySequence& own, QKeySequence::StandardKey standard) {
    QList<QKeySequence> keys{own};
    for (const QKeySequence& k : QKeySequence::keyBindings(standard))
        if (!keys.contains(k)) keys << k;
    return keys;
}

constexpr std::size_t kLabelledEdgesUpTo = 150;

QString esc(const std::string& text) {
    return QString::fromStdString(text).toHtmlEscaped();
}

// Rich-text colours come from palette_colours.h, so the details read in a dark theme too.
QString muted(const QString& html) {
    return QStringLiteral("<p style='color:%1'>%2</p>").arg(mutedTextColour().name(), html);
}

QString row(const QString& name, const QString& valueHtml) {
    return QStringLiteral("<tr><td style='color:%3;padding-right:8px'>%1</td><td>%2</td></tr>")
        .arg(name.toHtmlEscaped(), valueHtml, mutedTextColour().name());
}

QString code(const std::string& text) {
    return QStringLiteral("<code style='background:%2'>%1</code>").arg(esc(text), codeBackgroundColour().name());
}

const aw::ProvNode* findNode(const aw::Provenance& provenance, const QString& id) {
    const std::string wanted = id.toStdString();
    for (const auto& node : provenance.nodes)
        if (node.id == wanted) return &node;
    return nullptr;
}

}  // namespace

ProvenanceView::ProvenanceView(Selection* selection, DocumentFeed* feed, QWidget* parent)
    : QWidget(parent), selection_(selection), graph_(std::make_unique<DrawnGraph>()) {
    scene_ = new ProvenanceScene(this);
    canvas_ = new ProvenanceCanvas(scene_, this);
    canvas_->nodeClicked = [this](const QString& id) { activateNode(id); };
    canvas_->resized = [this] {
        if (!canvas_->userMoved) fitToView();
    };

    details_ = new QTextBrowser(this);
    details_->setOpenLinks(false);
    details_->setMinimumWidth(220);

    stepPrevious_ = new QAction(style()->standardIcon(QStyle::SP_ArrowBack), tr("Previous Step"), this);
    stepPrevious_->setShortcut(QKeySequence(Qt::SHIFT | Qt::Key_F8));
    stepPrevious_->setToolTip(tr("Step back towards the verdict (Shift+F8)"));
    stepNext_ = new QAction(style()->standardIcon(QStyle::SP_ArrowForward), tr("Next Step"), this);
    stepNext_->setShortcut(QKeySequence(Qt::Key_F8));
    stepNext_->setToolTip(tr("Step along the chain of reasons, from the verdict to the raw line (F8)"));
    zoomOut_ = new QAction(QIcon::fromTheme(QStringLiteral("zoom-out")), tr("Zoom Out"), this);
    zoomOut_->setShortcuts(keysOnce(QKeySequence(Qt::CTRL | Qt::Key_Minus), QKeySequence::ZoomOut));
    zoomIn_ = new QAction(QIcon::fromTheme(QStringLiteral("zoom-in")), tr("Zoom In"), this);
    zoomIn_->setShortcuts(keysOnce(QKeySequence(Qt::CTRL | Qt::Key_Equal), QKeySequence::ZoomIn));
    fit_ = new QAction(QIcon::fromTheme(QStringLiteral("zoom-fit-best")), tr("Fit to View"), this);
    fit_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    // Zoom keys belong to whichever view has focus; the log view may zoom its text with them.
    for (QAction* action : {zoomOut_, zoomIn_, fit_}) {
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(action);
    }
    connect(stepNext_, &QAction::triggered, this, &ProvenanceView::stepNext);
    connect(stepPrevious_, &QAction::triggered, this, &ProvenanceView::stepPrevious);
    connect(zoomIn_, &QAction::triggered, this, &ProvenanceView::zoomIn);
    connect(zoomOut_, &QAction::triggered, this, &ProvenanceView::zoomOut);
    connect(fit_, &QAction::triggered, this, &ProvenanceView::fitToView);

    toolBar_ = new QToolBar(this);
    toolBar_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    toolBar_->setIconSize(QSize(16, 16));
    toolBar_->addAction(stepPrevious_);
    toolBar_->addAction(stepNext_);
    stepLabel_ = new QLabel(this);
    stepLabel_->setContentsMargins(8, 0, 8, 0);
    toolBar_->addWidget(stepLabel_);
    toolBar_->addSeparator();
    toolBar_->addAction(zoomOut_);
    toolBar_->addAction(zoomIn_);
    toolBar_->addAction(fit_);
    auto* spacer = new QWidget(this);
    spacer->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    toolBar_->addWidget(spacer);
    statusLabel_ = new QLabel(this);
    statusLabel_->setForegroundRole(QPalette::PlaceholderText);
    statusLabel_->setContentsMargins(0, 0, 6, 0);
    toolBar_->addWidget(statusLabel_);

    auto* splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(canvas_);
    splitter->addWidget(details_);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({720, 300});

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(toolBar_);
    layout->addWidget(splitter, 1);

    if (selection_) {
        connect(selection_, &Selection::eventSelected, this, &ProvenanceView::onEventSelected);
        connect(selection_, &Selection::provenanceNodeSelected, this, &ProvenanceView::onProvenanceNodeSelected);
    }
    showDetails({});
    updateActions();
    feed->subscribe(this);
}

ProvenanceView::~ProvenanceView() = default;

void ProvenanceView::setDocument(DocumentPtr doc) {
    ++generation_;
    doc_ = std::move(doc);
    wanted_.clear();
    scene_->clearGraph();
    cards_.clear();
    *graph_ = DrawnGraph();
    walk_ = ProvenanceWalk();
    canvas_->userMoved = false;
    if (doc_) {
        walk_ = ProvenanceWalk(provenanceWalkOrder(doc_->result->provenance, doc_->result->verdict));
        *graph_ = chooseDrawnGraph(*doc_->result, walk_.steps());
        cards_.reserve(graph_->nodes.size());
        for (const auto& node : graph_->nodes) cards_.push_back(ProvenanceScene::makeCard(node, *doc_));
    }
    showDetails({});
    startLayout();
    updateActions();
}

void ProvenanceView::startLayout() {
    if (!doc_ || cards_.empty()) {
        layoutPending_ = false;
        emit layoutFinished();
        return;
    }
    GraphLayoutRequest request;
    request.nodes.reserve(cards_.size());
    for (const NodeCard& card : cards_) {
        GraphLayoutRequest::Layer layer = GraphLayoutRequest::Layer::Free;
        if (card.kind == aw::ProvKind::Evidence) layer = GraphLayoutRequest::Layer::First;
        if (card.kind == aw::ProvKind::Verdict) layer = GraphLayoutRequest::Layer::Last;
        request.nodes.push_back({card.size, layer});
    }
    // Edge labels become extra layers in dot and splines are slow to route: a big graph
    // drops both so that it still lays out in well under a second.
    const bool big = cards_.size() > kLabelledEdgesUpTo;
    request.straightEdges = big;
    for (const auto& edge : graph_->edges)
        request.edges.push_back(
            {edge.from, edge.to, big ? QSizeF() : ProvenanceScene::edgeLabelSize(QString::fromStdString(edge.label))});

    layoutPending_ = true;
    statusLabel_->setText(tr("Laying out %n node(s)…", nullptr, int(cards_.size())));
    const quint64 generation = generation_;
    // A watcher, not QFuture::then(this, ...): a continuation attached to a future that has
    // already finished runs at once, inside setDocument(); the watcher always reports
    // through the event loop, so a layout never lands in the middle of replacing a document.
    auto* watcher = new QFutureWatcher<GraphLayout>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (generation != generation_) return;  // a newer document replaced this one
        applyLayout(watcher->result());
    });
    watcher->setFuture(QtConcurrent::run([request = std::move(request)] { return layoutGraph(request); }));
}

void ProvenanceView::applyLayout(GraphLayout layout) {
    layoutPending_ = false;
    scene_->setGraph(*graph_, cards_, layout);
    if (!layout.ok) {
        statusLabel_->setText(tr("The graph could not be laid out."));
    } else if (graph_->hiddenNodes > 0) {
        statusLabel_->setText(tr("%1 of %2 nodes drawn, the rest summarised")
                                  .arg(graph_->totalNodes - graph_->hiddenNodes)
                                  .arg(graph_->totalNodes));
    } else {
        statusLabel_->setText(tr("%n node(s)", nullptr, graph_->totalNodes));
    }
    fitToView();
    if (!wanted_.isEmpty()) { highlight(wanted_, true); }
    emit layoutFinished();
}

// ---- stepping

void ProvenanceView::stepNext() {
    if (walk_.next()) showStep();
}

void ProvenanceView::stepPrevious() {
    if (walk_.previous()) showStep();
}

void ProvenanceView::showStep() {
    offWalk_ = false;
    const QString id = QString::fromStdString(walk_.current());
    highlight(id, true);
    showDetails(id);
    broadcast(id);
    updateActions();
}

void ProvenanceView::activateNode(const QString& id) {
    if (!doc_) return;
    offWalk_ = !walk_.moveTo(id.toStdString());
    highlight(id, false);
    showDetails(id);
    broadcast(id);
    updateActions();
}

void ProvenanceView::highlight(const QString& id, bool centre) {
    wanted_ = id;
    scene_->highlight(id);
    ProvenanceNodeItem* item = scene_->nodeItem(id);
    if (!centre || !item) return;
    if (canvas_->currentScale() < 0.6) {  // too small to read the card: zoom in to it
        canvas_->setTransform(QTransform::fromScale(0.85, 0.85));
        canvas_->userMoved = true;
    }
    canvas_->centerOn(item);
}

QString ProvenanceView::highlightedNodeId() const {
    return scene_->highlighted();
}

// ---- selection

void ProvenanceView::broadcast(const QString& id) {
    if (!selection_ || !doc_) return;
    const aw::ProvNode* node = findNode(doc_->result->provenance, id);
    if (!node) return;
    broadcasting_ = true;
    switch (node->kind) {
    case aw::ProvKind::Event:
    case aw::ProvKind::Decision:
        if (node->eventId != 0) selection_->selectEvent(node->eventId);
        break;
    case aw::ProvKind::Evidence:
        if (node->hasLocation)
            selection_->selectEvidence(node->evidence.where, node->evidence.matchBegin, node->evidence.matchEnd);
        break;
    case aw::ProvKind::Verdict: break;
    }
    // Which node, too: the verdict's Why list marks the step it stands for.
    selection_->selectProvenanceNode(id);
    broadcasting_ = false;
}

QString ProvenanceView::eventNodeId(std::uint32_t eventId) const {
    if (!doc_ || eventId == 0) return {};
    const auto& nodes = doc_->result->provenance.nodes;
    for (const auto& node : nodes)
        if (node.kind == aw::ProvKind::Event && node.eventId == eventId && !isEventGroupNode(node))
            return QString::fromStdString(node.id);
    for (const auto& node : nodes) {  // folded into a group of like events
        const auto members = groupMemberEventIds(node);
        if (std::find(members.begin(), members.end(), eventId) != members.end()) return QString::fromStdString(node.id);
    }
    return {};
}

void ProvenanceView::onEventSelected(std::uint32_t eventId) {
    if (broadcasting_ || !doc_) return;
    QString id = eventNodeId(eventId);
    if (!id.isEmpty() && !scene_->nodeItem(id) && !layoutPending_) {
        // Not drawn (a capped graph): fall back to a drawn decision about the event.
        for (const auto& node : doc_->result->provenance.nodes)
            if (node.kind == aw::ProvKind::Decision && node.eventId == eventId &&
                scene_->nodeItem(QString::fromStdString(node.id))) {
                id = QString::fromStdString(node.id);
                break;
            }
    }
    offWalk_ = !walk_.moveTo(id.toStdString());
    highlight(id, true);
    if (id.isEmpty()) {
        const aw::Event* event = doc_->result->findEvent(eventId);
        details_->setHtml(
            tr("<p>Event #%1%2 has no node in the provenance graph.</p>")
                .arg(eventId)
                .arg(event ? QStringLiteral(" (") + sayEventTitle(*event).toHtmlEscaped() + QStringLiteral(")")
                           : QString()));
    } else {
        showDetails(id);
    }
    updateActions();
}

void ProvenanceView::onProvenanceNodeSelected(const QString& id) {
    if (broadcasting_ || !doc_ || !findNode(doc_->result->provenance, id)) return;
    offWalk_ = !walk_.moveTo(id.toStdString());
    highlight(id, true);
    showDetails(id);
    updateActions();
}

// ---- zoom

void ProvenanceView::fitToView() {
    if (scene_->items().isEmpty()) return;
    canvas_->fitInView(scene_->itemsBoundingRect().adjusted(-16, -16, 16, 16), Qt::KeepAspectRatio);
    if (canvas_->currentScale() > 1.0) canvas_->setTransform(QTransform());  // fit, but never blow up
    canvas_->userMoved = false;
}

void ProvenanceView::zoomIn() {
    canvas_->userMoved = true;
    canvas_->zoomBy(1.25);
}

void ProvenanceView::zoomOut() {
    canvas_->userMoved = true;
    canvas_->zoomBy(1 / 1.25);
}

// ---- state

int ProvenanceView::drawnNodeCount() const {
    return int(graph_->nodes.size());
}
int ProvenanceView::hiddenNodeCount() const {
    return graph_->hiddenNodes;
}

QRectF ProvenanceView::nodeSceneRect(const QString& id) const {
    const ProvenanceNodeItem* item = scene_->nodeItem(id);
    if (!item) return {};
    const QSizeF size = item->card().size;
    return QRectF(item->pos() - QPointF(size.width() / 2, size.height() / 2), size);
}

QGraphicsView* ProvenanceView::graphicsView() const {
    return canvas_;
}

QString ProvenanceView::detailsText() const {
    return details_->toPlainText();
}

QString ProvenanceView::stepText() const {
    return stepLabel_->text();
}

void ProvenanceView::updateActions() {
    stepNext_->setEnabled(walk_.canGoNext());
    stepPrevious_->setEnabled(walk_.canGoPrevious());
    const bool hasGraph = doc_ && !cards_.empty();
    fit_->setEnabled(hasGraph);
    zoomIn_->setEnabled(hasGraph);
    zoomOut_->setEnabled(hasGraph);
    if (walk_.count() == 0) stepLabel_->setText(tr("No chain of reasons"));
    else if (walk_.position() < 0) stepLabel_->setText(tr("%n step(s): press F8 to walk", nullptr, walk_.count()));
    // A node off the chain is shown: say so rather than keep the last step's number.
    else if (offWalk_)
        stepLabel_->setText(
            tr("Not a step of the chain (F8 goes on from step %1 of %2)").arg(walk_.position() + 1).arg(walk_.count()));
    else stepLabel_->setText(tr("Step %1 of %2").arg(walk_.position() + 1).arg(walk_.count()));
}

// ---- details panel

void ProvenanceView::showDetails(const QString& id) {
    if (!doc_) {
        details_->setHtml(muted(tr("No bundle is open.")));
        return;
    }
    const aw::AnalysisResult& result = *doc_->result;
    const aw::Verdict& verdict = result.verdict;
    const int step = walk_.indexOf(id.toStdString());
    QString html = step < 0 ? QString() : muted(tr("Step %1 of %2").arg(step + 1).arg(walk_.count()));

    const aw::ProvNode* node = id.isEmpty() ? nullptr : findNode(result.provenance, id);
    if (!node && id.startsWith(QLatin1String("summary:"))) {
        html += tr("<h3>Nodes not drawn</h3><p>This provenance graph has %1 nodes; %2 are folded into summary nodes "
                   "so that it stays readable and fast. The chain of reasons and its neighbours are always drawn.</p>")
                    .arg(graph_->totalNodes)
                    .arg(graph_->hiddenNodes);
        details_->setHtml(html);
        return;
    }
    if (!node) {  // the overview: the verdict and how to walk it
        html += QStringLiteral("<h3>%1</h3>").arg(tr("Verdict: %1").arg(esc(aw::toString(verdict.outcome))));
        if (!verdict.summary.empty()) html += QStringLiteral("<p>%1</p>").arg(esc(verdict.summary));
        html += muted(tr("Raw lines are on the left, the verdict on the right. Press F8 (Next Step) "
                         "to walk from the verdict back to the raw line that proves it; click a node to see it in the "
                         "other views."));
        details_->setHtml(html);
        return;
    }

    QString table = QStringLiteral("<table cellspacing='0' cellpadding='2'>");
    QString heading;
    switch (node->kind) {
    case aw::ProvKind::Verdict: {
        heading = tr("Verdict: %1").arg(esc(aw::toString(verdict.outcome)));
        QStringList culprits;
        for (const auto& name : verdict.culpritNodes) culprits << esc(name);
        table += row(tr("Culprit"), culprits.isEmpty() ? tr("none") : culprits.join(QStringLiteral(", ")));
        if (verdict.culpritGpu >= 0) table += row(tr("GPU"), QString::number(verdict.culpritGpu));
        table += row(tr("Confidence"), esc(aw::toString(verdict.confidence)));
        if (!verdict.rule.empty()) table += row(tr("Rule"), code(verdict.rule));
        if (!verdict.summary.empty()) table += row(tr("Reason"), esc(verdict.summary));
        break;
    }
    case aw::ProvKind::Decision: {
        heading = tr("Decision: %1").arg(esc(node->label));
        if (!node->rule.empty()) table += row(tr("Rule"), code(node->rule));
        if (!node->detail.empty()) table += row(tr("Reason"), esc(node->detail));
        if (const aw::Event* event = result.findEvent(node->eventId))
            table += row(tr("About"), tr("event #%1: %2").arg(event->id).arg(sayEventTitle(*event).toHtmlEscaped()));
        break;
    }
    case aw::ProvKind::Event: {
        const aw::Event* event = result.findEvent(node->eventId);
        if (isEventGroupNode(*node)) {
            heading = esc(node->label);
            if (event)
                table += row(tr("Class"), QStringLiteral("<b style='color:%1'>%2</b>")
                                              .arg(eventClassStyle(event->cls).color.name(),
                                                   eventClassLabel(event->cls).toHtmlEscaped()));
            if (!node->rule.empty()) table += row(tr("Matched by"), code(node->rule));
            if (!node->detail.empty()) table += row(tr("Events"), esc(node->detail));
            break;
        }
        heading = event ? sayEventTitle(*event).toHtmlEscaped() : esc(node->label);
        if (event) {
            const auto& style = eventClassStyle(event->cls);
            table += row(tr("Class"), QStringLiteral("<b style='color:%1'>%2</b>%3")
                                          .arg(style.color.name(), eventClassLabel(event->cls).toHtmlEscaped(),
                                               event->suppressed ? tr(" (suppressed)") : QString()));
            if (!event->classRule.empty()) table += row(tr("Rule"), code(event->classRule));
            if (!event->reason.empty()) table += row(tr("Reason"), esc(event->reason));
            table += row(tr("Symptom"), code(event->symptom));
            QString where = event->node.empty() ? tr("job") : esc(event->node);
            if (event->gpu >= 0) where += tr(", GPU %1").arg(event->gpu);
            if (event->rank >= 0) where += tr(", rank %1").arg(event->rank);
            table += row(tr("Where"), where);
            if (event->time != aw::kNoTime) table += row(tr("First seen"), esc(aw::formatIsoUtc(event->time)));
            if (event->count > 1) table += row(tr("Occurrences"), QString::number(event->count));
            if (!event->rule.empty()) table += row(tr("Matched by"), code(event->rule));
        } else {
            if (!node->rule.empty()) table += row(tr("Rule"), code(node->rule));
            if (!node->detail.empty()) table += row(tr("Reason"), esc(node->detail));
        }
        break;
    }
    case aw::ProvKind::Evidence: {
        heading = tr("Raw line");
        if (node->hasLocation)
            table +=
                row(tr("Location"), tr("%1, line %2").arg(esc(node->evidence.file)).arg(node->evidence.where.line));
        if (!node->rule.empty()) table += row(tr("Matched by"), code(node->rule));
        if (const aw::Event* event = result.findEvent(node->eventId))
            table +=
                row(tr("Evidence of"), tr("event #%1: %2").arg(event->id).arg(sayEventTitle(*event).toHtmlEscaped()));
        break;
    }
    }
    html += QStringLiteral("<h3>%1</h3>").arg(heading) + table + QStringLiteral("</table>");

    if (node->kind == aw::ProvKind::Evidence) {
        QString raw = node->hasLocation ? ProvenanceScene::rawLineText(*doc_, node->evidence) : QString();
        if (raw.isEmpty()) raw = QString::fromStdString(node->detail);
        QString marked = raw.toHtmlEscaped();
        if (node->hasLocation && node->evidence.matchEnd > node->evidence.matchBegin) {
            const QByteArray bytes = raw.toUtf8();
            const QString before = QString::fromUtf8(bytes.left(node->evidence.matchBegin));
            const QString match = QString::fromUtf8(
                bytes.mid(node->evidence.matchBegin, node->evidence.matchEnd - node->evidence.matchBegin));
            const QString after = QString::fromUtf8(bytes.mid(node->evidence.matchEnd));
            marked = before.toHtmlEscaped() +
                     QStringLiteral("<span style='background:%1'>").arg(matchMarkColour().name()) +
                     match.toHtmlEscaped() + QStringLiteral("</span>") + after.toHtmlEscaped();
        }
        html += QStringLiteral("<pre style='white-space:pre-wrap;background:%2'>%1</pre>")
                    .arg(marked, codeBackgroundColour().name());
    }
    details_->setHtml(html);
}

}  // namespace awv
