// placeholder, being written
#include "json_readers.h"
namespace aw {
ReaderOutput readLokiJson(const ReaderInput&) { return {}; }
}  // namespace aw
