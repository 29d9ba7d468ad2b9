/* The GTK 3 peer for the typing latency (bench/probe --key): a 1280x800 window filled by a GtkTextView in a
 * GtkScrolledWindow holding the bench's 10,000 lines ("Line N: the quick brown fox jumps over the lazy
 * dog", N = 1...10000, as shoji-bench-textview and text.tcl hold them), the caret at the start of the text,
 * the view focused, the caret's blink off (gtk-cursor-blink), so that each key's first damage is the key's.
 * It reads the variables shoji-bench-textview reads, and makes byte for byte the same text from them:
 *   SHOJI_BENCH_LINES      how many lines (or paragraphs), 10,000 when unset
 *   SHOJI_BENCH_HEAD       put before every line; the caret then goes after its first character
 *   SHOJI_BENCH_TAIL       added to the end of every line (", いろはにほへと", a tab, an emoji...)
 *   SHOJI_BENCH_PARAGRAPHS=1  that many paragraphs of ~650 characters instead, wrapped
 *   SHOJI_BENCH_LONG_LINE=1   one paragraph of 1,000,000 ASCII characters (the pangram repeated, no break)
 *   SHOJI_BENCH_ALIGN      center or right: every paragraph centred or right-aligned
 *   SHOJI_BENCH_DUMP=1     print the text and the caret's offset and stop (TypingTextTests compares the three)
 * Words wrap at the window's width in all three (GTK_WRAP_WORD_CHAR is Pango's PANGO_WRAP_WORD_CHAR, which
 * Shoji's TextView uses). Built and run by `make bench-peers`. */
#include <gtk/gtk.h>
#include <stdlib.h>
#include <string.h>

static int is(const char *name, const char *value) {
    const char *v = g_getenv(name);
    return v && strcmp(v, value) == 0;
}

int main(int argc, char **argv) {
    gtk_init(&argc, &argv);
    g_object_set(gtk_settings_get_default(), "gtk-cursor-blink", FALSE, NULL);
    GtkWidget *window = gtk_window_new(GTK_WINDOW_TOPLEVEL);
    gtk_window_set_title(GTK_WINDOW(window), "GTK 3 text");
    gtk_window_set_default_size(GTK_WINDOW(window), 1280, 800);
    g_signal_connect(window, "destroy", G_CALLBACK(gtk_main_quit), NULL);
    int count = 10000;
    if (g_getenv("SHOJI_BENCH_LINES")) {
        count = atoi(g_getenv("SHOJI_BENCH_LINES"));
        if (count < 1 || count > 1000000) { fprintf(stderr, "text_gtk3: SHOJI_BENCH_LINES from 1 to 1000000\n"); return 2; }
    }
    const char *head = g_getenv("SHOJI_BENCH_HEAD") ? g_getenv("SHOJI_BENCH_HEAD") : "";
    const char *tail = g_getenv("SHOJI_BENCH_TAIL") ? g_getenv("SHOJI_BENCH_TAIL") : "";
    GString *text = g_string_sized_new((gsize)count * 80);
    if (is("SHOJI_BENCH_LONG_LINE", "1")) {
        while (text->len < 1000000) g_string_append(text, "the quick brown fox jumps over the lazy dog ");
        g_string_truncate(text, 1000000);
    } else if (is("SHOJI_BENCH_PARAGRAPHS", "1")) {
        for (int i = 1; i <= count; i++) {
            g_string_append_printf(text, "Paragraph %d: ", i);
            for (int k = 0; k < 7; k++)
                g_string_append(text, "the quick brown fox jumps over the lazy dog, and a sphinx of black quartz judges my vow. ");
            if (i < count) g_string_append_c(text, '\n');
        }
    } else for (int i = 1; i <= count; i++)
        g_string_append_printf(text, "%sLine %d: the quick brown fox jumps over the lazy dog%s%s", head, i, tail, i < count ? "\n" : "");
    GtkWidget *view = gtk_text_view_new();
    gtk_text_view_set_wrap_mode(GTK_TEXT_VIEW(view), GTK_WRAP_WORD_CHAR);
    if (is("SHOJI_BENCH_ALIGN", "center")) gtk_text_view_set_justification(GTK_TEXT_VIEW(view), GTK_JUSTIFY_CENTER);
    else if (is("SHOJI_BENCH_ALIGN", "right")) gtk_text_view_set_justification(GTK_TEXT_VIEW(view), GTK_JUSTIFY_RIGHT);
    GtkTextBuffer *buffer = gtk_text_view_get_buffer(GTK_TEXT_VIEW(view));
    gtk_text_buffer_set_text(buffer, text->str, (int)text->len);
    g_string_free(text, TRUE);
    GtkTextIter start;
    gtk_text_buffer_get_start_iter(buffer, &start);
    if (*head) gtk_text_iter_forward_char(&start); /* as shoji-bench-textview, whatever the text */
    gtk_text_buffer_place_cursor(buffer, &start);
    if (is("SHOJI_BENCH_DUMP", "1")) { /* what it holds, as shoji-bench-textview prints it (TypingTextTests) */
        GtkTextIter a, b;
        gtk_text_buffer_get_bounds(buffer, &a, &b);
        char *all = gtk_text_buffer_get_text(buffer, &a, &b, TRUE);
        GtkJustification j = gtk_text_view_get_justification(GTK_TEXT_VIEW(view));
        printf("%s\n--caret %d align %s\n", all, gtk_text_iter_get_offset(&start),
               j == GTK_JUSTIFY_CENTER ? "center" : j == GTK_JUSTIFY_RIGHT ? "right" : "left");
        return 0;
    }
    GtkWidget *scroll = gtk_scrolled_window_new(NULL, NULL);
    gtk_container_add(GTK_CONTAINER(scroll), view);
    gtk_container_add(GTK_CONTAINER(window), scroll);
    gtk_widget_grab_focus(view);
    gtk_widget_show_all(window);
    gtk_main();
    return 0;
}
