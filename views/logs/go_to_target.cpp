#include "views/logs/go_to_target.h"

#include <QDateTime>
#include <QRegularExpression>

namespace awv {

GoToTarget parseGoToTarget(const QString& input, aw::TimeNs reference) {
    const QString text = input.trimmed();
    bool isNumber = false;
    const qulonglong line = text.toULongLong(&isNumber);
    if (isNumber) {
        if (line == 0 || line > 0xffffffffull) return {};
        return {GoToTarget::Kind::Line, static_cast<std::uint32_t>(line), aw::kNoTime};
    }
    // [date[T or space]]hh:mm[:ss[.fff]][Z]
    static const QRegularExpression kTime(
        QStringLiteral(R"(^(?:(\d{4})-(\d{2})-(\d{2})[T ])?(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?Z?$)"));
    const QRegularExpressionMatch m = kTime.match(text);
    if (!m.hasMatch()) return {};
    QDate date;
    if (!m.captured(1).isEmpty()) {
        date = QDate(m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).toInt());
    } else {
        if (reference == aw::kNoTime) return {};
        date = QDateTime::fromMSecsSinceEpoch(reference / 1'000'000, Qt::UTC).date();
    }
    const int h = m.captured(4).toInt(), min = m.captured(5).toInt(), sec = m.captured(6).toInt();
    if (!date.isValid() || h > 23 || min > 59 || sec > 60) return {};
    const QDateTime at(date, QTime(h, min, std::min(sec, 59)), Qt::UTC);
    aw::TimeNs ns = at.toMSecsSinceEpoch() * 1'000'000;
    if (const QString fraction = m.captured(7); !fraction.isEmpty())
        ns += fraction.leftJustified(9, QLatin1Char('0')).toLongLong();
    return {GoToTarget::Kind::Time, 0, ns};
}

}  // namespace awv
