#include "views/report/pdf_report.h"

#include "engine/core/atomic_write.h"
#include "engine/open/open_bundle.h"
#include "engine/store/notes_store.h"

#include <QBuffer>
#include <QDateTime>
#include <QFont>
#include <QImage>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgRenderer>
#include <QTextDocument>
#include <QUrl>

#include <cstdio>

namespace awv {

namespace {

QImage renderSvg(const std::string& svg, qreal scale) {
    QSvgRenderer renderer(QByteArray::fromStdString(svg));
    if (!renderer.isValid()) return {};
    const QSize size = (QSizeF(renderer.defaultSize()) * scale).toSize();
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    renderer.render(&painter);
    return image;
}

}  // namespace

void loadReportDocument(QTextDocument& doc, const aw::Report& report, qreal pictureScale) {
    aw::HtmlOptions options;
    options.inlineSvg = false;  // Qt's rich text has no inline SVG: pictures are resources
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(9.5);
    doc.setDefaultFont(font);
    if (!report.timelineSvg.empty())
        doc.addResource(QTextDocument::ImageResource, QUrl(QString::fromLatin1(aw::kTimelineImageName)),
                        renderSvg(report.timelineSvg, pictureScale));
    if (!report.provenanceSvg.empty())
        doc.addResource(QTextDocument::ImageResource, QUrl(QString::fromLatin1(aw::kProvenanceImageName)),
                        renderSvg(report.provenanceSvg, pictureScale));
    doc.setHtml(QString::fromStdString(aw::reportHtml(report, options)));
}

QByteArray renderPdfReport(const aw::Report& report) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageOrientation(QPageLayout::Portrait);
        writer.setResolution(300);
        writer.setTitle(QStringLiteral("Attribution report: %1")
                            .arg(QString::fromStdString(report.workloadId.empty() ? report.bundleName
                                                                                   : report.workloadId)));
        writer.setCreator(QStringLiteral("Attribution Workbench %1").arg(QString::fromStdString(report.programVersion)));
        QTextDocument doc;
        loadReportDocument(doc, report);
        // print() lays the document out for the device (fonts at their real size, 2 cm
        // margins, page numbers) and honours page-break-before.
        doc.print(&writer);
    }
    buffer.close();
    return bytes;
}

bool exportReport(const aw::Report& report, aw::ReportFormat format, const QString& path, QString* error) {
    try {
        const std::string bytes = format == aw::ReportFormat::Pdf ? renderPdfReport(report).toStdString()
                                                                  : aw::renderReport(report, format);
        aw::writeFileAtomically(path.toStdString(), bytes);
        return true;
    } catch (const std::exception& e) {
        if (error) *error = QString::fromStdString(e.what());
        return false;
    }
}

int runExportReportCommand(const QStringList& args) {
    QString file, bundlePath, rulesDir, note;
    QStringList positional;
    bool savedNote = false;
    aw::ReportOptions options;
    const auto usage = [] {
        std::fputs("usage: attribution-workbench --export-report FILE BUNDLE [--note TEXT] [--saved-note]\n"
                   "                             [--rules DIR] [--evidence ID,...] [--context N]\n",
                   stderr);
        return 2;
    };
    for (int i = 0; i < args.size(); ++i) {
        const QString& a = args[i];
        const bool hasValue = i + 1 < args.size();
        if ((a == QLatin1String("-o") || a == QLatin1String("--output")) && hasValue) file = args[++i];
        else if (a == QLatin1String("--note") && hasValue) note = args[++i];
        else if (a == QLatin1String("--saved-note")) savedNote = true;
        else if (a == QLatin1String("--rules") && hasValue) rulesDir = args[++i];
        else if (a == QLatin1String("--context") && hasValue) options.contextLines = args[++i].toUInt();
        else if (a == QLatin1String("--evidence") && hasValue) {
            std::vector<std::uint32_t> ids;
            for (const QString& id : args[++i].split(QLatin1Char(','), Qt::SkipEmptyParts)) ids.push_back(id.toUInt());
            options.evidenceEvents = ids;
        } else if (a.startsWith(QLatin1Char('-'))) return usage();
        else positional << a;
    }
    // FILE BUNDLE, or BUNDLE -o FILE (the form attribution-cli report passes on).
    if (file.isEmpty() && positional.size() == 2) {
        file = positional[0];
        bundlePath = positional[1];
    } else if (!file.isEmpty() && positional.size() == 1) {
        bundlePath = positional[0];
    }
    if (file.isEmpty() || bundlePath.isEmpty()) return usage();
    const auto format = aw::reportFormatForPath(file.toStdString());
    if (!format) {
        std::fprintf(stderr, "attribution-workbench: cannot tell the format of %s (use .html, .md, .json or .pdf)\n",
                     qPrintable(file));
        return 2;
    }
    try {
        aw::OpenOptions open;
        open.rulesFolder = rulesDir.toStdString();
        const aw::OpenedBundle opened = aw::openBundle(bundlePath.toStdString(), open);
        if (opened.failure == aw::OpenFailure::NoRules)
            throw std::runtime_error("no rule could be read from " + rulesDir.toStdString());
        options.note = note.toStdString();
        if (savedNote) {
            aw::NotesStore store(aw::NotesStore::defaultPath());
            if (const auto saved = store.load(bundlePath.toStdString())) {
                if (note.isEmpty()) options.note = saved->note;
                if (!options.evidenceEvents) options.evidenceEvents = saved->evidenceEvents;
            }
        }
        options.generatedAt = QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
        const aw::Report report = aw::buildReport(opened.bundle.get(), *opened.result, options);
        QString error;
        if (!exportReport(report, *format, file, &error)) {
            std::fprintf(stderr, "attribution-workbench: %s\n", qPrintable(error));
            return 1;
        }
        std::fprintf(stderr, "attribution-workbench: wrote %s (%s)\n", qPrintable(file), aw::toString(*format));
        return 0;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "attribution-workbench: %s\n", e.what());
        return 1;
    }
}

}  // namespace awv
