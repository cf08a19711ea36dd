// Outcomes and confidences as the views show them: translated names and one colour per
// outcome (the verdict's badge, the fleet's tables and chart).
#pragma once

#include "engine/core/analysis.h"

#include <QColor>
#include <QCoreApplication>
#include <QString>

namespace awv {

QString outcomeTitle(aw::Outcome outcome);
QColor outcomeColor(aw::Outcome outcome);
QString confidenceLabel(aw::Confidence confidence);

// Translation context of the names above (lupdate sees it as "awv::OutcomeNames").
struct OutcomeNames {
    Q_DECLARE_TR_FUNCTIONS(awv::OutcomeNames)
};

}  // namespace awv
