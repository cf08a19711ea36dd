#include "views/logs/log_text_area.h"

#include "views/common/event_class_style.h"
#include "views/logs/log_line_text.h"
#include "views/common/palette_colours.h"

#include <QFontDatabase>
#include <QKeyEvent>
#include <QPainter>
#include <QScrollBar>
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
}

void LogTextArea::setLines(const LogLines* lines) {
    lines_ = lines;
    currentRow_ = 0;
    hasCurrentRow_ = false;
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

void LogTextArea::setSelectedSpan(std::uint32_t file, std::uint32_t line, std::uint32_t begin,
                                  std::uint32_t end) {
    selectedSpan_ = {file, line, begin, end, true};
    viewport()->update();
}

void LogTextArea::rowsChanged() {
    updateScrollBars();
    viewport()->update();
}

int LogTextArea::visibleRowCount() const { return std::max(1, viewport()->height() / rowHeight_); }

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
    horizontalScrollBar()->setRange(0, std::max(0, widestText_ + 2 * kTextPad - textWidth));
    horizontalScrollBar()->setPageStep(std::max(1, textWidth));
}

int LogTextArea::gutterWidth() const {
    const std::uint64_t rows = lines_ ? lines_->rowCount() : 0;
    int digits = 1;
    for (std::uint64_t n = std::max<std::uint64_t>(rows, 9999); n >= 10; n /= 10) ++digits;
    return kMarkerColumn + digits * charWidth_ + 2 * kGutterPad;
}

int LogTextArea::labelWidth() const { return rowLabel_ ? kLabelChars * charWidth_ + 2 * kGutterPad : 0; }

