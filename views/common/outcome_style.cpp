#include "views/common/outcome_style.h"

namespace awv {

QString outcomeTitle(aw::Outcome outcome) {
    switch (outcome) {
    case aw::Outcome::GpuHardware: return OutcomeNames::tr("GPU hardware failure");
    case aw::Outcome::GpuSoftware: return OutcomeNames::tr("GPU driver / software fault");
    case aw::Outcome::Network: return OutcomeNames::tr("Network failure");
    case aw::Outcome::Storage: return OutcomeNames::tr("Storage failure");
    case aw::Outcome::Host: return OutcomeNames::tr("Host failure");
    case aw::Outcome::Infrastructure: return OutcomeNames::tr("Infrastructure event");
    case aw::Outcome::Application: return OutcomeNames::tr("Application error");
    case aw::Outcome::User: return OutcomeNames::tr("Stopped by a user");
    case aw::Outcome::Hang: return OutcomeNames::tr("Job hang");
    case aw::Outcome::Unknown: return OutcomeNames::tr("Cause unknown");
    }
    return {};
}

QColor outcomeColor(aw::Outcome outcome) {
    switch (outcome) {
    case aw::Outcome::GpuHardware: return QColor(0xC6, 0x28, 0x28);
    case aw::Outcome::GpuSoftware: return QColor(0xAD, 0x14, 0x57);
    case aw::Outcome::Network: return QColor(0x6A, 0x1B, 0x9A);
    case aw::Outcome::Storage: return QColor(0x8D, 0x4E, 0x0B);
    case aw::Outcome::Host: return QColor(0xBF, 0x36, 0x0C);
    case aw::Outcome::Infrastructure: return QColor(0x28, 0x5E, 0x9E);
    case aw::Outcome::Application: return QColor(0x2E, 0x7D, 0x32);
    case aw::Outcome::User: return QColor(0x45, 0x5A, 0x64);
    case aw::Outcome::Hang: return QColor(0xE6, 0x7E, 0x00);
    case aw::Outcome::Unknown: return QColor(0x75, 0x75, 0x75);
    }
    return Qt::gray;
}

QString confidenceLabel(aw::Confidence confidence) {
    switch (confidence) {
    case aw::Confidence::High: return OutcomeNames::tr("High confidence");
    case aw::Confidence::Medium: return OutcomeNames::tr("Medium confidence");
    case aw::Confidence::Low: return OutcomeNames::tr("Low confidence");
    }
    return {};
}

}  // namespace awv
