// The PDF report: A4 pages that pdftotext can read, with the verdict, the note and the
// evidence line in them, and one page per major section.
#include "views/report/pdf_report.h"

#include "tests/support/report_fixture.h"
#include "tests/support/result.h"

#include "engine/open/open_bundle.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <algorithm>

namespace {

QString run(const QString& program, const QStringList& args) {
    QProcess p;
    p.start(program, args);
    if (!p.waitForFinished(30000) || p.exitCode() != 0) return {};
    return QString::fromUtf8(p.readAllStandardOutput());
}

// The page text without layout: long lines wrap on the page (the title at its hyphen, a
// log line inside its excerpt cell), and the fonts set "ff"/"fi" as ligatures.
QString flattened(QString text) {
    text.replace(QChar(0xFB00), QStringLiteral("ff"))
        .replace(QChar(0xFB01), QStringLiteral("fi"))
        .replace(QChar(0xFB02), QStringLiteral("fl"));
    text.remove(QRegularExpression(QStringLiteral("\\s+")));
    return text;
}

TEST(ReportPdf, PdftotextFindsVerdictNoteAndEvidence) {
    if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
        GTEST_SKIP() << "pdftotext (poppler-utils) is not installed";
    auto bundle = awtest::handBuiltBundle();
    aw::ReportOptions options;
    options.note = "Drained node03 (ticket OPS-1234).";
    const aw::Report report = aw::buildReport(bundle.get(), awtest::handBuiltAnalysis(*bundle), options);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.pdf"));
    awtest::worked(awv::exportReport(report, aw::ReportFormat::Pdf, path));

    const QString text = flattened(run(QStringLiteral("pdftotext"), {path, QStringLiteral("-")}));
    ASSERT_FALSE(text.isEmpty());
    // The title wraps at its hyphen on the page and pdftotext joins such lines without the
    // hyphen, so the whole title is checked in the document's metadata below.
    for (const char* needle :
         {"Attribution report: llm-pretrain-7b", "GPU hardware on node03", "Drained node03 (ticket OPS-1234).",
          "NVRM: Xid (PCI:0000:3b:00): 79, pid=2211", "node03/kern.log:3", "Symptoms versus root cause",
          "earliest_hardware_fault", "Sources that could not be read", "node04/dmesg.bin"})
        EXPECT_TRUE(text.contains(flattened(QString::fromUtf8(needle)))) << needle;

    const QString info = run(QStringLiteral("pdfinfo"), {path});
    EXPECT_TRUE(info.contains(QStringLiteral("Attribution report: llm-pretrain-7b-job-4711"))) << info.toStdString();
    EXPECT_TRUE(info.contains(QStringLiteral("595.276 x 841.89 pts (A4)")) ||
                info.contains(QStringLiteral("595 x 842 pts (A4)")))
        << info.toStdString();
    // Evidence, the table, the pictures and the appendix each start a page.
    const auto pages = info.section(QStringLiteral("Pages:"), 1).trimmed().section(QLatin1Char('\n'), 0, 0).toInt();
    EXPECT_GE(pages, 5);
}

TEST(ReportPdf, WritingOverAFolderFailsAndKeepsIt) {
    auto bundle = awtest::handBuiltBundle();
    const aw::Report report = aw::buildReport(bundle.get(), awtest::handBuiltAnalysis(*bundle));
    QTemporaryDir dir;
    QDir(dir.path()).mkpath(QStringLiteral("taken.pdf/inside"));
    const QString path = dir.filePath(QStringLiteral("taken.pdf"));
    const aw::Result<void> written = awv::exportReport(report, aw::ReportFormat::Pdf, path);
    ASSERT_FALSE(written);
    EXPECT_EQ(written.failure().message, "cannot replace " + path.toStdString() + ": Is a directory");
    EXPECT_EQ(written.failure().file, path.toStdString());
    EXPECT_TRUE(QFileInfo(dir.filePath(QStringLiteral("taken.pdf/inside"))).isDir());
}

}  // namespace

