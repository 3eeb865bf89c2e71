/*
 * Fuzz target with a planted bug, to prove the fuzzing pipeline can fail:
 * an input starting with "!X" makes it read one byte past a heap buffer.
 * `make fuzz-selftest` (a check of the harness, not in make test) fuzzes it from the seed "!!"
 * and passes only if the engine reports the crash, exits non-zero and
 * keeps an input starting with "!X" in $(BUILD)/fuzz/selftest/.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static volatile uint8_t sink;

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size >= 2 && data[0] == '!' && data[1] == 'X') {
        uint8_t *copy = malloc(size);
        if (!copy)
            return 0;
        memcpy(copy, data, size);
        sink = copy[size]; /* the planted heap-buffer-overflow */
        free(copy);
    }
    return 0;
}
