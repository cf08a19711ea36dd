#include "views/fleet/fleet_outcome_chart.h"

#include "views/fleet/fleet_models.h"

#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSet>
#include <QtCharts/QStackedBarSeries>
#include <QtCharts/QValueAxis>

#include <memory>
#include <set>

namespace awv {

FleetOutcomeChart::FleetOutcomeChart(QWidget* parent) : QChartView(parent) {
    setRenderHint(QPainter::Antialiasing);
    chart()->legend()->setAlignment(Qt::AlignBottom);  // the chart QChartView made for itself
    setMinimumHeight(220);
}

void FleetOutcomeChart::setSnapshot(const FleetSnapshotPtr& snapshot) {
    auto* chart = new QChart;  // a fresh chart; setChart() releases the old one without deleting it
    chart->legend()->setAlignment(Qt::AlignBottom);
    const bool weeks = snapshot && snapshot->bucket > 86400 * aw::kNsPerSecond;
    chart->setTitle(weeks ? tr("Jobs per week by outcome") : tr("Jobs per day by outcome"));
    bars_ = 0;
    if (snapshot && !snapshot->mix.empty()) {
        std::set<std::string> outcomes;
        for (const auto& b : snapshot->mix)
            for (const auto& [outcome, n] : b.outcomes) outcomes.insert(outcome);
        auto* series = new QStackedBarSeries;
        QStringList categories;
        // Month and day ("12-01") within one year, the whole date across years.
        const auto year = [](aw::TimeNs t) { return QString::fromStdString(aw::formatIsoUtc(t)).left(4); };
        const bool oneYear = year(snapshot->mix.front().start) == year(snapshot->mix.back().start);
        for (const auto& b : snapshot->mix) {
            const QString day = QString::fromStdString(aw::formatIsoUtc(b.start)).left(10);
            categories << (oneYear ? day.mid(5) : day);
        }
        std::size_t highest = 0;
        for (const auto& b : snapshot->mix) {
            std::size_t n = 0;
            for (const auto& [outcome, count] : b.outcomes) n += count;
            highest = std::max(highest, n);
        }
        for (const std::string& outcome : outcomes) {
            auto* set = new QBarSet(fleetOutcomeTitle(outcome));
            set->setColor(fleetOutcomeColor(outcome));
            set->setBorderColor(fleetOutcomeColor(outcome));
            for (const auto& b : snapshot->mix) {
                const auto it = b.outcomes.find(outcome);
                *set << (it == b.outcomes.end() ? 0.0 : static_cast<double>(it->second));
            }
            series->append(set);
        }
        chart->addSeries(series);
        auto* x = new QBarCategoryAxis;
        x->append(categories);
        x->setLabelsAngle(categories.size() > 24 ? -90 : 0);
        x->setTitleText(oneYear ? tr("%1, UTC").arg(year(snapshot->mix.front().start)) : tr("UTC"));
        auto* y = new QValueAxis;
        y->setRange(0, static_cast<double>(std::max<std::size_t>(highest, 1)));
        y->setLabelFormat(QStringLiteral("%d"));
        y->setTickCount(static_cast<int>(std::min<std::size_t>(highest, 5)) + 1);
        chart->addAxis(x, Qt::AlignBottom);
        chart->addAxis(y, Qt::AlignLeft);
        series->attachAxis(x);
        series->attachAxis(y);
        bars_ = static_cast<int>(snapshot->mix.size());
    }
    std::unique_ptr<QChart> previous(this->chart());
    setChart(chart);
}

}  // namespace awv
