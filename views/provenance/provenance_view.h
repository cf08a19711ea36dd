// The provenance graph: raw lines on the left, events, the filter and refiner decisions
// about them, and the verdict on the right, laid out by graphviz off the GUI thread.
// Step-through walks the chain of reasons from the verdict back to the raw line (F8 /
// Shift+F8); clicking a node selects its event or raw line in every other view.
#pragma once

#include "views/common/document.h"
#include "views/common/document_feed.h"
#include "views/provenance/provenance_scene.h"
#include "views/provenance/provenance_walk.h"
#include "views/common/selection.h"

#include <QPointer>
#include <QWidget>

#include <memory>

class QAction;
class QGraphicsView;
class QLabel;
class QTextBrowser;
class QToolBar;

namespace awv {

class ProvenanceCanvas;

class ProvenanceView : public QWidget {
    Q_OBJECT
public:
    ProvenanceView(Selection* selection, DocumentFeed* feed, QWidget* parent = nullptr);
    ~ProvenanceView() override;

    void setDocument(DocumentPtr doc);
    DocumentPtr document() const { return doc_; }

    // For the Navigate and View menus of the main window.
    QAction* stepNextAction() const { return stepNext_; }          // F8
    QAction* stepPreviousAction() const { return stepPrevious_; }  // Shift+F8
    QAction* fitAction() const { return fit_; }
    QAction* zoomInAction() const { return zoomIn_; }    // Ctrl+=
    QAction* zoomOutAction() const { return zoomOut_; }  // Ctrl+-

    // State, for tests and for the status bar.
    int currentStep() const { return walk_.position(); }  // -1 before the first step
    int stepCount() const { return walk_.count(); }
    const std::vector<std::string>& stepOrder() const { return walk_.steps(); }
    QString highlightedNodeId() const;
    bool isLayoutPending() const { return layoutPending_; }
    int drawnNodeCount() const;  // nodes drawn, summaries included
    int hiddenNodeCount() const;
    QRectF nodeSceneRect(const QString& id) const;  // empty when the node is not drawn
    QGraphicsView* graphicsView() const;
    QString detailsText() const;  // the details panel, as plain text
    QString stepText() const;     // "Step 3 of 6", or why there is no step number

    // Does what a click on the node does: highlight it, select its event or raw line.
    void activateNode(const QString& id);

public slots:
    void stepNext();
    void stepPrevious();
    void fitToView();
    void zoomIn();
    void zoomOut();

signals:
    // The graph is on screen (or the document was cleared). Also useful for tests.
    void layoutFinished();

private:
    void startLayout();
    void applyLayout(GraphLayout layout);
    void showStep();
    void highlight(const QString& id, bool centre);
    void showDetails(const QString& id);
    void broadcast(const QString& id);
    void onEventSelected(std::uint32_t eventId);
    void onProvenanceNodeSelected(const QString& id);
    void updateActions();
    QString eventNodeId(std::uint32_t eventId) const;

    QPointer<Selection> selection_;
    DocumentPtr doc_;
    ProvenanceWalk walk_;
    std::unique_ptr<DrawnGraph> graph_;
    std::vector<NodeCard> cards_;
    quint64 generation_ = 0;  // bumped per document, so a stale layout is dropped
    bool layoutPending_ = false;
    bool broadcasting_ = false;  // our own selection coming back: not a new request
    bool offWalk_ = false;       // the node shown is not a step of the walk
    QString wanted_;             // the node to highlight once the layout arrives

    ProvenanceScene* scene_ = nullptr;
    ProvenanceCanvas* canvas_ = nullptr;
    QTextBrowser* details_ = nullptr;
    QToolBar* toolBar_ = nullptr;
    QLabel* stepLabel_ = nullptr;
    QLabel* statusLabel_ = nullptr;
    QAction* stepNext_ = nullptr;
    QAction* stepPrevious_ = nullptr;
    QAction* fit_ = nullptr;
    QAction* zoomIn_ = nullptr;
    QAction* zoomOut_ = nullptr;
};

}  // namespace awv
