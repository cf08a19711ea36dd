#include "views/sources/metrics_chart.h"

#include "views/common/event_class_style.h"
#include "views/common/palette_colours.h"
#include "views/common/time_axis.h"

#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QGraphicsLayout>
#include <QGraphicsLineItem>
#include <QLabel>
#include <QTimer>
#include <QLegendMarker>
#include <QLineSeries>
#include <QValueAxis>
#include <QVBoxLayout>
#include <algorithm>
#include <array>
#include <map>

namespace awv {

namespace {

constexpr std::size_t kMaxPointsPerSeries = 4000;

enum class Category { Xid, Temperature, Ecc, Power, Other };

Category categoryOf(const std::string& metric) {
    QString name = QString::fromStdString(metric).toUpper();
    if (name.contains(QLatin1String("XID"))) return Category::Xid;
    if (name.contains(QLatin1String("TEMP"))) return Category::Temperature;
    if (name.contains(QLatin1String("ECC")) || name.contains(QLatin1String("_DBE")) ||
        name.contains(QLatin1String("_SBE")) || name.contains(QLatin1String("REMAPPED")))
        return Category::Ecc;
    if (name.contains(QLatin1String("POWER"))) return Category::Power;
    return Category::Other;
}

QString categoryTitle(Category c, const std::string& metric) {
    switch (c) {
    case Category::Xid: return MetricsChart::tr("Xid errors (last Xid code)");
    case Category::Temperature: return MetricsChart::tr("GPU temperature (°C)");
    case Category::Ecc: return MetricsChart::tr("ECC errors");
    case Category::Power: return MetricsChart::tr("Power (W)");
    case Category::Other: return QString::fromStdString(metric);
    }
    return {};
}

// The charts' x is milliseconds of UTC; the labels are the timeline's, so no time zone
// comes in between.
qint64 axisMs(aw::TimeNs t) {
    return t / 1'000'000;
}

constexpr int kMinTickSpacing = 90;

// Keeps the shape of long series: the min and max of each bucket, in time order.
QList<QPointF> decimated(const std::vector<aw::MetricSample>& samples) {
    QList<QPointF> points;
    if (samples.size() <= kMaxPointsPerSeries) {
        points.reserve(static_cast<qsizetype>(samples.size()));
        for (const aw::MetricSample& s : samples) points.append(QPointF(static_cast<qreal>(axisMs(s.time)), s.value));
        return points;
    }
    const std::size_t buckets = kMaxPointsPerSeries / 2;
    const std::size_t per = (samples.size() + buckets - 1) / buckets;
    for (std::size_t b = 0; b < samples.size(); b += per) {
        const auto begin = samples.begin() + static_cast<std::ptrdiff_t>(b);
        const auto end = samples.begin() + static_cast<std::ptrdiff_t>(std::min(samples.size(), b + per));
        const auto [lo, hi] =
            std::minmax_element(begin, end, [](const auto& a, const auto& c) { return a.value < c.value; });
        const auto& first = lo->time <= hi->time ? *lo : *hi;
        const auto& second = lo->time <= hi->time ? *hi : *lo;
        points.append(QPointF(static_cast<qreal>(axisMs(first.time)), first.value));
        if (&first != &second) points.append(QPointF(static_cast<qreal>(axisMs(second.time)), second.value));
    }
    return points;
}

// Tableau's ten, readable on light and dark backgrounds.
QColor seriesColour(std::size_t index) {
    static const std::array<QRgb, 10> colours{0x4e79a7, 0xf28e2b, 0xe15759, 0x76b7b2, 0x59a14f,
                                              0xedc948, 0xb07aa1, 0xff9da7, 0x9c755f, 0xbab0ac};
    return QColor(colours[index % colours.size()]);
}

}  // namespace

MetricsChart::MetricsChart(Selection* selection, DocumentFeed* feed, QWidget* parent)
    : QWidget(parent), selection_(selection) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    title_ = new QLabel(this);
    QFont bold = title_->font();
    bold.setBold(true);
    title_->setFont(bold);
    legend_ = new QLabel(this);
    legend_->setWordWrap(true);
    legend_->setTextFormat(Qt::RichText);
    empty_ = new QLabel(tr("Select a node or an event to see its metrics."), this);
    empty_->setAlignment(Qt::AlignCenter);
    empty_->setWordWrap(true);
    chartsLayout_ = new QVBoxLayout;
    chartsLayout_->setSpacing(0);
    layout->addWidget(title_);
    layout->addWidget(legend_);
    layout->addWidget(empty_, 1);
    layout->addLayout(chartsLayout_, 100);
    if (selection_) {
        connect(selection_, &Selection::nodeSelected, this, [this](const QString& node) { showNode(node, -1); });
        connect(selection_, &Selection::eventSelected, this, [this](std::uint32_t id) {
            if (!doc_) return;
            if (const aw::Event* e = doc_->result->findEvent(id); e && !e->node.empty()) {
                showNode(QString::fromStdString(e->node), e->gpu);
            }
        });
    }
    feed->subscribe(this);
}

