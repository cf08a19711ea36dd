// placeholder, being written
#include "json_readers.h"
namespace aw {
ReaderOutput readSlurmJson(const ReaderInput&) { return {}; }
}  // namespace aw
