// placeholder, being written
#include "json_readers.h"
namespace aw {
ReaderOutput readJournalJson(const ReaderInput&) { return {}; }
}  // namespace aw
