// The user's notes on single events of the shown bundle ("replaced the GPU, RMA 1234"):
// loaded from and saved to the per-user notes database (aw::NotesStore) under a key that
// survives another catalog (aw::eventNoteKey), shown by the views, printed in the report.
#pragma once

#include "views/common/document.h"

#include <QObject>
#include <QString>
#include <map>
#include <memory>

namespace aw {
class NotesStore;
}

namespace awv {

class EventNotes : public QObject {
    Q_OBJECT
public:
    // Without a store, the default per-user database is opened on first use.
    explicit EventNotes(std::shared_ptr<aw::NotesStore> store = nullptr, QObject* parent = nullptr);
    ~EventNotes() override;

    void setDocument(DocumentPtr doc);
    QString note(std::uint32_t eventId) const;
    // Saves (an empty text removes) the note; false, with `error`, when it could not be saved.
    bool setNote(std::uint32_t eventId, const QString& text, QString* error = nullptr);
    const std::map<std::uint32_t, std::string>& byEventId() const { return notes_; }

signals:
    void changed(std::uint32_t eventId);
    void reset();  // another document: every note may differ

private:
    aw::NotesStore* store();

    std::shared_ptr<aw::NotesStore> store_;
    bool storeFailed_ = false;
    DocumentPtr doc_;
    std::map<std::uint32_t, std::string> notes_;
};

}  // namespace awv
