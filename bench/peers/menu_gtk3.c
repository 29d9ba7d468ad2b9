/* GTK 3's GtkMenu as a context menu, for bench/menu.sh: a window whose right click pops a three-item
 * menu up at the pointer (gtk_menu_popup_at_pointer), as Shoji's demo does on its feed. */
#include <gtk/gtk.h>

static gboolean pressed(GtkWidget *w, GdkEventButton *e, gpointer menu) {
    (void)w;
    if (e->type != GDK_BUTTON_PRESS || e->button != 3) return FALSE;
    gtk_menu_popup_at_pointer(GTK_MENU(menu), (GdkEvent *)e);
    return TRUE;
}

int main(int argc, char **argv) {
    gtk_init(&argc, &argv);
    GtkWidget *win = gtk_window_new(GTK_WINDOW_TOPLEVEL);
    gtk_window_set_default_size(GTK_WINDOW(win), 800, 600);
    gtk_window_set_title(GTK_WINDOW(win), "menu_gtk3");
    GtkWidget *menu = gtk_menu_new();
    const char *items[] = { "Copy", "Mark read", "Delete" };
    for (int i = 0; i < 3; i++) gtk_menu_shell_append(GTK_MENU_SHELL(menu), gtk_menu_item_new_with_label(items[i]));
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
