// The painted part of a log pane: a scroll area that draws only the visible rows, straight
// from the file bytes, with a line-number gutter, an optional node/file column (merged
// mode), rule hits (line tint by event class, matched span boxed), search matches, the
// current row and a text selection made with the mouse (or Shift and the arrows). Long
// lines scroll sideways, or wrap. The vertical scroll bar counts rows, not pixels.
#pragma once

#include "views/logs/log_bookmarks.h"
#include "views/logs/log_lines.h"
#include "views/logs/log_rule_hits.h"

#include <QAbstractScrollArea>
#include <QRegularExpression>
#include <functional>
#include <optional>
#include <string_view>

class QTimer;

namespace awv {

struct DisplayLine;

class LogTextArea : public QAbstractScrollArea {
    Q_OBJECT
public:
    explicit LogTextArea(QWidget* parent = nullptr);

    // `lines` and `hits` are owned by the pane and outlive this widget's use of them.
    void setLines(const LogLines* lines);
    void setRuleHits(const LogRuleHits* hits) {
        hits_ = hits;
        viewport()->update();
    }
    // Bookmarked lines get a marked line number (owned by the view; nullptr: none).
    void setBookmarks(const LogBookmarks* bookmarks) {
        bookmarks_ = bookmarks;
        viewport()->update();
    }
    void setSearchRegex(const QRegularExpression& regex);
    // Shows a column with a label per row (merged mode); empty function hides it.
    void setRowLabel(std::function<QString(std::uint64_t row)> label);
    // The span to mark as selected (evidence picked elsewhere), in the given file line.
    void setSelectedSpan(std::uint32_t file, std::uint32_t line, std::uint32_t begin, std::uint32_t end);

    // Call when rows were appended (progressive indexing).
    void rowsChanged();

    std::uint64_t currentRow() const { return currentRow_; }
    bool hasCurrentRow() const { return hasCurrentRow_; }
    void setCurrentRow(std::uint64_t row, bool centre);
    std::uint64_t firstVisibleRow() const;
    int visibleRowCount() const;
    int rowHeight() const { return rowHeight_; }
    // The row under a viewport position, if any.
    std::optional<std::uint64_t> rowAt(const QPoint& viewportPos) const;

    // Long lines wrap at the viewport's width instead of scrolling sideways.
    void setWrap(bool on);
    bool wrap() const { return wrap_; }

    // The text selection, in rows and characters of the painted text.
    struct TextPos {
        std::uint64_t row = 0;
        int ch = 0;
        auto operator<=>(const TextPos&) const = default;
    };
    bool hasSelection() const { return selAnchor_ != selCursor_; }
    void select(TextPos from, TextPos to);
    void clearSelection();
    std::pair<TextPos, TextPos> selection() const;  // ordered
    // The selected text, rows joined by newlines; at most `maxRows` rows (`capped` says so).
    QString selectedText(std::uint64_t maxRows, bool* capped = nullptr) const;
    // The painted text of a row (escapes and expanded tabs included, no clip marker).
    QString rowText(std::uint64_t row) const;

    // Scrolls so that the characters [begin, end) of `row` are on screen, sideways too.
    void revealChars(std::uint64_t row, int begin, int end);
    void revealBytes(std::uint64_t row, std::uint32_t begin, std::uint32_t end);
    // Reveals the first search match on `row`.
    void revealSearchMatch(std::uint64_t row);
    // Scrolled sideways, a row's start (its timestamp, and a rank prefix before it) stays
    // painted at the left edge, so a jump far into a long line still says when it was
    // written. The characters pinned so for `row`; 0 when not scrolled or untimed.
    int pinnedChars(std::uint64_t row) const;
    // The position of the viewport point on the text (row and character), if on a row.
    std::optional<TextPos> textPosAt(const QPoint& viewportPos) const;

signals:
    void rowClicked(std::uint64_t row);
    void currentRowChanged(std::uint64_t row);
    void focusReceived();
    void selectionChanged();
    // A right click (or the menu key) on `row`, at `globalPos`.
    void contextMenuRequested(std::uint64_t row, const QPoint& globalPos);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void scrollContentsBy(int dx, int dy) override;

private:
    void updateScrollBars();
    int gutterWidth() const;
    int labelWidth() const;
    int textLeft() const;                      // x of character 0 of a row segment
    int charsPerSegment() const;               // characters on one painted line (INT_MAX without wrap)
    int segmentsOf(std::uint64_t row) const;   // painted lines the row takes (1 without wrap)
    int rowTop(std::uint64_t row) const;       // y of a visible row, or -1
    void showRowAt(std::uint64_t row, int y);  // scrolls so `row` starts near `y` (whole rows)
    int charAtX(const QString& text, int segmentStart, int x) const;
    int pinnedChars(const DisplayLine& line, std::string_view bytes) const;
    int pinnedCharsIfScrolled(std::uint64_t row) const;  // what pinnedChars() would be, scrolled
    void extendSelectionTo(const QPoint& viewportPos);
    void selectRowsTo(std::uint64_t row);  // Shift + arrows: whole lines from the anchor

    const LogLines* lines_ = nullptr;
    const LogRuleHits* hits_ = nullptr;
    const LogBookmarks* bookmarks_ = nullptr;
    QRegularExpression search_;
    std::function<QString(std::uint64_t)> rowLabel_;
    struct Span {
        std::uint32_t file = 0, line = 0, begin = 0, end = 0;
        bool set = false;
    } selectedSpan_;
    std::uint64_t currentRow_ = 0;
    bool hasCurrentRow_ = false;
    int rowHeight_ = 16;
    int charWidth_ = 8;
    int widestText_ = 0;
    bool wrap_ = false;
    TextPos selAnchor_, selCursor_;
    bool dragging_ = false;
    QTimer* dragScroll_ = nullptr;  // scrolls while a drag is above or below the rows
    QPoint lastDragPos_;
};

}  // namespace awv
