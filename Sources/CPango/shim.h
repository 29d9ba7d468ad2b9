/*
 * The few Pango entry points Shoji uses, declared here instead of including <pango/pangocairo.h>.
 *
 * Why: Pango's pkg-config file pulls in gio's, whose flags carry -pthread, and SwiftPM refuses that flag
 * with a warning on every build of every package that depends on Shoji. Declaring these stable,
 * documented functions ourselves needs only Cairo's flags, so `.package(path:)` just works with no
 * environment set up. `make test` checks this header against the real Pango headers
 * (scripts/check-shims.sh): the functions compile beside Pango's declarations, and the types and
 * constants print the same sizes and values, so a declaration that drifted from Pango's fails there.
 */
#ifndef SHOJI_PANGO_SHIM_H
#define SHOJI_PANGO_SHIM_H

#include <cairo.h>

#ifndef SHOJI_PANGO_FUNCTIONS_ONLY /* the check compiles the functions against Pango's own types */
typedef struct _PangoContext PangoContext;
typedef struct _PangoFontMap PangoFontMap;
typedef struct _PangoLayout PangoLayout;
typedef struct _PangoFontDescription PangoFontDescription;
typedef struct _PangoFontFamily PangoFontFamily;
typedef struct _PangoFont PangoFont;
typedef struct _PangoFontset PangoFontset;

typedef struct _PangoRectangle { int x; int y; int width; int height; } PangoRectangle;

/* A laid-out layout's lines, their runs and each run's font: public Pango structs, read (never made) to
 * see which fonts a layout chose (DefaultFamilyChoice). */
typedef struct _GSList GSList;
struct _GSList { void *data; GSList *next; };
typedef struct _PangoAnalysis {
    void *shape_engine; void *lang_engine; PangoFont *font;
    unsigned char level; unsigned char gravity; unsigned char flags; unsigned char script;
    void *language; GSList *extra_attrs;
} PangoAnalysis;
typedef struct _PangoItem { int offset; int length; int num_chars; PangoAnalysis analysis; } PangoItem;
typedef struct _PangoGlyphItem {
    PangoItem *item; void *glyphs; int y_offset; int start_x_offset; int end_x_offset;
} PangoGlyphItem;
typedef struct _PangoLayoutLine {
    PangoLayout *layout; int start_index; int length; GSList *runs;
    unsigned int is_paragraph_start : 1; unsigned int resolved_dir : 3;
} PangoLayoutLine;

/* What Pango says about each place between characters (pango-break.h): where the caret may stand, where
 * words start and end, and what Backspace deletes there. Read through pango_layout_get_log_attrs_readonly. */
typedef struct _PangoLogAttr {
    unsigned int is_line_break : 1; unsigned int is_mandatory_break : 1; unsigned int is_char_break : 1;
    unsigned int is_white : 1; unsigned int is_cursor_position : 1; unsigned int is_word_start : 1;
    unsigned int is_word_end : 1; unsigned int is_sentence_boundary : 1; unsigned int is_sentence_start : 1;
    unsigned int is_sentence_end : 1; unsigned int backspace_deletes_character : 1;
    unsigned int is_expandable_space : 1; unsigned int is_word_boundary : 1; unsigned int break_inserts_hyphen : 1;
    unsigned int break_removes_preceding : 1; unsigned int reserved : 17;
} PangoLogAttr;
typedef struct _PangoLayoutIter PangoLayoutIter;

/* Shaped glyphs (pango-glyph.h): what a word shaped once is kept as, and what a line made of such words
 * is drawn from (WordShaping, WordShapedLayout). */
