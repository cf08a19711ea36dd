#include "app/gui/shortcuts_dialog.h"

#include "app/gui/shortcut_list.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMainWindow>
#include <QTableWidget>
#include <QVBoxLayout>

namespace awapp {

ShortcutsDialog::ShortcutsDialog(const QMainWindow& window, QWidget* parent)
    : QDialog(parent), table_(new QTableWidget(this)) {
    setWindowTitle(tr("Keyboard Shortcuts"));
    const QList<ShortcutEntry> entries = shortcutsOf(window);
    table_->setObjectName(QStringLiteral("ShortcutsTable"));
    table_->setAccessibleName(tr("Keyboard shortcuts"));
    table_->setColumnCount(3);
    table_->setHorizontalHeaderLabels({tr("Keys"), tr("Action"), tr("Where")});
    table_->setRowCount(static_cast<int>(entries.size()));
    for (int row = 0; row < entries.size(); ++row) {
        const ShortcutEntry& entry = entries[row];
        int column = 0;
        for (const QString& text : {entry.keys, entry.action, entry.place}) {
            auto* item = new QTableWidgetItem(text);
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
            table_->setItem(row, column++, item);
        }
    }
    table_->verticalHeader()->hide();
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setAlternatingRowColors(true);
    table_->resizeColumnsToContents();
    table_->horizontalHeader()->setStretchLastSection(true);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(table_);
    layout->addWidget(buttons);
    resize(640, 520);
}

}  // namespace awapp
