#include "views/provenance/provenance_scene.h"

#include "views/common/catalog_titles.h"
#include "views/common/event_class_style.h"
#include "views/common/palette_colours.h"

#include <QCursor>
#include <QFontDatabase>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QPainter>
#include <QSet>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>
#include <unordered_map>

namespace awv {
namespace {

// Left-to-right layer of a kind: raw evidence first, the verdict last.
int layerOf(aw::ProvKind kind) {
    switch (kind) {
    case aw::ProvKind::Evidence: return 0;
    case aw::ProvKind::Event: return 1;
    case aw::ProvKind::Decision: return 2;
    case aw::ProvKind::Verdict: return 3;
    }
    return 1;
}

// ---- drawing constants (scene units; 1 unit = 1 pixel at 100 % zoom) ----
constexpr qreal kBandHeight = 20;
constexpr qreal kPadding = 8;
constexpr qreal kGap = 3;
constexpr int kTitleLines = 2;
constexpr int kEvidenceLines = 3;
constexpr int kDetailLines = 2;
constexpr int kSummaryLines = 3;

const QColor kEvidenceAccent(0x5F, 0x6B, 0x7A);
const QColor kDecisionAccent(0x6A, 0x4C, 0x9C);
const QColor kVerdictAccent(0x26, 0x32, 0x38);
const QColor kSummaryAccent(0x90, 0x96, 0x9E);
const QColor kHighlight(0xFF, 0xA0, 0x00);
// Card text, card fills and edges follow the palette, so the graph reads in a dark theme.
QColor bodyText() {
    return isDarkPalette() ? QColor(0xE6, 0xE8, 0xEA) : QColor(0x26, 0x2B, 0x31);
}
QColor edgeColour(bool strong) {
    if (isDarkPalette()) return strong ? QColor(0xC5, 0xCD, 0xD4) : QColor(0x6B, 0x75, 0x80);
    return strong ? QColor(0x37, 0x47, 0x4F) : QColor(0x9A, 0xA4, 0xAF);
}
QColor cardFill(bool evidence, bool summary) {
    if (isDarkPalette())
        return summary ? QColor(0x30, 0x33, 0x37) : evidence ? QColor(0x26, 0x29, 0x2C) : QColor(0x2A, 0x2D, 0x31);
    return summary ? QColor(0xF4, 0xF5, 0xF6) : evidence ? QColor(0xFB, 0xFB, 0xF8) : QColor(Qt::white);
}

qreal cardWidth(aw::ProvKind kind, bool summary) {
    if (summary) return 230;
    switch (kind) {
    case aw::ProvKind::Evidence: return 330;
    case aw::ProvKind::Event: return 250;
    case aw::ProvKind::Decision: return 250;
    case aw::ProvKind::Verdict: return 290;
    }
    return 250;
}

QFont uiFont(int pixels, bool bold = false) {
    QFont font;
    font.setPixelSize(pixels);
    font.setBold(bold);
    return font;
}

QFont monoFont(int pixels) {
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    font.setPixelSize(pixels);
    return font;
}

QFont bandFont() {
    return uiFont(10, true);
}
QFont titleFont() {
    return uiFont(12, true);
}
QFont bodyFont() {
    return uiFont(11);
}
QFont rawFont() {
    return monoFont(11);
}
QFont edgeFont() {
    return uiFont(10);
}

// Words onto at most `maxLines` lines of `width`; overlong words are broken, and what
// does not fit ends in an ellipsis.
QStringList wrapWords(const QString& text, const QFont& font, qreal width, int maxLines) {
    const QFontMetricsF metrics(font);
    QStringList lines;
    QString line;
    const QStringList words = text.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    for (int i = 0; i < words.size(); ++i) {
        QString word = words[i];
        const QString candidate = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
        if (metrics.horizontalAdvance(candidate) <= width) {
            line = candidate;
            continue;
        }
        if (!line.isEmpty()) lines << line;
        line = word;
        while (metrics.horizontalAdvance(line) > width && line.size() > 1) {  // a word wider than the card
            int fit = line.size() - 1;
            while (fit > 1 && metrics.horizontalAdvance(line.left(fit)) > width) --fit;
            lines << line.left(fit);
            line = line.mid(fit);
        }
        if (lines.size() >= maxLines) break;
    }
    if (!line.isEmpty()) lines << line;
    if (lines.size() > maxLines ||
        (lines.size() == maxLines && lines.join(QLatin1Char(' ')).size() < text.simplified().size())) {
        while (lines.size() > maxLines) lines.removeLast();
        lines.last() = metrics.elidedText(lines.last() + QStringLiteral(" …"), Qt::ElideRight, width);
    }
    return lines;
}

QString timeOfDay(aw::TimeNs t) {
    const QString iso = QString::fromStdString(aw::formatIsoUtc(t));
    const int tee = iso.indexOf(QLatin1Char('T'));
    if (tee < 0) return iso;
    QString time = iso.mid(tee + 1);
    if (time.endsWith(QLatin1Char('Z'))) time.chop(1);
    return time;
}

QString readable(const char* enumName) {
    return QString::fromLatin1(enumName).replace(QLatin1Char('_'), QLatin1Char(' '));
}

QString kindNoun(aw::ProvKind kind, int count) {
    switch (kind) {
    case aw::ProvKind::Evidence: return ProvenanceScene::tr("raw line(s)", nullptr, count);
    case aw::ProvKind::Event: return ProvenanceScene::tr("event(s)", nullptr, count);
    case aw::ProvKind::Decision: return ProvenanceScene::tr("decision(s)", nullptr, count);
    case aw::ProvKind::Verdict: return ProvenanceScene::tr("verdict(s)", nullptr, count);
    }
    return {};
}

qreal cardHeight(const NodeCard& card) {
    const qreal titleHeight = QFontMetricsF(titleFont()).lineSpacing() * card.titleLines.size();
    const qreal bodyLine = QFontMetricsF(card.monospaceBody ? rawFont() : bodyFont()).lineSpacing();
    qreal height = kBandHeight + kPadding + titleHeight + kPadding;
    if (!card.bodyLines.isEmpty()) height += (card.titleLines.isEmpty() ? 0 : kGap) + bodyLine * card.bodyLines.size();
    return std::ceil(height);
}

}  // namespace

// ---------------------------------------------------------------- which nodes to draw

bool isEventGroupNode(const aw::ProvNode& node) {
    return node.kind == aw::ProvKind::Event && node.id.rfind("s:", 0) == 0;
}

std::vector<std::uint32_t> groupMemberEventIds(const aw::ProvNode& node) {
    std::vector<std::uint32_t> ids;
    if (!isEventGroupNode(node)) return ids;
    const std::string& detail = node.detail;  // "events #12, #13, ...; first: <reason>"
    const std::size_t end = detail.find(';');
    for (std::size_t i = detail.find('#'); i != std::string::npos && i < end; i = detail.find('#', i + 1)) {
        std::uint32_t id = 0;
        std::size_t j = i + 1;
        for (; j < detail.size() && std::isdigit(static_cast<unsigned char>(detail[j])); ++j)
            id = id * 10 + std::uint32_t(detail[j] - '0');
        if (j > i + 1) ids.push_back(id);
    }
    if (ids.empty() && node.eventId) ids.push_back(node.eventId);
    return ids;
}

int DrawnGraph::indexOf(const std::string& id) const {
    for (std::size_t i = 0; i < nodes.size(); ++i)
        if (nodes[i].id == id) return int(i);
    return -1;
}

DrawnGraph chooseDrawnGraph(const aw::AnalysisResult& result, const std::vector<std::string>& walk, int maxNodes) {
    const aw::Provenance& provenance = result.provenance;
    const std::size_t total = provenance.nodes.size();
    DrawnGraph graph;
    graph.totalNodes = int(total);

    std::unordered_map<std::string, std::size_t> indexById;
    for (std::size_t i = 0; i < total; ++i) indexById.emplace(provenance.nodes[i].id, i);
    auto indexOf = [&](const std::string& id) -> long {
        auto it = indexById.find(id);
        return it == indexById.end() ? -1 : long(it->second);
    };

    std::vector<bool> kept(total, total <= std::size_t(maxNodes));
    if (total > std::size_t(maxNodes)) {
        std::vector<std::vector<std::size_t>> adjacent(total);
        for (const auto& edge : provenance.edges) {
            const long a = indexOf(edge.from), b = indexOf(edge.to);
            if (a < 0 || b < 0) continue;
            adjacent[a].push_back(std::size_t(b));
            adjacent[b].push_back(std::size_t(a));
        }
        const std::size_t budget = std::size_t(std::max(1, maxNodes - 4));  // room for the summaries
        std::size_t count = 0;
        auto keep = [&](std::size_t i) {
            if (kept[i] || count >= budget) return;
            kept[i] = true;
            ++count;
        };
        // 1. the walk, 2. what touches it, 3. root-cause and contributing events and what
        // touches them, 4. the verdict and decisions, 5. the rest, in graph order.
        for (const auto& id : walk)
            if (const long i = indexOf(id); i >= 0) keep(std::size_t(i));
        for (const auto& id : walk)
            if (const long i = indexOf(id); i >= 0)
                for (std::size_t j : adjacent[i]) keep(j);
        for (std::size_t i = 0; i < total; ++i) {
            const aw::ProvNode& node = provenance.nodes[i];
            if (node.kind != aw::ProvKind::Event) continue;
            const aw::Event* event = result.findEvent(node.eventId);
            if (!event || (event->cls != aw::EventClass::RootCause && event->cls != aw::EventClass::Contributing))
                continue;
            keep(i);
            for (std::size_t j : adjacent[i]) keep(j);
        }
        for (std::size_t i = 0; i < total; ++i)
            if (provenance.nodes[i].kind == aw::ProvKind::Verdict || provenance.nodes[i].kind == aw::ProvKind::Decision)
                keep(i);
        for (std::size_t i = 0; i < total; ++i) keep(i);
    }

    // Kept nodes in graph order (dot orders a layer by input order), then one summary per kind.
    std::vector<int> drawnIndex(total, -1);
    std::map<int, int> hiddenByLayer;
    for (std::size_t i = 0; i < total; ++i) {
        const aw::ProvNode& node = provenance.nodes[i];
        if (kept[i]) {
            drawnIndex[i] = int(graph.nodes.size());
            graph.nodes.push_back({node.id, node.kind, &node, 0});
        } else {
            ++hiddenByLayer[layerOf(node.kind)];
            ++graph.hiddenNodes;
        }
    }
    std::map<int, int> summaryIndexByLayer;
    static constexpr aw::ProvKind kKindOfLayer[] = {aw::ProvKind::Evidence, aw::ProvKind::Event, aw::ProvKind::Decision,
                                                    aw::ProvKind::Verdict};
    for (const auto& [layer, count] : hiddenByLayer) {
        summaryIndexByLayer[layer] = int(graph.nodes.size());
        const aw::ProvKind kind = kKindOfLayer[layer];
        graph.nodes.push_back({std::string("summary:") + aw::toString(kind), kind, nullptr, count});
    }
    for (std::size_t i = 0; i < total; ++i)
        if (!kept[i]) drawnIndex[i] = summaryIndexByLayer[layerOf(provenance.nodes[i].kind)];

    // Edges, oriented left to right; edges into a summary are merged and counted.
    std::map<std::pair<int, int>, int> summaryEdgeCount;
    std::vector<std::pair<int, int>> summaryEdgeOrder;
    for (const auto& edge : provenance.edges) {
        const long a = indexOf(edge.from), b = indexOf(edge.to);
        if (a < 0 || b < 0) continue;
        int from = drawnIndex[a], to = drawnIndex[b];
        if (from == to) continue;
        if (layerOf(graph.nodes[from].kind) > layerOf(graph.nodes[to].kind)) std::swap(from, to);
        if (graph.nodes[from].isSummary() || graph.nodes[to].isSummary()) {
            if (summaryEdgeCount[{from, to}]++ == 0) summaryEdgeOrder.push_back({from, to});
            continue;
        }
        graph.edges.push_back({from, to, edge.label});
    }
    for (const auto& key : summaryEdgeOrder) {
        const int count = summaryEdgeCount[key];
        graph.edges.push_back({key.first, key.second, count > 1 ? "\xC3\x97" + std::to_string(count) : std::string()});
    }
    return graph;
}

// ---------------------------------------------------------------- cards

QString ProvenanceScene::rawLineText(const Document& document, const aw::EvidenceRef& evidence) {
    if (!document.bundle || evidence.where.file >= document.bundle->files.size()) return {};
    const auto& file = document.bundle->files[evidence.where.file];
    if (!file.data) return {};
    const std::string_view bytes = file.data->bytes();
    if (evidence.where.offset >= bytes.size()) return {};
    const std::string_view line = bytes.substr(evidence.where.offset, evidence.where.length);
    return QString::fromUtf8(line.data(), qsizetype(line.size()));
}

QSizeF ProvenanceScene::edgeLabelSize(const QString& label) {
    if (label.isEmpty()) return {};
    const QFontMetricsF metrics(edgeFont());
    return QSizeF(std::ceil(metrics.horizontalAdvance(label)) + 8, std::ceil(metrics.height()) + 2);
}

NodeCard ProvenanceScene::makeCard(const DrawnGraph::Node& node, const Document& document) {
    NodeCard card;
    card.id = QString::fromStdString(node.id);
    card.kind = node.kind;
    card.summary = node.isSummary();
    const qreal width = cardWidth(node.kind, card.summary);
    const qreal textWidth = width - 2 * kPadding;
    const aw::AnalysisResult& result = *document.result;

    if (card.summary) {
        card.accent = kSummaryAccent;
        card.band = tr("NOT DRAWN");
        card.titleLines = wrapWords(tr("+ %1 more %2").arg(node.hiddenCount).arg(kindNoun(node.kind, node.hiddenCount)),
                                    titleFont(), textWidth, kTitleLines);
        card.bodyLines = wrapWords(tr("Large graph: only the chain of reasons and its neighbours are drawn."),
                                   bodyFont(), textWidth, kDetailLines);
        card.size = QSizeF(width, cardHeight(card));
        return card;
    }

    const aw::ProvNode& source = *node.source;
    switch (node.kind) {
    case aw::ProvKind::Evidence: {
        card.accent = kEvidenceAccent;
        const QString file = QString::fromStdString(source.evidence.file);
        card.band = source.hasLocation ? tr("%1:%2").arg(file).arg(source.evidence.where.line) : tr("RAW LINE");
        card.band = QFontMetricsF(bandFont()).elidedText(card.band, Qt::ElideLeft, textWidth);
        card.monospaceBody = true;
        QString raw = source.hasLocation ? rawLineText(document, source.evidence) : QString();
        int markBegin = 0, markEnd = 0;
        if (raw.isEmpty())
            raw = QString::fromStdString(source.detail);  // no bundle bytes: the engine keeps the line here
        if (raw.isEmpty()) {
            raw = QString::fromStdString(source.label);
        } else if (source.evidence.matchEnd > source.evidence.matchBegin) {
            const QByteArray bytes = raw.toUtf8();  // the match span is in bytes
            markBegin = int(QString::fromUtf8(bytes.left(source.evidence.matchBegin)).size());
            markEnd = int(QString::fromUtf8(bytes.left(source.evidence.matchEnd)).size());
        }
        raw.replace(QLatin1Char('\t'), QLatin1Char(' '));
        const int columns = std::max(8, int(textWidth / QFontMetricsF(rawFont()).horizontalAdvance(QLatin1Char('M'))));
        // Long lines: start a little before the match so the matched text is on the card.
        if (markEnd > markBegin && markEnd > columns * kEvidenceLines) {
            const int start = std::max(0, markBegin - columns / 2);
            raw = QStringLiteral("…") + raw.mid(start);
            markBegin += 1 - start;
            markEnd += 1 - start;
        }
        for (int line = 0; line < kEvidenceLines && line * columns < raw.size(); ++line)
            card.bodyLines << raw.mid(line * columns, columns);
        if (raw.size() > columns * kEvidenceLines) card.bodyLines.last().replace(columns - 1, 1, QStringLiteral("…"));
        if (markEnd > markBegin && !card.bodyLines.isEmpty()) {
            card.markLine = markBegin / columns;
            card.markBegin = markBegin % columns;
            card.markEnd = std::min(columns, card.markBegin + (markEnd - markBegin));
            if (card.markLine >= card.bodyLines.size()) card.markLine = -1;
        }
        break;
    }
    case aw::ProvKind::Event: {
        const aw::Event* event = result.findEvent(source.eventId);
        if (isEventGroupNode(source)) {  // many like events folded by the engine: its label says how many
            card.titleLines = wrapWords(QString::fromStdString(source.label), titleFont(), textWidth, kTitleLines);
            card.accent = event ? eventClassStyle(event->cls).color : kSummaryAccent;
            if (event) card.eventClass = event->cls;
            card.band = event ? tr("%1 · GROUP").arg(eventClassLabel(event->cls).toUpper()) : tr("EVENT GROUP");
            if (!source.rule.empty())
                card.bodyLines << QFontMetricsF(bodyFont())
                                      .elidedText(tr("matched by %1").arg(QString::fromStdString(source.rule)),
                                                  Qt::ElideMiddle, textWidth);
            break;
        }
        const QString title =
            event && !event->title.empty() ? sayEventTitle(*event) : QString::fromStdString(source.label);
        card.titleLines = wrapWords(title, titleFont(), textWidth, kTitleLines);
        if (event) {
            card.eventClass = event->cls;
            card.accent = eventClassStyle(event->cls).color;
            card.band = eventClassLabel(event->cls).toUpper();
            if (event->suppressed) card.band += tr(" · SUPPRESSED");
            if (event->count > 1) card.bandRight = tr("×%1").arg(event->count);
            QStringList where;
            where << (event->node.empty() ? tr("job") : QString::fromStdString(event->node));
            if (event->gpu >= 0) where << tr("GPU %1").arg(event->gpu);
            if (event->rank >= 0) where << tr("rank %1").arg(event->rank);
            if (event->time != aw::kNoTime) where << timeOfDay(event->time);
            card.bodyLines = wrapWords(where.join(QStringLiteral(" · ")), bodyFont(), textWidth, 1);
            card.bodyLines << QFontMetricsF(bodyFont())
                                  .elidedText(QString::fromStdString(event->symptom), Qt::ElideMiddle, textWidth);
        } else {
            card.accent = kSummaryAccent;
            card.band = tr("EVENT");
            if (!source.detail.empty())
                card.bodyLines = wrapWords(QString::fromStdString(source.detail), bodyFont(), textWidth, kDetailLines);
        }
        break;
    }
    case aw::ProvKind::Decision: {
        card.accent = kDecisionAccent;
        card.band =
            QFontMetricsF(bandFont())
                .elidedText(tr("DECISION · %1").arg(QString::fromStdString(source.rule)), Qt::ElideRight, textWidth);
        card.titleLines = wrapWords(QString::fromStdString(source.label), titleFont(), textWidth, kTitleLines);
        if (!source.detail.empty())
            card.bodyLines = wrapWords(QString::fromStdString(source.detail), bodyFont(), textWidth, kDetailLines);
        break;
    }
    case aw::ProvKind::Verdict: {
        const aw::Verdict& verdict = result.verdict;
        card.accent = kVerdictAccent;
        card.band = tr("VERDICT");
        card.bandRight = tr("%1 confidence").arg(QString::fromLatin1(aw::toString(verdict.confidence)));
        card.titleLines = wrapWords(readable(aw::toString(verdict.outcome)).toUpper(), titleFont(), textWidth, 1);
        QStringList culprit;
        for (const auto& name : verdict.culpritNodes) culprit << QString::fromStdString(name);
        QString culpritLine =
            culprit.isEmpty() ? tr("no culprit node") : tr("culprit: %1").arg(culprit.join(QStringLiteral(", ")));
        if (verdict.culpritGpu >= 0) culpritLine += tr(" · GPU %1").arg(verdict.culpritGpu);
        card.bodyLines = wrapWords(culpritLine, bodyFont(), textWidth, 1);
        const QString summary = QString::fromStdString(verdict.summary.empty() ? source.label : verdict.summary);
        card.bodyLines << wrapWords(summary, bodyFont(), textWidth, kSummaryLines);
        break;
    }
    }
    card.size = QSizeF(width, cardHeight(card));
    return card;
}

// ---------------------------------------------------------------- node item

ProvenanceNodeItem::ProvenanceNodeItem(NodeCard card) : card_(std::move(card)) {
    setAcceptHoverEvents(true);
    setCursor(Qt::PointingHandCursor);
    setToolTip(card_.titleLines.join(QLatin1Char(' ')));
    setZValue(1);
}

void ProvenanceNodeItem::setEmphasis(Emphasis emphasis) {
    if (emphasis_ == emphasis) return;
    emphasis_ = emphasis;
    setOpacity(emphasis == Emphasis::Dimmed ? 0.28 : 1.0);
    setZValue(emphasis == Emphasis::Highlighted ? 3 : 1);
    update();
}

QRectF ProvenanceNodeItem::boundingRect() const {
    const QSizeF s = card_.size;
    return QRectF(-s.width() / 2, -s.height() / 2, s.width(), s.height()).adjusted(-8, -8, 8, 8);
}

QPainterPath ProvenanceNodeItem::shape() const {
    return outline();
}

// Kind has its own silhouette, so kinds differ by more than colour: raw lines are square
// slips, events rounded cards, decisions cut-corner tags, the verdict a pill-cornered slab.
QPainterPath ProvenanceNodeItem::outline(qreal grow) const {
    const QSizeF s = card_.size;
    const QRectF r = QRectF(-s.width() / 2, -s.height() / 2, s.width(), s.height()).adjusted(-grow, -grow, grow, grow);
    QPainterPath path;
    if (card_.kind == aw::ProvKind::Decision && !card_.summary) {
        const qreal cut = std::max<qreal>(2, 10 + grow * 0.4);
        path.moveTo(r.left() + cut, r.top());
        path.lineTo(r.right() - cut, r.top());
        path.lineTo(r.right(), r.top() + cut);
        path.lineTo(r.right(), r.bottom() - cut);
        path.lineTo(r.right() - cut, r.bottom());
        path.lineTo(r.left() + cut, r.bottom());
        path.lineTo(r.left(), r.bottom() - cut);
        path.lineTo(r.left(), r.top() + cut);
        path.closeSubpath();
        return path;
    }
    qreal radius = 8;
    if (card_.kind == aw::ProvKind::Evidence) radius = 2;
    if (card_.kind == aw::ProvKind::Verdict) radius = 14;
    path.addRoundedRect(r, std::max<qreal>(1, radius + grow), std::max<qreal>(1, radius + grow));
    return path;
}

void ProvenanceNodeItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::TextAntialiasing);
    const QSizeF s = card_.size;
    const QRectF r(-s.width() / 2, -s.height() / 2, s.width(), s.height());
    const QPainterPath body = outline();
    const bool rootCause = card_.eventClass == aw::EventClass::RootCause;
    const bool noise = card_.eventClass == aw::EventClass::Noise;

    if (emphasis_ == Emphasis::Highlighted) {
        painter->fillPath(outline(6), QColor(kHighlight.red(), kHighlight.green(), kHighlight.blue(), 60));
    }
    painter->fillPath(body.translated(1.5, 2.0), QColor(0, 0, 0, 30));  // a soft shadow lifts cards off the canvas
    QColor fill = cardFill(card_.kind == aw::ProvKind::Evidence, false);
    if (card_.eventClass) fill = eventClassStyle(*card_.eventClass).background.lighter(103);
    if (card_.summary) fill = cardFill(false, true);
    painter->fillPath(body, fill);

    // The band: kind, class or file:line on the accent colour.
    painter->save();
    painter->setClipPath(body);
    painter->fillRect(QRectF(r.left(), r.top(), r.width(), kBandHeight), card_.accent);
    painter->restore();
    qreal bandTextLeft = r.left() + kPadding;
    if (card_.eventClass) {  // the class marker shape, so the class does not rest on colour alone
        const QPointF centre(r.left() + kPadding + 6, r.top() + kBandHeight / 2);
        painter->save();
        painter->setPen(QPen(Qt::white, 1.2));
        painter->setBrush(QColor(255, 255, 255, 90));
        painter->drawPath(eventClassMarkerPath(*card_.eventClass, QRectF(centre.x() - 6, centre.y() - 6, 12, 12)));
        painter->restore();
        bandTextLeft += 17;
    }
    painter->setFont(bandFont());
    painter->setPen(Qt::white);
    const QRectF bandText(bandTextLeft, r.top(), r.right() - kPadding - bandTextLeft, kBandHeight);
    painter->drawText(bandText, Qt::AlignLeft | Qt::AlignVCenter, card_.band);
    if (!card_.bandRight.isEmpty()) {
        painter->setFont(uiFont(10));
        painter->drawText(bandText, Qt::AlignRight | Qt::AlignVCenter, card_.bandRight);
    }

    // Title and body.
    qreal y = r.top() + kBandHeight + kPadding;
    const qreal left = r.left() + kPadding;
    const qreal textWidth = r.width() - 2 * kPadding;
    painter->setPen(bodyText());
    painter->setFont(titleFont());
    const QFontMetricsF titleMetrics(titleFont());
    for (const QString& line : card_.titleLines) {
        painter->drawText(QPointF(left, y + titleMetrics.ascent()), line);
        y += titleMetrics.lineSpacing();
    }
    if (!card_.titleLines.isEmpty() && !card_.bodyLines.isEmpty()) y += kGap;
    const QFont font = card_.monospaceBody ? rawFont() : bodyFont();
    const QFontMetricsF metrics(font);
    painter->setFont(font);
    for (int i = 0; i < card_.bodyLines.size(); ++i) {
        const QString& line = card_.bodyLines[i];
        if (i == card_.markLine && card_.markEnd > card_.markBegin) {  // the span the rule matched
            const qreal x0 = left + metrics.horizontalAdvance(line.left(card_.markBegin));
            const qreal x1 = left + metrics.horizontalAdvance(line.left(card_.markEnd));
            painter->fillRect(QRectF(x0 - 1, y, x1 - x0 + 2, metrics.lineSpacing()), matchMarkColour());
        }
        painter->setPen(card_.monospaceBody || card_.kind == aw::ProvKind::Verdict ? bodyText() : mutedTextColour());
        painter->drawText(QRectF(left, y, textWidth + 2, metrics.lineSpacing()), Qt::AlignLeft | Qt::AlignVCenter,
                          line);
        y += metrics.lineSpacing();
    }

    // The border: double for a root cause, dashed for noise and for summaries.
    QPen border(card_.accent.darker(115), rootCause ? 2.2 : 1.2);
    if (noise || card_.summary) border.setStyle(Qt::DashLine);
    painter->strokePath(body, border);
    if (rootCause) painter->strokePath(outline(-3.5), QPen(card_.accent, 1.0));

    if (emphasis_ == Emphasis::Highlighted) painter->strokePath(outline(3), QPen(kHighlight.darker(110), 3.2));
}

