/* GTK 3's GtkMenu as a context menu, the peer of the `menu` benchmark (bench/probe `--menu`): a window
 * (WIDTHxHEIGHT, default 1280x800) whose right click pops up, at the pointer (gtk_menu_popup_at_pointer),
 * the menu Shoji's demo shows on its feed's rows: Copy (Ctrl+C), Mark read (a check item), a separator,
 * Delete. Exit status 2 for a bad size. */
#include <gtk/gtk.h>
#include <stdio.h>

static gboolean pressed(GtkWidget *w, GdkEventButton *e, gpointer menu) {
    (void)w;
    if (e->type != GDK_BUTTON_PRESS || e->button != 3) return FALSE;
    gtk_menu_popup_at_pointer(GTK_MENU(menu), (GdkEvent *)e);
    return TRUE;
}

int main(int argc, char **argv) {
    int width = 1280, height = 800;
    if (argc > 1 && (sscanf(argv[1], "%dx%d", &width, &height) != 2 || width < 100 || height < 100 ||
                     width > 8192 || height > 8192)) {
        fprintf(stderr, "menu_gtk3: the size must be WIDTHxHEIGHT (100 to 8192 each), not \"%.40s\"\n", argv[1]);
        return 2;
    }
    gtk_init(&argc, &argv);
    GtkWidget *win = gtk_window_new(GTK_WINDOW_TOPLEVEL);
    gtk_window_set_default_size(GTK_WINDOW(win), width, height);
    gtk_window_set_title(GTK_WINDOW(win), "menu_gtk3");
    GtkWidget *menu = gtk_menu_new();
    GtkAccelGroup *accels = gtk_accel_group_new();
    gtk_window_add_accel_group(GTK_WINDOW(win), accels);
    gtk_menu_set_accel_group(GTK_MENU(menu), accels);
    GtkWidget *copy = gtk_menu_item_new_with_label("Copy");
    gtk_widget_add_accelerator(copy, "activate", accels, GDK_KEY_c, GDK_CONTROL_MASK, GTK_ACCEL_VISIBLE);
    gtk_menu_shell_append(GTK_MENU_SHELL(menu), copy);
    gtk_menu_shell_append(GTK_MENU_SHELL(menu), gtk_check_menu_item_new_with_label("Mark read"));
    gtk_menu_shell_append(GTK_MENU_SHELL(menu), gtk_separator_menu_item_new());
    gtk_menu_shell_append(GTK_MENU_SHELL(menu), gtk_menu_item_new_with_label("Delete"));
    gtk_widget_show_all(menu);
    GtkWidget *box = gtk_event_box_new();
    gtk_container_add(GTK_CONTAINER(box), gtk_label_new("right-click"));
    g_signal_connect(box, "button-press-event", G_CALLBACK(pressed), menu);
    gtk_container_add(GTK_CONTAINER(win), box);
    g_signal_connect(win, "destroy", G_CALLBACK(gtk_main_quit), NULL);
    gtk_widget_show_all(win);
    gtk_main();
    return 0;
}
