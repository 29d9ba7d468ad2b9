/* GTK 4's peer of the table rows (make bench-peers): a 1280x800 window filled by a GtkColumnView of
 * 1,000,000 rows (TABLE_ROWS sets another count) and 4 fixed-width, resizable columns (Name 300, Size 120,
 * Kind 160, Modified 200), as shoji-bench-table shows, over a GtkMultiSelection. The model is virtual: a
 * GListModel of our own whose items (a row number each) are made when the view asks for them, and each
 * cell's label is set from the row number when it is bound. A click on a header changes the column view's
 * sorter; the app "sorts" by reversing the order (one flag) and says so with items-changed over every row,
 * the model's one way to tell the view: what follows is GTK's cost, not the app's sort. */
#include <gtk/gtk.h>
#include <stdlib.h>

typedef struct { GObject parent; int row; } RowItem;
typedef struct { GObjectClass parent; } RowItemClass;
G_DEFINE_TYPE(RowItem, row_item, G_TYPE_OBJECT)
static void row_item_init(RowItem *i) { (void)i; }
static void row_item_class_init(RowItemClass *c) { (void)c; }

typedef struct { GObject parent; int rows; gboolean descending; } RowsModel;
typedef struct { GObjectClass parent; } RowsModelClass;
static void rows_model_iface(GListModelInterface *iface);
G_DEFINE_TYPE_WITH_CODE(RowsModel, rows_model, G_TYPE_OBJECT, G_IMPLEMENT_INTERFACE(G_TYPE_LIST_MODEL, rows_model_iface))
static void rows_model_init(RowsModel *m) { (void)m; }
static void rows_model_class_init(RowsModelClass *c) { (void)c; }
static GType item_type(GListModel *m) { (void)m; return row_item_get_type(); }
static guint n_items(GListModel *m) { return ((RowsModel *)m)->rows; }
static gpointer get_item(GListModel *m, guint i) {
    if (i >= (guint)((RowsModel *)m)->rows) return NULL;
    RowItem *item = g_object_new(row_item_get_type(), NULL);
    item->row = i;
    return item;
}
static void rows_model_iface(GListModelInterface *i) { i->get_item_type = item_type; i->get_n_items = n_items; i->get_item = get_item; }

static RowsModel *model;

static void setup(GtkSignalListItemFactory *f, GtkListItem *li, gpointer column) {
    (void)f;
    GtkWidget *label = gtk_label_new(NULL);
    gtk_label_set_xalign(GTK_LABEL(label), GPOINTER_TO_INT(column) == 1 ? 1.0 : 0.0);
    gtk_list_item_set_child(li, label);
}
static void bind(GtkSignalListItemFactory *f, GtkListItem *li, gpointer column) {
    (void)f;
    RowItem *item = gtk_list_item_get_item(li);
    int r = (model->descending ? model->rows - 1 - item->row : item->row) + 10000000;
    char text[64];
    switch (GPOINTER_TO_INT(column)) {
    case 0: g_snprintf(text, sizeof text, "file-%d.txt", r); break;
    case 1: g_snprintf(text, sizeof text, "%d KB", r % 9973); break;
    case 2: g_snprintf(text, sizeof text, "Text"); break;
    default: g_snprintf(text, sizeof text, "2024-05-%d 12:00", r % 28 + 1); break;
    }
    gtk_label_set_text(GTK_LABEL(gtk_list_item_get_child(li)), text);
}

/* The sorter changed (a header clicked): the order reversed, every row said to have changed. */
static void sorter_changed(GtkSorter *sorter, GtkSorterChange change, gpointer data) {
    (void)sorter; (void)change; (void)data;
    model->descending = !model->descending;
    g_list_model_items_changed(G_LIST_MODEL(model), 0, model->rows, model->rows);
}

static int always_equal(gconstpointer a, gconstpointer b, gpointer data) { (void)a; (void)b; (void)data; return 0; }

static void activate(GtkApplication *app, gpointer data) {
    (void)data;
    const char *env = getenv("TABLE_ROWS");
    model = g_object_new(rows_model_get_type(), NULL);
    model->rows = env ? atoi(env) : 1000000;
    GtkWidget *window = gtk_application_window_new(app);
    gtk_window_set_title(GTK_WINDOW(window), "GTK 4 table");
    gtk_window_set_default_size(GTK_WINDOW(window), 1280, 800);
    GtkMultiSelection *selection = gtk_multi_selection_new(G_LIST_MODEL(model));
    GtkWidget *view = gtk_column_view_new(GTK_SELECTION_MODEL(selection));
    const char *titles[] = { "Name", "Size", "Kind", "Modified" };
    const int widths[] = { 300, 120, 160, 200 };
    for (int c = 0; c < 4; c++) {
        GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
        g_signal_connect(factory, "setup", G_CALLBACK(setup), GINT_TO_POINTER(c));
        g_signal_connect(factory, "bind", G_CALLBACK(bind), GINT_TO_POINTER(c));
        GtkColumnViewColumn *column = gtk_column_view_column_new(titles[c], factory);
        gtk_column_view_column_set_fixed_width(column, widths[c]);
        gtk_column_view_column_set_resizable(column, TRUE);
        if (c == 0) gtk_column_view_column_set_sorter(column, GTK_SORTER(gtk_custom_sorter_new(always_equal, NULL, NULL)));
        gtk_column_view_append_column(GTK_COLUMN_VIEW(view), column);
    }
    g_signal_connect(gtk_column_view_get_sorter(GTK_COLUMN_VIEW(view)), "changed", G_CALLBACK(sorter_changed), NULL);
    GtkWidget *scroll = gtk_scrolled_window_new();
    gtk_scrolled_window_set_overlay_scrolling(GTK_SCROLLED_WINDOW(scroll), FALSE);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scroll), view);
    gtk_window_set_child(GTK_WINDOW(window), scroll);
    gtk_window_present(GTK_WINDOW(window));
    gtk_widget_grab_focus(view);
}

int main(int argc, char **argv) {
    GtkApplication *app = gtk_application_new(NULL, G_APPLICATION_NON_UNIQUE);
    g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
    return g_application_run(G_APPLICATION(app), argc, argv);
}
