#include "app/gui/recent_bundles.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>

namespace awapp {

namespace {
// The same bundle reached by two spellings of its path is one entry.
QString canonical(const QString& path) {
    const QFileInfo info(path);
    const QString resolved = info.canonicalFilePath();
    return QDir::cleanPath(resolved.isEmpty() ? info.absoluteFilePath() : resolved);
}
}  // namespace

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

void RecentBundles::clear() { store({}); }

void RecentBundles::store(const QStringList& list) const { QSettings().setValue(key_, list); }

}  // namespace awapp
