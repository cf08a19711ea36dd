#include "views/logs/log_text_area.h"

#include "views/common/event_class_style.h"
#include "views/logs/log_line_text.h"
#include "views/common/palette_colours.h"
#include "engine/text/timestamp.h"

#include <QContextMenuEvent>
#include <QFontDatabase>
#include <QKeyEvent>
#include <QPainter>
#include <QScrollBar>
#include <QTimer>
#include <algorithm>
#include <climits>

namespace awv {

namespace {
constexpr int kGutterPad = 6;
constexpr int kMarkerColumn = 14;  // class marker of hit lines, left of the line numbers
constexpr int kLabelChars = 24;
constexpr int kTextPad = 6;
}  // namespace

LogTextArea::LogTextArea(QWidget* parent) : QAbstractScrollArea(parent) {
    QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    setFont(font);
    const QFontMetrics fm(font);
    rowHeight_ = fm.height() + 2;
    charWidth_ = std::max(1, fm.horizontalAdvance(QLatin1Char('M')));
    setFocusPolicy(Qt::StrongFocus);
    viewport()->setAutoFillBackground(false);
    verticalScrollBar()->setSingleStep(1);
    horizontalScrollBar()->setSingleStep(charWidth_ * 4);
    viewport()->setCursor(Qt::IBeamCursor);
    dragScroll_ = new QTimer(this);
    dragScroll_->setInterval(40);
    connect(dragScroll_, &QTimer::timeout, this, [this] {
        if (!dragging_) return dragScroll_->stop();
        QScrollBar* bar = verticalScrollBar();
        if (lastDragPos_.y() < 0) bar->setValue(bar->value() - 1);
        else if (lastDragPos_.y() >= viewport()->height()) bar->setValue(bar->value() + 1);
        else return dragScroll_->stop();
        extendSelectionTo(lastDragPos_);
    });
}

void LogTextArea::setLines(const LogLines* lines) {
    lines_ = lines;
    currentRow_ = 0;
    hasCurrentRow_ = false;
    selAnchor_ = selCursor_ = {};
    dragging_ = false;
    widestText_ = 0;
    verticalScrollBar()->setValue(0);
    horizontalScrollBar()->setValue(0);
    updateScrollBars();
    viewport()->update();
}

void LogTextArea::setSearchRegex(const QRegularExpression& regex) {
    search_ = regex;
    viewport()->update();
}

void LogTextArea::setRowLabel(std::function<QString(std::uint64_t)> label) {
    rowLabel_ = std::move(label);
    viewport()->update();
}

void LogTextArea::setSelectedSpan(std::uint32_t file, std::uint32_t line, std::uint32_t begin, std::uint32_t end) {
    selectedSpan_ = {file, line, begin, end, true};
    viewport()->update();
}

void LogTextArea::rowsChanged() {
    updateScrollBars();
    viewport()->update();
}

int LogTextArea::visibleRowCount() const {
    const int lines = std::max(1, viewport()->height() / rowHeight_);
    if (!wrap_ || !lines_) return lines;
    // Rows that fit whole from the first one shown (at least one).
    int rows = 0;
    int used = 0;
    for (std::uint64_t row = firstVisibleRow(); row < lines_->rowCount(); ++row) {
        used += segmentsOf(row);
        if (used > lines) break;
        ++rows;
    }
    return std::max(1, rows);
}

void LogTextArea::setWrap(bool on) {
    if (wrap_ == on) return;
    // The line the user is on stays where it was on screen (the first line shown when the
    // current one is off screen): rows change height, and the old scroll value would put
    // another line there.
    const bool keepCurrent = lines_ && hasCurrentRow_ && rowTop(currentRow_) >= 0;
    const std::uint64_t keep = keepCurrent ? currentRow_ : firstVisibleRow();
    const int keepY = keepCurrent ? rowTop(currentRow_) : 0;
    wrap_ = on;
    horizontalScrollBar()->setValue(0);
    setHorizontalScrollBarPolicy(on ? Qt::ScrollBarAlwaysOff : Qt::ScrollBarAsNeeded);
    updateScrollBars();
    if (lines_ && keep < lines_->rowCount()) showRowAt(keep, keepY);
    viewport()->update();
}

void LogTextArea::showRowAt(std::uint64_t row, int y) {
    std::uint64_t first = row;
    int above = 0;  // height of the rows shown above `row`
    while (first > 0 && above + segmentsOf(first - 1) * rowHeight_ <= y) above += segmentsOf(--first) * rowHeight_;
    verticalScrollBar()->setValue(static_cast<int>(std::min<std::uint64_t>(first, INT_MAX)));
}

int LogTextArea::textLeft() const {
    return gutterWidth() + labelWidth() + kTextPad - (wrap_ ? 0 : horizontalScrollBar()->value());
}

int LogTextArea::charsPerSegment() const {
    if (!wrap_) return INT_MAX;
    const int width = viewport()->width() - gutterWidth() - labelWidth() - 2 * kTextPad;
    // The advance of many characters: one glyph's is rounded, and the error adds up.
    const double advance = QFontMetricsF(font()).horizontalAdvance(QString(100, QLatin1Char('M'))) / 100.0;
    return std::max(8, static_cast<int>(width / std::max(1.0, advance)));
}

int LogTextArea::segmentsOf(std::uint64_t row) const {
    if (!wrap_ || !lines_) return 1;
    const int length = decodeForDisplay(lines_->rowBytes(row)).contentLength();
    const int per = charsPerSegment();
    return std::max(1, (length + per - 1) / per);
}

int LogTextArea::rowTop(std::uint64_t row) const {
    const std::uint64_t first = firstVisibleRow();
    if (!lines_ || row < first) return -1;
    int y = 0;
    for (std::uint64_t r = first; r < row; ++r) {
        y += segmentsOf(r) * rowHeight_;
        if (y > viewport()->height()) return -1;
    }
    return y;
}

std::uint64_t LogTextArea::firstVisibleRow() const {
    return static_cast<std::uint64_t>(std::max(0, verticalScrollBar()->value()));
}

void LogTextArea::updateScrollBars() {
    const std::uint64_t rows = lines_ ? lines_->rowCount() : 0;
    const std::uint64_t visible = static_cast<std::uint64_t>(visibleRowCount());
    // Rows beyond INT_MAX (a 200 GB log) are out of the scroll bar's reach; none so far.
    const std::uint64_t maxFirst = rows > visible ? std::min<std::uint64_t>(rows - visible + 1, INT_MAX) : 0;
    verticalScrollBar()->setRange(0, static_cast<int>(maxFirst));
    verticalScrollBar()->setPageStep(static_cast<int>(visible));
    const int textWidth = viewport()->width() - gutterWidth() - labelWidth();
    horizontalScrollBar()->setRange(0, wrap_ ? 0 : std::max(0, widestText_ + 2 * kTextPad - textWidth));
    horizontalScrollBar()->setPageStep(std::max(1, textWidth));
}

int LogTextArea::gutterWidth() const {
    const std::uint64_t rows = lines_ ? lines_->rowCount() : 0;
    int digits = 1;
    for (std::uint64_t n = std::max<std::uint64_t>(rows, 9999); n >= 10; n /= 10) ++digits;
    return kMarkerColumn + digits * charWidth_ + 2 * kGutterPad;
}

int LogTextArea::labelWidth() const {
    return rowLabel_ ? kLabelChars * charWidth_ + 2 * kGutterPad : 0;
}

std::optional<std::uint64_t> LogTextArea::rowAt(const QPoint& pos) const {
    if (!lines_ || pos.y() < 0) return std::nullopt;
    if (!wrap_) {
        const std::uint64_t row = firstVisibleRow() + static_cast<std::uint64_t>(pos.y() / rowHeight_);
        if (row >= lines_->rowCount()) return std::nullopt;
        return row;
    }
    int y = 0;
    for (std::uint64_t row = firstVisibleRow(); row < lines_->rowCount() && y <= viewport()->height(); ++row) {
        y += segmentsOf(row) * rowHeight_;
        if (pos.y() < y) return row;
    }
    return std::nullopt;
}

int LogTextArea::charAtX(const QString& text, int segmentStart, int x) const {
    // The character whose left half the point is past, found by bisection on the advance.
    const QFontMetrics fm(font());
    const int left = textLeft();
    const int segmentEnd =
        static_cast<int>(std::min<qsizetype>(text.size(), qsizetype(segmentStart) + charsPerSegment()));
    int lo = segmentStart, hi = segmentEnd;
    while (lo < hi) {
        const int mid = (lo + hi) / 2;
        const int x0 = left + fm.horizontalAdvance(text.mid(segmentStart, mid - segmentStart));
        const int x1 = left + fm.horizontalAdvance(text.mid(segmentStart, mid + 1 - segmentStart));
        if (x < (x0 + x1) / 2) hi = mid;
        else lo = mid + 1;
    }
    return lo;
}

std::optional<LogTextArea::TextPos> LogTextArea::textPosAt(const QPoint& pos) const {
    const auto row = rowAt(pos);
    if (!row) return std::nullopt;
    const DisplayLine line = decodeForDisplay(lines_->rowBytes(*row));
    const QString text = line.text.left(line.contentLength());
    int segment = 0;
    if (wrap_) segment = std::max(0, (pos.y() - rowTop(*row)) / rowHeight_);
    const int start = static_cast<int>(std::min<qsizetype>(text.size(), qsizetype(segment) * charsPerSegment()));
    return TextPos{*row, charAtX(text, start, pos.x())};
}

QString LogTextArea::rowText(std::uint64_t row) const {
    if (!lines_ || row >= lines_->rowCount()) return {};
    const DisplayLine line = decodeForDisplay(lines_->rowBytes(row));
    return line.text.left(line.contentLength());
}

void LogTextArea::select(TextPos from, TextPos to) {
    selAnchor_ = from;
    selCursor_ = to;
    viewport()->update();
    emit selectionChanged();
}

void LogTextArea::clearSelection() {
    if (!hasSelection()) return;
    select(selCursor_, selCursor_);
}

std::pair<LogTextArea::TextPos, LogTextArea::TextPos> LogTextArea::selection() const {
    return std::minmax(selAnchor_, selCursor_);
}

QString LogTextArea::selectedText(std::uint64_t maxRows, bool* capped) const {
    if (capped) *capped = false;
    if (!lines_ || !hasSelection()) return {};
    const auto [from, to] = selection();
    QStringList parts;
    for (std::uint64_t row = from.row; row <= to.row && row < lines_->rowCount(); ++row) {
        if (row - from.row >= maxRows) {
            if (capped) *capped = true;
            break;
        }
        const QString text = rowText(row);
        const int begin = row == from.row ? std::min<int>(from.ch, static_cast<int>(text.size())) : 0;
        const int end =
            row == to.row ? std::min<int>(to.ch, static_cast<int>(text.size())) : static_cast<int>(text.size());
        parts.push_back(text.mid(begin, std::max(0, end - begin)));
    }
    return parts.join(QLatin1Char('\n'));
}

void LogTextArea::extendSelectionTo(const QPoint& pos) {
    if (!lines_ || lines_->rowCount() == 0) return;
    QPoint p = pos;
    p.setY(std::clamp(p.y(), 0, std::max(0, viewport()->height() - 1)));
    auto at = textPosAt(p);
    if (!at) at = TextPos{lines_->rowCount() - 1, static_cast<int>(rowText(lines_->rowCount() - 1).size())};
    if (at != selCursor_) select(selAnchor_, *at);
}

void LogTextArea::selectRowsTo(std::uint64_t row) {
    if (!hasSelection()) selAnchor_ = {currentRow_, 0};
    const bool down = row >= selAnchor_.row;
    if (down) select({selAnchor_.row, 0}, {row, static_cast<int>(rowText(row).size())});
    else select({selAnchor_.row, static_cast<int>(rowText(selAnchor_.row).size())}, {row, 0});
}

void LogTextArea::revealChars(std::uint64_t row, int begin, int end) {
    setCurrentRow(row, false);
    if (wrap_) return;  // every character of a wrapped row is on screen once the row is
    const QFontMetrics fm(font());
    const QString text = rowText(row);
    const int x0 = fm.horizontalAdvance(text.left(begin));
    const int x1 = fm.horizontalAdvance(text.left(end));
    widestText_ = std::max(widestText_, fm.horizontalAdvance(text));
    updateScrollBars();
    QScrollBar* bar = horizontalScrollBar();
    const int width = viewport()->width() - gutterWidth() - labelWidth() - 2 * kTextPad;
    // Scrolled, the line's start stays pinned at the left (paintEvent): the span goes to
    // its right, with some context; the line start when it all fits.
    const int pinned = fm.horizontalAdvance(text.left(pinnedCharsIfScrolled(row))) + 2 * kTextPad;
    const int shown = std::max(charWidth_ * 8, width - pinned);
    if (x1 <= width) bar->setValue(0);
    else if (x0 < bar->value() + pinned || x1 > bar->value() + width)
        bar->setValue(std::max(0, x0 - pinned - shown / 4));
}

int LogTextArea::pinnedChars(const DisplayLine& line, std::string_view bytes) const {
    // Only the time and what comes before it (a rank prefix); a line without one pins nothing.
    const std::optional<aw::ParsedTime> time = aw::parseLineTimestamp(bytes, aw::TimeContext{});
    if (!time || time->length == 0) return 0;
    return std::min(line.charForByte(time->offset + time->length), 64);
}

int LogTextArea::pinnedCharsIfScrolled(std::uint64_t row) const {
    if (!lines_ || row >= lines_->rowCount()) return 0;
    const std::string_view bytes = lines_->rowBytes(row);
    return pinnedChars(decodeForDisplay(bytes), bytes);
}

int LogTextArea::pinnedChars(std::uint64_t row) const {
    if (wrap_ || horizontalScrollBar()->value() == 0) return 0;
    return pinnedCharsIfScrolled(row);
}

void LogTextArea::revealBytes(std::uint64_t row, std::uint32_t begin, std::uint32_t end) {
    if (!lines_ || row >= lines_->rowCount()) return;
    const DisplayLine line = decodeForDisplay(lines_->rowBytes(row));
    revealChars(row, line.charForByte(begin), line.charForByte(end));
}

void LogTextArea::revealSearchMatch(std::uint64_t row) {
    if (!lines_ || row >= lines_->rowCount()) return;
    const QString text = rowText(row);
    const auto m = search_.isValid() && !search_.pattern().isEmpty() ? search_.match(text) : QRegularExpressionMatch();
    if (m.hasMatch()) revealChars(row, static_cast<int>(m.capturedStart()), static_cast<int>(m.capturedEnd()));
    else setCurrentRow(row, false);
}

void LogTextArea::setCurrentRow(std::uint64_t row, bool centre) {
    if (!lines_ || lines_->rowCount() == 0) return;
    row = std::min(row, lines_->rowCount() - 1);
    currentRow_ = row;
    hasCurrentRow_ = true;
    const std::uint64_t first = firstVisibleRow();
    const std::uint64_t visible = static_cast<std::uint64_t>(visibleRowCount());
    if (centre) {
        const std::uint64_t top = row > visible / 2 ? row - visible / 2 : 0;
        verticalScrollBar()->setValue(static_cast<int>(std::min<std::uint64_t>(top, INT_MAX)));
    } else if (row < first) {
        verticalScrollBar()->setValue(static_cast<int>(row));
    } else if (row >= first + visible) {
        verticalScrollBar()->setValue(static_cast<int>(row - visible + 1));
    }
    viewport()->update();
    emit currentRowChanged(row);
}

void LogTextArea::resizeEvent(QResizeEvent* event) {
    QAbstractScrollArea::resizeEvent(event);
    updateScrollBars();
}

void LogTextArea::scrollContentsBy(int, int) {
    viewport()->update();
}

void LogTextArea::focusInEvent(QFocusEvent* event) {
    QAbstractScrollArea::focusInEvent(event);
    emit focusReceived();
}

void LogTextArea::mousePressEvent(QMouseEvent* event) {
    setFocus(Qt::MouseFocusReason);
    if (event->button() != Qt::LeftButton) return;
    const QPoint pos = event->position().toPoint();
    const auto at = textPosAt(pos);
    if (!at) return;
    if (event->modifiers() & Qt::ShiftModifier) {
        select(hasSelection() ? selAnchor_ : TextPos{currentRow_, 0}, *at);
    } else {
        select(*at, *at);
        dragging_ = true;
    }
    setCurrentRow(at->row, false);
    emit rowClicked(at->row);
}

void LogTextArea::mouseMoveEvent(QMouseEvent* event) {
    if (!dragging_ || !(event->buttons() & Qt::LeftButton)) return;
    lastDragPos_ = event->position().toPoint();
    extendSelectionTo(lastDragPos_);
    if (lastDragPos_.y() < 0 || lastDragPos_.y() >= viewport()->height()) {
        if (!dragScroll_->isActive()) dragScroll_->start();
    }
}

void LogTextArea::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() == Qt::LeftButton) {
        dragging_ = false;
        dragScroll_->stop();
    }
}

