// The bundles opened lately, most recent first, kept in QSettings so File > Open Recent
// survives restarts.
#pragma once

#include <QString>
#include <QStringList>

namespace awapp {

// What a menu shows for each path: its file name, with as many parent folders as it takes
// to tell it from the other paths of the same name ("run1/bundle", "run2/bundle").
QStringList distinctNames(const QStringList& paths);

class RecentBundles {
public:
    static constexpr int kMaxEntries = 10;

    explicit RecentBundles(QString settingsKey = QStringLiteral("recentBundles"));

    QStringList paths() const;
    // Moves `path` to the front (adding it if new) and drops the oldest beyond kMaxEntries.
    void add(const QString& path);
    void remove(const QString& path);
    void clear();

private:
    void store(const QStringList& paths) const;
    QString key_;
};

}  // namespace awapp
