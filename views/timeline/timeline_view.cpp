#include "views/timeline/timeline_view.h"

#include "engine/attribute/node_health.h"

#include "views/common/catalog_titles.h"
#include "views/common/event_class_style.h"
#include "views/common/palette_colours.h"

#include <QAction>
#include <QGuiApplication>
#include <QHash>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPixmap>
#include <QPixmapCache>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>
#include <map>
#include <unordered_map>

namespace awv {

namespace {
constexpr int kAxisHeight = 42;
constexpr int kRowHeight = 22;         // a comfortable row, when the rows fit
constexpr int kCompactRowHeight = 13;  // the least: markers still apart, names still readable
constexpr int kRightMargin = 16;
constexpr int kFlatNodeLimit = 40;  // more nodes than this: group them
constexpr int kGroupSize = 32;      // nodes of a group: 32, doubled until at most kMaxGroups
constexpr int kMaxGroups = 24;      // 1,024 nodes: 16 groups of 64, one screen of rows
constexpr int kMaxGroupByPrefix = 64;
constexpr double kAggregatePixels = 3.0;  // markers closer than this are drawn once
constexpr int kHitRadius = 6;

int classSlot(aw::EventClass cls) {
    return static_cast<int>(cls);
}

// Drawing order: least important first, so root causes end up on top.
constexpr std::array<aw::EventClass, 4> kPaintOrder{aw::EventClass::Noise, aw::EventClass::Symptom,
                                                    aw::EventClass::Contributing, aw::EventClass::RootCause};

// The marker of a class in a row `rowHeight` pixels high: full size in a comfortable row,
// smaller in a compact one (the root cause stays the biggest).
qreal markerSize(aw::EventClass cls, int rowHeight = kRowHeight) {
    qreal size = 10;
    switch (cls) {
    case aw::EventClass::RootCause: size = 14; break;
    case aw::EventClass::Contributing: size = 12; break;
    case aw::EventClass::Symptom: size = 10; break;
    case aw::EventClass::Noise: size = 7; break;
    }
    return rowHeight >= kRowHeight ? size : std::max<qreal>(5, std::round(size * (rowHeight - 1) / (kRowHeight - 4.0)));
}

// A marker drawn once per class, size, colour and device pixel ratio, then blitted: an
// antialiased path per marker (save, pen, brush, path, restore) is slow, and a million
// events put tens of thousands of markers on screen.
// (In QPixmapCache, which Qt empties before it goes: a static QPixmap would outlive it.)
QPixmap markerSprite(aw::EventClass cls, qreal size, qreal dpr) {
    const QString key = QStringLiteral("awv-timeline-marker-%1-%2-%3-%4")
                            .arg(static_cast<int>(cls))
                            .arg(size)
                            .arg(dpr)
                            .arg(eventClassStyle(cls).color.rgba(), 8, 16);
    QPixmap sprite;
    if (QPixmapCache::find(key, &sprite)) return sprite;
    const int side = static_cast<int>(std::ceil(size)) + 4;  // room for the outline
    sprite = QPixmap(QSize(side, side) * dpr);
    sprite.setDevicePixelRatio(dpr);
    sprite.fill(Qt::transparent);
    QPainter painter(&sprite);
    paintEventClassMarker(painter, cls, QPointF(side / 2.0, side / 2.0), size);
    painter.end();
    QPixmapCache::insert(key, sprite);
    return sprite;
}

QString namePrefix(const QString& name) {
    int end = static_cast<int>(name.size());
    while (end > 0 &&
           (name[end - 1].isDigit() || name[end - 1] == QLatin1Char('-') || name[end - 1] == QLatin1Char('_')))
        --end;
    return name.left(end);
}
}  // namespace

TimelineView::TimelineView(Selection* selection, DocumentFeed* feed, QWidget* parent)
    : QAbstractScrollArea(parent), selection_(selection) {
    setMouseTracking(true);
    viewport()->setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    horizontalScrollBar()->hide();
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    verticalScrollBar()->setSingleStep(1);
    setMinimumHeight(kAxisHeight + 3 * kCompactRowHeight);
    if (selection_) {
        connect(selection_, &Selection::eventSelected, this, [this](std::uint32_t id) { revealEvent(id); });
        connect(selection_, &Selection::timeRangeChanged, viewport(), [this] { viewport()->update(); });
    }
    fitAll_ = new QAction(tr("Fit all events"), this);
    fitAll_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    connect(fitAll_, &QAction::triggered, this, &TimelineView::fitAll);
    incident_ = new QAction(tr("Zoom to incident"), this);
    incident_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    incident_->setToolTip(tr("From a little before the first fault to its last consequence"));
    connect(incident_, &QAction::triggered, this, &TimelineView::zoomToIncident);
    for (QAction* action : {fitAll_, incident_}) {
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(action);
    }
    feed->subscribe(this);
}

void TimelineView::setDocument(DocumentPtr doc) {
    doc_ = std::move(doc);
    highlighted_ = 0;
    buildRows();
    flagSilentNodes();
    buildGroups();
    rebuildDisplay();
    zoomToIncident();
}

void TimelineView::flagSilentNodes() {
    emptyMessage_.clear();
    if (!doc_ || !doc_->bundle) return;
    // No time anywhere: an axis would be a made-up 00:00:00 with empty rows.
    const bool anyTime = std::any_of(doc_->result->events.begin(), doc_->result->events.end(),
                                     [](const aw::Event& e) { return e.time != aw::kNoTime; }) ||
                         std::any_of(doc_->bundle->files.begin(), doc_->bundle->files.end(),
                                     [](const aw::SourceFile& f) { return f.firstTime != aw::kNoTime; });
    if (!anyTime) {
        emptyMessage_ = tr("No times in this bundle: none of its lines or records carries a time the loader could "
                           "read, so nothing can be placed on a time axis. Its events are in the Classification "
                           "view, and every line in the raw logs.");
        return;
    }
    QHash<QString, int> rowOf;
    for (int r = 0; r < static_cast<int>(rows_.size()); ++r) rowOf.insert(rows_[static_cast<std::size_t>(r)].name, r);
    for (const aw::NodeHealth& h : aw::nodeHealth(*doc_->bundle, *doc_->result)) {
        if (!h.wentSilent && !h.quietAtFault) continue;
        const auto it = rowOf.constFind(QString::fromStdString(h.node));
        if (it == rowOf.constEnd()) continue;
        NodeRow& row = rows_[static_cast<std::size_t>(it.value())];
        row.silentAfter = h.lastLine;
        row.silentWhy = h.wentSilent ? tr("%1 went silent: its logs stop well before the others'").arg(row.name)
                                     : tr("%1 wrote nothing at the first fault: its logs stop before it").arg(row.name);
    }
}

bool TimelineView::isNodeFlaggedSilent(const QString& node) const {
    return std::any_of(rows_.begin(), rows_.end(),
                       [&](const NodeRow& r) { return r.name == node && !r.silentWhy.isEmpty(); });
}

std::optional<aw::EventClass> TimelineView::groupStrongestClass(int group) const {
    if (group < 0 || group >= groupCount()) return std::nullopt;
    for (aw::EventClass cls : kEventClassesInOrder)
        for (int r : groups_[static_cast<std::size_t>(group)].rows)
            if (!rows_[static_cast<std::size_t>(r)].byClass[static_cast<std::size_t>(classSlot(cls))].empty())
                return cls;
    return std::nullopt;
}

int TimelineView::visibleRowCount() const {
    return std::max(1, plotRect().height() / rowHeight_);
}

int TimelineView::heightForAllRows() const {
    return kAxisHeight + static_cast<int>(display_.size()) * kRowHeight + 2 * frameWidth();
}

void TimelineView::buildRows() {
    rows_.clear();
    eventRow_.clear();
    rootTime_ = aw::kNoTime;
    if (!doc_) return;
    const aw::AnalysisResult& result = *doc_->result;
    std::unordered_map<std::string, int> rowOf;
    const auto addRow = [&](const std::string& name) {
        rowOf.emplace(name, static_cast<int>(rows_.size()));
        NodeRow row;
        row.name = name.empty() ? tr("job") : QString::fromStdString(name);
        rows_.push_back(std::move(row));
    };
    // Job-level events get the first row; then the bundle's nodes in bundle order.
    const bool hasJobEvents =
        std::any_of(result.events.begin(), result.events.end(), [](const aw::Event& e) { return e.node.empty(); });
    if (hasJobEvents) addRow({});
    if (doc_->bundle) {
        for (const aw::Node& node : doc_->bundle->nodes) {
            if (!rowOf.count(node.name)) addRow(node.name);
        }
    }
    eventRow_.resize(result.events.size(), -1);
    // Events come in runs of one node: look the row up only when the node changes.
    const std::string* lastNode = nullptr;
    int lastRow = -1;
    for (std::uint32_t i = 0; i < result.events.size(); ++i) {
        const aw::Event& e = result.events[i];
        if (e.time == aw::kNoTime) continue;
        if (!lastNode || *lastNode != e.node) {
            auto it = rowOf.find(e.node);
            if (it == rowOf.end()) {
                addRow(e.node);
                it = rowOf.find(e.node);
            }
            lastNode = &e.node;
            lastRow = it->second;
        }
        NodeRow& row = rows_[static_cast<std::size_t>(lastRow)];
        row.byClass[static_cast<std::size_t>(classSlot(e.cls))].push_back({e.time, i});
        if (e.count > 1 && e.lastTime != aw::kNoTime && e.lastTime > e.time) row.bars.push_back(i);
        if (e.cls == aw::EventClass::RootCause || e.cls == aw::EventClass::Contributing) row.important = true;
        eventRow_[i] = lastRow;
    }
    for (NodeRow& row : rows_) {
        for (auto& marks : row.byClass) {
            std::stable_sort(marks.begin(), marks.end(), [](const Mark& a, const Mark& b) { return a.time < b.time; });
        }
    }
    if (const aw::Event* root = result.findEvent(result.verdict.rootEventId)) rootTime_ = root->time;
}

void TimelineView::buildGroups() {
    groups_.clear();
    const int jobRow = !rows_.empty() && rows_.front().name == tr("job") ? 0 : -1;
    std::vector<int> nodeRows;
    for (int r = 0; r < static_cast<int>(rows_.size()); ++r) {
        if (r != jobRow) nodeRows.push_back(r);
    }
    if (static_cast<int>(nodeRows.size()) <= kFlatNodeLimit) return;

    // By name prefix ("gpu-a-", "node") when that gives a few groups of sensible size...
    std::map<QString, std::vector<int>> byPrefix;
    for (int r : nodeRows) byPrefix[namePrefix(rows_[static_cast<std::size_t>(r)].name)].push_back(r);
    const bool prefixesWork = byPrefix.size() > 1 && std::all_of(byPrefix.begin(), byPrefix.end(), [](const auto& g) {
                                  return g.second.size() <= kMaxGroupByPrefix;
                              });
    if (prefixesWork) {
        for (auto& [prefix, members] : byPrefix) {
            groups_.push_back(
                {tr("%1* (%n nodes)", nullptr, static_cast<int>(members.size())).arg(prefix), members, false});
        }
    } else {
        // ...else fixed blocks in bundle order: 32 nodes, more when that makes too many groups.
        std::size_t size = kGroupSize;
        while ((nodeRows.size() + size - 1) / size > kMaxGroups) size *= 2;
        for (std::size_t i = 0; i < nodeRows.size(); i += size) {
            Group g;
            const std::size_t end = std::min(nodeRows.size(), i + size);
            g.rows.assign(nodeRows.begin() + static_cast<std::ptrdiff_t>(i),
                          nodeRows.begin() + static_cast<std::ptrdiff_t>(end));
            g.title = tr("%1 – %2 (%n nodes)", nullptr, static_cast<int>(g.rows.size()))
                          .arg(rows_[static_cast<std::size_t>(g.rows.front())].name,
                               rows_[static_cast<std::size_t>(g.rows.back())].name);
            groups_.push_back(std::move(g));
        }
    }
    for (int gi = 0; gi < static_cast<int>(groups_.size()); ++gi) {
        for (int r : groups_[static_cast<std::size_t>(gi)].rows) {
            rows_[static_cast<std::size_t>(r)].group = gi;
            // Groups holding the root cause or contributing events open by default.
            if (rows_[static_cast<std::size_t>(r)].important) groups_[static_cast<std::size_t>(gi)].expanded = true;
            if (!rows_[static_cast<std::size_t>(r)].silentWhy.isEmpty())
                ++groups_[static_cast<std::size_t>(gi)].silentNodes;
        }
        Group& g = groups_[static_cast<std::size_t>(gi)];
        if (g.silentNodes) g.title += QStringLiteral(" · ") + tr("%n silent", nullptr, g.silentNodes);
    }
}

void TimelineView::rebuildDisplay() {
    // The names' column fits the longest label (a group's "▸ node001–node032 (32)" too),
    // within bounds that leave the plot most of the width.
    QFont bold = font();
    bold.setBold(true);
    const QFontMetrics fm(bold);
    int widest = fm.horizontalAdvance(tr("from first fault"));
    for (const NodeRow& row : rows_) widest = std::max(widest, fm.horizontalAdvance(QStringLiteral("    ") + row.name));
    // A group's label has its strongest class's marker after it.
    for (const Group& g : groups_)
        widest = std::max(widest, fm.horizontalAdvance(QStringLiteral("▸ ") + g.title) + kRowHeight);
    nameWidth_ = std::clamp(widest + 18, 120, 280);
    display_.clear();
    for (int r = 0; r < static_cast<int>(rows_.size()); ++r) {
        if (rows_[static_cast<std::size_t>(r)].group < 0) display_.push_back({false, r});
    }
    for (int g = 0; g < static_cast<int>(groups_.size()); ++g) {
        display_.push_back({true, g});
        if (groups_[static_cast<std::size_t>(g)].expanded) {
            for (int r : groups_[static_cast<std::size_t>(g)].rows) display_.push_back({false, r});
        }
    }
    updateGeometry();
    viewport()->update();
}

void TimelineView::setGroupExpanded(int group, bool expanded) {
    if (group < 0 || group >= groupCount()) return;
    groups_[static_cast<std::size_t>(group)].expanded = expanded;
    rebuildDisplay();
}

QRect TimelineView::plotRect() const {
    const QRect vp = viewport()->rect();
    return QRect(nameWidth_, kAxisHeight, std::max(10, vp.width() - nameWidth_ - kRightMargin),
                 std::max(0, vp.height() - kAxisHeight));
}

void TimelineView::updateGeometry() {
    const QRect plot = plotRect();
    axis_.setPixels(plot.left(), plot.width());
    emit plotColumnsChanged(plot.left(), plot.right());
    // Every row at a glance when they fit in compact rows; else compact rows and a scroll bar.
    const int rows = std::max(1, static_cast<int>(display_.size()));
    rowHeight_ = std::clamp(plot.height() / rows, kCompactRowHeight, kRowHeight);
    const int visibleRows = std::max(1, plot.height() / rowHeight_);
    verticalScrollBar()->setRange(0, std::max(0, static_cast<int>(display_.size()) - visibleRows));
    verticalScrollBar()->setPageStep(visibleRows);
}

void TimelineView::zoomToIncident() {
    // The first fault and what came after it: the root cause, then every later contributing
    // or symptom event. Without a root, the non-noise events from their 5th percentile on,
    // so a stray early line does not stretch the range.
    if (!doc_) return fitAll();
    std::vector<aw::TimeNs> times;
    for (const aw::Event& e : doc_->result->events) {
        if (e.time == aw::kNoTime || e.cls == aw::EventClass::Noise || e.suppressed) continue;
        if (rootTime_ != aw::kNoTime && e.time < rootTime_) continue;
        times.push_back(e.time);
        if (e.lastTime != aw::kNoTime && e.lastTime > e.time) times.push_back(e.lastTime);
    }
    if (times.empty()) return fitAll();
    std::sort(times.begin(), times.end());
    const aw::TimeNs lo = rootTime_ != aw::kNoTime ? rootTime_ : times[times.size() / 20];
    const aw::TimeNs hi = times.back();
    origin_ = rootTime_ != aw::kNoTime ? rootTime_ : lo;
    const aw::TimeNs margin = std::max<aw::TimeNs>((hi - lo) / 10, 5'000'000'000LL);
    setVisibleRange(lo - margin, hi + margin);
}

void TimelineView::fitAll() {
    aw::TimeNs lo = std::numeric_limits<aw::TimeNs>::max();
    aw::TimeNs hi = std::numeric_limits<aw::TimeNs>::min();
    if (doc_) {
        for (const aw::Event& e : doc_->result->events) {
            if (e.time == aw::kNoTime) continue;
            lo = std::min(lo, e.time);
            hi = std::max(hi, e.lastTime != aw::kNoTime ? std::max(e.time, e.lastTime) : e.time);
        }
        if (lo > hi && doc_->bundle) {
            for (const aw::SourceFile& f : doc_->bundle->files) {
                if (f.firstTime != aw::kNoTime) lo = std::min(lo, f.firstTime);
                if (f.lastTime != aw::kNoTime) hi = std::max(hi, f.lastTime);
            }
        }
    }
    if (lo > hi) {
        lo = 0;
        hi = 60'000'000'000LL;
    }
    origin_ = rootTime_ != aw::kNoTime ? rootTime_ : lo;
    const aw::TimeNs margin = std::max<aw::TimeNs>((hi - lo) / 20, 1'000'000'000LL);
    setVisibleRange(lo - margin, hi + margin);
}

void TimelineView::setVisibleRange(aw::TimeNs from, aw::TimeNs to) {
    axis_.setRange(from, to);
    emitRange();
}

void TimelineView::emitRange() {
    viewport()->update();
    emit visibleRangeChanged(axis_.from(), axis_.to());
}

void TimelineView::resizeEvent(QResizeEvent* event) {
    QAbstractScrollArea::resizeEvent(event);
    updateGeometry();
}

void TimelineView::scrollContentsBy(int, int) {
    viewport()->update();
}

int TimelineView::displayRowAt(int y) const {
    if (y < kAxisHeight) return -1;
    const int index = verticalScrollBar()->value() + (y - kAxisHeight) / rowHeight_;
    return index < static_cast<int>(display_.size()) ? index : -1;
}

int TimelineView::displayRowOfNode(int row) const {
    for (int i = 0; i < static_cast<int>(display_.size()); ++i) {
        if (!display_[static_cast<std::size_t>(i)].isGroup && display_[static_cast<std::size_t>(i)].index == row)
            return i;
    }
    return -1;
}

void TimelineView::paintAxis(QPainter& p, const QRect& plot) {
    const QRect vp = viewport()->rect();
    p.fillRect(QRect(0, 0, vp.width(), kAxisHeight), palette().window());
    const QFontMetrics fm(font());
    const int minSpacing = fm.horizontalAdvance(QStringLiteral("00:00:00.000")) + 16;
    p.setPen(palette().text().color());
    p.drawText(QRect(6, 0, nameWidth_ - 8, kAxisHeight / 2), Qt::AlignVCenter | Qt::AlignLeft, tr("UTC"));
    p.drawText(QRect(6, kAxisHeight / 2, nameWidth_ - 8, kAxisHeight / 2), Qt::AlignVCenter | Qt::AlignLeft,
               rootTime_ != aw::kNoTime ? tr("from first fault") : tr("from first event"));
    p.save();
    p.setClipRect(QRect(plot.left() - 40, 0, plot.width() + 80, vp.height()));
    for (const TimeAxis::Tick& tick : axis_.utcTicks(minSpacing)) {
        const int x = static_cast<int>(std::lround(tick.x));
        p.setPen(palette().mid().color());
        p.drawLine(x, kAxisHeight / 2 - 4, x, kAxisHeight / 2);
        QColor grid = palette().mid().color();
        grid.setAlpha(70);
        p.setPen(grid);
        p.drawLine(x, kAxisHeight, x, vp.height());
        p.setPen(palette().text().color());
        p.drawText(QRect(x - minSpacing / 2, 0, minSpacing, kAxisHeight / 2 - 4), Qt::AlignCenter, tick.label);
    }
    for (const TimeAxis::Tick& tick : axis_.relativeTicks(origin_, minSpacing)) {
        const int x = static_cast<int>(std::lround(tick.x));
        p.setPen(palette().mid().color());
        p.drawLine(x, kAxisHeight - 4, x, kAxisHeight);
        p.setPen(palette().placeholderText().color());
        p.drawText(QRect(x - minSpacing / 2, kAxisHeight / 2, minSpacing, kAxisHeight / 2 - 4), Qt::AlignCenter,
                   tick.label);
    }
    p.restore();
    p.setPen(palette().mid().color());
    p.drawLine(0, kAxisHeight - 1, vp.width(), kAxisHeight - 1);
}

void TimelineView::paintGroupHeat(QPainter& p, const std::vector<int>& nodeRows, int y, const QRect& plot) {
    // A heat strip: per few-pixel bucket, how many events the group's nodes have there,
    // coloured by the strongest class among them; its root-cause and contributing markers
    // on top, so 64 nodes' symptom squares never hide the one diamond.
    const aw::TimeNs t0 = axis_.timeAtX(plot.left() - 8);
    const aw::TimeNs t1 = axis_.timeAtX(plot.right() + 8);
    const double left = plot.left() - 8.0;
    const int buckets = static_cast<int>((plot.width() + 16) / kAggregatePixels) + 2;
    std::vector<std::uint32_t> count(static_cast<std::size_t>(buckets));
    std::vector<signed char> strongest(static_cast<std::size_t>(buckets), -1);
    for (int r : nodeRows) {
        for (aw::EventClass cls : kEventClassesInOrder) {
            const auto& marks = rows_[static_cast<std::size_t>(r)].byClass[static_cast<std::size_t>(classSlot(cls))];
            auto it = std::lower_bound(marks.begin(), marks.end(), t0,
                                       [](const Mark& m, aw::TimeNs t) { return m.time < t; });
            while (it != marks.end() && it->time <= t1) {
                const int bucket =
                    std::clamp(static_cast<int>((axis_.xForTime(it->time) - left) / kAggregatePixels), 0, buckets - 1);
                // Every mark of this bucket at once: a bucket can hold thousands.
                const aw::TimeNs bucketEnd = axis_.timeAtX(left + (bucket + 1) * kAggregatePixels);
                auto next = std::lower_bound(it, marks.end(), bucketEnd,
                                             [](const Mark& m, aw::TimeNs t) { return m.time < t; });
                if (next == it) ++next;
                count[static_cast<std::size_t>(bucket)] += static_cast<std::uint32_t>(next - it);
                signed char& s = strongest[static_cast<std::size_t>(bucket)];
                if (s < 0 || eventClassStyle(cls).rank < eventClassStyle(static_cast<aw::EventClass>(s)).rank)
                    s = static_cast<signed char>(classSlot(cls));
                it = next;
            }
        }
    }
    const std::uint32_t most = std::max<std::uint32_t>(1, *std::max_element(count.begin(), count.end()));
    const double cy = y + rowHeight_ / 2.0;
    const double h = std::max(4, rowHeight_ - 6);
    for (int b = 0; b < buckets; ++b) {
        if (!count[static_cast<std::size_t>(b)]) continue;
        QColor c = eventClassStyle(static_cast<aw::EventClass>(strongest[static_cast<std::size_t>(b)])).color;
        // Darker where more events fall: log scale, so one event still shows.
        c.setAlpha(static_cast<int>(90 + 165 * std::log1p(count[static_cast<std::size_t>(b)]) / std::log1p(most)));
        p.fillRect(QRectF(left + b * kAggregatePixels, cy - h / 2, kAggregatePixels, h), c);
    }
    const qreal dpr = p.device() ? p.device()->devicePixelRatioF() : 1.0;
    for (aw::EventClass cls : {aw::EventClass::Contributing, aw::EventClass::RootCause}) {
        const QPixmap sprite = markerSprite(cls, markerSize(cls, rowHeight_), dpr);
        const QSizeF half = sprite.deviceIndependentSize() / 2;
        for (int r : nodeRows) {
            const auto& marks = rows_[static_cast<std::size_t>(r)].byClass[static_cast<std::size_t>(classSlot(cls))];
            for (auto it = std::lower_bound(marks.begin(), marks.end(), t0,
                                            [](const Mark&m, aw::TimeNs t) { return m.time < t; });
                 it != marks.end() && it->time <= t1; ++it) {
                p.drawPixmap(
                    QPointF(std::round(axis_.xForTime(it->time) - half.width()), std::round(cy - half.height())),
                    sprite);
                ++paintedMarkers_;
            }
        }
    }
}

void TimelineView::paintSilence(QPainter& p, const NodeRow& row, int y, const QRect& plot) {
    // After a silent node's last line: hatched, its logs say nothing from there on.
    if (row.silentAfter == aw::kNoTime) return;
    const double x = std::max<double>(plot.left(), axis_.xForTime(row.silentAfter));
    if (x >= plot.right()) return;
    QColor c(0xb3, 0x59, 0x00);
    c.setAlpha(120);
    p.fillRect(QRectF(x, y + 2, plot.right() - x, rowHeight_ - 4), QBrush(c, Qt::BDiagPattern));
    p.setPen(QPen(c, 2));
    p.drawLine(QPointF(x, y + 2), QPointF(x, y + rowHeight_ - 2));
}

void TimelineView::paintEmptyMessage(QPainter& p, const QRect& plot) {
    p.setPen(palette().placeholderText().color());
    p.drawText(QRect(plot.left() + 12, 12, plot.width() - 24, viewport()->height() - 24),
               Qt::AlignCenter | Qt::TextWordWrap, emptyMessage_);
}

void TimelineView::paintRowMarks(QPainter& p, const std::vector<int>& nodeRows, int y, const QRect& plot) {
    const aw::AnalysisResult& result = *doc_->result;
    const double cy = y + rowHeight_ / 2.0;
    const aw::TimeNs t0 = axis_.timeAtX(plot.left() - 8);
    const aw::TimeNs t1 = axis_.timeAtX(plot.right() + 8);

    // Repeated events: a bar from first to last occurrence, under the markers.
    for (int r : nodeRows) {
        for (std::uint32_t i : rows_[static_cast<std::size_t>(r)].bars) {
            const aw::Event& e = result.events[i];
            if (e.time > t1 || e.lastTime < t0) continue;
            const double x0 = std::max<double>(plot.left() - 2, axis_.xForTime(e.time));
            const double x1 = std::min<double>(plot.right() + 2, axis_.xForTime(e.lastTime));
            QColor c = eventClassStyle(e.cls).color;
            c.setAlpha(110);
            p.fillRect(QRectF(x0, cy - 3, std::max(1.0, x1 - x0), rowHeight_ >= kRowHeight ? 6 : 4), c);
        }
    }
    // One marker per class and few-pixel bucket of the row, whichever nodes it comes
    // from: a collapsed group row holds 32 nodes whose markers fall on the same pixels.
    const double left = plot.left() - 8.0;
    const int buckets = static_cast<int>((plot.width() + 16) / kAggregatePixels) + 2;
    std::vector<char> taken(static_cast<std::size_t>(buckets));
    const qreal dpr = p.device() ? p.device()->devicePixelRatioF() : 1.0;
    for (aw::EventClass cls : kPaintOrder) {
        const QPixmap sprite = markerSprite(cls, markerSize(cls, rowHeight_), dpr);
        const QSizeF half = sprite.deviceIndependentSize() / 2;
        std::fill(taken.begin(), taken.end(), 0);
        for (int r : nodeRows) {
            const auto& marks = rows_[static_cast<std::size_t>(r)].byClass[static_cast<std::size_t>(classSlot(cls))];
            auto it = std::lower_bound(marks.begin(), marks.end(), t0,
                                       [](const Mark& m, aw::TimeNs t) { return m.time < t; });
            while (it != marks.end() && it->time <= t1) {
                const double x = axis_.xForTime(it->time);
                const int bucket = std::clamp(static_cast<int>((x - left) / kAggregatePixels), 0, buckets - 1);
                if (!taken[static_cast<std::size_t>(bucket)]) {
                    taken[static_cast<std::size_t>(bucket)] = 1;
                    p.drawPixmap(QPointF(std::round(x - half.width()), std::round(cy - half.height())), sprite);
                    ++paintedMarkers_;
                }
                // Skip every marker that would land in the same bucket.
                const aw::TimeNs skipTo = axis_.timeAtX(left + (bucket + 1) * kAggregatePixels);
                const auto next =
                    std::lower_bound(it, marks.end(), skipTo, [](const Mark& m, aw::TimeNs t) { return m.time < t; });
                it = next == it ? it + 1 : next;
            }
        }
    }
}

void TimelineView::paintEvent(QPaintEvent*) {
    QPainter p(viewport());
    const QRect vp = viewport()->rect();
    const QRect plot = plotRect();
    p.fillRect(vp, palette().base());
    paintedMarkers_ = 0;
    if (!doc_) return;
    p.setRenderHint(QPainter::Antialiasing, false);

    const int first = verticalScrollBar()->value();
    const int visible = plot.height() / rowHeight_ + 1;
    const QFontMetrics fm(font());
    const int selectedRow = highlighted_ && highlighted_ <= eventRow_.size() ? eventRow_[highlighted_ - 1] : -1;

    if (!emptyMessage_.isEmpty()) {
        // No axis made up from nothing: say why there is none.
        paintEmptyMessage(p, QRect(0, 0, vp.width(), vp.height()));
        return;
    }
    p.setClipRect(QRect(0, kAxisHeight, vp.width(), vp.height() - kAxisHeight));
    QFont rowFont = font();
    if (rowHeight_ < kRowHeight) rowFont.setPointSizeF(std::max(6.0, rowFont.pointSizeF() - 1.5));  // compact rows
    for (int i = 0; i < visible && first + i < static_cast<int>(display_.size()); ++i) {
        const DisplayRow& d = display_[static_cast<std::size_t>(first + i)];
        const int y = kAxisHeight + i * rowHeight_;
        const QRect rowRect(0, y, vp.width(), rowHeight_);
        if ((first + i) % 2) p.fillRect(rowRect, palette().alternateBase());
        std::vector<int> nodeRows;
        QString label;
        bool heat = false;
        const NodeRow* silentRow = nullptr;
        std::optional<aw::EventClass> strongest;
        if (d.isGroup) {
            const Group& g = groups_[static_cast<std::size_t>(d.index)];
            p.fillRect(rowRect, palette().window());
            label = (g.expanded ? QStringLiteral("▾ ") : QStringLiteral("▸ ")) + g.title;
            if (!g.expanded) {
                nodeRows = g.rows;  // a collapsed group shows its members' events as heat
                heat = true;
                strongest = groupStrongestClass(d.index);
            }
        } else {
            const NodeRow& row = rows_[static_cast<std::size_t>(d.index)];
            if (d.index == selectedRow) p.fillRect(rowRect, currentRowColour());
            label =
                (rows_[static_cast<std::size_t>(d.index)].group >= 0 ? QStringLiteral("    ") : QString()) + row.name;
            if (!row.silentWhy.isEmpty()) {
                label += QStringLiteral(" ⚠");
                silentRow = &row;
            }
            nodeRows = {d.index};
        }
        p.setPen(silentRow ? QColor(0xb3, 0x59, 0x00) : palette().text().color());
        QFont f = rowFont;
        f.setBold(d.isGroup || (!d.isGroup && rows_[static_cast<std::size_t>(d.index)].important) || silentRow);
        p.setFont(f);
        // A collapsed group's strongest class: its marker at the end of the name column.
        const int markerRoom = strongest ? rowHeight_ : 0;
        p.drawText(QRect(6, y, nameWidth_ - 12 - markerRoom, rowHeight_), Qt::AlignVCenter | Qt::AlignLeft,
                   QFontMetrics(f).elidedText(label, Qt::ElideRight, nameWidth_ - 12 - markerRoom));
        p.setFont(font());
        if (strongest) {
            p.setRenderHint(QPainter::Antialiasing);
            paintEventClassMarker(p, *strongest, QPointF(nameWidth_ - 6 - rowHeight_ / 2.0, y + rowHeight_ / 2.0),
                                  markerSize(*strongest, rowHeight_));
            p.setRenderHint(QPainter::Antialiasing, false);
        }
        if (!nodeRows.empty()) {
            p.save();
            p.setClipRect(QRect(plot.left() - 8, y, plot.width() + 16, rowHeight_));
            if (silentRow) paintSilence(p, *silentRow, y, plot);
            if (heat) paintGroupHeat(p, nodeRows, y, plot);
            else paintRowMarks(p, nodeRows, y, plot);
            p.restore();
        }
    }
    p.setClipping(false);
    p.setPen(palette().mid().color());
    p.drawLine(nameWidth_ - 1, 0, nameWidth_ - 1, vp.height());

    // The first fault: a vertical line through every row, labelled in the axis.
    if (rootTime_ != aw::kNoTime) {
        const double x = axis_.xForTime(rootTime_);
        if (x >= plot.left() && x <= plot.right()) {
            const QColor c = eventClassStyle(aw::EventClass::RootCause).color;
            p.setPen(QPen(c, 1.5, Qt::DashLine));
            p.drawLine(QPointF(x, kAxisHeight), QPointF(x, vp.height()));
            const QString label = tr("first fault");
            const int w = fm.horizontalAdvance(label) + 8;
            // Right of the line, or left of it when the label would run off the plot.
            const int left = x + 3 + w <= plot.right() ? static_cast<int>(x) + 3 : static_cast<int>(x) - 3 - w;
            QRect box(left, kAxisHeight + 1, w, fm.height() + 2);
            // Never over the root cause's own marker: below its row when they would meet.
            if (const auto root = markerPosition(doc_->result->verdict.rootEventId);
                root && box.adjusted(-8, -8, 8, 8).contains(root->toPoint()))
                box.moveTop(static_cast<int>(root->y()) + rowHeight_ / 2 + 1);
            p.fillRect(box, c);
            p.setPen(Qt::white);
            p.drawText(box, Qt::AlignCenter, label);
        }
    }
    // The selected event: a ring around its marker.
    if (const auto pos = markerPosition(highlighted_)) {
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(QPen(palette().highlight().color(), 2.5));
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(*pos, 10, 10);
    }
    paintTimeRange(p, plot);
    paintAxis(p, plot);
    if (drag_ == Drag::RubberBand && !rubberBand_.isNull()) {
        QColor fill = palette().highlight().color();
        fill.setAlpha(50);
        p.fillRect(rubberBand_, fill);
        p.setPen(palette().highlight().color());
        p.drawRect(rubberBand_);
    }
}

std::optional<QPointF> TimelineView::markerPosition(std::uint32_t eventId) const {
    if (!doc_ || eventId == 0 || eventId > eventRow_.size()) return std::nullopt;
    const int row = eventRow_[eventId - 1];
    if (row < 0) return std::nullopt;
    int displayRow = displayRowOfNode(row);
    if (displayRow < 0) {
        // Inside a collapsed group: the marker sits on the group's row.
        const int g = rows_[static_cast<std::size_t>(row)].group;
        for (int i = 0; i < static_cast<int>(display_.size()); ++i) {
            if (display_[static_cast<std::size_t>(i)].isGroup && display_[static_cast<std::size_t>(i)].index == g)
                displayRow = i;
        }
    }
    const int visibleIndex = displayRow - verticalScrollBar()->value();
    const QRect plot = plotRect();
    if (displayRow < 0 || visibleIndex < 0 || visibleIndex * rowHeight_ >= plot.height()) return std::nullopt;
    const double x = axis_.xForTime(doc_->result->events[eventId - 1].time);
    if (x < plot.left() || x > plot.right()) return std::nullopt;
    return QPointF(x, kAxisHeight + visibleIndex * rowHeight_ + rowHeight_ / 2.0);
}

std::optional<std::uint32_t> TimelineView::eventAt(const QPoint& pos) const {
    if (!doc_ || pos.x() < nameWidth_) return std::nullopt;
    const int index = displayRowAt(pos.y());
    if (index < 0) return std::nullopt;
    const DisplayRow& d = display_[static_cast<std::size_t>(index)];
    std::vector<int> nodeRows;
    if (d.isGroup) {
        if (!groups_[static_cast<std::size_t>(d.index)].expanded)
            nodeRows = groups_[static_cast<std::size_t>(d.index)].rows;
    } else {
        nodeRows = {d.index};
    }
    const aw::TimeNs t0 = axis_.timeAtX(pos.x() - kHitRadius);
    const aw::TimeNs t1 = axis_.timeAtX(pos.x() + kHitRadius);
    std::optional<std::uint32_t> best;
    double bestDistance = kHitRadius + 1;
    // The most important class wins when markers overlap, as it is drawn on top.
    for (aw::EventClass cls : kEventClassesInOrder) {
        for (int r : nodeRows) {
            const auto& marks = rows_[static_cast<std::size_t>(r)].byClass[static_cast<std::size_t>(classSlot(cls))];
            auto it = std::lower_bound(marks.begin(), marks.end(), t0,
                                       [](const Mark& m, aw::TimeNs t) { return m.time < t; });
            for (; it != marks.end() && it->time <= t1; ++it) {
                const double distance = std::abs(axis_.xForTime(it->time) - pos.x());
                if (distance < bestDistance) {
                    bestDistance = distance;
                    best = doc_->result->events[it->event].id;
                }
            }
        }
        if (best) return best;
    }
    return best;
}

std::optional<std::uint32_t> TimelineView::barAt(const QPoint& pos) const {
    if (!doc_ || pos.x() < nameWidth_) return std::nullopt;
    const int index = displayRowAt(pos.y());
    if (index < 0) return std::nullopt;
    const DisplayRow& d = display_[static_cast<std::size_t>(index)];
    if (d.isGroup && groups_[static_cast<std::size_t>(d.index)].expanded) return std::nullopt;
    const std::vector<int> nodeRows =
        d.isGroup ? groups_[static_cast<std::size_t>(d.index)].rows : std::vector<int>{d.index};
    // Bars are 6 px high around the row's middle.
    const double cy = kAxisHeight + (index - verticalScrollBar()->value()) * rowHeight_ + rowHeight_ / 2.0;
    if (std::abs(pos.y() - cy) > 4) return std::nullopt;
    const aw::TimeNs t = axis_.timeAtX(pos.x());
    for (int r : nodeRows)
        for (std::uint32_t i : rows_[static_cast<std::size_t>(r)].bars) {
            const aw::Event& e = doc_->result->events[i];
            if (e.time <= t && t <= e.lastTime) return e.id;
        }
    return std::nullopt;
}

QString TimelineView::tooltipFor(std::uint32_t eventIndex) const {
    const aw::Event& e = doc_->result->events[eventIndex];
    QString text = QStringLiteral("<b>%1</b><br>")
                       .arg((e.title.empty() ? QString::fromStdString(e.symptom) : sayEventTitle(e)).toHtmlEscaped());
    text += tr("Symptom: %1").arg(QString::fromStdString(e.symptom).toHtmlEscaped()) + QStringLiteral("<br>");
    text += tr("Node: %1").arg(e.node.empty() ? tr("(job)") : QString::fromStdString(e.node).toHtmlEscaped());
    if (e.gpu >= 0) text += tr(", GPU %1").arg(e.gpu);
    text += QStringLiteral("<br>");
    text +=
        tr("Time: %1 (%2)")
            .arg(QString::fromStdString(aw::formatIsoUtc(e.time)), TimeAxis::relativeLabel(e.time, origin_, 1'000'000));
    if (e.timeInherited)
        text +=
            QStringLiteral("<br>") + tr("The line has no time: this is the time of a line before it, a lower bound.");
    if (e.count > 1) {
        text += QStringLiteral("<br>") + tr("%n occurrence(s) until %1", nullptr, static_cast<int>(e.count))
                                             .arg(QString::fromStdString(aw::formatIsoUtc(e.lastTime)));
    }
    text += QStringLiteral("<br>") + tr("Rule: %1").arg(QString::fromStdString(e.rule).toHtmlEscaped());
    text += QStringLiteral("<br>") +
            tr("Class: %1 (%2)").arg(eventClassLabel(e.cls), QString::fromStdString(e.classRule).toHtmlEscaped());
    return text;
}

bool TimelineView::viewportEvent(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        auto id = eventAt(help->pos());
        const bool bar = !id && (id = barAt(help->pos()));
        if (id && *id >= 1 && *id <= doc_->result->events.size()) {
            QString text = tooltipFor(*id - 1);
            if (bar)
                text = tr("<i>A bar runs from the first to the last line of a repeated event.</i>") +
                       QStringLiteral("<br>") + text;
            QToolTip::showText(help->globalPos(), text, viewport());
        } else if (const int index = displayRowAt(help->pos().y());
                   index >= 0 && !display_[static_cast<std::size_t>(index)].isGroup &&
                   !rows_[static_cast<std::size_t>(display_[static_cast<std::size_t>(index)].index)]
                        .silentWhy.isEmpty()) {
            QToolTip::showText(
                help->globalPos(),
                rows_[static_cast<std::size_t>(display_[static_cast<std::size_t>(index)].index)].silentWhy, viewport());
        } else {
            QToolTip::hideText();
            event->ignore();
        }
        return true;
    }
    return QAbstractScrollArea::viewportEvent(event);
}

void TimelineView::wheelEvent(QWheelEvent* event) {
    const QPointF pos = event->position();
    if ((event->modifiers() & Qt::ShiftModifier) || pos.x() < nameWidth_) {
        // Over the names (or with Shift) the wheel scrolls the rows.
        const int steps = -event->angleDelta().y() / 120;
        verticalScrollBar()->setValue(verticalScrollBar()->value() + steps * 3);
        return;
    }
    const double notches = event->angleDelta().y() / 120.0;
    if (notches == 0) return;
    axis_.zoom(std::pow(0.8, notches), pos.x());
    emitRange();
}

void TimelineView::mousePressEvent(QMouseEvent* event) {
    setFocus(Qt::MouseFocusReason);
    pressPos_ = lastPos_ = event->position().toPoint();
    moved_ = false;
    const bool rubber = event->button() == Qt::RightButton ||
                        (event->button() == Qt::LeftButton && (event->modifiers() & Qt::ShiftModifier));
    if (startsRangeDrag(pressPos_, event->button(), event->modifiers()) && pressPos_.x() >= nameWidth_) {
        drag_ = Drag::TimeRange;
        rubberBand_ = QRect();
    } else if (rubber && pressPos_.x() >= nameWidth_) {
        drag_ = Drag::RubberBand;
        rubberBand_ = QRect();
    } else if (event->button() == Qt::LeftButton) {
        drag_ = Drag::Pan;
        viewport()->setCursor(Qt::ClosedHandCursor);
    }
}

void TimelineView::mouseMoveEvent(QMouseEvent* event) {
    const QPoint pos = event->position().toPoint();
    if ((pos - pressPos_).manhattanLength() > 3) moved_ = true;
    if (drag_ == Drag::Pan && moved_) {
        const QPoint delta = pos - lastPos_;
        if (delta.x() != 0) {
            axis_.pan(delta.x());
            emitRange();
        }
        // Vertical drags move rows in whole steps.
        const int rowsMoved = (pressPos_.y() - pos.y()) / rowHeight_;
        if (rowsMoved != 0) {
            verticalScrollBar()->setValue(verticalScrollBar()->value() + rowsMoved);
            pressPos_.setY(pressPos_.y() - rowsMoved * rowHeight_);
        }
    } else if (drag_ == Drag::None) {
        const QRect plot = plotRect();
        emit cursorTimeChanged(pos.x() >= plot.left() && pos.x() <= plot.right() ? axis_.timeAtX(pos.x())
                                                                                 : aw::kNoTime);
    } else if (drag_ == Drag::TimeRange) {
        updateRangeDrag(pos);
    } else if (drag_ == Drag::RubberBand) {
        const QRect plot = plotRect();
        rubberBand_ = QRect(QPoint(std::clamp(pressPos_.x(), plot.left(), plot.right()), kAxisHeight),
                            QPoint(std::clamp(pos.x(), plot.left(), plot.right()), viewport()->height()))
                          .normalized();
        viewport()->update();
    }
    lastPos_ = pos;
}

void TimelineView::mouseReleaseEvent(QMouseEvent* event) {
    const QPoint pos = event->position().toPoint();
    const Drag drag = drag_;
    drag_ = Drag::None;
    viewport()->unsetCursor();
    if (drag == Drag::TimeRange) {
        finishRangeDrag();
        return;
    }
    if (drag == Drag::RubberBand && !moved_ && event->button() == Qt::RightButton) {
        rubberBand_ = QRect();
        popupMomentMenu(pos);
        return;
    }
    if (drag == Drag::RubberBand) {
        if (rubberBand_.width() > 4)
            setVisibleRange(axis_.timeAtX(rubberBand_.left()), axis_.timeAtX(rubberBand_.right()));
        rubberBand_ = QRect();
        viewport()->update();
        return;
    }
    if (drag != Drag::Pan || moved_ || event->button() != Qt::LeftButton) return;
    // A click, not a drag: a group header toggles, a marker selects its event, a name its node.
    const int index = displayRowAt(pos.y());
    if (index < 0) return;
    const DisplayRow& d = display_[static_cast<std::size_t>(index)];
    if (d.isGroup && pos.x() < nameWidth_) {
        const bool open = !groups_[static_cast<std::size_t>(d.index)].expanded;
        setGroupExpanded(d.index, open);
        if (open) emit moreRowsWanted(heightForAllRows());  // the charts below may give way
        return;
    }
    if (const auto id = eventAt(pos)) {
        highlighted_ = *id;
        viewport()->update();
        if (selection_) selection_->selectEvent(*id);
        return;
    }
    if (!d.isGroup && pos.x() < nameWidth_ && selection_) {
        const NodeRow& row = rows_[static_cast<std::size_t>(d.index)];
        if (row.name != tr("job")) selection_->selectNode(row.name);
    }
}

void TimelineView::mouseDoubleClickEvent(QMouseEvent* event) {
    if (event->position().x() >= nameWidth_ && !eventAt(event->position().toPoint())) fitAll();
}

void TimelineView::leaveEvent(QEvent* event) {
    QAbstractScrollArea::leaveEvent(event);
    emit cursorTimeChanged(aw::kNoTime);
}

std::pair<int, int> TimelineView::plotColumns() const {
    const QRect plot = plotRect();
    return {plot.left(), plot.right()};
}

void TimelineView::keyPressEvent(QKeyEvent* event) {
    const QRect plot = plotRect();
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        axis_.zoom(0.5, plot.center().x());
        emitRange();
        break;
    case Qt::Key_Minus:
        axis_.zoom(2.0, plot.center().x());
        emitRange();
        break;
    case Qt::Key_Left:
        axis_.pan(plot.width() / 8.0);
        emitRange();
        break;
    case Qt::Key_Right:
        axis_.pan(-plot.width() / 8.0);
        emitRange();
        break;
    case Qt::Key_Home: fitAll(); break;
    case Qt::Key_I: zoomToIncident(); break;
    default: QAbstractScrollArea::keyPressEvent(event);
    }
}

void TimelineView::revealEvent(std::uint32_t eventId) {
    if (!doc_ || eventId == 0 || eventId > eventRow_.size()) return;
    highlighted_ = eventId;
    const int row = eventRow_[eventId - 1];
    if (row >= 0) {
        const int g = rows_[static_cast<std::size_t>(row)].group;
        if (g >= 0 && !groups_[static_cast<std::size_t>(g)].expanded) setGroupExpanded(g, true);
        const int displayRow = displayRowOfNode(row);
        const int first = verticalScrollBar()->value();
        const int visible = std::max(1, plotRect().height() / rowHeight_);
        if (displayRow < first || displayRow >= first + visible)
            verticalScrollBar()->setValue(displayRow - visible / 2);
    }
    // Bring its time into view, keeping the zoom.
    const aw::TimeNs t = doc_->result->events[eventId - 1].time;
    if (t != aw::kNoTime && (t < axis_.from() || t > axis_.to())) {
        const aw::TimeNs half = axis_.span() / 2;
        setVisibleRange(t - half, t + half);
    }
    viewport()->update();
}

}  // namespace awv