// Issue 25 on a real sample: the PDF read worse than the HTML (46 pages, a one-character
// count column, an event's evidence three times). Page 1 holds the verdict, what to do and
// the chain of reasons; each event's first excerpt is in Evidence, the others in the
// appendix; noise is summed up by symptom.
TEST(ReportPdf, ASampleReadsLikeTheHtml) {
    if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
        GTEST_SKIP() << "pdftotext (poppler-utils) is not installed";
    const aw::OpenedBundle opened = aw::openBundle(AW_SOURCE_DIR "/resources/samples/xid79-gpu-off-bus");
    ASSERT_TRUE(opened.result);
    const aw::Report report = aw::buildReport(opened.bundle.get(), *opened.result, aw::ReportOptions{});
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.pdf"));
    awtest::worked(awv::exportReport(report, aw::ReportFormat::Pdf, path));

    const QString first =
        run(QStringLiteral("pdftotext"), {QStringLiteral("-f"), QStringLiteral("1"), QStringLiteral("-l"),
                                          QStringLiteral("1"), path, QStringLiteral("-")});
    for (const char* heading : {"Verdict", "What to do", "Chain of reasons"})
        EXPECT_TRUE(first.contains(QString::fromLatin1(heading))) << heading;
    const QString info = run(QStringLiteral("pdfinfo"), {path});
    const auto pages = info.section(QStringLiteral("Pages:"), 1).trimmed().section(QLatin1Char('\n'), 0, 0).toInt();
    EXPECT_LE(pages, 26) << "the PDF had 47 pages";

    QString layout = run(QStringLiteral("pdftotext"), {QStringLiteral("-layout"), path, QStringLiteral("-")});
    layout.replace(QChar(0xFB01), QStringLiteral("fi"));
    // The count column's heading on one line, not "c/o/u/n/t" down the page.
    EXPECT_TRUE(layout.contains(QRegularExpression(QStringLiteral("rule\\s+count\\s+first time"))));
    // An event with three pieces of evidence: one excerpt before the appendix.
    const auto split =
        layout.indexOf(QRegularExpression(QStringLiteral("^\\f?Appendix\\s*$"), QRegularExpression::MultilineOption));
    ASSERT_GT(split, 0);
    const QString main = layout.left(split);
    const QString appendix = layout.mid(split);
    for (const aw::Event& e : opened.result->events) {
        if (e.evidence.size() < 3 || e.cls != aw::EventClass::Contributing) continue;
        const QString link = QStringLiteral("(event #%1)").arg(e.id);
        EXPECT_LE(main.count(link), 2) << e.id;  // its excerpt, and at most its chain step
        // Its other excerpts go to the appendix; samples of one series are one excerpt.
        const auto excerpts = std::count_if(report.excerpts.begin(), report.excerpts.end(),
                                            [&](const aw::EvidenceExcerpt& x) { return x.eventId == e.id; });
        if (excerpts > 1) EXPECT_GE(appendix.count(link), 1) << e.id;
    }
    EXPECT_TRUE(appendix.contains(QStringLiteral("Noise, by symptom")));
    // Class names and rule ids are not cut mid-word in their narrow columns; a rule id may
    // break after an underscore.
    EXPECT_TRUE(layout.contains(QStringLiteral("Contributing")));
    EXPECT_FALSE(layout.contains(QRegularExpression(QStringLiteral("Contribut\\s+ing|same_nod\\s"))));
}

// A report's last page is not a line or two left over (the end of the rule table once
// held a page alone): the text is set slightly smaller until it fits the page before.
TEST(ReportPdf, NoSampleEndsOnAPageOfALineOrTwo) {
    if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
        GTEST_SKIP() << "pdftotext (poppler-utils) is not installed";
    for (const char* sample :
         {"xid79-gpu-off-bus", "checkpoint-permission-denied", "ib-link-flap", "nccl-hang-flight-recorder"}) {
        const aw::OpenedBundle opened = aw::openBundle(std::string(AW_SOURCE_DIR "/resources/samples/") + sample);
        ASSERT_TRUE(opened.result) << sample;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("report.pdf"));
        awtest::worked(awv::exportReport(aw::buildReport(opened.bundle.get(), *opened.result, aw::ReportOptions{}),
                                         aw::ReportFormat::Pdf, path));
        const QString info = run(QStringLiteral("pdfinfo"), {path});
        const QString pages = info.section(QStringLiteral("Pages:"), 1).trimmed().section(QLatin1Char('\n'), 0, 0);
        const QString last = run(QStringLiteral("pdftotext"), {QStringLiteral("-f"), pages, QStringLiteral("-l"), pages,
                                                               QStringLiteral("-layout"), path, QStringLiteral("-")});
        const auto lines =
            last.split(QLatin1Char('\n'), Qt::SkipEmptyParts).filter(QRegularExpression(QStringLiteral("\\S")));
        EXPECT_GE(lines.size(), 6) << sample << ": the last page, " << pages.toStdString() << ", holds "
                                   << lines.join(QLatin1Char('|')).toStdString();
    }
}