// ---------------------------------------------------------------- edge item

ProvenanceEdgeItem::ProvenanceEdgeItem(QString fromId, QString toId, const GraphLayout::EdgeRoute& route, QString label)
    : fromId_(std::move(fromId)), toId_(std::move(toId)), label_(std::move(label)) {
    const auto& points = route.bezier;
    if (!points.empty()) {
        path_.moveTo(points[0]);
        for (std::size_t i = 1; i + 2 < points.size(); i += 3) path_.cubicTo(points[i], points[i + 1], points[i + 2]);
        if (route.hasArrow) {
            const QPointF base = points.back();
            const QPointF direction = route.arrowTip - base;
            const qreal length = std::hypot(direction.x(), direction.y());
            if (length > 0.01) {
                const QPointF normal(-direction.y() / length * 4.0, direction.x() / length * 4.0);
                arrow_ << route.arrowTip << base + normal << base - normal;
            }
        }
    }
    if (!label_.isEmpty() && route.hasLabel) {
        const QSizeF size = ProvenanceScene::edgeLabelSize(label_);
        labelRect_ = QRectF(route.labelCentre - QPointF(size.width() / 2, size.height() / 2), size);
    }
    setZValue(0);
}

void ProvenanceEdgeItem::setEmphasis(Emphasis emphasis) {
    if (emphasis_ == emphasis) return;
    emphasis_ = emphasis;
    setOpacity(emphasis == Emphasis::Dimmed ? 0.2 : 1.0);
    setZValue(emphasis == Emphasis::Highlighted ? 2 : 0);
    update();
}

