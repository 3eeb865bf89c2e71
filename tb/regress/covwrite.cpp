// covwrite: writes Verilator's line/toggle coverage counts of a
// --coverage build of the lock-step bench (mk/coverage.mk) without
// touching the bench or its shim: the link wraps vpv_finish
// (-Wl,--wrap=vpv_finish), so after the shim's final evaluation the
// counts of the context the shim created (the thread's current
// VerilatedContext) go to the file named by $VPCOV_DAT (nothing when unset).
#include <cstdlib>

#include "verilated.h"
#include "verilated_cov.h"

extern "C" {
struct vpv;
void __real_vpv_finish(vpv *h);
void __wrap_vpv_finish(vpv *h);

void __wrap_vpv_finish(vpv *h)
{
    __real_vpv_finish(h);
    const char *path = std::getenv("VPCOV_DAT");
    if (path && *path)
        Verilated::threadContextp()->coveragep()->write(path);
}
}
