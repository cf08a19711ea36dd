// The bundles opened lately, most recent first, kept in QSettings so File > Open Recent
// survives restarts.
#pragma once

#include <QString>
#include <QStringList>

namespace awapp {

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
