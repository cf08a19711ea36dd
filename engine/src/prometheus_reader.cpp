// placeholder, being written
#include "json_readers.h"
namespace aw {
ReaderOutput readPrometheusJson(const ReaderInput&) { return {}; }
}  // namespace aw
