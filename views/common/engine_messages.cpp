#include "views/common/engine_messages.h"

#include "views/common/catalog_texts.h"
#include "views/common/catalog_titles.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringList>

namespace awv {

namespace {

struct Words {
    Q_DECLARE_TR_FUNCTIONS(awv::EngineMessages)
};

class Say {
public:
    explicit Say(const aw::Message& m, const TitleWords* titles = nullptr) : m_(m), titles_(titles) {}
    QString s(const char* name) const { return QString::fromStdString(m_.arg(name)); }
    // An event's title the message quotes, in the user's words (catalog_titles.h).
    QString title(const char* name = "title") const { return titles_ ? titles_->say(s(name)) : s(name); }
    // The root fault: its title and where it happened (engine/attribute/outcome_selection.cpp:
    // where(), " on node007 GPU 3 (mlx5_0)"), both in the user's words; a place of another
    // shape stays as the engine wrote it.
    QString fault() const {
        const QString text = s("fault");
        const qsizetype length = titles_ ? titles_->leadingLength(text) : 0;
        static const QRegularExpression where(
            QStringLiteral("^(?: (on|seen from) (the job|an unnamed node|[^ ]+))?((?: GPU \\d+)?(?: \\([^()]*\\))*)$"));
        const auto m = where.match(text.mid(length));
        if (length == 0 || !m.hasMatch()) return text;
        const QString node = m.captured(2) == QLatin1String("the job")           ? Words::tr("the job")
                             : m.captured(2) == QLatin1String("an unnamed node") ? Words::tr("an unnamed node")
                                                                                 : m.captured(2);
        const QString place = m.captured(1).isEmpty() ? QString()
                              : m.captured(1) == QLatin1String("on")
                                  ? Words::tr(" on %1", "where a fault happened").arg(node)
                                  : Words::tr(" seen from %1", "a service's fault, from a node").arg(node);
        return titles_->say(text.left(length)) + place + m.captured(3);
    }
    int n(const char* name) const { return s(name).toInt(); }
    // An event as the engine's reasons name it ("TITLE on NODE (#ID)", engine/attribute:
    // eventValues), in the user's words; the engine's own text when it gave no parts (a
    // session cached by an older version). `prefix` is "text." inside a decision.
    QString event(const std::string& prefix = {}) const {
        const auto part = [&](const char* name) { return s((prefix + name).c_str()); };
        if (part("event_id").isEmpty()) return part("event");
        return part("event_node").isEmpty()
                   ? Words::tr("%1 (#%2)").arg(title((prefix + "event_title").c_str()), part("event_id"))
                   : Words::tr("%1 on %2 (#%3)")
                         .arg(title((prefix + "event_title").c_str()), part("event_node"), part("event_id"));
    }
    // " at 2026-…Z", or nothing when the line carried no time.
    QString at(const char* name = "time") const {
        return s(name).isEmpty() ? QString() : Words::tr(" at %1").arg(s(name));
    }
    // Outcome and class ids stay words of the sentence: translated, not spelled as in JSON.
    QString outcome(const char* name = "outcome") const { return outcomeWord(s(name)); }
    QString cls(const char* name = "class") const { return classWord(s(name)); }
    // The rule phase that made a decision (engine/rules: toString(Phase)), a word too.
    QString phase(const char* name = "phase") const { return phaseWord(s(name)); }
    // "; 84 later errors on 3 other nodes followed as symptoms", or nothing.
    QString followers() const {
        if (n("later") == 0) return {};
        const QString where = n("nodes") == 0 ? QString() : Words::tr(" on %n other node(s)", "", n("nodes"));
        return Words::tr("; %n later error(s)%1 followed as symptoms", "", n("later")).arg(where);
    }

private:
    static QString outcomeWord(const QString& id) {
        if (id == QLatin1String("gpu_hardware")) return Words::tr("gpu_hardware", "outcome in a sentence");
        if (id == QLatin1String("gpu_software")) return Words::tr("gpu_software", "outcome in a sentence");
        if (id == QLatin1String("network")) return Words::tr("network", "outcome in a sentence");
        if (id == QLatin1String("storage")) return Words::tr("storage", "outcome in a sentence");
        if (id == QLatin1String("host")) return Words::tr("host", "outcome in a sentence");
        if (id == QLatin1String("infrastructure")) return Words::tr("infrastructure", "outcome in a sentence");
        if (id == QLatin1String("application")) return Words::tr("application", "outcome in a sentence");
        if (id == QLatin1String("user")) return Words::tr("user", "outcome in a sentence");
        if (id == QLatin1String("hang")) return Words::tr("hang", "outcome in a sentence");
        if (id == QLatin1String("unknown")) return Words::tr("unknown", "outcome in a sentence");
        return id;
    }
    static QString phaseWord(const QString& id) {
        if (id == QLatin1String("extractor")) return Words::tr("extractor", "rule phase in a sentence");
        if (id == QLatin1String("filter")) return Words::tr("filter", "rule phase in a sentence");
        if (id == QLatin1String("refiner")) return Words::tr("refiner", "rule phase in a sentence");
        if (id == QLatin1String("outcome")) return Words::tr("outcome", "rule phase in a sentence");
        if (id == QLatin1String("post_outcome")) return Words::tr("post_outcome", "rule phase in a sentence");
        if (id == QLatin1String("collector")) return Words::tr("collector", "rule phase in a sentence");
        if (id == QLatin1String("action")) return Words::tr("action", "rule phase in a sentence");
        return id;
    }
    static QString classWord(const QString& id) {
        if (id == QLatin1String("root_cause")) return Words::tr("root_cause", "event class in a sentence");
        if (id == QLatin1String("contributing")) return Words::tr("contributing", "event class in a sentence");
        if (id == QLatin1String("symptom")) return Words::tr("symptom", "event class in a sentence");
        if (id == QLatin1String("noise")) return Words::tr("noise", "event class in a sentence");
        return id;
    }

