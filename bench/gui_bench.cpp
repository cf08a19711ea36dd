// aw-gui-bench: how fast the real views answer on big inputs (issue #6, GUI part), on the
// offscreen platform: the raw log view on a >= 1 GB log (first screen, jumps), the timeline
// with a million events (frame times), the provenance graph of a 1,024-node bundle (layout
// to painted). Every time ends when the widget has painted, through the event loop, as a
// user would see it. See bench/README.md.
#include "bundle_generator.h"
#include "search_bench.h"

#include "engine/core/bundle.h"
#include "engine/load/bundle_loader.h"
#include "engine/open/open_bundle.h"
#include "engine/rules/rule_catalog.h"

#include "views/common/document.h"
#include "views/logs/log_pane.h"
#include "views/logs/log_text_area.h"
#include "views/logs/log_view.h"
#include "views/provenance/provenance_scene.h"
#include "views/provenance/provenance_view.h"
#include "views/common/selection.h"
#include "views/timeline/timeline_view.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QGraphicsView>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPointer>
#include <QScrollBar>
#include <QTimer>
#include <QWheelEvent>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <thread>
#include <tuple>
#include <vector>
#include <unistd.h>

namespace {

namespace fs = std::filesystem;

double loadAverage() {
    double avg[1] = {0};
    return ::getloadavg(avg, 1) == 1 ? avg[0] : -1;
}

struct Stats {
    double median = 0, max = 0, min = 0;
    std::size_t n = 0;
};

Stats stats(std::vector<double> v) {
    Stats s;
    s.n = v.size();
    if (v.empty()) return s;
    std::sort(v.begin(), v.end());
    s.median = v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
    s.min = v.front();
    s.max = v.back();
    return s;
}

struct Args {
    std::string logFile;
    std::string bundle;
    std::string cache;  // an analysis cache file for --bundle (repeated runs skip the analysis)
    std::string only;   // log, timeline, provenance; empty: all
    bool small = false;
    unsigned runs = 5;
    unsigned jumps = 100;
    unsigned events = 1'000'000;
    unsigned timelineNodes = 1024;
    int width = 1600, height = 900;
    bool json = false;
    bool big = false;  // the search on a big generated bundle (issue 47)
    std::string bigDir = "/tmp/aw-gui-bench-big";
    std::string pattern = "WARN";
    std::string shot;  // --big: a picture of the list of matches in every file
};

void usage() {
    std::fprintf(stderr, "usage: aw-gui-bench [--log-file F] [--bundle DIR [--cache FILE]] | --small\n"
                         "                    [--runs N] [--jumps N] [--events N] [--timeline-nodes N]\n"
                         "                    [--only log|timeline|provenance] [--size WxH] [--json]\n"
                         "  --log-file F   a text log (>= 1 GB for the issue's target) for the raw log view\n"
                         "  --bundle DIR   a bundle to analyse once; its provenance graph is laid out --runs times\n"
                         "  --small        generates its own small inputs in a temporary folder (CI)\n"
                         "  --big [--big-dir DIR] [--pattern P] [--shot PNG]\n"
                         "                 the search on a generated bundle of 420 MB and 256 nodes (kept in DIR,\n"
                         "                 /tmp/aw-gui-bench-big by default): in every file against rg -i -c, and\n"
                         "                 the longest GUI-thread stall while a pattern is typed\n");
}

bool parse(int argc, char** argv, Args& a) {
    for (int i = 1; i < argc; ++i) {
        const std::string s = argv[i];
        auto value = [&]() -> std::string { return i + 1 < argc ? argv[++i] : ""; };
        if (s == "--log-file") a.logFile = value();
        else if (s == "--bundle") a.bundle = value();
        else if (s == "--cache") a.cache = value();
        else if (s == "--only") a.only = value();
        else if (s == "--small") a.small = true;
        else if (s == "--big") a.big = true;
        else if (s == "--big-dir") a.bigDir = value();
        else if (s == "--pattern") a.pattern = value();
        else if (s == "--shot") a.shot = value();
        else if (s == "--runs") a.runs = static_cast<unsigned>(std::max(1, std::atoi(value().c_str())));
        else if (s == "--jumps") a.jumps = static_cast<unsigned>(std::max(1, std::atoi(value().c_str())));
        else if (s == "--events") a.events = static_cast<unsigned>(std::max(1, std::atoi(value().c_str())));
        else if (s == "--timeline-nodes")
            a.timelineNodes = static_cast<unsigned>(std::max(1, std::atoi(value().c_str())));
        else if (s == "--size") {
            const std::string v = value();
            if (std::sscanf(v.c_str(), "%dx%d", &a.width, &a.height) != 2) return false;
        } else if (s == "--json") a.json = true;
        else return false;
    }
    if (!a.only.empty() && a.only != "log" && a.only != "timeline" && a.only != "provenance") return false;
    if (a.big) return !a.bigDir.empty() && !a.pattern.empty();
    return a.small || !a.logFile.empty() || !a.bundle.empty() || a.only == "timeline";
}

bool wanted(const Args& a, const char* part) {
    return a.only.empty() || a.only == part;
}

// ---------------------------------------------------------------- waiting for a paint

// Waits for the paint of one widget (the viewport that shows the data) after which
// `done()` holds, and takes the time when that paint has finished: the filter delivers the
// paint event itself (through the other filters, such as the scroll area's, and the
// widget) and reads the clock right after it. Queued work behind the paint (more index
// chunks, say) is not counted: the user sees the text at that moment.
class PaintWaiter : public QObject {
public:
    explicit PaintWaiter(QWidget* target) : target_(target) { target_->installEventFilter(this); }
    ~PaintWaiter() override {
        if (target_) target_->removeEventFilter(this);
    }

