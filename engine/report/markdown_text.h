// Text from data in a Markdown report (and the workbench's "Copy all" of the actions): node
// names, file names, log lines and titles are written by whoever wrote the bundle's logs. A
// renderer must show them as text: no link or image ("[x](javascript:alert(1))"), no
// autolink ("<javascript:...>", a bare "https://" or "www."), no raw HTML, no emphasis,
// heading or table cell of their making, and no way out of a code span.
#pragma once

#include <string>
#include <string_view>

namespace aw::report {

// For prose (a paragraph, a list item, a heading): \ ` * _ [ ] escaped with a backslash,
// < > & as entities, line breaks as spaces, and the ':' of "://", the '.' of "www." and the
// '@' of an e-mail address escaped so that no GFM autolink starts. With '[' and ']' escaped
// no link or image can form, so '(', ')' and '!' need nothing.
std::string escapeMarkdownInline(std::string_view text);
// For a table cell: the same, '|' escaped too, and '_' only where it could start or end
// emphasis (not between two letters or digits). A cell holds inline text only: '#' cannot
// start a heading there.
std::string escapeMarkdownCell(std::string_view text);
// A code span: fenced by one backtick more than the longest run of backticks inside, so none
// closes it early; line breaks become spaces (a line of its own could start a block).
std::string markdownCode(std::string_view text);

}  // namespace aw::report