    const aw::Message& m_;
    const TitleWords* titles_;
};

QString summary(const Say& a, const std::string& id) {
    if (id == "root_started") {
        const QString contested = a.n("contested") == 0
                                      ? QString()
                                      : Words::tr("; %n later independent fault(s) contributed", "", a.n("contested"));
        return Words::tr("%1%2 started the failure (%3)%4%5.")
            .arg(a.fault(), a.at(), a.outcome(), a.followers(), contested);
    }
    if (id == "ranks_held_others")
        return Words::tr("%1%2: every other rank waited for them (%3)%4.")
            .arg(a.s("finding"), a.at(), a.outcome(), a.followers());
    if (id == "broad_event")
        return Words::tr(
                   "Broad event: %1 on %2 nodes within %3 s from %4; a shared %5 cause, so no single node is blamed.")
            .arg(a.title(), a.s("nodes"), a.s("seconds"), a.s("time"), a.outcome());
    if (id == "tied_roots")
        return Words::tr(
                   "%1 faults with no order between them (within the clock-skew tolerance, or timed only by an "
                   "earlier line): %2; the evidence does not say which started the failure, so no node is blamed.")
            .arg(a.s("count"), a.s("list"));
    if (id == "only_generic")
        return Words::tr("Only generic errors (%1): not enough to blame a node.").arg(a.s("list"));
    if (id == "unexplained_hang" || id == "unexplained_network") {
        const QString node = a.s("node").isEmpty() ? Words::tr("the job") : a.s("node");
        const QString nodes = a.n("nodes") == 0 ? QString() : Words::tr(", %n node(s)", "", a.n("nodes"));
        return (id == "unexplained_hang"
                    ? Words::tr("A collective operation timed out (%1, first on %2%3%4) and nothing in the bundle "
                                "explains why: a hang, no node blamed.")
                    : Words::tr("The network transport reported errors (%1, first on %2%3%4) and nothing in the bundle "
                                "explains why: the network (a peer address names no node), no node blamed."))
            .arg(a.title(), node, a.at(), nodes);
    }
    if (id == "transport_peer") {
        const QString address =
            a.s("address").isEmpty() ? QString() : QStringLiteral(" (%1, %2)").arg(a.s("address"), a.s("address_from"));
        const QString how = a.s("how") == QLatin1String("silent")
                                ? Words::tr("its own lines stop%1, before the first error naming it").arg(a.at("last"))
                                : Words::tr("the errors of %1 other nodes (%2) name it, and no other peer is named "
                                            "from more than one node")
                                      .arg(a.s("reporters"), a.s("reporter_list"));
        return Words::tr("Transport errors (%1%2) point at peer %3%4: %5 (%6).")
            .arg(a.title(), a.at(), a.s("peer"), address, how, a.outcome());
    }
    if (id == "unexplained_exception") {
        const QString frame = a.s("frame").isEmpty() ? QString() : QStringLiteral(" (%1)").arg(a.s("frame"));
        const QString node = a.s("node").isEmpty() ? Words::tr("the job") : a.s("node");
        return Words::tr("The job's last traceback ends in %1%2 on %3%4, an exception no rule knows, and nothing on "
                         "the nodes, the scheduler or the network came before it: the application's, no node blamed.")
            .arg(a.title(), frame, node, a.at());
    }
    if (id == "no_failure") {
        const QString other =
            a.n("other") == 0 ? QString() : Words::tr(", %1 without a root candidate").arg(a.s("other"));
        return Words::tr("No failure evidence: %n benign or everyday event(s)%1; nothing is blamed.", "", a.n("noise"))
            .arg(other);
    }
    return {};
}

// The sentence of a decision the chain quotes (engine/attribute: openDecision's message);
// its values are "text.<name>". Empty for an id this version does not know.
QString decisionText(const Say& a, const QString& id) {
    if (id == QLatin1String("follows_same_node")) return Words::tr("follows %1 on the same node").arg(a.event("text."));
    if (id == QLatin1String("follows_within"))
        return Words::tr("follows %1 within %2 s").arg(a.event("text."), a.s("text.seconds"));
    if (id == QLatin1String("one_burst"))
        return Words::tr("one burst of faults on %1; %2 is the most specific").arg(a.s("text.node"), a.event("text."));
    if (id == QLatin1String("one_scheduler_record"))
        return Words::tr("one scheduler record: %1").arg(a.s("text.symptom"));
    if (id == QLatin1String("undated_faults"))
        return Words::tr("faults on %1 with no date; %2 is the most specific").arg(a.s("text.node"), a.event("text."));
    if (id == QLatin1String("quoted_copies"))
        return Words::tr("copies of %1 (same %2) on other nodes").arg(a.event("text."), a.s("text.capture"));
    if (id == QLatin1String("specific_fault_explains"))
        return Words::tr("a specific fault explains the failure: %1").arg(a.event("text."));
    if (id == QLatin1String("scheduler_reacted")) return Words::tr("the scheduler reacted to %1").arg(a.event("text."));
    if (id == QLatin1String("earliest_fault")) return Words::tr("the earliest fault is %1").arg(a.event("text."));
    if (id == QLatin1String("candidates_not_chosen")) return Words::tr("candidates the outcome did not choose");
    if (id == QLatin1String("shared_cause"))
        return Words::tr("%1 on %2 nodes within %3 s (more than %4): a shared cause, not one node")
            .arg(a.s("text.symptom"), a.s("text.nodes"), a.s("text.seconds"), a.s("text.max"));
    if (id == QLatin1String("one_fault_many_sources"))
        return Words::tr("one %1 fault reported by %2 sources; %3 stands for it")
            .arg(a.s("text.key"), a.s("text.count"), a.event("text."));
    return {};
}

// A source the bundle lacks (engine/attribute/missing_sources.cpp), and what it would say.
QString missingSource(const QString& source) {
    if (source == QLatin1String("kernel logs")) return Words::tr("kernel logs");
    if (source == QLatin1String("metrics")) return Words::tr("metrics");
    if (source == QLatin1String("the scheduler's record")) return Words::tr("the scheduler's record");
    if (source == QLatin1String("the job's output")) return Words::tr("the job's output");
    return source;
}
QString missingWhy(const QString& source) {
    if (source == QLatin1String("kernel logs"))
        return Words::tr("each node's kernel log over the job's window says whether a GPU (Xid), the memory (OOM "
                         "killer, ECC) or the host failed; --node-command 'ssh {node} dmesg -T' where journalctl has "
                         "no kernel log");
    if (source == QLatin1String("metrics"))
        return Words::tr("DCGM's Xid, ECC and temperature series and the hosts' InfiniBand and filesystem series");
    if (source == QLatin1String("the scheduler's record"))
        return Words::tr("the job's final state (TIMEOUT, OUT_OF_MEMORY, NODE_FAIL, ...), its nodes and its window");
    if (source == QLatin1String("the job's output"))
        return Words::tr(
            "what the job printed (its errors, NCCL's); --slurm-job copies slurm-ID.out when it is readable "
            "where collect runs");
    return {};
}

// The titles of the metric rules that can name a culprit's GPU (resources/rules/metrics.json),
// with %1 the GPU and %2 the value the rule captured.
struct MetricTitle {
    const char* symptom;
    const char* capture;
    const char* text;
};
constexpr MetricTitle kMetricTitles[] = {
    {"dcgm_xid", "xid", QT_TRANSLATE_NOOP("awv::EngineMessages", "DCGM: last Xid %2 on GPU %1")},
    {"dcgm_ecc_dbe", "", QT_TRANSLATE_NOOP("awv::EngineMessages", "DCGM: double-bit ECC errors rising on GPU %1")},
    {"gpu_temperature_high", "value", QT_TRANSLATE_NOOP("awv::EngineMessages", "GPU %1 temperature %2 C")},
    {"row_remap_failure", "", QT_TRANSLATE_NOOP("awv::EngineMessages", "DCGM: row remapping failure on GPU %1")},
};

// The event that named the culprit's GPU, as engine/attribute's describe() says it. A title
// this version has no words for, or one the catalog changed, stays the engine's.
QString gpuWitness(const Say& a) {
    QString title = a.title("witness_title");
    for (const MetricTitle& t : kMetricTitles) {
        if (a.s("witness_symptom") != QLatin1String(t.symptom)) continue;
        const auto fill = [&](QString text) {
            return *t.capture ? text.arg(a.s("gpu"), a.s(t.capture)) : text.arg(a.s("gpu"));
        };
        if (fill(QString::fromLatin1(t.text)) == a.s("witness_title")) title = fill(Words::tr(t.text));
    }
    if (a.s("witness_node").isEmpty()) return QStringLiteral("%1 (#%2)").arg(title, a.s("witness_id"));
    return Words::tr("%1 on %2 (#%3)").arg(title, a.s("witness_node"), a.s("witness_id"));
}

// "culprit GPU 3 from <event>; rank 51 = local rank 3 of node007 (one rank per GPU)": either
// part may be missing. A message of an older version carries only its English note.
QString culpritGpu(const Say& a) {
    QStringList parts;
    if (!a.s("gpu").isEmpty()) parts << Words::tr("GPU %1 from %2").arg(a.s("gpu"), gpuWitness(a));
    if (!a.s("rank").isEmpty())
        parts << Words::tr("rank %1 = local rank %2 of %3 (one rank per GPU)")
                     .arg(a.s("rank"), a.s("local_rank"), a.s("node"));
    const QString note = parts.size() == 2 ? Words::tr("%1; %2", "the two parts of a note").arg(parts[0], parts[1])
                                           : parts.value(0, a.s("note"));
    return Words::tr("culprit %1").arg(note);
}

QString chainStep(const Say& a, const std::string& id) {
    if (id == "one_root")
        return Words::tr("outcome %1: the one root candidate left after the refiners is %2 (strength %3)")
            .arg(a.outcome(), a.event(), a.s("strength"));
    if (id == "one_collective")
        return Words::tr("outcome %1: %2 root candidates are one finding about collective #%3: %4")
            .arg(a.outcome(), a.s("count"), a.s("seq"), a.s("who"));
    if (id == "one_hang_finding")
        return Words::tr("outcome %1: %2 root candidates are one finding of the hang analysis: %3")
            .arg(a.outcome(), a.s("count"), a.s("who"));
    if (id == "root_event")
        return Words::tr("root event %1%2, seen %n time(s)", "", a.n("count")).arg(a.event(), a.at());
    if (id == "decision") {
        const QString again =
            a.n("again") == 0 ? QString() : Words::tr(" (%1 of them classed again by a later rule)").arg(a.s("again"));
        const QString text = decisionText(a, a.s("text_id"));
        return Words::tr("%1 %2: %3 -> %n event(s) classed %4%5", "", a.n("count"))
            .arg(a.phase(), a.s("rule"), text.isEmpty() ? a.s("text") : text, a.cls(), again);
    }
    if (id == "job_scope") {
        QString text = Words::tr("the job %1").arg(a.s("job"));
        if (a.n("count") > 0) text += Words::tr(" ran on %n node(s) (%1)", "", a.n("count")).arg(a.s("nodes"));
        if (!a.s("from").isEmpty()) text += Words::tr(" from %1 to %2").arg(a.s("from"), a.s("to"));
        return text + Words::tr(", as its scheduler recorded it");
    }
    if (id == "missing_source") {
        // A source this version has no words for keeps the engine's own reason.
        QString why = missingWhy(a.s("source"));
        if (why.isEmpty()) why = a.s("why");
        return Words::tr("missing: %1; `attribution-cli collect %2` brings it: %3")
            .arg(missingSource(a.s("source")), a.s("option"), why);
    }
    if (id == "raw_line") return QStringLiteral("%1:%2: %3").arg(a.s("file"), a.s("line"), a.s("text"));
    if (id == "culprit_gpu") return culpritGpu(a);
    if (id == "not_a_node_fault")
        return Words::tr(
                   "outcome %1: a fault of the job's own code, data or settings; %2 is where it showed, not a culprit")
            .arg(a.outcome(), a.s("nodes"));
    if (id == "also") return Words::tr("also %1").arg(a.event());
    if (id == "broad_event_step")
        return Words::tr("broad event: %1 on %2 nodes (found by %3); outcome from its category, no culprit")
            .arg(a.s("symptom"), a.s("nodes"), a.s("rule"));
    if (id == "candidates_remain")
        return Words::tr("unknown: %1 root candidates remain: %2").arg(a.s("count"), a.s("list"));
    if (id == "only_generic_step") return Words::tr("unknown: only generic errors remain: %1").arg(a.s("list"));
    if (id == "unexplained_hang_step")
        return Words::tr("hang: A collective operation timed out on %n node(s) and no root candidate", "",
                         a.n("nodes"));
    if (id == "unexplained_network_step")
        return Words::tr("network: The network transport reported errors on %n node(s) and no root candidate", "",
                         a.n("nodes"));
    if (id == "no_failure_step") return Words::tr("unknown: no root candidate and no collective timeout");
    if (id == "peer_symptom")
        return Words::tr("peer %1 named by the errors of %n other node(s); not blamed: only a peer named from two "
                         "nodes or more (and no other such peer), or whose own lines stop first, is the culprit",
                         "", a.n("reporters"))
            .arg(a.s("peer"));
    if (id == "transport_peer_several")
        return Words::tr("network: culprit %1, the peer of the transport errors: the errors of %2 other nodes (%3) "
                         "name it, and no other peer is named from more than one node")
            .arg(a.s("peer"), a.s("count"), a.s("reporters"));
    if (id == "transport_peer_silent")
        return Words::tr("network: culprit %1, the peer of the transport errors: its own lines stop%2, before the "
                         "first error naming it")
            .arg(a.s("peer"), a.at("last"));
    if (id == "peer_address")
        return Words::tr("address %1 is %2: %3:%4: %5")
            .arg(a.s("address"), a.s("node"), a.s("file"), a.s("line"), a.s("text"));
    if (id == "exception_yields")
        return Words::tr("not the application's alone: %1%2 (%3) %4")
            .arg(a.event(), a.at(), a.outcome(),
                 a.s("placed") == QLatin1String("no") ? Words::tr("cannot be placed in time against the exception")
                                                      : Words::tr("came before it or with it"));
    if (id == "unexplained_exception_step")
        return Words::tr("application: the last exception is %1, which no rule knows, and no node fault, scheduler "
                         "kill or transport error came before it")
            .arg(a.event());
    if (id == "exception_frame") return Words::tr("raised at %1").arg(a.s("frame"));
    if (id == "job_state") return Words::tr("job state: %1%2 (%3)").arg(a.title(), a.at(), a.cls());
    return {};
}

}  // namespace

bool hasMessageTemplate(const std::string& id) {
    if (id == "catalog_text") return true;
    const aw::Message probe{id, {}};
    const Say say(probe);
    return !summary(say, id).isEmpty() || !chainStep(say, id).isEmpty() ||
           !decisionText(say, QString::fromStdString(id)).isEmpty();
}

QString sayMessage(const aw::Message& message, const std::string& english, const TitleWords* titles) {
    if (message.id.empty()) return QString::fromStdString(english);
    if (message.id == "catalog_text") return sayCatalogText(message, english, titles);  // an action, the job's reason
    const Say say(message, titles);
    QString text = summary(say, message.id);
    if (text.isEmpty()) text = chainStep(say, message.id);
    return text.isEmpty() ? QString::fromStdString(english) : text;
}

}  // namespace awv
