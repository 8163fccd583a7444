#ifndef CESPEAK_SHIM_H
#define CESPEAK_SHIM_H
// The espeak-ng C API, exposed to exactly one internal file of VoiceCursor.
#include <espeak-ng/speak_lib.h>
#endif
