#include "views/common/document_feed.h"

namespace awv {

void DocumentFeed::publish(DocumentPtr document) {
    current_ = std::move(document);
    emit documentChanged(current_);
    // A second signal rather than relying on the order of connections: whatever acts on
    // the shown document (revealing the root cause) runs after every view has it.
    emit documentShown(current_);
}

}  // namespace awv
