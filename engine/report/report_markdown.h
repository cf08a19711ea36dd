// The Markdown report, for tickets and chat.
#pragma once

#include "engine/report/report_model.h"

#include <string>

namespace aw {

std::string reportMarkdown(const Report& report);

}  // namespace aw
