#include "search_bench.h"

#include "engine/load/bundle_loader.h"
#include "engine/open/open_bundle.h"
#include "engine/rules/rule_catalog.h"

#include "views/common/document.h"
#include "views/common/document_feed.h"
#include "views/common/selection.h"
#include "views/logs/bundle_search.h"
#include "views/logs/log_pane.h"
#include "views/logs/log_view.h"
#include "views/logs/search_results_view.h"

#include <QAction>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QLineEdit>
#include <QProcess>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

#include <algorithm>

namespace awbench {

namespace {

double median(std::vector<double> v) {
    if (v.empty()) return 0;
    std::sort(v.begin(), v.end());
    return v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

// Turns the event loop until `done()` or `timeoutMs`.
bool waitUntil(const std::function<bool()>& done, int timeoutMs) {
    QElapsedTimer t;
    t.start();
    while (!done()) {
        if (t.elapsed() > timeoutMs) return false;
        QTest::qWait(2);
    }
    return true;
}

// rg -i -c -a over `files`: its wall time and the matching lines it counted.
bool runRipgrep(const std::string& pattern, const QStringList& files, double& seconds, std::uint64_t& matches,
                std::string& error) {
    QStringList args{QStringLiteral("-i"),
                     QStringLiteral("-c"),
                     QStringLiteral("-a"),
                     QStringLiteral("--no-config"),
                     QStringLiteral("--no-messages"),
                     QStringLiteral("-e"),
                     QString::fromStdString(pattern),
                     QStringLiteral("--")};
    args += files;
    QProcess rg;
    rg.setProcessChannelMode(QProcess::SeparateChannels);
    QElapsedTimer t;
    t.start();
    rg.start(QStringLiteral("rg"), args);
    if (!rg.waitForStarted(10000)) {
        error = "rg did not start (is ripgrep installed?)";
        return false;
    }
    // The output is read as it comes (a pipe that fills would stall rg).
    QByteArray out;
    while (!rg.waitForFinished(50)) out += rg.readAllStandardOutput();
    out += rg.readAllStandardOutput();
    seconds = static_cast<double>(t.nsecsElapsed()) / 1e9;
    matches = 0;
    for (const QByteArray& line : out.split('\n')) {
        const qsizetype colon = line.lastIndexOf(':');
        if (colon > 0) matches += line.mid(colon + 1).toULongLong();
    }
    return true;
}

}  // namespace

SearchFigures benchSearch(const std::string& dir, const std::string& pattern, unsigned runs, int width, int height,
                          const std::string& shot) {
    SearchFigures f;
    f.ran = true;
    f.pattern = pattern;
    // Loaded, not analysed: searching needs the files only.
    aw::OpenedBundle opened;
    opened.bundle = std::make_shared<const aw::Bundle>(aw::loadBundle(dir, aw::LoadOptions{}));
    opened.catalog = aw::builtinCatalog();
    opened.result = std::make_shared<const aw::AnalysisResult>();
    const awv::DocumentPtr doc = awv::makeDocument(opened);
    f.nodes = doc->bundle->nodes.size();
    const std::vector<std::uint32_t> searchable = awv::BundleSearch::searchableFiles(*doc);
    f.files = searchable.size();
    QStringList paths;
    std::uint32_t largest = searchable.empty() ? 0 : searchable.front();
    for (const std::uint32_t file : searchable) {
        const aw::SourceFile& source = doc->bundle->files[file];
        f.bundleBytes += source.data->bytes().size();
        if (doc->isDecoded(file)) f.errors.push_back(source.path + " is a decoded dump: ripgrep reads its raw bytes");
        paths << QString::fromStdString(dir + "/" + source.path);
        if (source.data->bytes().size() > doc->bundle->files[largest].data->bytes().size()) largest = file;
    }

    awv::Selection selection;
    awv::DocumentFeed feed;
    awv::LogView view(&selection, &feed);
    view.resize(width, height);
    view.show();
    view.setDocument(doc);
    waitUntil([&] { return !view.isBusy(); }, 600000);

    // The search in every file, as Enter in the box does with "All files" on; the search
    // of the open file (typing the pattern) is done first, so that it does not compete.
    view.searchBox()->setText(QString::fromStdString(pattern));
    QTest::qWait(awv::LogView::kTypingPauseMs + 50);
    waitUntil([&] { return !view.isBusy(); }, 600000);
    const awv::BundleSearch& search = view.searchResults()->bundleSearch();
    std::vector<double> ours, theirs;
    for (unsigned run = 0; run < runs; ++run) {
        double rgSeconds = 0;
        std::string error;
        if (runRipgrep(pattern, paths, rgSeconds, f.ripgrepMatches, error)) theirs.push_back(rgSeconds);
        else if (run == 0) f.errors.push_back(error);

        QElapsedTimer t;
        QEventLoop loop;
        const auto connection = QObject::connect(&search, &awv::BundleSearch::finished, &loop, &QEventLoop::quit);
        t.start();
        view.searchAllFiles();
        if (search.isRunning()) loop.exec();
        ours.push_back(static_cast<double>(t.nsecsElapsed()) / 1e9);
        QObject::disconnect(connection);
        f.matches = search.matchCount();
    }
    f.searchAllSeconds = median(ours);
    f.ripgrepSeconds = median(theirs);
    if (!theirs.empty() && f.matches != f.ripgrepMatches)
        f.errors.push_back("the counts differ: " + std::to_string(f.matches) + " here, " +
                           std::to_string(f.ripgrepMatches) + " by ripgrep");

    if (!shot.empty()) {
        // The list as a user sees it: the first node and its first file opened.
        if (QTreeWidgetItem* node = view.searchResults()->tree()->topLevelItem(0); node && node->childCount() > 0)
            node->child(0)->setExpanded(true);
        QTest::qWait(100);
        view.grab().save(QString::fromStdString(shot));
    }

    // Typing into the raw-log search of the largest file, the list of every file closed.
    view.searchAllAction()->setChecked(false);
    view.searchResults()->stop();
    view.searchResults()->hide();
    view.setSearchPattern(QString());
    view.openFile(largest);
    waitUntil([&] { return !view.isBusy(); }, 600000);
    // What the raw log shows is what is typed into: the largest file, whole (an error if not).
    const std::uint32_t shown = view.activePane()->currentFile();
    f.typedFile = doc->bundle->files[shown].path;
    f.typedFileBytes = doc->bundle->files[shown].data->bytes().size();
    f.typedFileLines = view.activePane()->rowCount();
    if (shown != largest)
        f.errors.push_back("the raw log shows " + f.typedFile + ", not the largest file " +
                           doc->bundle->files[largest].path);
    const auto& bytes = doc->bundle->files[shown].data->bytes();
    if (f.typedFileLines != static_cast<std::uint64_t>(std::count(bytes.begin(), bytes.end(), '\n')))
        f.errors.push_back("the raw log shows " + std::to_string(f.typedFileLines) + " lines of " + f.typedFile);
    QLineEdit* box = view.searchBox();
    box->setFocus();
    // The heartbeat: a 2 ms timer; the longest gap between two of its turns is the longest
    // the GUI thread was busy (a key handled, matches received, a repaint).
    QElapsedTimer clock;
    clock.start();
    qint64 last = clock.nsecsElapsed();
    qint64 longest = 0;
    QTimer heartbeat;
    heartbeat.setTimerType(Qt::PreciseTimer);
    heartbeat.setInterval(2);
    QObject::connect(&heartbeat, &QTimer::timeout, [&] {
        const qint64 now = clock.nsecsElapsed();
        longest = std::max(longest, now - last);
        last = now;
    });
    heartbeat.start();
    const auto typeSlowly = [&](const QString& text) {
        for (const QChar c : text) {
            QTest::keyClicks(box, QString(c));
            QTest::qWait(60);  // a fast typist's gap: long enough for a search to start
        }
    };
    for (const QString& typed : {QStringLiteral("rank"), QStringLiteral("Xid|NCCL WARN")}) {
        box->selectAll();
        QTest::keyClick(box, Qt::Key_Backspace);
        typeSlowly(typed);
        f.typed += (f.typed.empty() ? "" : ", ") + typed.toStdString();
        QTest::qWait(awv::LogView::kTypingPauseMs + 20);
        waitUntil([&] { return !view.activePane()->search().isRunning(); }, 600000);
        QTest::qWait(50);
    }
    heartbeat.stop();
    f.typingStallMs = static_cast<double>(longest) / 1e6;
    f.typedMatches = view.activePane()->search().matchRows().size();
    return f;
}

}  // namespace awbench