void LogTextArea::mouseDoubleClickEvent(QMouseEvent* event) {
    // The word under the pointer: a run of what is not blank.
    const auto at = textPosAt(event->position().toPoint());
    if (!at || event->button() != Qt::LeftButton) return;
    const QString text = rowText(at->row);
    int begin = std::min<int>(at->ch, static_cast<int>(text.size()));
    int end = begin;
    while (begin > 0 && !text.at(begin - 1).isSpace()) --begin;
    while (end < text.size() && !text.at(end).isSpace()) ++end;
    select({at->row, begin}, {at->row, end});
}

void LogTextArea::contextMenuEvent(QContextMenuEvent* event) {
    if (!lines_ || lines_->rowCount() == 0) return;
    std::uint64_t row = hasCurrentRow_ ? currentRow_ : firstVisibleRow();
    if (event->reason() == QContextMenuEvent::Mouse) {
        const auto at = rowAt(event->pos());
        if (!at) return;
        // A right click outside the selection moves to that line and drops the selection.
        const auto [from, to] = selection();
        if (!hasSelection() || *at < from.row || *at > to.row) {
            clearSelection();
            setCurrentRow(*at, false);
        }
        row = *at;
    }
    emit contextMenuRequested(row, event->globalPos());
}

void LogTextArea::keyPressEvent(QKeyEvent* event) {
    if (!lines_ || lines_->rowCount() == 0) return QAbstractScrollArea::keyPressEvent(event);
    const std::uint64_t last = lines_->rowCount() - 1;
    const std::uint64_t page = static_cast<std::uint64_t>(std::max(1, visibleRowCount() - 1));
    const std::uint64_t row = hasCurrentRow_ ? currentRow_ : firstVisibleRow();
    const bool shift = event->modifiers() & Qt::ShiftModifier;
    const auto moveTo = [&](std::uint64_t to) {
        if (shift) selectRowsTo(to);
        else clearSelection();
        setCurrentRow(to, false);
    };
    switch (event->key()) {
    case Qt::Key_Down: moveTo(std::min(last, row + 1)); break;
    case Qt::Key_Up: moveTo(row > 0 ? row - 1 : 0); break;
    case Qt::Key_PageDown: moveTo(std::min(last, row + page)); break;
    case Qt::Key_PageUp: moveTo(row > page ? row - page : 0); break;
    case Qt::Key_Home:
        if (event->modifiers() & Qt::ControlModifier) moveTo(0);
        else horizontalScrollBar()->setValue(0);
        break;
    case Qt::Key_End:
        if (event->modifiers() & Qt::ControlModifier) moveTo(last);
        break;
    case Qt::Key_Escape:
        if (!hasSelection()) return QAbstractScrollArea::keyPressEvent(event);
        clearSelection();
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter: emit rowClicked(row); break;
    default: QAbstractScrollArea::keyPressEvent(event); return;
    }
}