typedef struct _PangoGlyphGeometry { int width; int x_offset; int y_offset; } PangoGlyphGeometry;
typedef struct _PangoGlyphVisAttr { unsigned int is_cluster_start : 1; unsigned int is_color : 1; } PangoGlyphVisAttr;
typedef struct _PangoGlyphInfo { unsigned int glyph; PangoGlyphGeometry geometry; PangoGlyphVisAttr attr; } PangoGlyphInfo;
typedef struct _PangoGlyphString { int num_glyphs; PangoGlyphInfo *glyphs; int *log_clusters; int space; } PangoGlyphString;
typedef enum { PANGO_SHAPE_NONE = 0, PANGO_SHAPE_ROUND_POSITIONS = 1 << 0 } PangoShapeFlags;
typedef struct _PangoLanguage PangoLanguage;

#define PANGO_SCALE 1024

typedef enum {
    PANGO_WEIGHT_THIN = 100, PANGO_WEIGHT_ULTRALIGHT = 200, PANGO_WEIGHT_LIGHT = 300, PANGO_WEIGHT_SEMILIGHT = 350,
    PANGO_WEIGHT_BOOK = 380, PANGO_WEIGHT_NORMAL = 400, PANGO_WEIGHT_MEDIUM = 500, PANGO_WEIGHT_SEMIBOLD = 600,
    PANGO_WEIGHT_BOLD = 700, PANGO_WEIGHT_ULTRABOLD = 800, PANGO_WEIGHT_HEAVY = 900, PANGO_WEIGHT_ULTRAHEAVY = 1000
} PangoWeight;
typedef enum { PANGO_ALIGN_LEFT, PANGO_ALIGN_CENTER, PANGO_ALIGN_RIGHT } PangoAlignment;
typedef enum { PANGO_WRAP_WORD, PANGO_WRAP_CHAR, PANGO_WRAP_WORD_CHAR } PangoWrapMode;
typedef enum { PANGO_ELLIPSIZE_NONE, PANGO_ELLIPSIZE_START, PANGO_ELLIPSIZE_MIDDLE, PANGO_ELLIPSIZE_END } PangoEllipsizeMode;
#endif

PangoFontMap *pango_cairo_font_map_get_default(void);
PangoFontMap *pango_cairo_font_map_new(void);
PangoFontMap *pango_context_get_font_map(PangoContext *context);
PangoContext *pango_font_map_create_context(PangoFontMap *fontmap);
void pango_cairo_context_set_font_options(PangoContext *context, const cairo_font_options_t *options);
void pango_cairo_context_set_resolution(PangoContext *context, double dpi);
void pango_font_map_list_families(PangoFontMap *fontmap, PangoFontFamily ***families, int *n_families);
const char *pango_font_family_get_name(PangoFontFamily *family);

PangoFontDescription *pango_font_description_new(void);
void pango_font_description_set_family(PangoFontDescription *desc, const char *family);
void pango_font_description_set_absolute_size(PangoFontDescription *desc, double size);
void pango_font_description_set_weight(PangoFontDescription *desc, PangoWeight weight);
void pango_font_description_free(PangoFontDescription *desc);
PangoFontDescription *pango_font_describe(PangoFont *font);
const char *pango_font_description_get_family(const PangoFontDescription *desc);
/* Coverage from fontconfig's character sets alone, no font file opened (PangoTextSystem.covers). */
PangoLanguage *pango_context_get_language(PangoContext *context);
PangoFontset *pango_context_load_fontset(PangoContext *context, const PangoFontDescription *desc, PangoLanguage *language);
PangoFont *pango_fontset_get_font(PangoFontset *fontset, unsigned int wc);
int pango_font_has_char(PangoFont *font, unsigned int wc);