void MetricsChart::setDocument(DocumentPtr doc) {
    doc_ = std::move(doc);
    node_.clear();
    gpu_ = -1;
    rootTime_ = aw::kNoTime;
    if (doc_)
        if (const aw::Event* root = doc_->result->findEvent(doc_->result->verdict.rootEventId)) rootTime_ = root->time;
    // Start on the culprit node: the one the engineer will look at first.
    if (doc_ && !doc_->result->verdict.culpritNodes.empty()) {
        showNode(QString::fromStdString(doc_->result->verdict.culpritNodes.front()), doc_->result->verdict.culpritGpu);
    } else {
        rebuild();
    }
}

void MetricsChart::showNode(const QString& node, int gpu) {
    node_ = node;
    gpu_ = gpu;
    rebuild();
}

void MetricsChart::setTimeRange(aw::TimeNs from, aw::TimeNs to) {
    from_ = from;
    to_ = to;
    applyRange();
}

void MetricsChart::applyRange() {
    if (from_ == aw::kNoTime || to_ == aw::kNoTime || to_ <= from_) return;
    for (const Chart& chart : charts_) {
        chart.time->setRange(static_cast<qreal>(axisMs(from_)), static_cast<qreal>(axisMs(to_)));
        // Labels at the round times the timeline picks for the same span and width.
        for (const QString& label : chart.time->categoriesLabels()) chart.time->remove(label);
        TimeAxis axis;
        axis.setRange(from_, to_);
        axis.setPixels(0, std::max(100.0, chart.view->chart()->plotArea().width()));
        for (const TimeAxis::Tick& tick : axis.utcTicks(kMinTickSpacing))
            chart.time->append(tick.label, static_cast<qreal>(axisMs(tick.time)));
    }
    placeLines();
}

void MetricsChart::setCursorTime(aw::TimeNs time) {
    cursor_ = time;
    placeLines();
}

void MetricsChart::alignTo(const QWidget* reference, int left, int right) {
    reference_ = reference;
    referenceLeft_ = left;
    referenceRight_ = right;
    applyPlotArea();
}

void MetricsChart::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    QTimer::singleShot(0, this, &MetricsChart::applyPlotArea);
}

void MetricsChart::applyPlotArea() {
    for (const Chart& chart : charts_) {
        QChart* c = chart.view->chart();
        int left = 60, right = chart.view->width() - 12;
        if (reference_ && referenceRight_ > referenceLeft_) {
            left = chart.view->mapFromGlobal(reference_->mapToGlobal(QPoint(referenceLeft_, 0))).x();
            right = chart.view->mapFromGlobal(reference_->mapToGlobal(QPoint(referenceRight_, 0))).x();
        }
        right = std::min(right, chart.view->width() - 4);
        if (right - left < 40) continue;
        // The chart lays its axes out itself (a plot area set by hand leaves the value labels
        // no room: they read "..."); its margins move that plot under the timeline's.
        if (QGraphicsLayout* layout = c->layout()) layout->activate();
        const QRectF plot = c->plotArea();
        if (plot.width() <= 0) continue;
        QMargins margins = c->margins();
        margins.setLeft(std::max(0, margins.left() + left - static_cast<int>(std::lround(plot.left()))));
        margins.setRight(std::max(0, margins.right() + static_cast<int>(std::lround(plot.right())) - right));
        if (margins != c->margins()) {
            c->setMargins(margins);
            if (QGraphicsLayout* layout = c->layout()) layout->activate();
        }
    }
    applyRange();
}