QRectF ProvenanceEdgeItem::boundingRect() const {
    return path_.boundingRect().united(arrow_.boundingRect()).united(labelRect_).adjusted(-3, -3, 3, 3);
}

void ProvenanceEdgeItem::paint(QPainter* painter, const QStyleOptionGraphicsItem*, QWidget*) {
    painter->setRenderHint(QPainter::Antialiasing);
    const bool strong = emphasis_ == Emphasis::Highlighted;
    const QColor colour = edgeColour(strong);
    painter->setPen(QPen(colour, strong ? 2.0 : 1.3));
    painter->setBrush(Qt::NoBrush);
    painter->drawPath(path_);
    if (!arrow_.isEmpty()) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(colour);
        painter->drawPolygon(arrow_);
    }
    if (!labelRect_.isEmpty()) {
        painter->setPen(Qt::NoPen);
        QColor labelBackground = QGuiApplication::palette().color(QPalette::Base);
        labelBackground.setAlpha(225);
        painter->setBrush(labelBackground);
        painter->drawRoundedRect(labelRect_, 3, 3);
        painter->setFont(edgeFont());
        painter->setPen(strong ? edgeColour(true) : mutedTextColour());
        painter->drawText(labelRect_, Qt::AlignCenter, label_);
    }
}

// ---------------------------------------------------------------- scene

