#include "app/gui/session.h"

#include "engine/fleet/fleet_history.h"
#include "engine/open/open_bundle.h"
#include "engine/store/analysis_cache.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>

#include <exception>
#include <optional>

namespace awapp {

namespace {
// Reports a percentage from worker threads only when it grows, so the GUI is not flooded.
class ProgressGate {
public:
    explicit ProgressGate(std::function<void(int, QString)> report) : report_(std::move(report)) {}
    void stage(int percent, const QString& name) {
        last_.store(percent);
        report_(percent, name);
        stage_ = name;
    }
    void update(int percent) {
        int previous = last_.load();
        while (percent > previous) {
            if (last_.compare_exchange_weak(previous, percent)) {
                report_(percent, stage_);
                return;
            }
        }
    }

private:
    std::function<void(int, QString)> report_;
    std::atomic<int> last_{-1};
    QString stage_;  // written before the workers start, read by them
};

}  // namespace

Session::Session(QObject* parent) : QObject(parent) {}

Session::~Session() {
    if (cancel_) cancel_->store(true);
    if (watcher_) {
        watcher_->disconnect(this);
        watcher_->waitForFinished();
    }
}

void Session::open(const QString& path) {
    if (cancel_) cancel_->store(true);  // the previous load stops early; its result is dropped
    if (watcher_) {
        watcher_->disconnect(this);
        // Delete once it has finished; it holds the old future until then.
        connect(watcher_, &LoadWatcher::finished, watcher_, &QObject::deleteLater);
        if (watcher_->isFinished()) watcher_->deleteLater();
        watcher_ = nullptr;
    }
    const quint64 generation = ++generation_;
    path_ = path;
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    setBusy(true);
    emit started(path);
    emit progress(0, tr("Opening %1").arg(QFileInfo(path).fileName()));

    // Progress comes from worker threads; it is delivered on the GUI thread, and only
    // while this load is still the latest.
    QPointer<Session> self(this);
    auto report = [self, generation](int percent, QString stage) {
        QMetaObject::invokeMethod(
            qApp,
            [self, generation, percent, stage] {
                if (self && self->generation_ == generation && self->busy_) emit self->progress(percent, stage);
            },
            Qt::QueuedConnection);
    };
    auto* watcher = new LoadWatcher(this);
    watcher_ = watcher;
    connect(watcher, &LoadWatcher::finished, this, [this, watcher, generation] { finish(watcher, generation); });
    watcher->setFuture(QtConcurrent::run(&Session::load, path, rulesFolder_, userRulesFolder_, fleetPath_, cancel_,
                                         std::move(report)));
}

QString userRulesFolder(const QString& given) {
    if (!given.isEmpty()) return QDir::current().absoluteFilePath(given);
    const QString env = qEnvironmentVariable("AW_USER_RULES");
    if (!env.isEmpty()) return QDir::current().absoluteFilePath(env);
    return QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation) + QStringLiteral("/rules");
}

void Session::cancel() {
    if (cancel_) cancel_->store(true);
}

