#include "app/gui/recent_bundles.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>

#include <algorithm>
#include <vector>

namespace awapp {

namespace {
// The same bundle reached by two spellings of its path is one entry.
QString canonical(const QString& path) {
    const QFileInfo info(path);
    const QString resolved = info.canonicalFilePath();
    return QDir::cleanPath(resolved.isEmpty() ? info.absoluteFilePath() : resolved);
}
}  // namespace

QStringList distinctNames(const QStringList& paths) {
    std::vector<QStringList> parts;  // each path's components, last first
    for (const QString& path : paths) {
        QStringList p = QDir::cleanPath(QDir::fromNativeSeparators(path)).split(QLatin1Char('/'), Qt::SkipEmptyParts);
        std::reverse(p.begin(), p.end());
        parts.push_back(p);
    }
    const auto tail = [&](std::size_t i, qsizetype depth) {
        QStringList t = parts[i].mid(0, depth);
        std::reverse(t.begin(), t.end());
        return t.join(QLatin1Char('/'));
    };
    QStringList names;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        // Grow the tail until no other path ends the same way (or the path runs out).
        qsizetype depth = 1;
        for (; depth < parts[i].size(); ++depth) {
            bool clash = false;
            for (std::size_t j = 0; j < parts.size() && !clash; ++j) clash = j != i && tail(j, depth) == tail(i, depth);
            if (!clash) break;
        }
        names << tail(i, depth);
    }
    return names;
}

RecentBundles::RecentBundles(QString settingsKey) : key_(std::move(settingsKey)) {}

QStringList RecentBundles::paths() const {
    return QSettings().value(key_).toStringList();
}

void RecentBundles::add(const QString& path) {
    const QString entry = canonical(path);
    QStringList list = paths();
    list.removeAll(entry);
    list.prepend(entry);
    while (list.size() > kMaxEntries) list.removeLast();
    store(list);
}

void RecentBundles::remove(const QString& path) {
    QStringList list = paths();
    list.removeAll(path);
    list.removeAll(canonical(path));
    store(list);
}

void RecentBundles::clear() {
    store({});
}

void RecentBundles::store(const QStringList& list) const {
    QSettings().setValue(key_, list);
}

}  // namespace awapp
