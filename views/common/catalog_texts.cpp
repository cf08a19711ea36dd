#include "views/common/catalog_texts.h"

#include "views/common/catalog_titles.h"

#include <QCoreApplication>

namespace awv {

namespace {

struct Words {
    Q_DECLARE_TR_FUNCTIONS(awv::CatalogTexts)
};

// What a text says where a value is unknown (the engine's fallback words, translated).
QString fallback(const QString& name) {
    if (name == QLatin1String("node") || name == QLatin1String("nodes")) return Words::tr("the node that logged it");
    if (name == QLatin1String("gpu_label") || name == QLatin1String("gpu_id") || name == QLatin1String("gpu"))
        return Words::tr("the GPU");
    if (name == QLatin1String("workload") || name == QLatin1String("job_id")) return Words::tr("the job");
    if (name == QLatin1String("req_mem") || name == QLatin1String("max_rss")) return Words::tr("not in the bundle");
    return Words::tr("(unknown)");
}

}  // namespace

QString sayCatalogText(const aw::Message& message, const std::string& english, const TitleWords* titles) {
    if (message.id != "catalog_text") return QString::fromStdString(english);
    const std::string source = message.arg("template");
    const QString translated = QCoreApplication::translate("awv::CatalogTexts", source.c_str());
    if (source.empty() || translated == QString::fromStdString(source)) return QString::fromStdString(english);
    QString out;
    for (qsizetype i = 0; i < translated.size();) {
        const qsizetype close = translated[i] == QLatin1Char('{') ? translated.indexOf(QLatin1Char('}'), i) : -1;
        if (close < 0) {
            out += translated[i++];
            continue;
        }
        const QString name = translated.mid(i + 1, close - i - 1);
        const QString value = QString::fromStdString(message.arg(name.toStdString()));
        if (value.isEmpty()) {
            out += fallback(name);
        } else {
            out += titles && name == QLatin1String("title") ? titles->say(value) : value;
        }
        i = close + 1;
    }
    return out;
}

}  // namespace awv