void MetricsChart::placeLines() {
    for (const Chart& chart : charts_) {
        QChart* c = chart.view->chart();
        const QRectF plot = c->plotArea();
        const auto place = [&](QGraphicsLineItem* line, aw::TimeNs t) {
            if (t == aw::kNoTime || t < from_ || t > to_ || plot.isEmpty()) return line->hide();
            const qreal x = c->mapToPosition(QPointF(static_cast<qreal>(axisMs(t)), chart.values->min()), nullptr).x();
            line->setLine(x, plot.top(), x, plot.bottom());
            line->show();
        };
        place(chart.cursor, cursor_);
        place(chart.firstFault, rootTime_);
    }
}

QString MetricsChart::legendText() const {
    return legend_->text();
}

std::pair<int, int> MetricsChart::plotColumns() const {
    if (charts_.empty()) return {0, 0};
    const QRectF plot = charts_.front().view->chart()->plotArea();
    const QPoint left = charts_.front().view->mapTo(this, QPoint(static_cast<int>(plot.left()), 0));
    const QPoint right = charts_.front().view->mapTo(this, QPoint(static_cast<int>(plot.right()), 0));
    return {left.x(), right.x()};
}

QStringList MetricsChart::timeLabels() const {
    return charts_.empty() ? QStringList() : charts_.front().time->categoriesLabels();
}

