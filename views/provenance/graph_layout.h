// A layered graph layout by graphviz "dot", as plain values. The caller measures its node
// boxes and edge labels; this places them. Safe to call from any thread: graphviz is not
// re-entrant, so calls are serialised, and the one graphviz context lives for the process.
#pragma once

#include <QPointF>
#include <QRectF>
#include <QSizeF>

#include <vector>

namespace awv {

struct GraphLayoutRequest {
    // Where a node must go: in the first layer, the last layer, or wherever its edges put it.
    enum class Layer { Free, First, Last };

    struct Node {
        QSizeF size;  // scene units (1 unit = 1 graphviz point)
        Layer layer = Layer::Free;
    };
    struct Edge {
        int from = 0;  // indices into nodes
        int to = 0;
        QSizeF labelSize;  // empty: no label
    };

    std::vector<Node> nodes;
    std::vector<Edge> edges;
    bool leftToRight = true;
    // Straight edges route much faster than splines: for big graphs.
    bool straightEdges = false;
    double nodeGap = 18;   // between nodes of one layer
    double layerGap = 70;  // between layers
};

struct GraphLayout {
    struct EdgeRoute {
        // A piecewise cubic Bézier: start point, then three points per segment.
        std::vector<QPointF> bezier;
        bool hasArrow = false;
        QPointF arrowTip;  // the arrow runs from the last Bézier point to here
        bool hasLabel = false;
        QPointF labelCentre;
    };

    bool ok = false;
    std::vector<QPointF> nodeCentres;  // per request node
    std::vector<EdgeRoute> edges;      // per request edge
    QRectF bounds;
};

GraphLayout layoutGraph(const GraphLayoutRequest& request);

}  // namespace awv
