// The painted part of a log pane: a scroll area that draws only the visible rows, straight
// from the file bytes, with a line-number gutter, an optional node/file column (merged
// mode), rule hits (line tint by event class, matched span boxed), search matches and the
// current row. The vertical scroll bar counts rows, not pixels.
#pragma once

#include "views/logs/log_lines.h"
#include "views/logs/log_rule_hits.h"

#include <QAbstractScrollArea>
#include <QRegularExpression>
#include <functional>

namespace awv {

class LogTextArea : public QAbstractScrollArea {
    Q_OBJECT
public:
    explicit LogTextArea(QWidget* parent = nullptr);

    // `lines` and `hits` are owned by the pane and outlive this widget's use of them.
    void setLines(const LogLines* lines);
    void setRuleHits(const LogRuleHits* hits) { hits_ = hits; viewport()->update(); }
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

signals:
    void rowClicked(std::uint64_t row);
    void currentRowChanged(std::uint64_t row);
    void focusReceived();

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void scrollContentsBy(int dx, int dy) override;

private:
    void updateScrollBars();
    int gutterWidth() const;
    int labelWidth() const;

    const LogLines* lines_ = nullptr;
    const LogRuleHits* hits_ = nullptr;
    QRegularExpression search_;
    std::function<QString(std::uint64_t)> rowLabel_;
    struct Span { std::uint32_t file = 0, line = 0, begin = 0, end = 0; bool set = false; } selectedSpan_;
    std::uint64_t currentRow_ = 0;
    bool hasCurrentRow_ = false;
    int rowHeight_ = 16;
    int charWidth_ = 8;
    int widestText_ = 0;
};

}  // namespace awv
