// One event as Markdown, for pasting into a ticket or a chat: its title and class, where
// and when, the rule that found it and the reason for its class, and its evidence lines
// with file:line. Every word in the user's language.
#pragma once

#include "views/common/document.h"

#include <QString>

namespace awv {

QString findingMarkdown(const Document& doc, const aw::Event& event);

}  // namespace awv
