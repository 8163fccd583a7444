#ifndef CESPEAK_SHIM_H
#define CESPEAK_SHIM_H
// The espeak-ng C API, exposed to exactly one internal file of VoiceCursor (EspeakEngine.swift).
//
// libespeak-ng is opened on first use instead of being linked. A process that never speaks (an
// audit, a tree dump, every `audit --jobs` worker) then neither loads it nor the two dozen libraries
// it pulls in (PulseAudio, ALSA, libsndfile, X11, ...), whose loading would dominate its start, and
// a11ysim still runs on a machine where libespeak-ng1 is not installed: speech then reports
// SpeechError.engineUnavailable with the package to install. Building needs only the header
// (libespeak-ng-dev).
#include <espeak-ng/speak_lib.h>
#include <dlfcn.h>
#include <stddef.h>

/// The espeak-ng functions a11ysim calls, looked up in the opened library.
typedef struct {
    int (*initialize)(espeak_AUDIO_OUTPUT output, int buflength, const char *path, int options);
    espeak_ERROR (*setVoiceByName)(const char *name);
    espeak_ERROR (*setParameter)(espeak_PARAMETER parameter, int value, int relative);
    void (*setSynthCallback)(t_espeak_callback *callback);
    espeak_ERROR (*synth)(const void *text, size_t size, unsigned int position,
                          espeak_POSITION_TYPE position_type, unsigned int end_position,
                          unsigned int flags, unsigned int *unique_identifier, void *user_data);
    const char *(*info)(const char **path_data);
    const espeak_VOICE **(*listVoices)(espeak_VOICE *voice_spec);
} cespeak_functions;

/// Opens libespeak-ng by the soname of the ABI this header describes and fills `functions`.
/// Returns NULL on success, or dlerror()'s message when the library or one of its functions is
/// missing. The handle is never closed: the library stays loaded for the life of the process.
static inline const char *cespeak_open(cespeak_functions *functions) {
    void *library = dlopen("libespeak-ng.so.1", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return dlerror();
#define CESPEAK_LOOK_UP(field, symbol) \
    if ((*(void **)&functions->field = dlsym(library, symbol)) == NULL) return dlerror();
    CESPEAK_LOOK_UP(initialize, "espeak_Initialize")
    CESPEAK_LOOK_UP(setVoiceByName, "espeak_SetVoiceByName")
    CESPEAK_LOOK_UP(setParameter, "espeak_SetParameter")
    CESPEAK_LOOK_UP(setSynthCallback, "espeak_SetSynthCallback")
    CESPEAK_LOOK_UP(synth, "espeak_Synth")
    CESPEAK_LOOK_UP(info, "espeak_Info")
    CESPEAK_LOOK_UP(listVoices, "espeak_ListVoices")
#undef CESPEAK_LOOK_UP
    return NULL;
}
#endif
