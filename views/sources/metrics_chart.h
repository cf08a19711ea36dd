// The metric series of one node (and one GPU when the selection names it): Xid, GPU
// temperature, ECC and power as small multiples under the timeline, on the timeline's own
// time axis: the same range, the plot under its plot, ticks at the same round times, its
// pointer as a cursor line and the first fault as a dashed line. One legend for all the
// charts (a GPU keeps its colour in each). Follows the shared Selection: a selected node
// shows its series, a selected event its node's (and its GPU's) series.
#pragma once

#include "views/common/document.h"
#include "views/common/document_feed.h"
#include "views/common/selection.h"

#include <QStringList>
#include <QWidget>

class QChartView;
class QCategoryAxis;
class QGraphicsLineItem;
class QValueAxis;
class QLabel;
class QVBoxLayout;

namespace awv {

class MetricsChart : public QWidget {
    Q_OBJECT
public:
    MetricsChart(Selection* selection, DocumentFeed* feed, QWidget* parent = nullptr);

    void setDocument(DocumentPtr doc);
    DocumentPtr document() const { return doc_; }
    // Shows the series of `node`; with gpu >= 0 only that GPU's (and node-wide) series.
    void showNode(const QString& node, int gpu = -1);

    QString currentNode() const { return node_; }
    int currentGpu() const { return gpu_; }
    int chartCount() const { return static_cast<int>(charts_.size()); }
    // "<metric name> gpu=<n>" for every series shown, in display order.
    QStringList shownSeries() const { return shownSeries_; }
    aw::TimeNs rangeFrom() const { return from_; }
    aw::TimeNs rangeTo() const { return to_; }

    QString legendText() const;
    // Where the first chart's plot runs, in this widget's coordinates (for tests).
    std::pair<int, int> plotColumns() const;
    // The UTC labels of the first chart's time axis.
    QStringList timeLabels() const;
    aw::TimeNs cursorTime() const { return cursor_; }

signals:
    // After every rebuild: whether any chart is shown. A pane holding the charts hides
    // itself when there is none, so "no metric series" never takes room from the rows.
    void chartsShown(bool any);

public slots:
    void setTimeRange(aw::TimeNs from, aw::TimeNs to);
    // The plots run under [left, right] of `reference` (the timeline's viewport).
    void alignTo(const QWidget* reference, int left, int right);
    void setCursorTime(aw::TimeNs time);  // kNoTime hides the cursor

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void rebuild();
    void applyRange();
    void applyPlotArea();
    void placeLines();

    Selection* selection_;
    DocumentPtr doc_;
    QString node_;
    int gpu_ = -1;
    aw::TimeNs from_ = aw::kNoTime;
    aw::TimeNs to_ = aw::kNoTime;
    aw::TimeNs cursor_ = aw::kNoTime;
    aw::TimeNs rootTime_ = aw::kNoTime;
    const QWidget* reference_ = nullptr;
    int referenceLeft_ = 0, referenceRight_ = 0;
    QLabel* title_ = nullptr;
    QLabel* legend_ = nullptr;
    QLabel* empty_ = nullptr;
    QVBoxLayout* chartsLayout_ = nullptr;
    struct Chart {
        QChartView* view = nullptr;
        QCategoryAxis* time = nullptr;  // labels at the timeline's ticks
        QValueAxis* values = nullptr;
        QGraphicsLineItem* cursor = nullptr;
        QGraphicsLineItem* firstFault = nullptr;
    };
    std::vector<Chart> charts_;
    QStringList shownSeries_;
};

}  // namespace awv
