// The drawn provenance graph: which nodes get drawn (big graphs are capped), how each
// node reads (a "card" per node kind), and the QGraphicsScene items that paint them.
#pragma once

#include "engine/core/analysis.h"
#include "views/common/document.h"
#include "views/provenance/graph_layout.h"

#include <QColor>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QHash>
#include <QPainterPath>
#include <QString>
#include <QStringList>

#include <optional>
#include <string>
#include <vector>

namespace awv {

// Above this many nodes the graph is cut down to the walk and its surroundings, and the
// rest is folded into one summary node per kind, so that layout stays well under a second.
inline constexpr int kMaxDrawnProvenanceNodes = 400;

struct DrawnGraph {
    struct Node {
        std::string id;
        aw::ProvKind kind = aw::ProvKind::Event;
        const aw::ProvNode* source = nullptr;  // null for a summary node
        int hiddenCount = 0;                   // for a summary node: how many it stands for
        bool isSummary() const { return source == nullptr; }
    };
    // Edges always run left to right (evidence -> event -> decision -> verdict), whatever
    // direction the engine recorded, so arrows read as "supports".
    struct Edge {
        int from = 0;
        int to = 0;
        std::string label;
    };

    std::vector<Node> nodes;
    std::vector<Edge> edges;
    int totalNodes = 0;  // nodes of the whole provenance
    int hiddenNodes = 0;

    int indexOf(const std::string& id) const;
};

// The engine folds many like symptom or noise events into one event node ("s:..."); its
// detail lists the member event ids ("events #12, #13, ...; first: ...").
bool isEventGroupNode(const aw::ProvNode& node);
std::vector<std::uint32_t> groupMemberEventIds(const aw::ProvNode& node);

// `walk` (the step-through order) is always kept when the graph must be capped.
DrawnGraph chooseDrawnGraph(const aw::AnalysisResult& result, const std::vector<std::string>& walk,
                            int maxNodes = kMaxDrawnProvenanceNodes);

// What one node shows, measured. Built on the GUI thread (fonts), drawn by the item.
struct NodeCard {
    QString id;
    aw::ProvKind kind = aw::ProvKind::Event;
    bool summary = false;
    std::optional<aw::EventClass> eventClass;  // event nodes
    QString band;                              // the coloured strip at the top: kind / class / file:line
    QString bandRight;                         // e.g. "×16"
    QColor accent;
    QString title;  // bold, wrapped
    QStringList titleLines;
    QStringList bodyLines;
    bool monospaceBody = false;
    int markLine = -1;  // evidence: the matched span, on the shown lines
    int markBegin = 0;
    int markEnd = 0;
    QSizeF size;
};

enum class Emphasis { Normal, Highlighted, Dimmed };

class ProvenanceNodeItem : public QGraphicsItem {
public:
    enum { Type = UserType + 701 };
    explicit ProvenanceNodeItem(NodeCard card);

    const NodeCard& card() const { return card_; }
    QString id() const { return card_.id; }
    void setEmphasis(Emphasis emphasis);
    Emphasis emphasis() const { return emphasis_; }

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QPainterPath outline(qreal grow = 0) const;
    NodeCard card_;
    Emphasis emphasis_ = Emphasis::Normal;
};

class ProvenanceEdgeItem : public QGraphicsItem {
public:
    enum { Type = UserType + 702 };
    ProvenanceEdgeItem(QString fromId, QString toId, const GraphLayout::EdgeRoute& route, QString label);

    const QString& fromId() const { return fromId_; }
    const QString& toId() const { return toId_; }
    void setEmphasis(Emphasis emphasis);

    int type() const override { return Type; }
    QRectF boundingRect() const override;
    void paint(QPainter* painter, const QStyleOptionGraphicsItem* option, QWidget* widget) override;

private:
    QString fromId_, toId_;
    QPainterPath path_;
    QPolygonF arrow_;
    QString label_;
    QRectF labelRect_;
    Emphasis emphasis_ = Emphasis::Normal;
};

class ProvenanceScene : public QGraphicsScene {
    Q_OBJECT
public:
    using QGraphicsScene::QGraphicsScene;

    // The card of a drawn node; needs the document for events, raw lines and the verdict.
    static NodeCard makeCard(const DrawnGraph::Node& node, const Document& document);
    static QSizeF edgeLabelSize(const QString& label);
    static QString rawLineText(const Document& document, const aw::EvidenceRef& evidence);

    // Replaces the items with the laid-out graph.
    void setGraph(const DrawnGraph& graph, const std::vector<NodeCard>& cards, const GraphLayout& layout);
    void clearGraph();

    ProvenanceNodeItem* nodeItem(const QString& id) const;
    // Puts the bold outline on one node and dims everything not linked to it; "" clears.
    void highlight(const QString& id);
    QString highlighted() const { return highlighted_; }

private:
    QHash<QString, ProvenanceNodeItem*> nodes_;
    std::vector<ProvenanceEdgeItem*> edges_;
    QString highlighted_;
};

}  // namespace awv
