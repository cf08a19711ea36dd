// The document all views show, published once for all of them. Every view subscribes when
// it is made, the way it takes the Selection, so a new view cannot be forgotten: whoever
// delivers documents (the window, from its session) publishes here and nowhere else.
#pragma once

#include "views/common/document.h"

#include <QObject>

namespace awv {

class DocumentFeed : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    DocumentPtr current() const { return current_; }

    // Makes `view` show every document published from now on (its setDocument), starting
    // with the current one, if any. Views call it last in their constructor.
    template <typename View>
    void subscribe(View* view) {
        connect(this, &DocumentFeed::documentChanged, view, &View::setDocument);
        if (current_) view->setDocument(current_);
    }

public slots:
    // Shows `document` in every view, then says so. Publishing the current document again
    // redraws the views (a new theme).
    void publish(awv::DocumentPtr document);

signals:
    void documentChanged(awv::DocumentPtr document);  // to the views
    void documentShown(awv::DocumentPtr document);    // every view has it now

private:
    DocumentPtr current_;
};

}  // namespace awv