PangoLayout *pango_layout_new(PangoContext *context);
PangoContext *pango_layout_get_context(PangoLayout *layout);
void pango_layout_set_font_description(PangoLayout *layout, const PangoFontDescription *desc);
void pango_layout_set_width(PangoLayout *layout, int width);
void pango_layout_set_height(PangoLayout *layout, int height);
void pango_layout_set_ellipsize(PangoLayout *layout, PangoEllipsizeMode ellipsize);
void pango_layout_set_wrap(PangoLayout *layout, PangoWrapMode wrap);
void pango_layout_set_alignment(PangoLayout *layout, PangoAlignment alignment);
void pango_layout_set_text(PangoLayout *layout, const char *text, int length);
void pango_layout_get_pixel_extents(PangoLayout *layout, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
int pango_layout_get_unknown_glyphs_count(PangoLayout *layout);
int pango_layout_get_line_count(PangoLayout *layout);
GSList *pango_layout_get_lines_readonly(PangoLayout *layout);
/* Editing: boundaries, carets, hit testing, visual movement, lines (Sources/ShojiCairo/PangoTextLayout+Editing.swift). */
const PangoLogAttr *pango_layout_get_log_attrs_readonly(PangoLayout *layout, int *n_attrs);
void pango_layout_get_cursor_pos(PangoLayout *layout, int index_, PangoRectangle *strong_pos, PangoRectangle *weak_pos);
int pango_layout_xy_to_index(PangoLayout *layout, int x, int y, int *index_, int *trailing);
void pango_layout_move_cursor_visually(PangoLayout *layout, int strong, int old_index, int old_trailing, int direction,
                                       int *new_index, int *new_trailing);
PangoLayoutIter *pango_layout_get_iter(PangoLayout *layout);
void pango_layout_iter_free(PangoLayoutIter *iter);
int pango_layout_iter_next_line(PangoLayoutIter *iter);
PangoLayoutLine *pango_layout_iter_get_line_readonly(PangoLayoutIter *iter);
void pango_layout_iter_get_line_extents(PangoLayoutIter *iter, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
void pango_layout_line_get_x_ranges(PangoLayoutLine *line, int start_index, int end_index, int **ranges, int *n_ranges);
void pango_cairo_show_layout(cairo_t *cr, PangoLayout *layout);
int pango_layout_get_baseline(PangoLayout *layout);
void pango_layout_get_extents(PangoLayout *layout, PangoRectangle *ink_rect, PangoRectangle *logical_rect);
/* A line made of words shaped once each (WordShaping): shaping, caret and hit testing on glyphs, breaks. */
int pango_context_get_round_glyph_positions(PangoContext *context);
PangoGlyphString *pango_glyph_string_new(void);
void pango_glyph_string_set_size(PangoGlyphString *string, int new_len);
void pango_glyph_string_free(PangoGlyphString *string);
void pango_shape_with_flags(const char *item_text, int item_length, const char *paragraph_text, int paragraph_length,
                            const PangoAnalysis *analysis, PangoGlyphString *glyphs, PangoShapeFlags flags);
void pango_glyph_string_index_to_x(PangoGlyphString *glyphs, const char *text, int length, PangoAnalysis *analysis,
                                   int index_, int trailing, int *x_pos);
void pango_glyph_string_x_to_index(PangoGlyphString *glyphs, const char *text, int length, PangoAnalysis *analysis,
                                   int x_pos, int *index_, int *trailing);
void pango_get_log_attrs(const char *text, int length, int level, PangoLanguage *language, PangoLogAttr *attrs, int attrs_len);
void pango_cairo_show_glyph_string(cairo_t *cr, PangoFont *font, PangoGlyphString *glyphs);
/* A line mixing ASCII with Japanese (MixedScriptLayout): which font Pango's itemizer gives a character. */
const PangoFontDescription *pango_layout_get_font_description(PangoLayout *layout);
PangoFontset *pango_context_load_fontset(PangoContext *context, const PangoFontDescription *desc, PangoLanguage *language);
PangoFont *pango_fontset_get_font(PangoFontset *fontset, unsigned int wc);
typedef struct _PangoCairoFont PangoCairoFont;
cairo_scaled_font_t *pango_cairo_font_get_scaled_font(PangoCairoFont *font);

void g_free(void *mem);
void g_object_unref(void *object);

#endif
