#pragma once
// The engine's sentences in the user's language. The engine hands each verdict sentence and
// each step of the chain of reasons twice: in English, and as a message (a template id and
// its values). Here the id picks a tr() template, so the French catalogue can say it; with
// the English catalogue a template gives back the engine's own English, word for word
// (tests/views/engine_messages_test.cpp holds them to it).

#include "engine/core/analysis.h"

#include <QString>

namespace awv {

class TitleWords;

// `message` said in the current language; `english` when the message has no template here
// (an id this version does not know, or none). The event titles it quotes are said with
// `titles` (the analysis' events) when given, in English otherwise.
QString sayMessage(const aw::Message& message, const std::string& english, const TitleWords* titles = nullptr);

// Whether `id` (a verdict sentence, a step of the chain, a decision's own sentence, or a
// catalog text) has a template here; tests/views/engine_messages_test.cpp asks it of every
// id the engine's sources emit.
bool hasMessageTemplate(const std::string& id);

}  // namespace awv
