// The report command (app/report), one for both programs: its options, a PDF written by
// attribution-cli alone (no attribution-workbench beside it, no display), and the same
// Markdown from `attribution-cli report` and `attribution-workbench --export-report`.
#include "app/report/report_command.h"

#include "engine/store/notes_store.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>

#include "tests/support/result.h"

#include <gtest/gtest.h>

namespace {

const QString kSample = QStringLiteral(AW_SOURCE_DIR "/resources/samples/xid79-gpu-off-bus");

struct Finished {
    int exitCode = -1;
    QString errors;  // stderr
};

// Runs `program` with a home of its own under `home`: its caches and notes database there,
// not the user's; no display and no platform chosen, so Qt must make do headless.
Finished run(const QString& program, const QStringList& args, const QString& home) {
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char* name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY", "AW_CACHE_PATH"})
        env.remove(QString::fromLatin1(name));
    env.insert(QStringLiteral("XDG_CACHE_HOME"), home + QStringLiteral("/cache"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
    QProcess process;
    process.setProcessEnvironment(env);
    process.start(program, args);
    Finished result;
    if (!process.waitForFinished(120000)) return result;
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.errors = QString::fromUtf8(process.readAllStandardError());
    return result;
}

QByteArray readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The report without its "- Generated: <time>" line, and that time, which differs between
// two runs a second apart.
struct Markdown {
    QByteArray rest;
    QString generated;
};

Markdown splitGenerated(const QByteArray& bytes) {
    static const QRegularExpression line(QStringLiteral("^- Generated: (\\S+)\\n"),
                                         QRegularExpression::MultilineOption);
    QString text = QString::fromUtf8(bytes);
    Markdown m;
    const auto match = line.match(text);
    if (!match.hasMatch()) return {bytes, {}};
    m.generated = match.captured(1);
    text.remove(match.capturedStart(), match.capturedLength());
    EXPECT_FALSE(line.match(text).hasMatch()) << "more than one Generated line";
    m.rest = text.toUtf8();
    return m;
}

TEST(ReportCommand, ParsesTheOptionsInAnyOrder) {
    const awapp::ReportRequest r = awapp::parseReportArguments(
        {"--context", "5", "-o", "r.md", "--evidence", "3,,1", "bundle", "--saved-note", "--note", "n"});
    EXPECT_EQ(r.bundlePath, "bundle");
    EXPECT_EQ(r.output, "r.md");
    EXPECT_EQ(r.options.contextLines, 5u);
    EXPECT_EQ(r.options.evidenceEvents, (std::vector<std::uint32_t>{3, 1}));
    EXPECT_EQ(r.options.note, "n");
    EXPECT_TRUE(r.savedNote);
    EXPECT_FALSE(r.help);
    EXPECT_TRUE(r.rulesFolder.empty());
}

TEST(ReportCommand, RefusesWhatItCannotRead) {
    EXPECT_THROW(awapp::parseReportArguments({"bundle", "-o"}), std::invalid_argument);
    EXPECT_THROW(awapp::parseReportArguments({"bundle", "--colour"}), std::invalid_argument);
    EXPECT_THROW(awapp::parseReportArguments({"one", "two"}), std::invalid_argument);
    EXPECT_THROW(awapp::parseReportArguments({"bundle", "--context", "many"}), std::invalid_argument);
    // Help stops the parsing: what follows it is not looked at.
    EXPECT_TRUE(awapp::parseReportArguments({"bundle", "-h", "--colour"}).help);
}

TEST(ReportCommand, NamesEveryFormatsExtension) {
    EXPECT_EQ(awapp::reportExtensions(), ".html, .pdf, .md or .json");
}

TEST(ReportCommand, CliWritesAPdfAloneWithoutADisplay) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    // A copy of the CLI in a folder of its own: no attribution-workbench beside it to hand
    // the PDF to.
    const QString cli = dir.filePath(QStringLiteral("bin/attribution-cli"));
    ASSERT_TRUE(QDir().mkpath(dir.filePath(QStringLiteral("bin"))));
    ASSERT_TRUE(QFile::copy(QStringLiteral(AW_CLI_PATH), cli));
    ASSERT_EQ(QDir(dir.filePath(QStringLiteral("bin"))).entryList(QDir::Files),
              QStringList{QStringLiteral("attribution-cli")});

    const QString pdf = dir.filePath(QStringLiteral("out/report.pdf"));
    ASSERT_TRUE(QDir().mkpath(dir.filePath(QStringLiteral("out"))));
    const Finished r = run(cli,
                           {QStringLiteral("report"), kSample, QStringLiteral("-o"), pdf, QStringLiteral("--note"),
                            QStringLiteral("Drained node007.")},
                           dir.path());
    ASSERT_EQ(r.exitCode, 0) << r.errors.toStdString();
    EXPECT_TRUE(r.errors.contains(QStringLiteral("attribution-cli: wrote %1 (pdf)").arg(pdf)))
        << r.errors.toStdString();
    const QByteArray bytes = readAll(pdf);
    ASSERT_TRUE(bytes.startsWith("%PDF-")) << bytes.left(16).toStdString();
    EXPECT_TRUE(bytes.trimmed().endsWith("%%EOF"));

    if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
        GTEST_SKIP() << "pdftotext (poppler-utils) is not installed: the PDF's text is not checked";
    QProcess text;
    text.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
    ASSERT_TRUE(text.waitForFinished(30000));
    const QString words = QString::fromUtf8(text.readAllStandardOutput()).simplified();
    EXPECT_TRUE(words.contains(QStringLiteral("Drained node007."))) << words.left(400).toStdString();
    EXPECT_TRUE(words.contains(QStringLiteral("node007")));
}

TEST(ReportCommand, CliAndWorkbenchWriteTheSameMarkdown) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    // A note and evidence choice saved "in the workbench" for the bundle: --saved-note reads it.
    ASSERT_TRUE(QDir().mkpath(dir.filePath(QStringLiteral("data/attribution-workbench"))));
    {
        aw::NotesStore notes = awtest::worked(aw::NotesStore::open(
            dir.filePath(QStringLiteral("data/attribution-workbench/analysis.sqlite")).toStdString()));
        aw::BundleNote saved;
        saved.note = "Saved in the workbench: RMA for node007.";
        saved.evidenceEvents = std::vector<std::uint32_t>{1, 2};
        awtest::worked(notes.save(kSample.toStdString(), saved));
    }
    const QString before = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    const QStringList options = {QStringLiteral("--saved-note"), QStringLiteral("--context"), QStringLiteral("1")};
    const QString fromCli = dir.filePath(QStringLiteral("cli.md"));
    const QString fromWorkbench = dir.filePath(QStringLiteral("workbench.md"));
    const Finished cli =
        run(QStringLiteral(AW_CLI_PATH),
            QStringList{QStringLiteral("report"), kSample, QStringLiteral("-o"), fromCli} << options, dir.path());
    const Finished workbench =
        run(QStringLiteral(AW_WORKBENCH_PATH),
            QStringList{QStringLiteral("--export-report"), fromWorkbench, kSample} << options, dir.path());
    const QString after = QDateTime::currentDateTimeUtc().toString(Qt::ISODate);
    ASSERT_EQ(cli.exitCode, 0) << cli.errors.toStdString();
    ASSERT_EQ(workbench.exitCode, 0) << workbench.errors.toStdString();
    EXPECT_TRUE(
        workbench.errors.contains(QStringLiteral("attribution-workbench: wrote %1 (markdown)").arg(fromWorkbench)))
        << workbench.errors.toStdString();

    const Markdown a = splitGenerated(readAll(fromCli));
    const Markdown b = splitGenerated(readAll(fromWorkbench));
    ASSERT_FALSE(a.rest.isEmpty());
    EXPECT_TRUE(a.rest.contains("Saved in the workbench: RMA for node007."));
    EXPECT_EQ(a.rest, b.rest);
    for (const QString& generated : {a.generated, b.generated}) {
        EXPECT_GE(generated, before);  // ISO 8601 UTC strings sort by time
        EXPECT_LE(generated, after);
    }
}

// A file that cannot be written (its folder is missing): the write's Failure in its own
// words, naming the file, and exit status 3, for a PDF too (the workbench's --export-report
// runs the same command).
TEST(ReportCommand, CliSaysWhichFileCannotBeWritten) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    for (const QString& name : {QStringLiteral("missing/report.md"), QStringLiteral("missing/report.pdf")}) {
        const QString out = dir.filePath(name);
        const Finished cli = run(QStringLiteral(AW_CLI_PATH),
                                 {QStringLiteral("report"), kSample, QStringLiteral("-o"), out}, dir.path());
        EXPECT_EQ(cli.exitCode, 3) << name.toStdString();
        EXPECT_TRUE(cli.errors.contains(
            QStringLiteral("attribution-cli report: cannot create a file next to %1: No such file or directory\n")
                .arg(out)))
            << cli.errors.toStdString();
    }
    EXPECT_FALSE(QFileInfo::exists(dir.filePath(QStringLiteral("missing"))));
}

TEST(ReportCommand, BothProgramsRefuseAnUnknownExtension) {
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString out = dir.filePath(QStringLiteral("report.txt"));
    const Finished cli =
        run(QStringLiteral(AW_CLI_PATH), {QStringLiteral("report"), kSample, QStringLiteral("-o"), out}, dir.path());
    const Finished workbench =
        run(QStringLiteral(AW_WORKBENCH_PATH), {QStringLiteral("--export-report"), out, kSample}, dir.path());
    EXPECT_EQ(cli.exitCode, 2);
    EXPECT_EQ(workbench.exitCode, 2);
    EXPECT_TRUE(cli.errors.contains(
        QStringLiteral("attribution-cli report: cannot tell the format of %1 (use .html, .pdf, .md or .json)")
            .arg(out)))
        << cli.errors.toStdString();
    EXPECT_TRUE(workbench.errors.contains(QStringLiteral("attribution-workbench --export-report: cannot tell")))
        << workbench.errors.toStdString();
    EXPECT_FALSE(QFileInfo::exists(out));
}

}  // namespace
