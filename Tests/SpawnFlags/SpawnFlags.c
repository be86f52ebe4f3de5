// Compiled as plain C (not through a module), so _GNU_SOURCE reaches spawn.h.
#define _GNU_SOURCE
#include <spawn.h>
#include "SpawnFlags.h"

short spawn_flags_setsid(void) {
#ifdef POSIX_SPAWN_SETSID
    return POSIX_SPAWN_SETSID;
#else
    return 0;
#endif
}
