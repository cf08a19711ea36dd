#include "views/provenance/graph_layout.h"

#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>

#include <charconv>
#include <clocale>
#include <locale.h>
#include <mutex>
#include <string>

namespace awv {
namespace {

// graphviz 2.42 breaks (heap-use-after-free in its text estimator) when a second context
// is created after the first was freed, so there is exactly one, never freed.
GVC_t* graphvizContext() {
    static GVC_t* const gvc = gvContext();
    return gvc;
}

// graphviz keeps global state (attribute dictionaries, the layout plugins): one at a time.
std::mutex& graphvizMutex() {
    static std::mutex mutex;
    return mutex;
}

// graphviz parses numbers with strtod, which follows the locale; a German locale would
// read "0.5" as 0. Switch this thread to the C locale while graphviz runs.
class CNumericLocale {
public:
    CNumericLocale() : c_(newlocale(LC_NUMERIC_MASK, "C", nullptr)) {
        if (c_) previous_ = uselocale(c_);
    }
    ~CNumericLocale() {
        if (c_) {
            uselocale(previous_);
            freelocale(c_);
        }
    }
    CNumericLocale(const CNumericLocale&) = delete;
    CNumericLocale& operator=(const CNumericLocale&) = delete;

private:
    locale_t c_ = nullptr;
    locale_t previous_ = nullptr;
};

std::string number(double value) {
    char buffer[32];
    auto [end, error] = std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, 3);
    if (error != std::errc()) return "0";
    return std::string(buffer, end);
}

void set(void* object, const char* name, const std::string& value) {
    agsafeset(object, const_cast<char*>(name), const_cast<char*>(value.c_str()), const_cast<char*>(""));
}

// An HTML label of exactly the given size and no text: graphviz reserves the space and
// routes the edge around it, while the caller draws the text with its own fonts.
void setLabelBox(Agraph_t* graph, Agedge_t* edge, Agsym_t* labelAttribute, QSizeF size) {
    const std::string table = "<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLPADDING=\"0\" CELLSPACING=\"0\" "
                              "FIXEDSIZE=\"TRUE\" WIDTH=\"" +
                              std::to_string(int(size.width() + 1)) + "\" HEIGHT=\"" +
                              std::to_string(int(size.height() + 1)) + "\"><TR><TD></TD></TR></TABLE>";
    char* html = agstrdup_html(graph, const_cast<char*>(table.c_str()));
    agxset(edge, labelAttribute, html);
    agstrfree(graph, html);
}

}  // namespace

GraphLayout layoutGraph(const GraphLayoutRequest& request) {
    GraphLayout layout;
    layout.nodeCentres.resize(request.nodes.size());
    layout.edges.resize(request.edges.size());
    if (request.nodes.empty()) {
        layout.ok = true;
        return layout;
    }

    std::lock_guard lock(graphvizMutex());
    CNumericLocale cLocale;
    GVC_t* gvc = graphvizContext();

    Agraph_t* graph = agopen(const_cast<char*>("provenance"), Agdirected, nullptr);
    set(graph, "rankdir", request.leftToRight ? "LR" : "TB");
    set(graph, "nodesep", number(request.nodeGap / 72.0));
    set(graph, "ranksep", number(request.layerGap / 72.0));
    set(graph, "splines", request.straightEdges ? "line" : "spline");
    agattr(graph, AGNODE, const_cast<char*>("shape"), const_cast<char*>("box"));
    agattr(graph, AGNODE, const_cast<char*>("fixedsize"), const_cast<char*>("true"));
    agattr(graph, AGNODE, const_cast<char*>("label"), const_cast<char*>(""));
    Agsym_t* width = agattr(graph, AGNODE, const_cast<char*>("width"), const_cast<char*>("1"));
    Agsym_t* height = agattr(graph, AGNODE, const_cast<char*>("height"), const_cast<char*>("0.5"));
    Agsym_t* edgeLabel = agattr(graph, AGEDGE, const_cast<char*>("label"), const_cast<char*>(""));

    Agraph_t* firstLayer = nullptr;
    Agraph_t* lastLayer = nullptr;
    std::vector<Agnode_t*> nodes(request.nodes.size());
    for (std::size_t i = 0; i < request.nodes.size(); ++i) {
        const auto& in = request.nodes[i];
        const std::string name = "n" + std::to_string(i);
        Agnode_t* node = agnode(graph, const_cast<char*>(name.c_str()), 1);
        agxset(node, width, const_cast<char*>(number(in.size.width() / 72.0).c_str()));
        agxset(node, height, const_cast<char*>(number(in.size.height() / 72.0).c_str()));
        if (in.layer == GraphLayoutRequest::Layer::First) {
            if (!firstLayer) {
                firstLayer = agsubg(graph, const_cast<char*>("first_layer"), 1);
                set(firstLayer, "rank", "min");
            }
            agsubnode(firstLayer, node, 1);
        } else if (in.layer == GraphLayoutRequest::Layer::Last) {
            if (!lastLayer) {
                lastLayer = agsubg(graph, const_cast<char*>("last_layer"), 1);
                set(lastLayer, "rank", "max");
            }
            agsubnode(lastLayer, node, 1);
        }
        nodes[i] = node;
    }

    std::vector<Agedge_t*> edges(request.edges.size(), nullptr);
    const int nodeCount = int(nodes.size());
    for (std::size_t i = 0; i < request.edges.size(); ++i) {
        const auto& in = request.edges[i];
        if (in.from < 0 || in.to < 0 || in.from >= nodeCount || in.to >= nodeCount) continue;
        const std::string key = "e" + std::to_string(i);  // keeps parallel edges apart
        Agedge_t* edge = agedge(graph, nodes[in.from], nodes[in.to], const_cast<char*>(key.c_str()), 1);
        if (!in.labelSize.isEmpty()) setLabelBox(graph, edge, edgeLabel, in.labelSize);
        edges[i] = edge;
    }

    if (gvLayout(gvc, graph, "dot") == 0) {
        const boxf box = GD_bb(graph);
        const double top = box.UR.y;  // graphviz's y axis points up; the scene's points down
        auto toScene = [top](pointf p) { return QPointF(p.x, top - p.y); };
        layout.bounds = QRectF(QPointF(box.LL.x, 0), QPointF(box.UR.x, top - box.LL.y));
        for (std::size_t i = 0; i < nodes.size(); ++i) layout.nodeCentres[i] = toScene(ND_coord(nodes[i]));
        for (std::size_t i = 0; i < edges.size(); ++i) {
            Agedge_t* edge = edges[i];
            if (!edge) continue;
            auto& route = layout.edges[i];
            if (const splines* spline = ED_spl(edge); spline && spline->size > 0) {
                const bezier& curve = spline->list[0];
                for (int p = 0; p < curve.size; ++p) route.bezier.push_back(toScene(curve.list[p]));
                if (curve.eflag) {
                    route.hasArrow = true;
                    route.arrowTip = toScene(curve.ep);
                }
            }
            if (const textlabel_t* label = ED_label(edge); label && label->set) {
                route.hasLabel = true;
                route.labelCentre = toScene(label->pos);
            }
        }
        layout.ok = true;
        gvFreeLayout(gvc, graph);
    }
    agclose(graph);
    return layout;
}

}  // namespace awv
