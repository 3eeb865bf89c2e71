/*
 * The TGSI loader target with a planted bug (see fuzz_tgsi.c): a heap
 * overflow when the loader accepts a binary stream of a newer minor
 * version. `make fuzz-selftest` fuzzes it from emitted streams and passes
 * only if the engine finds the bug and keeps an input whose VERSION minor
 * is above 1: proof that fuzzing reaches the loader's accept path.
 */
#define FUZZ_TGSI_PLANTED_BUG 1
#include "fuzz_tgsi.c"
