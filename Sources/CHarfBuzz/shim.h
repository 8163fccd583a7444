#ifndef CHARFBUZZ_SHIM_H
#define CHARFBUZZ_SHIM_H
// The HarfBuzz C API, exposed to exactly one internal file of SceneLoader (TextShaper.swift).
//
// libharfbuzz is opened on first use instead of being linked, as CEspeak opens espeak-ng: a11ysim
// still runs where libharfbuzz0b is not installed, and text measurement then reports
// TextMeasurementError.libraryUnavailable with the package to install. Building needs only the
// header (libharfbuzz-dev). HarfBuzz's own OpenType font functions read the advances from the
// font file; FreeType is not needed for advances (it would add hinting, which Apple's text does not).
#include <harfbuzz/hb.h>
#include <dlfcn.h>
#include <stddef.h>

/// The HarfBuzz functions a11ysim calls, looked up in the opened library.
typedef struct {
    hb_blob_t *(*blobCreateFromFileOrFail)(const char *file_name);
    void (*blobDestroy)(hb_blob_t *blob);
    hb_face_t *(*faceCreate)(hb_blob_t *blob, unsigned int index);
    void (*faceDestroy)(hb_face_t *face);
    unsigned int (*faceGetUpem)(const hb_face_t *face);
    hb_font_t *(*fontCreate)(hb_face_t *face);
    void (*fontMakeImmutable)(hb_font_t *font);
    void (*fontDestroy)(hb_font_t *font);
    hb_buffer_t *(*bufferCreate)(void);
    void (*bufferDestroy)(hb_buffer_t *buffer);
    void (*bufferAddUTF8)(hb_buffer_t *buffer, const char *text, int text_length, unsigned int item_offset, int item_length);
    void (*bufferGuessSegmentProperties)(hb_buffer_t *buffer);
    void (*shape)(hb_font_t *font, hb_buffer_t *buffer, const hb_feature_t *features, unsigned int num_features);
    hb_glyph_position_t *(*bufferGetGlyphPositions)(hb_buffer_t *buffer, unsigned int *length);
} charfbuzz_functions;

/// Opens libharfbuzz by the soname of the ABI this header describes and fills `functions`.
/// Returns NULL on success, or dlerror()'s message when the library or one of its functions is
/// missing. The handle is never closed: the library stays loaded for the life of the process.
static inline const char *charfbuzz_open(charfbuzz_functions *functions) {
    void *library = dlopen("libharfbuzz.so.0", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return dlerror();
#define CHARFBUZZ_LOOK_UP(field, symbol) \
    if ((*(void **)&functions->field = dlsym(library, symbol)) == NULL) return dlerror();
    CHARFBUZZ_LOOK_UP(blobCreateFromFileOrFail, "hb_blob_create_from_file_or_fail")
    CHARFBUZZ_LOOK_UP(blobDestroy, "hb_blob_destroy")
    CHARFBUZZ_LOOK_UP(faceCreate, "hb_face_create")
    CHARFBUZZ_LOOK_UP(faceDestroy, "hb_face_destroy")
    CHARFBUZZ_LOOK_UP(faceGetUpem, "hb_face_get_upem")
    CHARFBUZZ_LOOK_UP(fontCreate, "hb_font_create")
    CHARFBUZZ_LOOK_UP(fontMakeImmutable, "hb_font_make_immutable")
    CHARFBUZZ_LOOK_UP(fontDestroy, "hb_font_destroy")
    CHARFBUZZ_LOOK_UP(bufferCreate, "hb_buffer_create")
    CHARFBUZZ_LOOK_UP(bufferDestroy, "hb_buffer_destroy")
    CHARFBUZZ_LOOK_UP(bufferAddUTF8, "hb_buffer_add_utf8")
    CHARFBUZZ_LOOK_UP(bufferGuessSegmentProperties, "hb_buffer_guess_segment_properties")
    CHARFBUZZ_LOOK_UP(shape, "hb_shape")
    CHARFBUZZ_LOOK_UP(bufferGetGlyphPositions, "hb_buffer_get_glyph_positions")
#undef CHARFBUZZ_LOOK_UP
    return NULL;
}
#endif
