// Evidence excerpts: a raw line with its context, read from the bundle's bytes as valid
// UTF-8 with the matched span marked.
#pragma once

#include "engine/report/report_model.h"

#include <cstdint>

namespace aw::report {

// Reads an evidence line and its context from the bundle's bytes.
EvidenceExcerpt readExcerpt(const Bundle* bundle, std::uint32_t eventId, const EvidenceRef& ref, unsigned contextLines);

}  // namespace aw::report
