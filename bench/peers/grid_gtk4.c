/* The GTK 4 peer for the external probe (bench/probe): the same grid of 200 labelled buttons as the raw C
 * program, in a 1280x800 window; run with GSK_RENDERER=cairo (the probe's Xvfb has no GL worth using, and
 * Cairo is what Shoji draws with). Built and run by `make bench-peers`. */
#include <gtk/gtk.h>

static void activate(GtkApplication *app, gpointer data) {
    (void)data;
    GtkWidget *window = gtk_application_window_new(app);
    gtk_window_set_title(GTK_WINDOW(window), "GTK 4 grid");
    gtk_window_set_default_size(GTK_WINDOW(window), 1280, 800);
    GtkWidget *fixed = gtk_fixed_new();
    char text[32];
    for (int i = 0; i < 200; i++) {
        g_snprintf(text, sizeof text, "Item %d", i);
        GtkWidget *b = gtk_button_new_with_label(text);
        gtk_widget_set_size_request(b, 56, 70);
        gtk_fixed_put(GTK_FIXED(fixed), b, 8 + (i % 20) * 63.5, 8 + (i / 20) * 79);
    }
    gtk_window_set_child(GTK_WINDOW(window), fixed);
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    GtkApplication *app = gtk_application_new(NULL, G_APPLICATION_NON_UNIQUE);
    g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
    int status = g_application_run(G_APPLICATION(app), argc, argv);
    g_object_unref(app);
    return status;
}
