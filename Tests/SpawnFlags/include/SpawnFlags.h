// posix_spawn flags from the platform's own headers, for the end-to-end
// harness: glibc declares POSIX_SPAWN_SETSID only under _GNU_SOURCE, which
// Swift's Glibc module does not define, and other C libraries use other values.
#ifndef SPAWN_FLAGS_H
#define SPAWN_FLAGS_H

/// POSIX_SPAWN_SETSID, or 0 where the C library has no such flag.
short spawn_flags_setsid(void);

#endif
