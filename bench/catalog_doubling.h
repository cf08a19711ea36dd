// Rule scaling: the built-in catalog with every regex extractor present twice. The copy
// gets a new id and a pattern that needs a marker no log line holds, so it costs what a
// real extra rule costs (its automaton is searched on every line) without changing
// which events come out.
#pragma once

#include "engine/rules/rule_catalog.h"

#include <memory>

namespace awbench {

std::shared_ptr<const aw::RuleCatalog> doubledCatalog(const aw::RuleCatalog& catalog, std::size_t& added);

}  // namespace awbench
