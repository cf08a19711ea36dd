// Keeps the main docks' share of the window when the window is resized. Qt hands the new
// room to whichever dock area it picks (the verdict took a third of a maximised window, the
// raw log shrank to a quarter); this puts each watched dock back at the fraction of the
// window it had, and learns a new fraction when the user drags a separator.
#pragma once

#include <QObject>
#include <QSize>
#include <vector>

class QDockWidget;
class QMainWindow;

namespace awapp {

class DockProportions : public QObject {
    Q_OBJECT
public:
    explicit DockProportions(QMainWindow* window);

    // Docks whose width (Qt::Horizontal) or height (Qt::Vertical) follows the window's.
    void watch(QDockWidget* dock, Qt::Orientation orientation);
    // Takes the current sizes as the shares to keep (after laying the docks out).
    void remember();
    // The same once the layout settled (after resizeDocks, or when the window is shown).
    void rememberSoon();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void apply();

    struct Watched {
        QDockWidget* dock = nullptr;
        Qt::Orientation orientation = Qt::Horizontal;
        double share = 0;  // of the window's width or height
    };
    QMainWindow* window_;
    std::vector<Watched> docks_;
    QSize rememberedAt_;  // the window size the shares were taken at
    bool applying_ = false;
};

}  // namespace awapp
