// The timeline across nodes: one row per node (grouped and collapsible when there are
// many), each event of the analysis a marker coloured AND shaped by its class, repeated
// events a bar from first to last time, the first fault a labelled vertical line. Rows
// shrink from 22 to 13 px to fit the pane (16 nodes at a glance); past 40 nodes they are
// grouped (at most 24 groups: 1,024 nodes are 16 groups of 64), and a collapsed group is
// a heat strip of its members' events, coloured by the strongest class at each time, with
// its root-cause and contributing markers on top. A node that went silent before the
// others (or had nothing at the first fault) is flagged, its row hatched after its last
// line. A bundle without times says so instead of drawing an empty axis. Zoom
// with the wheel around the cursor or a rubber band (right button or Shift+drag), pan by
// dragging. A drag along the time axis (or Ctrl+drag) picks the shared time range. Only visible rows and times are painted, and markers falling on the same
// pixels are drawn once, so a million events stay interactive.
#pragma once

#include "views/common/document.h"
#include "views/common/document_feed.h"
#include "views/common/selection.h"
#include "views/common/time_axis.h"

#include <QAbstractScrollArea>

class QAction;
class QMenu;
#include <array>
#include <optional>
#include <vector>

namespace awv {

class TimelineView : public QAbstractScrollArea {
    Q_OBJECT
public:
    TimelineView(Selection* selection, DocumentFeed* feed, QWidget* parent = nullptr);

    void setDocument(DocumentPtr doc);
    DocumentPtr document() const { return doc_; }

    // Time range shown; fitAll() shows every event with a margin, zoomToIncident() the
    // failure itself: from a little before the first fault to its last consequence (what
    // a bundle opens on: faults days before the incident would squash it to one edge).
    void setVisibleRange(aw::TimeNs from, aw::TimeNs to);
    void fitAll();
    void zoomToIncident();
    QAction* fitAllAction() const { return fitAll_; }            // Ctrl+0
    QAction* zoomToIncidentAction() const { return incident_; }  // Ctrl+I
    int nameColumnWidth() const { return nameWidth_; }
    aw::TimeNs visibleFrom() const { return axis_.from(); }
    aw::TimeNs visibleTo() const { return axis_.to(); }
    const TimeAxis& axis() const { return axis_; }
    // Time the relative labels count from: the first fault, else the first event.
    aw::TimeNs origin() const { return origin_; }

    // Rows and groups (for tests and the shell).
    int nodeRowCount() const { return static_cast<int>(rows_.size()); }
    int groupCount() const { return static_cast<int>(groups_.size()); }
    // Markers the last frame drew: bounded by the visible rows and pixels, not the events.
    int paintedMarkerCount() const { return paintedMarkers_; }
    bool isGroupExpanded(int group) const { return groups_[group].expanded; }
    // The most important class among a group's events (nullopt: none), what its row shows first.
    std::optional<aw::EventClass> groupStrongestClass(int group) const;
    // The height of a row now: 22 px when the rows fit, down to 13 px when there are many.
    int rowHeight() const { return rowHeight_; }
    // The display rows that fit the pane at once, and all of them (groups and open rows).
    int visibleRowCount() const;
    int displayRowCount() const { return static_cast<int>(display_.size()); }
    // The height that shows every display row at full size (for the pane to ask for).
    int heightForAllRows() const;
    // Flagged silent (went silent before the others, or nothing at the first fault).
    bool isNodeFlaggedSilent(const QString& node) const;
    // What the timeline says instead of an axis ("" when it has one): no times in the bundle.
    QString emptyMessage() const { return emptyMessage_; }
    void setGroupExpanded(int group, bool expanded);
    QString groupTitle(int group) const { return groups_[group].title; }

    // The event under a viewport position (nearest marker within a few pixels).
    std::optional<std::uint32_t> eventAt(const QPoint& viewportPos) const;
    // Where an event's marker is drawn, in viewport coordinates; nullopt when not visible.
    std::optional<QPointF> markerPosition(std::uint32_t eventId) const;
    std::uint32_t highlightedEvent() const { return highlighted_; }
    // Highlights an event, expands its group, scrolls its row into view and its time too.
    void revealEvent(std::uint32_t eventId);