    // Runs the event loop until a paint of the target for which `done()` holds has
    // finished; returns the milliseconds on `clock` at that moment, or -1 after `timeoutMs`.
    double wait(const QElapsedTimer& clock, std::function<bool()> done, int timeoutMs = 60'000) {
        done_ = std::move(done);
        clock_ = &clock;
        doneAt_ = -1;
        QEventLoop loop;
        loop_ = &loop;
        QTimer timeout;
        timeout.setSingleShot(true);
        QObject::connect(&timeout, &QTimer::timeout, &loop, &QEventLoop::quit);
        timeout.start(timeoutMs);
        loop.exec();
        loop_ = nullptr;
        done_ = {};
        return doneAt_;
    }
    int paints() const { return paints_; }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (watched != target_ || event->type() != QEvent::Paint || delivering_) return false;
        ++paints_;
        delivering_ = true;
        QCoreApplication::sendEvent(watched, event);  // the other filters and the widget paint now
        delivering_ = false;
        if (loop_ && doneAt_ < 0 && done_ && done_()) {
            doneAt_ = msSince(*clock_);
            loop_->quit();
        }
        return true;  // painted already
    }

private:
    static double msSince(const QElapsedTimer& t) { return static_cast<double>(t.nsecsElapsed()) / 1e6; }
    QPointer<QWidget> target_;
    std::function<bool()> done_;
    const QElapsedTimer* clock_ = nullptr;
    QEventLoop* loop_ = nullptr;
    double doneAt_ = -1;
    bool delivering_ = false;
    int paints_ = 0;
};

// Lets queued work (layouts, polish, show) settle before a measurement starts.
void settle(int ms = 50) {
    QEventLoop loop;
    QTimer::singleShot(ms, &loop, &QEventLoop::quit);
    loop.exec();
}

// The offscreen platform warns about every tooltip and window it cannot raise or size.
void quietOffscreenWarnings(QtMsgType type, const QMessageLogContext&, const QString& message) {
    if (message.startsWith(QLatin1String("This plugin does not support"))) return;
    if (message.startsWith(QLatin1String("QStandardPaths: XDG_RUNTIME_DIR not set"))) return;
    std::fprintf(stderr, "%s%s\n", type == QtWarningMsg ? "warning: " : "", qPrintable(message));
}

double msSince(const QElapsedTimer& t) {
    return static_cast<double>(t.nsecsElapsed()) / 1e6;
}

void appendFile(const std::string& path, const std::string& out, std::uint64_t& bytes) {
    std::ifstream in(path, std::ios::binary);
    std::ofstream o(out, std::ios::binary | std::ios::app);
    o << in.rdbuf();
    bytes = fs::file_size(out);
}

// ---------------------------------------------------------------- 1. raw log view

struct LogFigures {
    bool ran = false, ok = true;
    std::string file;
    std::uint64_t bytes = 0, lines = 0;
    double loadSeconds = 0;
    Stats firstScreen;          // setDocument -> first painted screen with text
    Stats indexComplete;        // setDocument -> every line indexed
    Stats jumps;                // go to line, index complete -> painted
    Stats jumpsAhead;           // go to line beyond what is indexed -> painted
    Stats jumpsWhileIndexing;   // go to a line indexed already while the rest is indexed -> painted
    Stats indexedAtFirstPaint;  // lines indexed when the first screen was painted
    std::vector<std::string> errors;
};

