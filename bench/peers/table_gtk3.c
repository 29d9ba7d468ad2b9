/* GTK 3's peer of the table rows (make bench-peers): a 1280x800 window filled by a GtkTreeView of
 * 1,000,000 rows (TABLE_ROWS sets another count) and 4 columns (Name 300, Size 120, Kind 160, Modified 200),
 * as shoji-bench-table shows. The model is virtual (a GtkTreeModel of our own: an iter is the row number,
 * each cell's text made when asked for), the columns fixed-width and the view in fixed-height mode (GTK's
 * fast path for big lists), multiple selection. A click on the Name header "sorts" by reversing the order
 * (one flag) and says so with gtk_tree_model_rows_reordered, the model's one way to tell the view the order
 * changed: what follows is GTK's cost, not the app's sort. */
#include <gtk/gtk.h>
#include <stdlib.h>

typedef struct { GObject parent; int rows; gboolean descending; } RowsModel;
typedef struct { GObjectClass parent; } RowsModelClass;
static void rows_model_iface(GtkTreeModelIface *iface);
G_DEFINE_TYPE_WITH_CODE(RowsModel, rows_model, G_TYPE_OBJECT, G_IMPLEMENT_INTERFACE(GTK_TYPE_TREE_MODEL, rows_model_iface))
static void rows_model_init(RowsModel *m) { (void)m; }
static void rows_model_class_init(RowsModelClass *c) { (void)c; }

#define ROW(iter) GPOINTER_TO_INT((iter)->user_data)
static GtkTreeModelFlags get_flags(GtkTreeModel *m) { (void)m; return GTK_TREE_MODEL_LIST_ONLY | GTK_TREE_MODEL_ITERS_PERSIST; }
static gint get_n_columns(GtkTreeModel *m) { (void)m; return 4; }
static GType get_column_type(GtkTreeModel *m, gint c) { (void)m; (void)c; return G_TYPE_STRING; }
static gboolean set_iter(GtkTreeModel *m, GtkTreeIter *iter, int row) {
    if (row < 0 || row >= ((RowsModel *)m)->rows) return FALSE;
    iter->stamp = 1;
    iter->user_data = GINT_TO_POINTER(row);
    return TRUE;
}
static gboolean get_iter(GtkTreeModel *m, GtkTreeIter *iter, GtkTreePath *path) {
    return gtk_tree_path_get_depth(path) == 1 && set_iter(m, iter, gtk_tree_path_get_indices(path)[0]);
}
static GtkTreePath *get_path(GtkTreeModel *m, GtkTreeIter *iter) { (void)m; return gtk_tree_path_new_from_indices(ROW(iter), -1); }
static void get_value(GtkTreeModel *m, GtkTreeIter *iter, gint column, GValue *value) {
    RowsModel *rm = (RowsModel *)m;
    int r = (rm->descending ? rm->rows - 1 - ROW(iter) : ROW(iter)) + 10000000;
    g_value_init(value, G_TYPE_STRING);
    switch (column) {
    case 0: g_value_take_string(value, g_strdup_printf("file-%d.txt", r)); break;
    case 1: g_value_take_string(value, g_strdup_printf("%d KB", r % 9973)); break;
    case 2: g_value_set_static_string(value, "Text"); break;
    default: g_value_take_string(value, g_strdup_printf("2024-05-%d 12:00", r % 28 + 1)); break;
    }
}
static gboolean iter_next(GtkTreeModel *m, GtkTreeIter *iter) { return set_iter(m, iter, ROW(iter) + 1); }
static gboolean iter_children(GtkTreeModel *m, GtkTreeIter *iter, GtkTreeIter *parent) { return !parent && set_iter(m, iter, 0); }
static gboolean iter_has_child(GtkTreeModel *m, GtkTreeIter *iter) { (void)m; (void)iter; return FALSE; }
static gint iter_n_children(GtkTreeModel *m, GtkTreeIter *iter) { return iter ? 0 : ((RowsModel *)m)->rows; }
static gboolean iter_nth_child(GtkTreeModel *m, GtkTreeIter *iter, GtkTreeIter *parent, gint n) { return !parent && set_iter(m, iter, n); }
static gboolean iter_parent(GtkTreeModel *m, GtkTreeIter *iter, GtkTreeIter *child) { (void)m; (void)iter; (void)child; return FALSE; }
static void rows_model_iface(GtkTreeModelIface *i) {
    i->get_flags = get_flags; i->get_n_columns = get_n_columns; i->get_column_type = get_column_type;
    i->get_iter = get_iter; i->get_path = get_path; i->get_value = get_value; i->iter_next = iter_next;
    i->iter_children = iter_children; i->iter_has_child = iter_has_child; i->iter_n_children = iter_n_children;
    i->iter_nth_child = iter_nth_child; i->iter_parent = iter_parent;
}

