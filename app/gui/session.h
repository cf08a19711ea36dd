// Opens a bundle and runs the attribution off the GUI thread, with progress and cancel.
// Only the latest open() delivers: an older load still finishing is dropped. The GUI
// never waits on it. A fresh analysis goes to the analysis cache once it is shown, also
// off the GUI thread.
#pragma once

#include "engine/open/open_bundle.h"
#include "views/common/document.h"

#include <QFutureSynchronizer>
#include <QFutureWatcher>
#include <QObject>
#include <QString>

#include <atomic>
#include <memory>

namespace awapp {

// The user's rule folder: `given` (--user-rules) when not empty, else AW_USER_RULES, else
// <AppConfigLocation>/rules (QStandardPaths), made only when a rule is saved there.
QString userRulesFolder(const QString& given);

class Session : public QObject {
    Q_OBJECT
public:
    explicit Session(QObject* parent = nullptr);
    ~Session() override;  // cancels and waits for a running load, and for the cache writes

    // Rules from a folder (for rule development) instead of the built-in catalog.
    // "" restores the built-in catalog. Applies to the next open().
    void setRulesFolder(const QString& folder) { rulesFolder_ = folder; }
    QString rulesFolder() const { return rulesFolder_; }

    // The user's own rules (engine/attribute/user_rules.h), read after the catalog; "" for
    // none. Applies to the next open().
    void setUserRulesFolder(const QString& folder) { userRulesFolder_ = folder; }
    QString userRulesFolder() const { return userRulesFolder_; }

    // A fleet store whose earlier blames of a verdict's culprit escalate its actions
    // (engine/fleet/fleet_history.h); "" for none. Applies to the next open().
    void setFleet(const QString& storePath) { fleetPath_ = storePath; }
    QString fleet() const { return fleetPath_; }

    bool isBusy() const { return busy_; }
    QString currentPath() const { return path_; }
    awv::DocumentPtr document() const { return document_; }

public slots:
    // Starts loading `path` (a folder or an archive), cancelling any load in progress.
    void open(const QString& path);
    // Stops the load in progress; cancelled() follows once the worker has stopped.
    void cancel();

signals:
    void started(const QString& path);
    void progress(int percent, const QString& stage);
    void documentReady(awv::DocumentPtr document);
    void failed(const QString& message);
    void cancelled();
    // Busy state changed: loading started, or finished in any way.
    void busyChanged(bool busy);

private:
    // What a load gives the GUI thread.
    struct LoadResult {
        awv::DocumentPtr document;
        QString error;
        bool cancelled = false;
        std::function<void()> keepInCache;  // stores the fresh analysis (empty: nothing to store)
    };
    using LoadWatcher = QFutureWatcher<LoadResult>;
    static LoadResult load(QString path, QString rulesFolder, QString userRulesFolder, QString fleet,
                           std::shared_ptr<std::atomic<bool>> cancel, std::function<void(int, QString)> report);
    static QString stageName(aw::OpenStage stage, const QString& rulesFolder);
    void finish(LoadWatcher* watcher, quint64 generation);
    void deliver(const LoadResult& loaded);
    void setBusy(bool busy);

    QString rulesFolder_;
    QString userRulesFolder_;
    QString fleetPath_;
    QString path_;
    awv::DocumentPtr document_;
    quint64 generation_ = 0;
    std::shared_ptr<std::atomic<bool>> cancel_;
    LoadWatcher* watcher_ = nullptr;  // the latest load
    bool busy_ = false;
    QFutureSynchronizer<void> cacheWrites_;  // waited for on destruction
};

}  // namespace awapp
