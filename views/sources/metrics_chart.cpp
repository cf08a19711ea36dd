#include "views/sources/metrics_chart.h"

#include "views/common/palette_colours.h"

#include <QChart>
#include <QChartView>
#include <QDateTime>
#include <QDateTimeAxis>
#include <QLabel>
#include <QLegendMarker>
#include <QLineSeries>
#include <QValueAxis>
#include <QVBoxLayout>
#include <algorithm>
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
        name.contains(QLatin1String("_SBE")) || name.contains(QLatin1String("REMAPPED"))) return Category::Ecc;
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

// QDateTimeAxis labels in local time; shifting by the local offset makes them read UTC,
// the one time axis of the workbench.
qint64 axisMs(aw::TimeNs t) {
    const qint64 ms = t / 1'000'000;
    return ms + static_cast<qint64>(QDateTime::fromMSecsSinceEpoch(ms).offsetFromUtc()) * 1000;
}

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
        const auto [lo, hi] = std::minmax_element(begin, end, [](const auto& a, const auto& c) { return a.value < c.value; });
        const auto& first = lo->time <= hi->time ? *lo : *hi;
        const auto& second = lo->time <= hi->time ? *hi : *lo;
        points.append(QPointF(static_cast<qreal>(axisMs(first.time)), first.value));
        if (&first != &second) points.append(QPointF(static_cast<qreal>(axisMs(second.time)), second.value));
    }
    return points;
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
    empty_ = new QLabel(tr("Select a node or an event to see its metrics."), this);
    empty_->setAlignment(Qt::AlignCenter);
    empty_->setWordWrap(true);
    chartsLayout_ = new QVBoxLayout;
    chartsLayout_->setSpacing(0);
    layout->addWidget(title_);
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
    for (QChartView* view : charts_) {
        for (QAbstractAxis* axis : view->chart()->axes(Qt::Horizontal)) {
            axis->setRange(static_cast<qreal>(axisMs(from_)), static_cast<qreal>(axisMs(to_)));
            if (auto* dt = qobject_cast<QDateTimeAxis*>(axis)) {
                dt->setMin(QDateTime::fromMSecsSinceEpoch(axisMs(from_)));
                dt->setMax(QDateTime::fromMSecsSinceEpoch(axisMs(to_)));
            }
        }
    }
}

void MetricsChart::rebuild() {
    for (QChartView* view : charts_) {
        chartsLayout_->removeWidget(view);
        view->deleteLater();
    }
    charts_.clear();
    shownSeries_.clear();
    if (!doc_ || !doc_->bundle || node_.isEmpty()) {
        title_->setText(tr("Metrics"));
        empty_->setText(tr("Select a node or an event to see its metrics."));
        empty_->show();
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
        return;
    }
    for (auto& [title, list] : groups) {
        std::stable_sort(list.begin(), list.end(), [](auto* a, auto* b) { return a->gpu < b->gpu; });
        auto* chart = new QChart;
        // Before the series: a theme resets the series' colours.
        chart->setTheme(isDarkPalette() ? QChart::ChartThemeDark : QChart::ChartThemeLight);
        chart->setTitle(title);
        chart->setMargins(QMargins(4, 2, 4, 2));
        chart->legend()->setAlignment(Qt::AlignRight);
        chart->legend()->setVisible(true);
        auto* xAxis = new QDateTimeAxis;
        xAxis->setFormat(QStringLiteral("HH:mm:ss"));
        xAxis->setTitleText(tr("UTC"));
        xAxis->setTickCount(6);
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
        if (lo > hi) { lo = 0; hi = 1; }
        const double pad = std::max(1.0, (hi - lo) * 0.1);
        // Counters, temperatures and watts start at zero; round ticks ("800", not "727.771").
        yAxis->setRange(lo >= 0 ? 0.0 : lo - pad, hi + pad);
        yAxis->setTickCount(3);  // a small chart: more ticks elide their labels to "..."
        yAxis->applyNiceNumbers();
        // Until the timeline says otherwise, show the whole series.
        if (from_ == aw::kNoTime) {
            qint64 t0 = std::numeric_limits<qint64>::max(), t1 = std::numeric_limits<qint64>::min();
            for (const aw::MetricSeries* s : list) {
                t0 = std::min(t0, axisMs(s->samples.front().time));
                t1 = std::max(t1, axisMs(s->samples.back().time));
            }
            xAxis->setRange(QDateTime::fromMSecsSinceEpoch(t0), QDateTime::fromMSecsSinceEpoch(std::max(t1, t0 + 1000)));
        }
        auto* view = new QChartView(chart, this);
        view->setRenderHint(QPainter::Antialiasing);
        view->setMinimumHeight(140);
        chartsLayout_->addWidget(view);
        charts_.push_back(view);
    }
    applyRange();
}

}  // namespace awv