static RowsModel *model;
static gint *reversal;

/* The header clicked: the order reversed, the indicator flipped, the view told. */
static void sort_clicked(GtkTreeViewColumn *column, gpointer data) {
    (void)data;
    model->descending = !model->descending;
    gtk_tree_view_column_set_sort_indicator(column, TRUE);
    gtk_tree_view_column_set_sort_order(column, model->descending ? GTK_SORT_DESCENDING : GTK_SORT_ASCENDING);
    GtkTreePath *root = gtk_tree_path_new();
    gtk_tree_model_rows_reordered(GTK_TREE_MODEL(model), root, NULL, reversal);
    gtk_tree_path_free(root);
}

int main(int argc, char **argv) {
    gtk_init(&argc, &argv);
    const char *env = getenv("TABLE_ROWS");
    model = g_object_new(rows_model_get_type(), NULL);
    model->rows = env ? atoi(env) : 1000000;
    /* The new order, made once: new_order[i] is the old place of the row now at i (a reversal). */
    reversal = g_new(gint, model->rows);
    for (int i = 0; i < model->rows; i++) reversal[i] = model->rows - 1 - i;

    GtkWidget *window = gtk_window_new(GTK_WINDOW_TOPLEVEL);
    gtk_window_set_title(GTK_WINDOW(window), "GTK 3 table");
    gtk_window_set_default_size(GTK_WINDOW(window), 1280, 800);
    g_signal_connect(window, "destroy", G_CALLBACK(gtk_main_quit), NULL);
    GtkWidget *scroll = gtk_scrolled_window_new(NULL, NULL);
    gtk_scrolled_window_set_overlay_scrolling(GTK_SCROLLED_WINDOW(scroll), FALSE);
    GtkWidget *view = gtk_tree_view_new();
    const char *titles[] = { "Name", "Size", "Kind", "Modified" };
    const int widths[] = { 300, 120, 160, 200 };
    for (int c = 0; c < 4; c++) {
        GtkCellRenderer *cell = gtk_cell_renderer_text_new();
        if (c == 1) g_object_set(cell, "xalign", 1.0, NULL);
        GtkTreeViewColumn *column = gtk_tree_view_column_new_with_attributes(titles[c], cell, "text", c, NULL);
        gtk_tree_view_column_set_sizing(column, GTK_TREE_VIEW_COLUMN_FIXED);
        gtk_tree_view_column_set_fixed_width(column, widths[c]);
        gtk_tree_view_column_set_resizable(column, TRUE);
        gtk_tree_view_column_set_clickable(column, TRUE);
        if (c == 0) g_signal_connect(column, "clicked", G_CALLBACK(sort_clicked), NULL);
        gtk_tree_view_append_column(GTK_TREE_VIEW(view), column);
    }
    gtk_tree_view_set_fixed_height_mode(GTK_TREE_VIEW(view), TRUE);
    gtk_tree_selection_set_mode(gtk_tree_view_get_selection(GTK_TREE_VIEW(view)), GTK_SELECTION_MULTIPLE);
    gtk_tree_view_set_model(GTK_TREE_VIEW(view), GTK_TREE_MODEL(model));
    gtk_container_add(GTK_CONTAINER(scroll), view);
    gtk_container_add(GTK_CONTAINER(window), scroll);
    gtk_widget_show_all(window);
    gtk_widget_grab_focus(view);
    gtk_main();
    return 0;
}