    // The repeated event whose bar (first to last occurrence) is under a viewport position.
    std::optional<std::uint32_t> barAt(const QPoint& viewportPos) const;
    // The plot's left and right edges, in viewport coordinates (views aligned under it).
    std::pair<int, int> plotColumns() const;

    // The time range every view follows (timeline_range.cpp): a drag along the time axis,
    // or Ctrl+drag over the rows, sets it in the Selection; a right click without a drag
    // offers every node's logs at that moment.
    bool startsRangeDrag(const QPoint& viewportPos, Qt::MouseButton button, Qt::KeyboardModifiers modifiers) const;
    // The menu a right click at a viewport position opens (for tests; not shown).
    QMenu* momentMenu(const QPoint& viewportPos);

    // Where a user would point, by name, in viewport coordinates (timeline_points.cpp), so a
    // test driving the real window clicks what it means even when the layout changes:
    // "axis.left", "axis.right" and "axis.fault" on the time axis strip (a drag there picks
    // the range), "rows.middle" over the rows, "row.NAME" on each visible row's name.
    std::vector<std::pair<QString, QPoint>> namedPoints() const;

signals:
    void visibleRangeChanged(aw::TimeNs from, aw::TimeNs to);
    // The time under the pointer (kNoTime when it leaves the plot), for a shared cursor.
    void cursorTimeChanged(aw::TimeNs time);
    void plotColumnsChanged(int left, int right);
    // The user opened a group: the rows want `height` pixels (the charts below may yield).
    void moreRowsWanted(int height);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool viewportEvent(QEvent* event) override;
    void scrollContentsBy(int dx, int dy) override;

private:
    struct Mark {
        aw::TimeNs time;
        std::uint32_t event;  // index into result.events
    };
    struct NodeRow {
        QString name;
        std::array<std::vector<Mark>, 4> byClass;  // indexed by aw::EventClass
        std::vector<std::uint32_t> bars;           // repeated events (count > 1), by time
        int group = -1;
        bool important = false;                // has root-cause or contributing events
        aw::TimeNs silentAfter = aw::kNoTime;  // flagged silent: its last line
        QString silentWhy;                     // why, for its tooltip
    };
    struct Group {
        QString title;
        std::vector<int> rows;
        bool expanded = false;
        int silentNodes = 0;
    };
    struct DisplayRow {
        bool isGroup = false;
        int index = 0;  // into groups_ or rows_
    };

    void buildRows();
    void flagSilentNodes();
    void buildGroups();
    void rebuildDisplay();
    void updateGeometry();
    void emitRange();
    int displayRowAt(int y) const;
    int displayRowOfNode(int row) const;
    QRect plotRect() const;
    void paintAxis(QPainter& p, const QRect& plot);
    void paintRowMarks(QPainter& p, const std::vector<int>& nodeRows, int y, const QRect& plot);
    void paintGroupHeat(QPainter& p, const std::vector<int>& nodeRows, int y, const QRect& plot);
    void paintSilence(QPainter& p, const NodeRow& row, int y, const QRect& plot);
    void paintEmptyMessage(QPainter& p, const QRect& plot);
    QString tooltipFor(std::uint32_t eventIndex) const;
    // timeline_range.cpp
    void updateRangeDrag(const QPoint& pos);
    void finishRangeDrag();
    void paintTimeRange(QPainter& p, const QRect& plot);
    void popupMomentMenu(const QPoint& viewportPos);

    Selection* selection_;
    DocumentPtr doc_;
    TimeAxis axis_;
    QAction* fitAll_ = nullptr;
    QAction* incident_ = nullptr;
    int nameWidth_ = 170;  // the row names' column: as wide as the longest name needs
    int rowHeight_ = 22;   // 22 px, down to 13 px when the rows would not fit
    QString emptyMessage_;
    aw::TimeNs origin_ = 0;
    aw::TimeNs rootTime_ = aw::kNoTime;
    std::vector<NodeRow> rows_;
    std::vector<int> eventRow_;  // event index -> node row
    std::vector<Group> groups_;
    std::vector<DisplayRow> display_;
    std::uint32_t highlighted_ = 0;

    enum class Drag { None, Pan, RubberBand, TimeRange };
    Drag drag_ = Drag::None;
    QPoint pressPos_;
    QPoint lastPos_;
    QRect rubberBand_;
    QMenu* momentMenu_ = nullptr;
    bool moved_ = false;
    int paintedMarkers_ = 0;
};

}  // namespace awv
