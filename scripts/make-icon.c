/* Draws assets/icon.png, the window icon (_NET_WM_ICON): a shoji screen, a wooden frame holding paper
 * panes in a lattice, 64 × 64. Run once by hand when the icon changes:
 *   cc -o /tmp/make-icon scripts/make-icon.c $(pkg-config --cflags --libs cairo) && /tmp/make-icon assets/icon.png
 */
#include <cairo.h>
#include <stdio.h>

static void rounded(cairo_t *cr, double x, double y, double w, double h, double r) {
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + w - r, y + r, r, -1.5708, 0);
    cairo_arc(cr, x + w - r, y + h - r, r, 0, 1.5708);
    cairo_arc(cr, x + r, y + h - r, r, 1.5708, 3.14159);
    cairo_arc(cr, x + r, y + r, r, 3.14159, 4.71239);
    cairo_close_path(cr);
}

int main(int argc, char **argv) {
    if (argc != 2) { fprintf(stderr, "usage: make-icon OUT.png\n"); return 2; }
    const int size = 64;
    cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, size, size);
    cairo_t *cr = cairo_create(s);
    /* The frame: dark wood, lighter at the top. */
    cairo_pattern_t *wood = cairo_pattern_create_linear(0, 2, 0, 62);
    cairo_pattern_add_color_stop_rgb(wood, 0, 0.55, 0.36, 0.22);
    cairo_pattern_add_color_stop_rgb(wood, 1, 0.36, 0.22, 0.13);
    rounded(cr, 2, 2, 60, 60, 9);
    cairo_set_source(cr, wood);
    cairo_fill(cr);
    /* The paper: warm white, lit from the upper left. */
    cairo_pattern_t *paper = cairo_pattern_create_linear(8, 8, 56, 56);
    cairo_pattern_add_color_stop_rgb(paper, 0, 1.0, 0.98, 0.93);
    cairo_pattern_add_color_stop_rgb(paper, 1, 0.93, 0.89, 0.80);
    cairo_rectangle(cr, 9, 9, 46, 46);
    cairo_set_source(cr, paper);
    cairo_fill(cr);
    /* The lattice (kumiko): two columns, three rows of panes. */
    cairo_set_source_rgb(cr, 0.45, 0.29, 0.17);
    cairo_rectangle(cr, 30.5, 9, 3, 46);
    cairo_rectangle(cr, 9, 23.5, 46, 2.5);
    cairo_rectangle(cr, 9, 38.5, 46, 2.5);
    cairo_fill(cr);
    cairo_pattern_destroy(wood);
    cairo_pattern_destroy(paper);
    cairo_destroy(cr);
    cairo_status_t st = cairo_surface_write_to_png(s, argv[1]);
    cairo_surface_destroy(s);
    if (st != CAIRO_STATUS_SUCCESS) { fprintf(stderr, "%s: %s\n", argv[1], cairo_status_to_string(st)); return 4; }
    return 0;
}
