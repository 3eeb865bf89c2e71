/*
 * vpv_none: the vpv_shim.h interface without an RTL model, for the bench
 * binary that only writes command files and checks output files of other
 * simulators (--dump-cmds, --check-outputs; build/sim/vpcosim_nortl).
 */
#include <stddef.h>

#include "vpv_shim.h"

struct vpv {
    int unused;
};

int vpv_nthreads(void) { return 0; }
int vpv_nengines(void) { return 0; }
int vpv_gpu(void) { return 0; }

vpv *vpv_create(const char *fst_path, uint32_t seed, const char **why)
{
    (void)fst_path;
    (void)seed;
    if (why)
        *why = "this vpcosim was built without an RTL model (use build/sim/vpcosim_t<N>)";
    return NULL;
}

void vpv_set_inputs(vpv *h, const vpv_in *in)
{
    (void)h;
    (void)in;
}

void vpv_get_outputs(vpv *h, vpv_out *out)
{
    (void)h;
    (void)out;
}

void vpv_get_commit(vpv *h, int e, vpv_out *out)
{
    (void)h;
    (void)e;
    (void)out;
}

void vpv_tick(vpv *h) { (void)h; }
uint64_t vpv_cycles(const vpv *h) { (void)h; return 0; }
int vpv_stopped(const vpv *h) { (void)h; return 1; }
void vpv_finish(vpv *h) { (void)h; }
void vpv_destroy(vpv *h) { (void)h; }