void ProvenanceScene::clearGraph() {
    clear();
    nodes_.clear();
    edges_.clear();
    highlighted_.clear();
}

void ProvenanceScene::setGraph(const DrawnGraph& graph, const std::vector<NodeCard>& cards, const GraphLayout& layout) {
    clearGraph();
    if (!layout.ok) return;
    for (std::size_t i = 0; i < cards.size() && i < layout.nodeCentres.size(); ++i) {
        auto* item = new ProvenanceNodeItem(cards[i]);
        item->setPos(layout.nodeCentres[i]);
        addItem(item);
        nodes_.insert(cards[i].id, item);
    }
    for (std::size_t i = 0; i < graph.edges.size() && i < layout.edges.size(); ++i) {
        const auto& edge = graph.edges[i];
        auto* item = new ProvenanceEdgeItem(cards[edge.from].id, cards[edge.to].id, layout.edges[i],
                                            QString::fromStdString(edge.label));
        addItem(item);
        edges_.push_back(item);
    }
    setSceneRect(layout.bounds.adjusted(-40, -40, 40, 40));
}

ProvenanceNodeItem* ProvenanceScene::nodeItem(const QString& id) const {
    return nodes_.value(id, nullptr);
}

void ProvenanceScene::highlight(const QString& id) {
    highlighted_ = nodes_.contains(id) ? id : QString();
    if (highlighted_.isEmpty()) {
        for (auto* node : std::as_const(nodes_)) node->setEmphasis(Emphasis::Normal);
        for (auto* edge : edges_) edge->setEmphasis(Emphasis::Normal);
        return;
    }
    QSet<QString> linked{highlighted_};
    for (auto* edge : edges_) {
        const bool touches = edge->fromId() == highlighted_ || edge->toId() == highlighted_;
        edge->setEmphasis(touches ? Emphasis::Highlighted : Emphasis::Dimmed);
        if (touches) linked << edge->fromId() << edge->toId();
    }
    for (auto it = nodes_.cbegin(); it != nodes_.cend(); ++it) {
        if (it.key() == highlighted_) it.value()->setEmphasis(Emphasis::Highlighted);
        else it.value()->setEmphasis(linked.contains(it.key()) ? Emphasis::Normal : Emphasis::Dimmed);
    }
}

}  // namespace awv