void LogTextArea::paintEvent(QPaintEvent*) {
    QPainter p(viewport());
    const QRect area = viewport()->rect();
    p.fillRect(area, palette().base());
    const int gutter = gutterWidth();
    const int labelW = labelWidth();
    p.fillRect(QRect(0, 0, gutter, area.height()), palette().alternateBase());
    if (labelW > 0) p.fillRect(QRect(gutter, 0, labelW, area.height()), palette().window().color().lighter(103));
    if (!lines_) return;

    const QFontMetrics fm(font());
    const int left = textLeft();
    const int per = charsPerSegment();
    const std::uint64_t first = firstVisibleRow();
    const std::uint64_t rows = lines_->rowCount();
    const int ascent = fm.ascent() + 1;
    const auto [selFrom, selTo] = selection();
    int widest = widestText_;

    int y = 0;
    for (std::uint64_t row = first; row < rows && y < area.height(); ++row) {
        const std::uint32_t file = lines_->fileOf(row);
        const std::uint32_t lineNo = lines_->lineOf(row);
        const auto hits = hits_ ? hits_->forLine(file, lineNo) : std::span<const RuleHit>{};
        const DisplayLine line = decodeForDisplay(lines_->rowBytes(row));
        const QString content = line.text.left(line.contentLength());
        const int segments = wrap_ ? std::max(1, static_cast<int>((content.size() + per - 1) / per)) : 1;
        const int height = segments * rowHeight_;
        const QRect rowRect(gutter + labelW, y, area.width() - gutter - labelW, height);
        // The rectangles of characters [c0, c1) of this row, one per painted line they cover.
        const auto spanRects = [&](int c0, int c1, int inset) {
            QVector<QRect> rects;
            for (int seg = 0; seg < segments; ++seg) {
                const int s0 = wrap_ ? seg * per : 0;
                const int s1 = wrap_ ? s0 + per : INT_MAX;
                const int a = std::max(c0, s0), b = std::min(c1, s1);
                if (a > b || (a == b && c0 != c1)) continue;
                const int x0 = left + fm.horizontalAdvance(content.mid(s0, a - s0));
                const int x1 = left + fm.horizontalAdvance(content.mid(s0, b - s0));
                rects.push_back(QRect(x0, y + seg * rowHeight_ + inset, std::max(2, x1 - x0), rowHeight_ - 2 * inset));
            }
            return rects;
        };

        p.setClipRect(QRect(gutter + labelW, 0, area.width() - gutter - labelW, area.height()));
        // Row background: current row, else the most important hit's class tint.
        if (hasCurrentRow_ && row == currentRow_) {
            p.fillRect(rowRect, currentRowColour());
        } else if (!hits.empty()) {
            p.fillRect(rowRect, eventClassStyle(hits.front().cls).background);
        }

        // Search matches, on the decoded text of the visible part only.
        if (!search_.pattern().isEmpty() && search_.isValid()) {
            auto it = search_.globalMatch(content);
            int guard = 0;
            while (it.hasNext() && guard++ < 256) {
                const auto m = it.next();
                if (m.capturedLength() == 0) continue;
                for (const QRect& r :
                     spanRects(static_cast<int>(m.capturedStart()), static_cast<int>(m.capturedEnd()), 1))
                    p.fillRect(r, searchMatchColour());
            }
        }

        // Rule-hit spans: a pale fill and a box in the class colour, so the match stands out.
        for (const RuleHit& hit : hits) {
            if (hit.matchEnd <= hit.matchBegin) continue;
            const EventClassStyle& style = eventClassStyle(hit.cls);
            QColor fill = style.color;
            fill.setAlpha(60);
            p.setPen(QPen(style.color, 1.5));
            p.setBrush(Qt::NoBrush);
            for (const QRect& r : spanRects(line.charForByte(hit.matchBegin), line.charForByte(hit.matchEnd), 1)) {
                const QRect box = r.adjusted(-1, 0, 1, 0);
                p.fillRect(box, fill);
                p.drawRect(box);
            }
        }
        if (selectedSpan_.set && selectedSpan_.file == file && selectedSpan_.line == lineNo &&
            selectedSpan_.end > selectedSpan_.begin) {
            p.setPen(QPen(palette().highlight().color(), 2));
            p.setBrush(Qt::NoBrush);
            for (const QRect& r :
                 spanRects(line.charForByte(selectedSpan_.begin), line.charForByte(selectedSpan_.end), 0))
                p.drawRect(r.adjusted(-2, 0, 2, -1));
        }

        // The text selection, over the whole width for lines selected to their end.
        if (hasSelection() && row >= selFrom.row && row <= selTo.row) {
            const int c0 = row == selFrom.row ? selFrom.ch : 0;
            const int c1 = row == selTo.row ? selTo.ch : static_cast<int>(content.size()) + 1;
            QColor colour = palette().highlight().color();
            colour.setAlpha(90);
            for (const QRect& r : spanRects(c0, std::min<int>(c1, static_cast<int>(content.size())), 0))
                p.fillRect(r, colour);
            if (row != selTo.row && content.isEmpty()) p.fillRect(QRect(left, y, charWidth_, rowHeight_), colour);
        }

        // The text, a painted line per segment, then the clip marker in a quieter colour.
        p.setPen(palette().text().color());
        for (int seg = 0; seg < segments; ++seg)
            p.drawText(left, y + seg * rowHeight_ + ascent, wrap_ ? content.mid(seg * per, per) : content);
        if (line.clipped()) {
            const QString lastPart = wrap_ ? content.mid((segments - 1) * per) : content;
            QFont italic = font();
            italic.setItalic(true);
            p.setFont(italic);
            p.setPen(palette().placeholderText().color());
            p.drawText(left + fm.horizontalAdvance(lastPart), y + (segments - 1) * rowHeight_ + ascent,
                       line.text.mid(line.markerStart));
            p.setFont(font());
        }
        // Scrolled sideways: the line's start (its time) painted over the left edge.
        if (!wrap_ && horizontalScrollBar()->value() > 0) {
            if (const int pinned = pinnedChars(line, lines_->rowBytes(row)); pinned > 0) {
                const QString start = content.left(pinned);
                const int x = gutter + labelW;
                const int w = fm.horizontalAdvance(start) + 2 * kTextPad;
                QColor background = palette().base().color();
                if (hasCurrentRow_ && row == currentRow_) background = currentRowColour();
                else if (!hits.empty()) background = eventClassStyle(hits.front().cls).background;
                p.fillRect(QRect(x, y, w, rowHeight_), palette().base());
                p.fillRect(QRect(x, y, w, rowHeight_), background);
                p.setPen(palette().text().color());
                p.drawText(x + kTextPad, y + ascent, start);
                p.setPen(QPen(palette().mid().color(), 1, Qt::DashLine));
                p.drawLine(x + w - 1, y, x + w - 1, y + rowHeight_);
            }
        }
        if (!wrap_) widest = std::max(widest, fm.horizontalAdvance(line.text));
        p.setClipping(false);

        // Gutter: a class marker for hit lines (shape, not only colour), then the line number.
        if (!hits.empty()) {
            paintEventClassMarker(p, hits.front().cls, QPointF(kMarkerColumn / 2.0 + 2, y + rowHeight_ / 2.0),
                                  rowHeight_ * 0.6);
        }
        const bool bookmarked = bookmarks_ && bookmarks_->contains(file, lineNo);
        if (bookmarked)
            p.fillRect(QRect(kMarkerColumn, y, gutter - kMarkerColumn - 1, rowHeight_), palette().highlight());
        p.setPen(bookmarked ? palette().highlightedText().color() : palette().placeholderText().color());
        p.drawText(QRect(kMarkerColumn, y, gutter - kMarkerColumn - kGutterPad, rowHeight_),
                   Qt::AlignRight | Qt::AlignVCenter, QString::number(lineNo));
        if (labelW > 0 && rowLabel_) {
            p.setPen(palette().text().color());
            const QString label = fm.elidedText(rowLabel_(row), Qt::ElideMiddle, labelW - 2 * kGutterPad);
            p.drawText(QRect(gutter + kGutterPad, y, labelW - 2 * kGutterPad, rowHeight_),
                       Qt::AlignLeft | Qt::AlignVCenter, label);
        }
        y += height;
    }
    p.setPen(palette().mid().color());
    p.drawLine(gutter - 1, 0, gutter - 1, area.height());
    if (labelW > 0) p.drawLine(gutter + labelW - 1, 0, gutter + labelW - 1, area.height());

    if (widest != widestText_) {
        widestText_ = widest;
        updateScrollBars();
    }
}

}  // namespace awv
