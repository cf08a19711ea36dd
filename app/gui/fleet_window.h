// File › Open Fleet…: a window of its own beside the main one, over the fleet view
// (views/fleet/fleet_view.h). Double-clicking a job opens its bundle in the main window.
#pragma once

#include <QMainWindow>

namespace awv {
class FleetView;
}

namespace awapp {

class FleetWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit FleetWindow(QWidget* parent = nullptr);
    awv::FleetView* view() const { return view_; }
    void openStore(const QString& path);

private:
    awv::FleetView* view_;
};

}  // namespace awapp
