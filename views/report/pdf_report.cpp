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
#include <QAbstractTextDocumentLayout>
#include <QTextDocument>
#include <QTextFrame>
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

namespace {

// The document is laid out as QTextDocument::print() lays it out: in 96 dpi units with 2 cm
// margins on pages of the writer's size, then painted scaled to the writer's resolution.
constexpr qreal kLayoutDpi = 96.0;
constexpr qreal kMargin = 2.0 / 2.54 * kLayoutDpi;

void paginate(QTextDocument& doc, const QPdfWriter& writer) {
    const qreal scale = writer.resolution() / kLayoutDpi;
    QTextFrameFormat frame = doc.rootFrame()->frameFormat();
    frame.setMargin(kMargin);
    doc.rootFrame()->setFrameFormat(frame);
    doc.setPageSize(QSizeF(writer.width() / scale, writer.height() / scale));
}

// The share of the last page's text area the document fills. The page's top and bottom
// margins count in the layout's height but hold no text: counted in, two lines of text read
// as 17 % of a page.
qreal lastPageFill(const QTextDocument& doc) {
    const qreal pageHeight = doc.pageSize().height();
    const qreal used = doc.documentLayout()->documentSize().height() - (doc.pageCount() - 1) * pageHeight;
    return (used - 2 * kMargin) / (pageHeight - 2 * kMargin);
}

}  // namespace

QByteArray renderPdfReport(const aw::Report& report) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageOrientation(QPageLayout::Portrait);
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        writer.setResolution(300);
        writer.setTitle(
            QStringLiteral("Attribution report: %1")
                .arg(QString::fromStdString(report.workloadId.empty() ? report.bundleName : report.workloadId)));
        writer.setCreator(
            QStringLiteral("Attribution Workbench %1").arg(QString::fromStdString(report.programVersion)));
        QTextDocument doc;
        loadReportDocument(doc, report);
        paginate(doc, writer);
        // A last page holding a line or two (the end of the rule table) reads as a mistake:
        // the text is set a little smaller until it fits on the page before.
        for (int tries = 0; tries < 3 && doc.pageCount() > 1 && lastPageFill(doc) < 0.12; ++tries) {
            QFont font = doc.defaultFont();
            font.setPointSizeF(font.pointSizeF() * 0.97);
            doc.setDefaultFont(font);
            paginate(doc, writer);
        }
        QPainter painter(&writer);
        painter.scale(writer.resolution() / kLayoutDpi, writer.resolution() / kLayoutDpi);
        QFont numberFont = doc.defaultFont();
        numberFont.setPixelSize(12);  // in layout units: the painter scales it to the page
        painter.setFont(numberFont);
        const QSizeF page = doc.pageSize();
        for (int i = 0; i < doc.pageCount(); ++i) {
            if (i > 0) writer.newPage();
            painter.save();
            painter.translate(0, -i * page.height());
            QAbstractTextDocumentLayout::PaintContext context;
            context.clip = QRectF(QPointF(0, i * page.height()), page);
            doc.documentLayout()->draw(&painter, context);
            painter.restore();
            // The page number at the bottom right, in the margin, where print() puts it.
            painter.drawText(QRectF(0, page.height() - kMargin, page.width() - kMargin, kMargin / 2),
                             Qt::AlignRight | Qt::AlignVCenter, QString::number(i + 1));
        }
    }
    buffer.close();
    return bytes;
}

aw::Result<void> exportReport(const aw::Report& report, aw::ReportFormat format, const QString& path) {
    const std::string bytes =
        format == aw::ReportFormat::Pdf ? renderPdfReport(report).toStdString() : aw::renderReport(report, format);
    return aw::writeFileAtomically(path.toStdString(), bytes);
}

}  // namespace awv
