#include "views/report/pdf_report.h"

#include "engine/core/atomic_write.h"

#include <QBuffer>
#include <QFont>
#include <QImage>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgRenderer>
#include <QTextDocument>
#include <QUrl>

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

}  // namespace awv
