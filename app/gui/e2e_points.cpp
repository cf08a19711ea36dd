#include "app/gui/e2e_points.h"

#include <QSaveFile>
#include <QTimer>

namespace awapp {

E2ePoints::E2ePoints(const QString& path, QObject* parent) : QObject(parent), path_(path), timer_(new QTimer(this)) {
    timer_->setInterval(250);
    connect(timer_, &QTimer::timeout, this, &E2ePoints::writeNow);
    timer_->start();
}

void E2ePoints::add(const QString& prefix, QWidget* widget, Points points) {
    sources_.push_back({prefix, widget, std::move(points)});
}

QString E2ePoints::text() const {
    QString out;
    for (const Source& source : sources_) {
        if (!source.widget || !source.widget->isVisible()) continue;
        for (const auto& [name, at] : source.points()) {
            const QPoint global = source.widget->mapToGlobal(at);
            out += QStringLiteral("%1.%2 %3 %4\n").arg(source.prefix, name).arg(global.x()).arg(global.y());
        }
    }
    return out;
}

void E2ePoints::writeNow() {
    const QString now = text();
    if (now == written_) return;
    // Whole or not at all: the reader never sees half a list.
    QSaveFile file(path_);
    if (!file.open(QIODevice::WriteOnly)) return;
    file.write(now.toUtf8());
    if (file.commit()) written_ = now;
}

}  // namespace awapp