void MetricsChart::rebuild() {
    for (const Chart& chart : charts_) {
        chartsLayout_->removeWidget(chart.view);
        chart.view->deleteLater();
    }
    charts_.clear();
    shownSeries_.clear();
    legend_->clear();
    legend_->hide();
    if (!doc_ || !doc_->bundle || node_.isEmpty()) {
        title_->setText(tr("Metrics"));
        empty_->setText(tr("Select a node or an event to see its metrics."));
        empty_->show();
        emit chartsShown(false);
        return;
    }
    const aw::Bundle& bundle = *doc_->bundle;
    const std::uint32_t node = bundle.findNode(node_.toStdString());
    title_->setText(gpu_ >= 0 ? tr("Metrics of %1, GPU %2").arg(node_).arg(gpu_) : tr("Metrics of %1").arg(node_));

    // Group the node's series by what they measure, in a fixed order.
    std::map<Category, std::vector<const aw::MetricSeries*>> byCategory;
    std::map<std::string, std::vector<const aw::MetricSeries*>> other;
    for (const aw::MetricSeries& s : bundle.metrics) {
        if (s.node != node || node == aw::kNoNode || s.samples.empty()) continue;
        if (gpu_ >= 0 && s.gpu >= 0 && s.gpu != gpu_) continue;
        const Category c = categoryOf(s.name);
        if (c == Category::Other) other[s.name].push_back(&s);
        else byCategory[c].push_back(&s);
    }
    std::vector<std::pair<QString, std::vector<const aw::MetricSeries*>>> groups;
    for (auto& [c, list] : byCategory) groups.emplace_back(categoryTitle(c, list.front()->name), list);
    for (auto& [name, list] : other) groups.emplace_back(QString::fromStdString(name), list);

    empty_->setVisible(groups.empty());
    if (groups.empty()) {
        empty_->setText(tr("No metric series for %1 in this bundle.").arg(node_));
        emit chartsShown(false);
        return;
    }
    // One legend for every chart: a series name keeps its colour from chart to chart.
    std::map<QString, QColor> colours;
    std::vector<QString> legendOrder;
    QFont titleFont = font();
    titleFont.setBold(true);
    for (auto& [title, list] : groups) {
        std::stable_sort(list.begin(), list.end(), [](auto* a, auto* b) { return a->gpu < b->gpu; });
        auto* chart = new QChart;
        // Before the series: a theme resets the series' colours.
        chart->setTheme(isDarkPalette() ? QChart::ChartThemeDark : QChart::ChartThemeLight);
        chart->setTitle(title);
        chart->setTitleFont(titleFont);
        chart->setMargins(QMargins(0, 0, 0, 0));
        chart->setBackgroundRoundness(0);
        chart->legend()->setVisible(false);
        auto* xAxis = new QCategoryAxis;
        xAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
        auto* yAxis = new QValueAxis;
        yAxis->setLabelFormat(QStringLiteral("%g"));
        chart->addAxis(xAxis, Qt::AlignBottom);
        chart->addAxis(yAxis, Qt::AlignLeft);
        // Not list.front() inside the lambda: clang 14 cannot capture a structured binding.
        const std::string& firstName = list.front()->name;
        const bool mixedNames = std::any_of(list.begin(), list.end(), [&](auto* s) { return s->name != firstName; });
        double lo = std::numeric_limits<double>::max(), hi = std::numeric_limits<double>::lowest();
        for (const aw::MetricSeries* s : list) {
            auto* series = new QLineSeries;
            QString name = s->gpu >= 0 ? tr("GPU %1").arg(s->gpu) : tr("node");
            if (mixedNames) name = QString::fromStdString(s->name) + QLatin1Char(' ') + name;
            series->setName(name);
            series->replace(decimated(s->samples));
            chart->addSeries(series);  // the chart's theme gives each series its colour here
            QPen pen = series->pen();  // so the pen is read afterwards, or every GPU is black
            if (const auto known = colours.find(name); known != colours.end()) {
                pen.setColor(known->second);
            } else {
                // Ten distinct colours (the theme has five: GPU 0 and GPU 5 looked alike).
                const QColor colour = seriesColour(legendOrder.size());
                colours.emplace(name, colour);
                legendOrder.push_back(name);
                pen.setColor(colour);
            }
            pen.setWidthF(gpu_ >= 0 && s->gpu == gpu_ ? 2.5 : 1.5);
            series->setPen(pen);
            series->attachAxis(xAxis);
            series->attachAxis(yAxis);
            for (const aw::MetricSample& sample : s->samples) {
                lo = std::min(lo, sample.value);
                hi = std::max(hi, sample.value);
            }
            shownSeries_.push_back(QStringLiteral("%1 gpu=%2").arg(QString::fromStdString(s->name)).arg(s->gpu));
        }
        if (lo > hi) {
            lo = 0;
            hi = 1;
        }
        const double pad = std::max(1.0, (hi - lo) * 0.1);
        // Counters, temperatures and watts start at zero; round ticks ("800", not "727.771").
        yAxis->setRange(lo >= 0 ? 0.0 : lo - pad, hi + pad);
        yAxis->setTickCount(3);  // a small chart: more ticks elide their labels to "..."
        yAxis->applyNiceNumbers();
        // Until the timeline says otherwise, the whole series.
        if (from_ == aw::kNoTime) {
            aw::TimeNs t0 = std::numeric_limits<aw::TimeNs>::max(), t1 = std::numeric_limits<aw::TimeNs>::min();
            for (const aw::MetricSeries* s : list) {
                t0 = std::min(t0, s->samples.front().time);
                t1 = std::max(t1, s->samples.back().time);
            }
            from_ = t0;
            to_ = std::max<aw::TimeNs>(t1, t0 + 1'000'000'000LL);
        }
        auto* view = new QChartView(chart, this);
        view->setRenderHint(QPainter::Antialiasing);
        view->setMinimumHeight(100);
        // The timeline's pointer and first fault, drawn over the plot.
        Chart parts{view, xAxis, yAxis, new QGraphicsLineItem(chart), new QGraphicsLineItem(chart)};
        parts.cursor->setPen(QPen(palette().text().color(), 1));
        parts.firstFault->setPen(QPen(eventClassStyle(aw::EventClass::RootCause).color, 1.5, Qt::DashLine));
        parts.cursor->setZValue(100);
        parts.firstFault->setZValue(99);
        parts.cursor->hide();
        parts.firstFault->hide();
        chartsLayout_->addWidget(view);
        charts_.push_back(parts);
    }
    QStringList entries;
    for (const QString& name : legendOrder)
        entries << QStringLiteral("<span style=\"color:%1\">&#9632;</span>&nbsp;%2")
                       .arg(colours[name].name(), name.toHtmlEscaped());
    legend_->setText(entries.join(QStringLiteral(" &nbsp; ")));
    legend_->setVisible(!entries.isEmpty());
    applyRange();
    QTimer::singleShot(0, this, &MetricsChart::applyPlotArea);
    emit chartsShown(true);
}

}  // namespace awv