LogFigures benchLog(const Args& a, const std::string& path) {
    LogFigures f;
    f.ran = true;
    f.file = path;
    QElapsedTimer load;
    load.start();
    // A bundle of one file: what the workbench holds when a single log is opened.
    aw::LoadOptions options;
    options.threads = 2;
    aw::OpenedBundle opened;
    opened.bundle = std::make_shared<const aw::Bundle>(aw::loadBundle(path, options));
    opened.catalog = aw::builtinCatalog();
    opened.result = std::make_shared<const aw::AnalysisResult>();
    const aw::Bundle& bundle = *opened.bundle;
    f.loadSeconds = msSince(load) / 1000;
    if (bundle.files.empty() || !bundle.files.front().data) {
        f.ok = false;
        f.errors.push_back("the log could not be loaded");
        return f;
    }
    f.bytes = bundle.files.front().data->bytes().size();
    const awv::DocumentPtr doc = awv::makeDocument(opened);

    awv::Selection selection;
    awv::DocumentFeed feed;
    std::mt19937_64 random(6);
    std::vector<double> firstScreens, completes, jumps, ahead, during, indexedAtFirst;
    for (unsigned run = 0; run < a.runs; ++run) {
        awv::LogView view(&selection, &feed);
        view.resize(a.width, a.height);
        view.show();
        settle();
        awv::LogTextArea* area = view.activePane()->textArea();
        PaintWaiter waiter(area->viewport());

        QElapsedTimer t;
        t.start();
        view.setDocument(doc);
        std::uint64_t indexedAtFirstPaint = 0;
        const double firstAt = waiter.wait(t, [&] {
            indexedAtFirstPaint = view.lineCount();
            return indexedAtFirstPaint > 0;
        });
        const bool painted = firstAt >= 0;
        firstScreens.push_back(firstAt);
        indexedAtFirst.push_back(static_cast<double>(indexedAtFirstPaint));
        if (!painted) {
            f.ok = false;
            f.errors.push_back("the first screen was never painted with text");
            return f;
        }

        // A jump while the rest is being indexed, to a line indexed already: the view must
        // not wait for the indexer to finish before it paints.
        if (const auto line = static_cast<std::uint32_t>(view.lineCount());
            line > 2u * static_cast<unsigned>(area->visibleRowCount()) && view.isBusy()) {
            QElapsedTimer j;
            j.start();
            view.goToLine(line);
            const double at = waiter.wait(j, [&] {
                const std::uint64_t first = area->firstVisibleRow();
                return view.currentLine() == line && first < line && line <= first + area->visibleRowCount();
            });
            during.push_back(at);
            if (at < 0) {
                f.ok = false;
                f.errors.push_back("a jump while indexing never arrived at line " + std::to_string(line));
            }
        }

        // Until the whole file is indexed.
        {
            QEventLoop loop;
            QTimer poll;
            QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
                if (!view.isBusy()) loop.quit();
            });
            poll.start(1);
            loop.exec();
            completes.push_back(msSince(t));
        }
        f.lines = view.lineCount();

        // Jumps once everything is indexed: random lines, the first and last among them.
        const unsigned n = run == 0 ? a.jumps : std::max(1u, a.jumps / a.runs);
        for (unsigned k = 0; k < n && f.lines > 0; ++k) {
            std::uint32_t line = static_cast<std::uint32_t>(1 + random() % f.lines);
            if (k == 0) line = static_cast<std::uint32_t>(f.lines);
            if (k == 1) line = 1;
            QElapsedTimer j;
            j.start();
            view.goToLine(line);
            const double at = waiter.wait(j, [&] {
                const std::uint64_t first = area->firstVisibleRow();
                return view.currentLine() == line && first < line && line <= first + area->visibleRowCount();
            });
            const bool ok = at >= 0;
            jumps.push_back(at);
            if (!ok) {
                f.ok = false;
                f.errors.push_back("a jump never arrived at line " + std::to_string(line));
                break;
            }
        }

        // A jump ahead of the index: the file is opened again (indexing restarts) and a
        // line in its last tenth is asked for at once; the view goes there once indexed.
        if (const std::uint64_t lines = bundle.files.front().lineCount; lines > 0) {
            const auto line = static_cast<std::uint32_t>(lines - random() % std::max<std::uint64_t>(1, lines / 10));
            view.setDocument(nullptr);
            settle(5);
            view.setDocument(doc);
            QElapsedTimer j;
            j.start();
            view.goToLine(line);
            const double at = waiter.wait(j, [&] {
                const std::uint64_t first = area->firstVisibleRow();
                return view.currentLine() == line && first < line && line <= first + area->visibleRowCount();
            });
            const bool ok = at >= 0;
            ahead.push_back(at);
            if (!ok) {
                f.ok = false;
                f.errors.push_back("a jump ahead of the index never arrived at line " + std::to_string(line));
            }
        }
    }
    f.indexedAtFirstPaint = stats(indexedAtFirst);
    f.firstScreen = stats(firstScreens);
    f.indexComplete = stats(completes);
    f.jumps = stats(jumps);
    f.jumpsAhead = stats(ahead);
    f.jumpsWhileIndexing = stats(during);
    return f;
}

// ---------------------------------------------------------------- 2. timeline

struct TimelineFigures {
    bool ran = false, ok = true;
    std::uint64_t events = 0;
    int nodes = 0, groups = 0;
    double buildSeconds = 0;  // the Document, not the view
    Stats setDocument;
    Stats full, zoom, zoomedRepaint, pan, hover;
    int markersFull = 0, markersZoomed = 0;
    std::vector<std::string> errors;
};

constexpr aw::TimeNs kSec = 1'000'000'000LL;
constexpr aw::TimeNs kT0 = 1'764'489'600LL * kSec;  // 2025-11-30T08:00:00Z

// A million events over `nodes` nodes and twenty minutes: mostly noise, every seventh a
// symptom, every fiftieth a repeated event (a bar), one root cause on node0007.
awv::DocumentPtr millionEvents(unsigned total, unsigned nodes) {
    auto bundle = std::make_shared<aw::Bundle>();
    for (unsigned n = 0; n < nodes; ++n) bundle->nodes.push_back({awbench::generatedNodeName(n), {}, {}, {}});
    auto result = std::make_shared<aw::AnalysisResult>();
    const unsigned perNode = (total + nodes - 1) / nodes;
    const aw::TimeNs span = 1200 * kSec;
    std::mt19937_64 random(42);
    result->events.reserve(total);
    std::uint32_t id = 1;
    for (unsigned n = 0; n < nodes && id <= total; ++n) {
        for (unsigned i = 0; i < perNode && id <= total; ++i) {
            aw::Event e;
            e.id = id++;
            e.node = bundle->nodes[n].name;
            e.cls = (n == 6 && i == 0) ? aw::EventClass::RootCause
                    : i % 7 == 0       ? aw::EventClass::Symptom
                                       : aw::EventClass::Noise;
            e.symptom = e.cls == aw::EventClass::Noise ? "nccl_info" : "nccl_timeout";
            e.title = e.symptom;
            e.rule = e.symptom;
            e.time = kT0 + static_cast<aw::TimeNs>(i) * span / perNode + static_cast<aw::TimeNs>(random() % kSec);
            e.lastTime = e.time;
            if (i % 50 == 1) {
                e.count = 20;
                e.lastTime = e.time + 30 * kSec;
            }
            result->events.push_back(std::move(e));
        }
    }
    // In the engine's order: by first time (then node), ids after sorting.
    auto& events = result->events;
    std::sort(events.begin(), events.end(), [](const aw::Event& x, const aw::Event& y) {
        return std::tie(x.time, x.node) < std::tie(y.time, y.node);
    });
    for (std::uint32_t i = 0; i < events.size(); ++i) {
        events[i].id = i + 1;
        if (events[i].cls == aw::EventClass::RootCause) result->verdict.rootEventId = i + 1;
    }
    aw::OpenedBundle opened;
    opened.bundle = bundle;
    opened.result = result;
    return awv::makeDocument(opened);
}

