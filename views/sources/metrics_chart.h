// The metric series of one node (and one GPU when the selection names it): Xid, GPU
// temperature, ECC and power as small multiples sharing the timeline's time range. Follows
// the shared Selection: a selected node shows its series, a selected event its node's
// (and its GPU's) series.
#pragma once

#include "views/common/document.h"
#include "views/common/document_feed.h"
#include "views/common/selection.h"

#include <QStringList>
#include <QWidget>

class QChartView;
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

public slots:
    void setTimeRange(aw::TimeNs from, aw::TimeNs to);

private:
    void rebuild();
    void applyRange();

    Selection* selection_;
    DocumentPtr doc_;
    QString node_;
    int gpu_ = -1;
    aw::TimeNs from_ = aw::kNoTime;
    aw::TimeNs to_ = aw::kNoTime;
    QLabel* title_ = nullptr;
    QLabel* empty_ = nullptr;
    QVBoxLayout* chartsLayout_ = nullptr;
    std::vector<QChartView*> charts_;
    QStringList shownSeries_;
};

}  // namespace awv
