// Qt 6's peer of the table rows (make bench-peers): a 1280x800 window filled by a QTableView of 1,000,000
// rows (TABLE_ROWS sets another count) and 4 columns (Name 300, Size 120, Kind 160, Modified 200), extended
// selection, as shoji-bench-table shows. The model is virtual (a QAbstractTableModel whose data() makes each
// cell's text from the row number when asked), rows one fixed height (Qt's fast path: no row measured) and
// the row-number header hidden. A click on a header calls sort(), which reverses the order (one flag) and
// says so with layoutAboutToBeChanged/layoutChanged: what follows is Qt's cost, not the app's sort.
#include <QApplication>
#include <QAbstractTableModel>
#include <QHeaderView>
#include <QTableView>
#include <cstdlib>

class Rows : public QAbstractTableModel {
public:
    explicit Rows(int rows) : rows_(rows) {}
    int rowCount(const QModelIndex &parent) const override { return parent.isValid() ? 0 : rows_; }
    int columnCount(const QModelIndex &parent) const override { return parent.isValid() ? 0 : 4; }
    QVariant data(const QModelIndex &index, int role) const override {
        if (role == Qt::TextAlignmentRole && index.column() == 1) return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        if (role != Qt::DisplayRole) return QVariant();
        int r = (descending_ ? rows_ - 1 - index.row() : index.row()) + 10000000;
        switch (index.column()) {
        case 0: return QStringLiteral("file-%1.txt").arg(r);
        case 1: return QStringLiteral("%1 KB").arg(r % 9973);
        case 2: return QStringLiteral("Text");
        default: return QStringLiteral("2024-05-%1 12:00").arg(r % 28 + 1);
        }
    }
    QVariant headerData(int section, Qt::Orientation o, int role) const override {
        static const char *titles[] = { "Name", "Size", "Kind", "Modified" };
        if (o == Qt::Horizontal && role == Qt::DisplayRole) return QString::fromLatin1(titles[section]);
        return QAbstractTableModel::headerData(section, o, role);
    }
    void sort(int column, Qt::SortOrder order) override {
        (void)column;
        bool descending = order == Qt::DescendingOrder;
        if (descending == descending_) return;
        emit layoutAboutToBeChanged();
        descending_ = descending;
        emit layoutChanged();
    }
private:
    int rows_;
    bool descending_ = false;
};

int main(int argc, char **argv) {
    QApplication app(argc, argv);
    const char *env = std::getenv("TABLE_ROWS");
    Rows model(env ? std::atoi(env) : 1000000);
    QTableView view;
    view.setWindowTitle("Qt table");
    view.setModel(&model);
    view.verticalHeader()->hide();
    view.verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    view.verticalHeader()->setDefaultSectionSize(24);
    view.setShowGrid(false);
    view.setWordWrap(false);
    view.setSelectionBehavior(QAbstractItemView::SelectRows);
    view.setSelectionMode(QAbstractItemView::ExtendedSelection);
    const int widths[] = { 300, 120, 160, 200 };
    for (int c = 0; c < 4; c++) view.setColumnWidth(c, widths[c]);
    view.horizontalHeader()->setStretchLastSection(true);
    view.setSortingEnabled(true);
    view.sortByColumn(0, Qt::AscendingOrder);
    view.resize(1280, 800);
    view.move(0, 0);
    view.show();
    return app.exec();
}
