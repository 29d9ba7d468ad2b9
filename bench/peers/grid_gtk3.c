/* The GTK 3 peer for the external probe (bench/probe): a 1280x800 window with the same grid of 200
 * labelled buttons as the raw C program (20 columns x 10 rows of 56x70 at 63.5 x 79 px steps). Pressing
 * a button shows GTK's pressed look; dragging on the background between buttons moves the whole grid
 * with the pointer (the drag the probe times). Built and run by `make bench-peers`. */
#include <gtk/gtk.h>

static GtkWidget *outer, *grid;
static double down_y;
static gboolean dragging;

static gboolean on_press(GtkWidget *w, GdkEventButton *e, gpointer data) {
    (void)w; (void)data;
    if (e->button == 1) { dragging = TRUE; down_y = e->y; }
    return FALSE;
}

static gboolean on_release(GtkWidget *w, GdkEventButton *e, gpointer data) {
    (void)w; (void)data;
    if (e->button == 1) dragging = FALSE;
    return FALSE;
}

static gboolean on_motion(GtkWidget *w, GdkEventMotion *e, gpointer data) {
    (void)w; (void)data;
    if (dragging) gtk_fixed_move(GTK_FIXED(outer), grid, 0, (int)(e->y - down_y));
    return FALSE;
}

int main(int argc, char **argv) {
    gtk_init(&argc, &argv);
    GtkWidget *window = gtk_window_new(GTK_WINDOW_TOPLEVEL);
    gtk_window_set_title(GTK_WINDOW(window), "GTK 3 grid");
    gtk_window_set_default_size(GTK_WINDOW(window), 1280, 800);
    g_signal_connect(window, "destroy", G_CALLBACK(gtk_main_quit), NULL);
    gtk_widget_add_events(window, GDK_BUTTON_PRESS_MASK | GDK_BUTTON_RELEASE_MASK | GDK_BUTTON1_MOTION_MASK);
    g_signal_connect(window, "button-press-event", G_CALLBACK(on_press), NULL);
    g_signal_connect(window, "button-release-event", G_CALLBACK(on_release), NULL);
    g_signal_connect(window, "motion-notify-event", G_CALLBACK(on_motion), NULL);
    outer = gtk_fixed_new();
    grid = gtk_fixed_new();
    char text[32];
    for (int i = 0; i < 200; i++) {
        g_snprintf(text, sizeof text, "Item %d", i);
        GtkWidget *b = gtk_button_new_with_label(text);
        gtk_widget_set_size_request(b, 56, 70);
        gtk_fixed_put(GTK_FIXED(grid), b, 8 + (i % 20) * 63.5, 8 + (i / 20) * 79);
    }
    gtk_fixed_put(GTK_FIXED(outer), grid, 0, 0);
    gtk_container_add(GTK_CONTAINER(window), outer);
    gtk_widget_show_all(window);
    gtk_main();
    return 0;
}
