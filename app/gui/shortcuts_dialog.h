// Help > Keyboard Shortcuts: a table of the window's shortcuts, built from its actions
// each time it opens (see shortcut_list.h).
#pragma once

#include <QDialog>

class QMainWindow;
class QTableWidget;

namespace awapp {

class ShortcutsDialog : public QDialog {
    Q_OBJECT
public:
    explicit ShortcutsDialog(const QMainWindow& window, QWidget* parent = nullptr);

    QTableWidget* table() const { return table_; }

private:
    QTableWidget* table_;
};

}  // namespace awapp
