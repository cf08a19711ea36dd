// The JSON report, for programs.
#pragma once

#include "engine/report/report_model.h"

#include <string>

namespace aw {

// aw::toJson of the analysis under "analysis", plus the note, the evidence choice, the
// excerpts and the report metadata.
std::string reportJson(const Report& report);

}  // namespace aw
