// placeholder, being written
#include "json_readers.h"
namespace aw {
ReaderOutput readCloudEvents(const ReaderInput&) { return {}; }
}  // namespace aw
