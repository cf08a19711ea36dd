#include "views/common/event_notes.h"

#include "engine/store/notes_store.h"

namespace awv {

EventNotes::EventNotes(std::shared_ptr<aw::NotesStore> store, QObject* parent)
    : QObject(parent), store_(std::move(store)) {}

EventNotes::~EventNotes() = default;

aw::NotesStore* EventNotes::store() {
    if (!store_ && !storeFailed_) {
        aw::Result<aw::NotesStore> opened = aw::NotesStore::open(aw::NotesStore::defaultPath());
        if (opened) store_ = std::make_shared<aw::NotesStore>(std::move(opened).value());
        else storeFailed_ = true;  // notes then live for this session only
    }
    return store_.get();
}

void EventNotes::setDocument(DocumentPtr doc) {
    doc_ = std::move(doc);
    notes_.clear();
    // An unreadable database: the notes are not shown, the bundle still is.
    if (doc_ && doc_->bundle && store())
        if (const auto saved = store_->eventNotes(doc_->bundle->root); saved && !saved->empty())
            for (const aw::Event& e : doc_->result->events)
                if (const auto it = saved->find(aw::eventNoteKey(e)); it != saved->end()) notes_[e.id] = it->second;
    emit reset();
}

QString EventNotes::note(std::uint32_t eventId) const {
    const auto it = notes_.find(eventId);
    return it == notes_.end() ? QString() : QString::fromStdString(it->second);
}

bool EventNotes::setNote(std::uint32_t eventId, const QString& text, QString* error) {
    const aw::Event* event = doc_ ? doc_->result->findEvent(eventId) : nullptr;
    if (!event) return false;
    const std::string note = text.trimmed().toStdString();
    if (store())
        if (const aw::Result<void> saved = store_->saveEventNote(doc_->bundle->root, aw::eventNoteKey(*event), note);
            !saved) {
            if (error) *error = QString::fromStdString(saved.failure().message);
            return false;
        }
    if (note.empty()) {
        notes_.erase(eventId);
    } else {
        notes_[eventId] = note;
    }
    emit changed(eventId);
    return true;
}

}  // namespace awv
