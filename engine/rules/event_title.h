// An event's title from its rule's template: "Xid 79: GPU has fallen off the bus ({pci})"
// with the line's captures in place of its {names}. The engine fills the catalog's English
// template with it; the workbench fills the same template in the user's language with the
// same values (views/common/catalog_titles.h), so both say the same thing.
#pragma once

#include "engine/core/analysis.h"

#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace aw {

// Fills each {name} of `title` by the first of `fields` that names it (a family member's own
// fields), else the event's capture of that name, else {node} and {gpu} from the event. An
// optional part the line did not have (" ({pci})" of a line with no PCI address) is left
// out; any other unknown name is "?".
std::string fillEventTitle(std::string_view title, const Event& e,
                           const std::vector<std::pair<std::string, std::string>>& fields = {});

}  // namespace aw
