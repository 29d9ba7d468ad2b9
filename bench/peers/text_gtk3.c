/* The GTK 3 peer for the typing latency (bench/probe --key): a 1280x800 window filled by a GtkTextView in a
 * GtkScrolledWindow holding the bench's 10,000 lines ("Line N: the quick brown fox jumps over the lazy
 * dog", N = 1...10000, as shoji-bench-textview and text.tcl hold them), the caret at the start of the text,
 * the view focused, the caret's blink off (gtk-cursor-blink), so that each key's first damage is the key's.
 * SHOJI_BENCH_LONG_LINE=1: one paragraph of 1,000,000 ASCII characters instead (the pangram repeated, no
 * line break), as shoji-bench-textview and text.tcl read it. Built and run by `make bench-peers`. */
#include <gtk/gtk.h>
#include <string.h>

int main(int argc, char **argv) {
    gtk_init(&argc, &argv);
    g_object_set(gtk_settings_get_default(), "gtk-cursor-blink", FALSE, NULL);
    GtkWidget *window = gtk_window_new(GTK_WINDOW_TOPLEVEL);
    gtk_window_set_title(GTK_WINDOW(window), "GTK 3 text");
    gtk_window_set_default_size(GTK_WINDOW(window), 1280, 800);
    g_signal_connect(window, "destroy", G_CALLBACK(gtk_main_quit), NULL);
    GString *text = g_string_sized_new(10000 * 60);
    const char *long_line = g_getenv("SHOJI_BENCH_LONG_LINE");
    if (long_line && strcmp(long_line, "1") == 0) {
        while (text->len < 1000000) g_string_append(text, "the quick brown fox jumps over the lazy dog ");
        g_string_truncate(text, 1000000);
    } else for (int i = 1; i <= 10000; i++)
        g_string_append_printf(text, i < 10000 ? "Line %d: the quick brown fox jumps over the lazy dog\n"
                                               : "Line %d: the quick brown fox jumps over the lazy dog", i);
    GtkWidget *view = gtk_text_view_new();
    gtk_text_view_set_wrap_mode(GTK_TEXT_VIEW(view), GTK_WRAP_WORD_CHAR);
    GtkTextBuffer *buffer = gtk_text_view_get_buffer(GTK_TEXT_VIEW(view));
    gtk_text_buffer_set_text(buffer, text->str, (int)text->len);
    g_string_free(text, TRUE);
    GtkTextIter start;
    gtk_text_buffer_get_start_iter(buffer, &start);
    gtk_text_buffer_place_cursor(buffer, &start);
    GtkWidget *scroll = gtk_scrolled_window_new(NULL, NULL);
    gtk_container_add(GTK_CONTAINER(scroll), view);
    gtk_container_add(GTK_CONTAINER(window), scroll);
    gtk_widget_grab_focus(view);
    gtk_widget_show_all(window);
    gtk_main();
    return 0;
}
