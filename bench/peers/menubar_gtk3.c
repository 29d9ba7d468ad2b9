/* GTK 3's GtkMenuBar, the peer of the `menubar` benchmark (bench/probe `--menubar`): a window (WIDTHxHEIGHT,
 * default 1280x800) with a menu bar of the titles Shoji's demo has (File, Edit, View, Help) over an empty
 * page. A press on File pulls down its menu as the demo's does: Quit (Ctrl+Q). The other menus hold the
 * demo's Edit items so that the bar is the same size of thing, though only File is opened. File's title sits
 * at the window's top left: the probe presses at (18, 12). Exit status 2 for a bad size. */
#include <gtk/gtk.h>
#include <stdio.h>

static GtkWidget *item(GtkWidget *menu, const char *label, GtkAccelGroup *accels, guint key, GdkModifierType mods) {
    GtkWidget *i = gtk_menu_item_new_with_mnemonic(label);
    if (key) gtk_widget_add_accelerator(i, "activate", accels, key, mods, GTK_ACCEL_VISIBLE);
    gtk_menu_shell_append(GTK_MENU_SHELL(menu), i);
    return i;
}

static GtkWidget *title(GtkWidget *bar, const char *label, GtkAccelGroup *accels) {
    GtkWidget *menu = gtk_menu_new();
    gtk_menu_set_accel_group(GTK_MENU(menu), accels);
    GtkWidget *t = gtk_menu_item_new_with_mnemonic(label);
    gtk_menu_item_set_submenu(GTK_MENU_ITEM(t), menu);
    gtk_menu_shell_append(GTK_MENU_SHELL(bar), t);
    return menu;
}

int main(int argc, char **argv) {
    int width = 1280, height = 800;
    if (argc > 1 && (sscanf(argv[1], "%dx%d", &width, &height) != 2 || width < 100 || height < 100 ||
                     width > 8192 || height > 8192)) {
        fprintf(stderr, "menubar_gtk3: the size must be WIDTHxHEIGHT (100 to 8192 each), not \"%.40s\"\n", argv[1]);
        return 2;
    }
    gtk_init(&argc, &argv);
    GtkWidget *win = gtk_window_new(GTK_WINDOW_TOPLEVEL);
    gtk_window_set_default_size(GTK_WINDOW(win), width, height);
    gtk_window_set_title(GTK_WINDOW(win), "menubar_gtk3");
    GtkAccelGroup *accels = gtk_accel_group_new();
    gtk_window_add_accel_group(GTK_WINDOW(win), accels);
    GtkWidget *bar = gtk_menu_bar_new();
    GtkWidget *file = title(bar, "_File", accels);
    g_signal_connect(item(file, "_Quit", accels, GDK_KEY_q, GDK_CONTROL_MASK), "activate", G_CALLBACK(gtk_main_quit), NULL);
    GtkWidget *edit = title(bar, "_Edit", accels);
    item(edit, "_Undo", accels, GDK_KEY_z, GDK_CONTROL_MASK);
    item(edit, "_Redo", accels, GDK_KEY_z, GDK_CONTROL_MASK | GDK_SHIFT_MASK);
    gtk_menu_shell_append(GTK_MENU_SHELL(edit), gtk_separator_menu_item_new());
    item(edit, "Cu_t", accels, GDK_KEY_x, GDK_CONTROL_MASK);
    item(edit, "_Copy", accels, GDK_KEY_c, GDK_CONTROL_MASK);
    item(edit, "_Paste", accels, GDK_KEY_v, GDK_CONTROL_MASK);
    item(edit, "_Delete", accels, GDK_KEY_Delete, 0);
    gtk_menu_shell_append(GTK_MENU_SHELL(edit), gtk_separator_menu_item_new());
    item(edit, "Select _All", accels, GDK_KEY_a, GDK_CONTROL_MASK);
    item(title(bar, "_View", accels), "_Inspector", accels, 0, 0);
    item(title(bar, "_Help", accels), "_About", accels, GDK_KEY_F1, 0);
    GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_box_pack_start(GTK_BOX(box), bar, FALSE, FALSE, 0);
    gtk_box_pack_start(GTK_BOX(box), gtk_label_new("menu bar"), TRUE, TRUE, 0);
    gtk_container_add(GTK_CONTAINER(win), box);
    g_signal_connect(win, "destroy", G_CALLBACK(gtk_main_quit), NULL);
    gtk_widget_show_all(win);
    gtk_main();
    return 0;
}