std::optional<std::uint64_t> LogTextArea::rowAt(const QPoint& pos) const {
    if (!lines_ || pos.y() < 0) return std::nullopt;
    const std::uint64_t row = firstVisibleRow() + static_cast<std::uint64_t>(pos.y() / rowHeight_);
    if (row >= lines_->rowCount()) return std::nullopt;
    return row;
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

void LogTextArea::scrollContentsBy(int, int) { viewport()->update(); }

void LogTextArea::focusInEvent(QFocusEvent* event) {
    QAbstractScrollArea::focusInEvent(event);
    emit focusReceived();
}

void LogTextArea::mousePressEvent(QMouseEvent* event) {
    setFocus(Qt::MouseFocusReason);
    if (event->button() != Qt::LeftButton) return;
    if (const auto row = rowAt(event->position().toPoint())) {
        setCurrentRow(*row, false);
        emit rowClicked(*row);
    }
}

void LogTextArea::keyPressEvent(QKeyEvent* event) {
    if (!lines_ || lines_->rowCount() == 0) return QAbstractScrollArea::keyPressEvent(event);
    const std::uint64_t last = lines_->rowCount() - 1;
    const std::uint64_t page = static_cast<std::uint64_t>(std::max(1, visibleRowCount() - 1));
    const std::uint64_t row = hasCurrentRow_ ? currentRow_ : firstVisibleRow();
    switch (event->key()) {
    case Qt::Key_Down: setCurrentRow(std::min(last, row + 1), false); break;
    case Qt::Key_Up: setCurrentRow(row > 0 ? row - 1 : 0, false); break;
    case Qt::Key_PageDown: setCurrentRow(std::min(last, row + page), false); break;
    case Qt::Key_PageUp: setCurrentRow(row > page ? row - page : 0, false); break;
    case Qt::Key_Home:
        if (event->modifiers() & Qt::ControlModifier) setCurrentRow(0, false);
        else horizontalScrollBar()->setValue(0);
        break;
    case Qt::Key_End:
        if (event->modifiers() & Qt::ControlModifier) setCurrentRow(last, false);
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        emit rowClicked(row);
        break;
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
    const int textLeft = gutter + labelW + kTextPad - horizontalScrollBar()->value();
    const std::uint64_t first = firstVisibleRow();
    const std::uint64_t rows = lines_->rowCount();
    const int visible = area.height() / rowHeight_ + 1;
    const int ascent = fm.ascent() + 1;
    int widest = widestText_;
    const auto xOf = [&](const DisplayLine& line, int ch) {
        return textLeft + fm.horizontalAdvance(line.text.left(ch));
    };

    for (int i = 0; i < visible && first + static_cast<std::uint64_t>(i) < rows; ++i) {
        const std::uint64_t row = first + static_cast<std::uint64_t>(i);
        const int y = i * rowHeight_;
        const QRect rowRect(gutter + labelW, y, area.width() - gutter - labelW, rowHeight_);
        const std::uint32_t file = lines_->fileOf(row);
        const std::uint32_t lineNo = lines_->lineOf(row);
        const auto hits = hits_ ? hits_->forLine(file, lineNo) : std::span<const RuleHit>{};

        p.setClipRect(QRect(gutter + labelW, 0, area.width() - gutter - labelW, area.height()));
        // Row background: current row, else the most important hit's class tint.
        if (hasCurrentRow_ && row == currentRow_) {
            p.fillRect(rowRect, currentRowColour());
        } else if (!hits.empty()) {
            p.fillRect(rowRect, eventClassStyle(hits.front().cls).background);
        }

        const DisplayLine line = decodeForDisplay(lines_->rowBytes(row));

        // Search matches, on the decoded text of the visible part only.
        if (!search_.pattern().isEmpty() && search_.isValid()) {
            const QString content = line.text.left(line.contentLength());
            auto it = search_.globalMatch(content);
            int guard = 0;
            while (it.hasNext() && guard++ < 256) {
                const auto m = it.next();
                if (m.capturedLength() == 0) continue;
                const int x0 = xOf(line, static_cast<int>(m.capturedStart()));
                const int x1 = xOf(line, static_cast<int>(m.capturedEnd()));
                p.fillRect(QRect(x0, y + 1, std::max(2, x1 - x0), rowHeight_ - 2), searchMatchColour());
            }
        }

        // Rule-hit spans: a pale fill and a box in the class colour, so the match stands out.
        for (const RuleHit& hit : hits) {
            if (hit.matchEnd <= hit.matchBegin) continue;
            const EventClassStyle& style = eventClassStyle(hit.cls);
            const int x0 = xOf(line, line.charForByte(hit.matchBegin));
            const int x1 = xOf(line, line.charForByte(hit.matchEnd));
            const QRect box(x0 - 1, y + 1, std::max(3, x1 - x0 + 2), rowHeight_ - 2);
            QColor fill = style.color;
            fill.setAlpha(60);
            p.fillRect(box, fill);
            p.setPen(QPen(style.color, 1.5));
            p.setBrush(Qt::NoBrush);
            p.drawRect(box);
        }
        if (selectedSpan_.set && selectedSpan_.file == file && selectedSpan_.line == lineNo &&
            selectedSpan_.end > selectedSpan_.begin) {
            const int x0 = xOf(line, line.charForByte(selectedSpan_.begin));
            const int x1 = xOf(line, line.charForByte(selectedSpan_.end));
            p.setPen(QPen(palette().highlight().color(), 2));
            p.setBrush(Qt::NoBrush);
            p.drawRect(QRect(x0 - 2, y, std::max(4, x1 - x0 + 4), rowHeight_ - 1));
        }

        // The text, then the clip marker in a quieter colour.
        p.setPen(palette().text().color());
        const QString content = line.text.left(line.contentLength());
        p.drawText(textLeft, y + ascent, content);
        const int contentWidth = fm.horizontalAdvance(content);
        if (line.clipped()) {
            QFont italic = font();
            italic.setItalic(true);
            p.setFont(italic);
            p.setPen(palette().placeholderText().color());
            p.drawText(textLeft + contentWidth, y + ascent, line.text.mid(line.markerStart));
            p.setFont(font());
        }
        widest = std::max(widest, fm.horizontalAdvance(line.text));
        p.setClipping(false);

        // Gutter: a class marker for hit lines (shape, not only colour), then the line number.
        if (!hits.empty()) {
            paintEventClassMarker(p, hits.front().cls, QPointF(kMarkerColumn / 2.0 + 2, y + rowHeight_ / 2.0),
                                  rowHeight_ * 0.6);
        }
        p.setPen(palette().placeholderText().color());
        p.drawText(QRect(kMarkerColumn, y, gutter - kMarkerColumn - kGutterPad, rowHeight_),
                   Qt::AlignRight | Qt::AlignVCenter, QString::number(lineNo));
        if (labelW > 0 && rowLabel_) {
            p.setPen(palette().text().color());
            const QString label = fm.elidedText(rowLabel_(row), Qt::ElideMiddle, labelW - 2 * kGutterPad);
            p.drawText(QRect(gutter + kGutterPad, y, labelW - 2 * kGutterPad, rowHeight_),
                       Qt::AlignLeft | Qt::AlignVCenter, label);
        }
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
