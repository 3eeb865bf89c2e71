/*
 * tbrng: the test programs' random numbers: xorshift64* (Marsaglia's
 * xorshift with Vigna's multiplier), the state passed explicitly so that a
 * test reproduces from the seed it prints.
 */
#ifndef VP_TBRNG_H
#define VP_TBRNG_H

#include <stdint.h>

typedef struct {
    uint64_t s; /* never 0 */
} tb_rng;

static inline uint32_t tb_rnd(tb_rng *r)
{
    r->s ^= r->s >> 12;
    r->s ^= r->s << 25;
    r->s ^= r->s >> 27;
    return (uint32_t)((r->s * 0x2545F4914F6CDD1Dull) >> 32);
}

#endif