TimelineFigures benchTimeline(const Args& a, unsigned events) {
    TimelineFigures f;
    f.ran = true;
    QElapsedTimer build;
    build.start();
    const awv::DocumentPtr doc = millionEvents(events, a.timelineNodes);
    f.buildSeconds = msSince(build) / 1000;
    f.events = doc->result->events.size();

    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::TimelineView view(&selection, &feed);
    view.resize(a.width, a.height);
    view.show();
    settle();
    QWidget* vp = view.viewport();
    PaintWaiter waiter(vp);
    const auto frame = [&](const std::function<void()>& action, std::vector<double>& into) {
        QElapsedTimer t;
        t.start();
        action();
        const double at = waiter.wait(
            t, [] { return true; }, 10'000);
        if (at < 0) {
            f.ok = false;
            f.errors.push_back("a frame was never painted");
        }
        into.push_back(at);
    };

    std::vector<double> sets, full, zoom, zoomed, pan, hover;
    for (unsigned run = 0; run < a.runs; ++run) {
        frame([&] { view.setDocument(doc); }, sets);
    }
    f.nodes = view.nodeRowCount();
    f.groups = view.groupCount();
    const QRect plot(170, 42, vp->width() - 170 - 16, vp->height() - 42);  // the view's plot area
    const QPoint centre = plot.center();

    for (unsigned run = 0; run < a.runs; ++run) {
        view.fitAll();
        settle(5);
        // Full repaints at the default zoom (every event in view).
        for (int i = 0; i < 10; ++i) frame([&] { vp->update(); }, full);
        f.markersFull = view.paintedMarkerCount();
        // Zooming in with the wheel, one notch a frame (0.8x each), around the centre.
        for (int i = 0; i < 20; ++i) {
            frame(
                [&] {
                    QWheelEvent wheel(centre, vp->mapToGlobal(centre), QPoint(), QPoint(0, 120), Qt::NoButton,
                                      Qt::NoModifier, Qt::NoScrollPhase, false);
                    QCoreApplication::sendEvent(vp, &wheel);
                },
                zoom);
        }
        for (int i = 0; i < 5; ++i) frame([&] { vp->update(); }, zoomed);
        f.markersZoomed = view.paintedMarkerCount();
        // Back to a middle zoom, then pan by dragging, 40 px a frame.
        view.fitAll();
        for (int i = 0; i < 4; ++i) {
            QWheelEvent wheel(centre, vp->mapToGlobal(centre), QPoint(), QPoint(0, 120), Qt::NoButton, Qt::NoModifier,
                              Qt::NoScrollPhase, false);
            QCoreApplication::sendEvent(vp, &wheel);
        }
        settle(5);
        QPoint at = centre;
        {
            QMouseEvent press(QEvent::MouseButtonPress, at, vp->mapToGlobal(at), Qt::LeftButton, Qt::LeftButton,
                              Qt::NoModifier);
            QCoreApplication::sendEvent(vp, &press);
        }
        for (int i = 0; i < 20; ++i) {
            frame(
                [&] {
                    at.rx() += (i < 10 ? 40 : -40);
                    QMouseEvent move(QEvent::MouseMove, at, vp->mapToGlobal(at), Qt::NoButton, Qt::LeftButton,
                                     Qt::NoModifier);
                    QCoreApplication::sendEvent(vp, &move);
                },
                pan);
        }
        {
            QMouseEvent release(QEvent::MouseButtonRelease, at, vp->mapToGlobal(at), Qt::LeftButton, Qt::NoButton,
                                Qt::NoModifier);
            QCoreApplication::sendEvent(vp, &release);
        }
        settle(5);
        // Hover: the mouse moves over the rows, and the tooltip of the event under it
        // (the nearest marker is looked up among the visible ones) is shown.
        for (int i = 0; i < 20; ++i) {
            const QPoint pos(plot.left() + (i * 97) % plot.width(), plot.top() + 11 + 22 * (i % 8));
            QElapsedTimer t;
            t.start();
            QMouseEvent move(QEvent::MouseMove, pos, vp->mapToGlobal(pos), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
            QCoreApplication::sendEvent(vp, &move);
            QHelpEvent help(QEvent::ToolTip, pos, vp->mapToGlobal(pos));
            QCoreApplication::sendEvent(vp, &help);
            QCoreApplication::processEvents();  // the tooltip's own show and paint
            hover.push_back(msSince(t));
        }
    }
    if (f.markersFull <= 0) {
        f.ok = false;
        f.errors.push_back("the timeline painted no markers");
    }
    f.setDocument = stats(sets);
    f.full = stats(full);
    f.zoom = stats(zoom);
    f.zoomedRepaint = stats(zoomed);
    f.pan = stats(pan);
    f.hover = stats(hover);
    return f;
}

// ---------------------------------------------------------------- 3. provenance

struct ProvenanceFigures {
    bool ran = false, ok = true;
    std::string bundle;
    double analyseSeconds = 0;
    bool fromCache = false;
    std::size_t events = 0, provNodes = 0, provEdges = 0, bundleNodes = 0;
    int drawnNodes = 0, hiddenNodes = 0, drawnEdges = 0;
    Stats prepare;  // setDocument itself (which nodes to draw, their cards), on the GUI thread
    Stats laidOut;  // setDocument -> layoutFinished (graphviz off-thread + scene items)
    Stats painted;  // setDocument -> the canvas painted the laid-out graph
    std::size_t unfoldedNodes = 0, unfoldedEdges = 0;
    int unfoldedDrawnNodes = 0, unfoldedHiddenNodes = 0, unfoldedDrawnEdges = 0;
    Stats unfoldedPrepare, unfoldedPainted;
    std::vector<std::string> errors;
};

ProvenanceFigures benchProvenance(const Args& a, const std::string& dir) {
    ProvenanceFigures f;
    f.ran = true;
    f.bundle = dir;
    auto catalog = aw::builtinCatalog();
    QElapsedTimer analyse;
    analyse.start();
    aw::OpenOptions options;
    options.catalog = catalog;
    options.cachePath = a.cache;
    aw::OpenedBundle opened = aw::openBundle(dir, options);
    f.analyseSeconds = msSince(analyse) / 1000;
    f.fromCache = opened.fromCache;
    if (!a.cache.empty() && !f.fromCache && !a.json)
        std::printf("analysis cache  miss in %s%s%s\n", a.cache.c_str(), opened.cacheProblem.empty() ? "" : ": ",
                    opened.cacheProblem.c_str());
    const awv::DocumentPtr doc = awv::makeDocument(opened);
    f.events = doc->result->events.size();
    f.provNodes = doc->result->provenance.nodes.size();
    f.provEdges = doc->result->provenance.edges.size();
    f.bundleNodes = doc->bundle->nodes.size();

    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::ProvenanceView view(&selection, &feed);
    view.resize(a.width, a.height);
    view.show();
    settle();
    PaintWaiter waiter(view.graphicsView()->viewport());
    struct Timed {
        Stats prepare, laidOut, painted;
        int drawnNodes = 0, hiddenNodes = 0, drawnEdges = 0;
    };
    const auto time = [&](const awv::DocumentPtr& document, Timed& out) {
        std::vector<double> prepare, laidOut, painted;
        for (unsigned run = 0; run < a.runs; ++run) {
            view.setDocument(nullptr);
            settle(20);
            bool finished = false;
            double finishedAt = 0;
            QElapsedTimer t;
            const auto connection = QObject::connect(&view, &awv::ProvenanceView::layoutFinished, &view, [&] {
                finished = true;
                finishedAt = msSince(t);
            });
            t.start();
            view.setDocument(document);
            prepare.push_back(msSince(t));
            const double at = waiter.wait(
                t, [&] { return finished && !view.isLayoutPending(); }, 120'000);
            painted.push_back(at);
            laidOut.push_back(finishedAt);
            QObject::disconnect(connection);
            if (at < 0) {
                f.ok = false;
                f.errors.push_back("the provenance graph was never laid out and painted");
                break;
            }
        }
        out.drawnNodes = view.drawnNodeCount();
        out.hiddenNodes = view.hiddenNodeCount();
        for (QGraphicsItem* item : view.graphicsView()->scene()->items())
            if (item->type() == awv::ProvenanceEdgeItem::Type) ++out.drawnEdges;
        out.prepare = stats(prepare);
        out.laidOut = stats(laidOut);
        out.painted = stats(painted);
    };
    Timed folded;
    time(doc, folded);
    f.drawnNodes = folded.drawnNodes;
    f.hiddenNodes = folded.hiddenNodes;
    f.drawnEdges = folded.drawnEdges;
    f.prepare = folded.prepare;
    f.laidOut = folded.laidOut;
    f.painted = folded.painted;
    if (f.provNodes > 0 && f.drawnNodes == 0) {
        f.ok = false;
        f.errors.push_back("no provenance node was drawn");
    }

    // The worst case for the view: the same analysis with every event unfolded into its
    // own raw line, event and decision (no cascade folded by the engine), so that the
    // view's own cap (awv::kMaxDrawnProvenanceNodes) and summary nodes do the work.
    auto unfoldedResult = std::make_shared<aw::AnalysisResult>(*opened.result);
    {
        aw::Provenance& prov = unfoldedResult->provenance;
        std::string verdictId;
        std::set<std::string> ids;
        for (const aw::ProvNode& node : prov.nodes) {
            ids.insert(node.id);
            if (node.kind == aw::ProvKind::Verdict) verdictId = node.id;
        }
        for (const aw::Event& e : unfoldedResult->events) {
            const std::string id = std::to_string(e.id);
            if (ids.count("e:" + id)) continue;
            aw::ProvNode event;
            event.id = "e:" + id;
            event.kind = aw::ProvKind::Event;
            event.label = e.title + " @ " + e.node;
            event.rule = e.rule;
            event.eventId = e.id;
            aw::ProvNode decision;
            decision.id = "d:unfolded:" + id;
            decision.kind = aw::ProvKind::Decision;
            decision.label = e.classRule.empty() ? "classed" : e.classRule;
            decision.rule = e.classRule;
            decision.eventId = e.id;
            prov.nodes.push_back(event);
            prov.nodes.push_back(decision);
            prov.edges.push_back({event.id, decision.id, "classed"});
            if (!verdictId.empty()) prov.edges.push_back({decision.id, verdictId, "explained"});
            if (!e.evidence.empty()) {
                aw::ProvNode raw;
                raw.id = "ev:unfolded:" + id;
                raw.kind = aw::ProvKind::Evidence;
                raw.label = "raw line";
                raw.eventId = e.id;
                raw.hasLocation = true;
                raw.evidence = e.evidence.front();
                prov.nodes.push_back(raw);
                prov.edges.push_back({raw.id, event.id, "matched by " + e.rule});
            }
        }
        f.unfoldedNodes = prov.nodes.size();
        f.unfoldedEdges = prov.edges.size();
    }
    opened.result = unfoldedResult;
    const awv::DocumentPtr unfolded = awv::makeDocument(opened);
    Timed worst;
    time(unfolded, worst);
    f.unfoldedDrawnNodes = worst.drawnNodes;
    f.unfoldedHiddenNodes = worst.hiddenNodes;
    f.unfoldedDrawnEdges = worst.drawnEdges;
    f.unfoldedPrepare = worst.prepare;
    f.unfoldedPainted = worst.painted;
    if (f.unfoldedDrawnNodes == 0) {
        f.ok = false;
        f.errors.push_back("no node of the unfolded provenance was drawn");
    }
    return f;
}

// ---------------------------------------------------------------- output

std::string jsonStats(const Stats& s) {
    char buffer[160];
    std::snprintf(buffer, sizeof buffer, "{\"median_ms\": %.3f, \"max_ms\": %.3f, \"min_ms\": %.3f, \"n\": %zu}",
                  s.median, s.max, s.min, s.n);
    return buffer;
}

std::string jsonString(const std::string& s) {
    std::string out = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\') out += '\\';
        out += c;
    }
    return out + "\"";
}

std::string jsonErrors(const std::vector<std::string>& errors) {
    std::string out = "[";
    for (std::size_t i = 0; i < errors.size(); ++i) out += (i ? ", " : "") + jsonString(errors[i]);
    return out + "]";
}

void printStats(const char* label, const Stats& s, const char* note = "") {
    std::printf("%-16s median %8.2f ms  max %8.2f ms  (n=%zu)%s\n", label, s.median, s.max, s.n, note);
}

// --big: generated once into a.bigDir (a marker says it is whole), then searched.
int runBig(const Args& a) {
    constexpr unsigned kNodes = 256;
    constexpr std::uint64_t kBytes = 420'000'000;
    // node0001's train.log as big as the one issue 47's reporter typed into (13.7 MB, 128k
    // lines), over ten times any other file: the search typed into it has that much to do.
    constexpr std::uint64_t kLargestBytes = 14'000'000, kLargestLines = 128'000;
    const fs::path marker = fs::path(a.bigDir) / ".aw-gui-bench-generated";
    std::ostringstream wanted;
    wanted << kNodes << ' ' << kBytes << ' ' << kLargestBytes << ' ' << kLargestLines << '\n';
    std::ostringstream made;
    if (std::ifstream in(marker); in) made << in.rdbuf();
    if (made.str() != wanted.str()) {  // none yet, or one written with other options
        std::printf("generating a %llu MB, %u-node bundle in %s (once), node0001/train.log >= %llu MB, %llu lines\n",
                    static_cast<unsigned long long>(kBytes / 1'000'000), kNodes, a.bigDir.c_str(),
                    static_cast<unsigned long long>(kLargestBytes / 1'000'000),
                    static_cast<unsigned long long>(kLargestLines));
        std::fflush(stdout);
        fs::remove(marker);
        awbench::GeneratorOptions g;
        g.outDir = a.bigDir;
        g.nodes = kNodes;
        g.totalBytes = kBytes;
        g.firstNodeLogBytes = kLargestBytes;
        g.firstNodeLogLines = kLargestLines;
        awbench::generateBundle(g);
        std::ofstream(marker) << wanted.str();
    }
    const awbench::SearchFigures f =
        awbench::benchSearch(a.bigDir, a.pattern, std::max(3u, std::min(a.runs, 5u)), a.width, a.height, a.shot);
    std::printf("bundle          %s: %.0f MB in %zu searchable files, %zu nodes\n", a.bigDir.c_str(),
                f.bundleBytes / 1e6, f.files, f.nodes);
    std::printf("matches         %llu lines (ripgrep: %llu) for %s, case-insensitive\n",
                static_cast<unsigned long long>(f.matches), static_cast<unsigned long long>(f.ripgrepMatches),
                f.pattern.c_str());
    std::printf("search-all: %.3f s, ripgrep %.3f s, ratio %.2f\n", f.searchAllSeconds, f.ripgrepSeconds,
                f.ripgrepSeconds > 0 ? f.searchAllSeconds / f.ripgrepSeconds : 0.0);
    std::printf("typed           %s into the search of %s (%.1f MB, %llu lines, the largest file): %llu matching "
                "lines at the end\n",
                f.typed.c_str(), f.typedFile.c_str(), f.typedFileBytes / 1e6,
                static_cast<unsigned long long>(f.typedFileLines), static_cast<unsigned long long>(f.typedMatches));
    std::printf("typing: longest GUI-thread stall %.1f ms\n", f.typingStallMs);
    std::printf("machine load    %.2f (1-minute load average at the end; other work skews the figures)\n",
                loadAverage());
    for (const std::string& e : f.errors) std::fprintf(stderr, "aw-gui-bench: %s\n", e.c_str());
    return f.errors.empty() ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
    Args a;
    if (!parse(argc, argv, a)) {
        usage();
        return 2;
    }
    // The offscreen platform unless told otherwise: the same figures with or without a display.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    QCoreApplication::setOrganizationName(QStringLiteral("AttributionWorkbenchBench"));
    QCoreApplication::setApplicationName(QStringLiteral("aw-gui-bench"));
    qInstallMessageHandler(quietOffscreenWarnings);
    QApplication app(argc, argv);
    if (a.big) return runBig(a);

    std::string logFile = a.logFile;
    std::string bundleDir = a.bundle;
    fs::path temp;
    if (a.small) {
        // A 20 MB, 16-node bundle, and its train.logs concatenated as the big log.
        temp = fs::temp_directory_path() / ("aw-gui-bench-" + std::to_string(::getpid()));
        fs::create_directories(temp);
        awbench::GeneratorOptions g;
        g.outDir = (temp / "bundle").string();
        g.nodes = 16;
        g.totalBytes = 20'000'000;
        awbench::generateBundle(g);
        if (bundleDir.empty()) bundleDir = g.outDir;
        if (logFile.empty()) {
            logFile = (temp / "all-train.log").string();
            std::uint64_t bytes = 0;
            for (unsigned n = 0; n < g.nodes; ++n)
                appendFile(g.outDir + "/nodes/" + awbench::generatedNodeName(n) + "/train.log", logFile, bytes);
        }
        if (a.events == 1'000'000) a.events = 200'000;
        if (a.timelineNodes == 1024) a.timelineNodes = 64;
        if (a.jumps == 100) a.jumps = 20;
    }

    LogFigures logFig;
    TimelineFigures timeFig;
    ProvenanceFigures provFig;
    if (wanted(a, "log") && !logFile.empty()) logFig = benchLog(a, logFile);
    if (wanted(a, "timeline")) timeFig = benchTimeline(a, a.events);
    if (wanted(a, "provenance") && !bundleDir.empty()) provFig = benchProvenance(a, bundleDir);
    const double load = loadAverage();

    if (a.json) {
        std::printf("{\"runs\": %u, \"size\": \"%dx%d\", \"machine_load\": %.2f", a.runs, a.width, a.height, load);
        if (logFig.ran) {
            std::printf(
                ",\n \"log\": {\"file\": %s, \"bytes\": %llu, \"lines\": %llu, \"ok\": %s, "
                "\"first_screen\": %s, \"lines_indexed_at_first_screen\": %.0f, \"index_complete\": %s, \"jumps\": %s, \"jumps_ahead_of_index\": %s, \"jumps_while_indexing\": %s, "
                "\"errors\": %s}",
                jsonString(logFig.file).c_str(), static_cast<unsigned long long>(logFig.bytes),
                static_cast<unsigned long long>(logFig.lines), logFig.ok ? "true" : "false",
                jsonStats(logFig.firstScreen).c_str(), logFig.indexedAtFirstPaint.median,
                jsonStats(logFig.indexComplete).c_str(), jsonStats(logFig.jumps).c_str(),
                jsonStats(logFig.jumpsAhead).c_str(), jsonStats(logFig.jumpsWhileIndexing).c_str(),
                jsonErrors(logFig.errors).c_str());
        }
        if (timeFig.ran) {
            std::printf(
                ",\n \"timeline\": {\"events\": %llu, \"nodes\": %d, \"groups\": %d, \"ok\": %s, "
                "\"set_document\": %s, \"full_repaint\": %s, \"zoom_step\": %s, \"zoomed_repaint\": %s, "
                "\"pan_step\": %s, \"hover\": %s, \"markers_full\": %d, \"markers_zoomed\": %d, \"errors\": %s}",
                static_cast<unsigned long long>(timeFig.events), timeFig.nodes, timeFig.groups,
                timeFig.ok ? "true" : "false", jsonStats(timeFig.setDocument).c_str(), jsonStats(timeFig.full).c_str(),
                jsonStats(timeFig.zoom).c_str(), jsonStats(timeFig.zoomedRepaint).c_str(),
                jsonStats(timeFig.pan).c_str(), jsonStats(timeFig.hover).c_str(), timeFig.markersFull,
                timeFig.markersZoomed, jsonErrors(timeFig.errors).c_str());
        }
        if (provFig.ran) {
            std::printf(
                ",\n \"provenance\": {\"bundle\": %s, \"nodes\": %zu, \"events\": %zu, \"provenance_nodes\": %zu, "
                "\"provenance_edges\": %zu, \"drawn_nodes\": %d, \"hidden_nodes\": %d, \"drawn_edges\": %d, "
                "\"ok\": %s, \"analyse_s\": %.3f, \"from_cache\": %s, \"prepare\": %s, \"laid_out\": %s, "
                "\"painted\": %s, \"unfolded_nodes\": %zu, \"unfolded_edges\": %zu, \"unfolded_drawn_nodes\": %d, "
                "\"unfolded_hidden_nodes\": %d, \"unfolded_drawn_edges\": %d, \"unfolded_prepare\": %s, "
                "\"unfolded_painted\": %s, \"errors\": %s}",
                jsonString(provFig.bundle).c_str(), provFig.bundleNodes, provFig.events, provFig.provNodes,
                provFig.provEdges, provFig.drawnNodes, provFig.hiddenNodes, provFig.drawnEdges,
                provFig.ok ? "true" : "false", provFig.analyseSeconds, provFig.fromCache ? "true" : "false",
                jsonStats(provFig.prepare).c_str(), jsonStats(provFig.laidOut).c_str(),
                jsonStats(provFig.painted).c_str(), provFig.unfoldedNodes, provFig.unfoldedEdges,
                provFig.unfoldedDrawnNodes, provFig.unfoldedHiddenNodes, provFig.unfoldedDrawnEdges,
                jsonStats(provFig.unfoldedPrepare).c_str(), jsonStats(provFig.unfoldedPainted).c_str(),
                jsonErrors(provFig.errors).c_str());
        }
        std::printf("}\n");
    } else {
        std::printf("window          %dx%d, %s platform, median of %u runs, warm page cache\n", a.width, a.height,
                    qPrintable(QGuiApplication::platformName()), a.runs);
        if (logFig.ran) {
            std::printf("log file        %s: %.3f GB, %llu lines (loaded as a one-file bundle in %.1f s, not timed)\n",
                        logFig.file.c_str(), logFig.bytes / 1e9, static_cast<unsigned long long>(logFig.lines),
                        logFig.loadSeconds);
            printStats("first screen", logFig.firstScreen, "  (setDocument -> text painted; target < 100 ms)");
            std::printf("                 %.0f lines indexed (median) when it was painted\n",
                        logFig.indexedAtFirstPaint.median);
            printStats("index complete", logFig.indexComplete, "  (setDocument -> every line indexed, off-thread)");
            printStats("jump, indexing", logFig.jumpsWhileIndexing,
                       "  (go to the last indexed line right after the first screen -> painted)");
            printStats("jump ahead", logFig.jumpsAhead,
                       "  (go to a line in the last tenth before it is indexed -> painted)");
            printStats("jump", logFig.jumps, "  (go to a random line, all indexed -> painted)");
        }
        if (timeFig.ran) {
            std::printf("timeline        %llu events on %d node rows (%d groups; built in %.1f s, not timed)\n",
                        static_cast<unsigned long long>(timeFig.events), timeFig.nodes, timeFig.groups,
                        timeFig.buildSeconds);
            printStats("set document", timeFig.setDocument, "  (rows, sorting -> painted)");
            char note[96];
            std::snprintf(note, sizeof note, "  (fit all, %d markers drawn; target < 50 ms a frame)",
                          timeFig.markersFull);
            printStats("full repaint", timeFig.full, note);
            printStats("zoom step", timeFig.zoom, "  (wheel notch -> painted)");
            std::snprintf(note, sizeof note, "  (20 notches in, %d markers drawn)", timeFig.markersZoomed);
            printStats("zoomed repaint", timeFig.zoomedRepaint, note);
            printStats("pan step", timeFig.pan, "  (drag 40 px -> painted)");
            printStats("hover", timeFig.hover, "  (mouse move + tooltip of the nearest event)");
        }
        if (provFig.ran) {
            std::printf("provenance      %s: %zu nodes, %zu events; provenance %zu nodes, %zu edges "
                        "(analysed in %.1f s%s, not timed)\n",
                        provFig.bundle.c_str(), provFig.bundleNodes, provFig.events, provFig.provNodes,
                        provFig.provEdges, provFig.analyseSeconds, provFig.fromCache ? " from the cache" : "");
            std::printf("drawn           %d nodes (%d summarised into summary nodes), %d edges\n", provFig.drawnNodes,
                        provFig.hiddenNodes, provFig.drawnEdges);
            printStats("prepare", provFig.prepare, "  (setDocument on the GUI thread: choose nodes, measure cards)");
            printStats("laid out", provFig.laidOut, "  (setDocument -> graphviz done, scene built)");
            printStats("painted", provFig.painted, "  (setDocument -> graph painted; target < 1 s)");
            std::printf("unfolded        every event its own raw line, event and decision: %zu nodes, %zu edges;\n"
                        "                 drawn %d nodes (%d summarised), %d edges\n",
                        provFig.unfoldedNodes, provFig.unfoldedEdges, provFig.unfoldedDrawnNodes,
                        provFig.unfoldedHiddenNodes, provFig.unfoldedDrawnEdges);
            printStats("prepare", provFig.unfoldedPrepare, "  (unfolded: choose nodes, measure cards)");
            printStats("painted", provFig.unfoldedPainted, "  (unfolded: setDocument -> graph painted; target < 1 s)");
        }
        std::printf("machine load    %.2f (1-minute load average at the end; other work skews the figures)\n", load);
    }

    bool ok = true;
    for (const auto* errors : {&logFig.errors, &timeFig.errors, &provFig.errors}) {
        for (const std::string& e : *errors) {
            std::fprintf(stderr, "aw-gui-bench: %s\n", e.c_str());
            ok = false;
        }
    }
    if (!temp.empty()) {
        std::error_code ec;
        fs::remove_all(temp, ec);
    }
    return ok ? 0 : 1;
}
