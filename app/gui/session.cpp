#include "session.h"

#include "engine/store/analysis_cache.h"
#include "engine/attribute/attributor.h"
#include "engine/core/bundle.h"
#include "engine/rules/rule.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>

#include <exception>

namespace awapp {

namespace {
// Loading and analysing share the bar: loading is usually the larger part.
constexpr int kLoadShare = 60;

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
        connect(watcher_, &Watcher::finished, watcher_, &QObject::deleteLater);
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
            qApp, [self, generation, percent, stage] {
                if (self && self->generation_ == generation && self->busy_)
                    emit self->progress(percent, stage);
            },
            Qt::QueuedConnection);
    };
    auto* watcher = new Watcher(this);
    watcher_ = watcher;
    connect(watcher, &Watcher::finished, this, [this, watcher, generation] { finish(watcher, generation); });
    watcher->setFuture(QtConcurrent::run(&Session::load, path, rulesFolder_, cancel_, std::move(report)));
}

void Session::cancel() {
    if (cancel_) cancel_->store(true);
}

Session::Outcome Session::load(QString path, QString rulesFolder,
                               std::shared_ptr<std::atomic<bool>> cancel,
                               std::function<void(int, QString)> report) {
    Outcome outcome;
    try {
        if (!QFileInfo::exists(path)) {
            outcome.error = tr("%1 does not exist.").arg(path);
            return outcome;
        }
        ProgressGate gate(std::move(report));

        std::vector<aw::Problem> catalogProblems;
        std::shared_ptr<const aw::RuleCatalog> catalog;
        if (rulesFolder.isEmpty()) {
            catalog = aw::builtinCatalog();
        } else {
            gate.stage(0, tr("Reading rules from %1").arg(rulesFolder));
            catalog = aw::loadCatalogFolder(rulesFolder.toStdString(), catalogProblems);
            if (!catalog || catalog->rules.empty()) {
                outcome.error = tr("No rule could be read from %1.").arg(rulesFolder);
                return outcome;
            }
        }

        gate.stage(0, tr("Loading bundle"));
        aw::LoadOptions loadOptions;
        loadOptions.cancel = cancel.get();
        loadOptions.progress = [&gate](double fraction) {
            gate.update(static_cast<int>(fraction * kLoadShare));
        };
        aw::AnalyzeOptions analyzeOptions;
        analyzeOptions.cancel = cancel.get();
        analyzeOptions.progress = [&gate](double fraction) {
            gate.update(kLoadShare + static_cast<int>(fraction * (100 - kLoadShare)));
        };
        // Reopening an unchanged bundle with the same rules comes from the analysis cache.
        aw::AnalysisCache cache(aw::AnalysisCache::defaultPath());
        aw::OpenedBundle opened =
            aw::openAndAnalyze(path.toStdString(), catalog, loadOptions, analyzeOptions, &cache, aw::CacheStore::Later);
        auto bundle = std::make_shared<aw::Bundle>(std::move(opened.bundle));
        if (cancel->load() || bundle->cancelled) {
            outcome.cancelled = true;
            return outcome;
        }
        if (bundle->files.empty()) {
            QString why;
            for (const aw::Problem& problem : bundle->problems)
                why += QStringLiteral("\n") + QString::fromStdString(problem.message);
            outcome.error = tr("Nothing readable in %1.").arg(path) + why;
            return outcome;
        }
        auto document = std::make_shared<awv::Document>();
        document->result = std::move(opened.result);
        // What the cache keeps is the analysis alone, without this session's rule problems.
        std::shared_ptr<const aw::AnalysisResult> analysed;
        if (!opened.unstoredFingerprint.empty())
            analysed = catalogProblems.empty() ? std::shared_ptr<const aw::AnalysisResult>(document, &document->result)
                                               : std::make_shared<const aw::AnalysisResult>(document->result);
        std::vector<aw::Problem> dumpProblems;  // the analysis reported them already
        document->flightRecorder =
            std::make_shared<const aw::FlightRecorderReport>(aw::analyzeFlightRecorder(*bundle, dumpProblems));
        // Rules that could not be read are problems of this session too.
        document->result.problems.insert(document->result.problems.end(), catalogProblems.begin(),
                                         catalogProblems.end());
        document->bundle = std::move(bundle);
        document->catalog = std::move(catalog);
        awv::decodeFlightRecorderDumps(*document);
        if (analysed) {
            outcome.keepInCache = [path = path.toStdString(), fingerprint = std::move(opened.unstoredFingerprint),
                                   catalog = document->catalog, bundle = document->bundle, analysed] {
                aw::AnalysisCache cache(aw::AnalysisCache::defaultPath());
                cache.store(path, fingerprint, *catalog, *bundle, *analysed);
            };
        }
        gate.stage(100, tr("Done"));
        outcome.document = std::move(document);
    } catch (const std::exception& error) {
        outcome.error = tr("Could not open %1: %2").arg(path, QString::fromUtf8(error.what()));
    } catch (...) {
        outcome.error = tr("Could not open %1.").arg(path);
    }
    return outcome;
}

void Session::finish(Watcher* watcher, quint64 generation) {
    watcher->deleteLater();
    if (watcher == watcher_) watcher_ = nullptr;
    const Outcome outcome = watcher->result();
    if (generation == generation_) deliver(outcome);  // else superseded by a later open()
    // Written once shown: a third of a second for a 2 GB bundle the user need not wait
    // for. A superseded load's analysis is still right for its bundle.
    if (outcome.keepInCache) cacheWrites_.addFuture(QtConcurrent::run(outcome.keepInCache));
}

void Session::deliver(const Outcome& outcome) {
    setBusy(false);
    if (outcome.cancelled) {
        emit cancelled();
    } else if (!outcome.error.isEmpty()) {
        emit failed(outcome.error);
    } else {
        document_ = outcome.document;
        emit documentReady(document_);
    }
}

void Session::setBusy(bool busy) {
    if (busy_ == busy) return;
    busy_ = busy;
    emit busyChanged(busy);
}

}  // namespace awapp