Session::LoadResult Session::load(QString path, QString rulesFolder, QString userRulesFolder, QString fleet,
                                  std::shared_ptr<std::atomic<bool>> cancel, std::function<void(int, QString)> report) {
    LoadResult loaded;
    try {
        if (!QFileInfo::exists(path)) {
            loaded.error = tr("%1 does not exist.").arg(path);
            return loaded;
        }
        ProgressGate gate(std::move(report));
        aw::OpenOptions options;
        options.rulesFolder = rulesFolder.toStdString();
        options.userRulesFolder = userRulesFolder.toStdString();
        options.cancel = cancel.get();
        // Reopening an unchanged bundle with the same rules comes from the analysis cache; a
        // fresh analysis is stored once shown (finish()).
        options.cachePath = aw::AnalysisCache::defaultPath();
        options.cacheStore = aw::CacheStore::Later;
        // A bundle the user picked by hand opens even when an interrupted collection left it
        // partial: its Problems say so (the CLI asks for --allow-partial instead).
        options.allowPartial = true;
        // An open fleet: the earlier jobs that blamed the culprit escalate its actions (the
        // front door applies them). A fleet that cannot be read changes nothing.
        std::optional<aw::FleetStore> store;
        if (!fleet.isEmpty()) {
            if (aw::Result<aw::FleetStore> opened = aw::FleetStore::open(fleet.toStdString(), true); opened) {
                store.emplace(std::move(opened).value());
                options.priorBlames = aw::fleetHistoryOf(*store);
                options.healthyTemplates = aw::fleetTemplateCountsOf(*store);
            }
        }
        aw::OpenStage shown = aw::OpenStage::Done;
        options.progress = [&](aw::OpenStage stage, double fraction) {
            const int percent = static_cast<int>(fraction * 100);
            if (stage == shown) return gate.update(percent);
            shown = stage;  // on this thread, while no worker runs (OpenOptions::progress)
            gate.stage(percent, stageName(stage, rulesFolder));
        };
        const aw::OpenedBundle opened = aw::openBundle(path.toStdString(), options);
        switch (opened.failure) {
        case aw::OpenFailure::Cancelled: loaded.cancelled = true; return loaded;
        case aw::OpenFailure::NoRules:
            loaded.error = tr("No rule could be read from %1.").arg(rulesFolder);
            return loaded;
        case aw::OpenFailure::NothingReadable: {
            QString why;
            for (const aw::Problem& problem : opened.bundle->problems)
                why += QStringLiteral("\n") + QString::fromStdString(problem.message);
            loaded.error = tr("Nothing readable in %1.").arg(path) + why;
            return loaded;
        }
        case aw::OpenFailure::NotABundle:
            loaded.error = tr("%1 is not a bundle: none of its files is a log, metrics or scheduler record that "
                              "the workbench recognises.")
                               .arg(path);
            return loaded;
        case aw::OpenFailure::Partial:
            loaded.error = tr("%1 is a partial bundle: its collection was interrupted.").arg(path);
            return loaded;
        case aw::OpenFailure::None: break;
        }
        loaded.document = awv::makeDocument(opened);
        loaded.keepInCache = opened.storeInCache;
    } catch (const std::exception& error) {
        loaded.error = tr("Could not open %1: %2").arg(path, QString::fromUtf8(error.what()));
    } catch (...) { loaded.error = tr("Could not open %1.").arg(path); }
    return loaded;
}

QString Session::stageName(aw::OpenStage stage, const QString& rulesFolder) {
    switch (stage) {
    case aw::OpenStage::ReadingRules: return tr("Reading rules from %1").arg(rulesFolder);
    case aw::OpenStage::Loading: return tr("Loading bundle");
    case aw::OpenStage::Attributing: return tr("Attributing");
    case aw::OpenStage::Done: return tr("Done");
    }
    return {};
}

void Session::finish(LoadWatcher* watcher, quint64 generation) {
    watcher->deleteLater();
    if (watcher == watcher_) watcher_ = nullptr;
    const LoadResult loaded = watcher->result();
    if (generation == generation_) deliver(loaded);  // else superseded by a later open()
    // Written once shown: the user need not wait for the cache write of a big bundle. A
    // superseded load's analysis is still right for its bundle.
    if (loaded.keepInCache) cacheWrites_.addFuture(QtConcurrent::run(loaded.keepInCache));
}

void Session::deliver(const LoadResult& loaded) {
    setBusy(false);
    if (loaded.cancelled) {
        emit cancelled();
    } else if (!loaded.error.isEmpty()) {
        emit failed(loaded.error);
    } else {
        document_ = loaded.document;
        emit documentReady(document_);
    }
}

void Session::setBusy(bool busy) {
    if (busy_ == busy) return;
    busy_ = busy;
    emit busyChanged(busy);
}

}  // namespace awapp
