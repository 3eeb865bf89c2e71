/* vpload: see vpload.h. */
#include "vpload.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arbvp.h"
#include "vpasm.h"
#include "vpfile.h"

arbvp_output *vp_load_arb_slots(const char *path, size_t max)
{
    size_t len;
    char *text = vp_read_file(path, max, &len);
    arbvp_output *o = text && arbvp_is_arb(text, len) ? malloc(sizeof *o) : NULL;
    if (o && arbvp_assemble(text, len, VPASM_PAIR, o, NULL) != 0) {
        free(o);
        o = NULL;
    }
    free(text);
    return o;
}

int vp_arb_binding(void *user, const char *name, size_t len, char *why, size_t whysz)
{
    return arbvp_binding_slot(user, name, len, why, whysz);
}

int vp_load_program(const char *path, size_t max, uc_program *p, char *err, size_t errsz)
{
    size_t len;
    char *b = vp_read_file(path, max, &len);
    if (!b) {
        char why[96];
        snprintf(err, errsz, "cannot read %s: %s", path, vp_read_error(errno, max, why, sizeof why));
        return 2;
    }
    int rc = 0;
    if (len >= 2 && b[0] == '!' && b[1] == '!') {
        vpasm_output *o = malloc(sizeof *o);
        vpasm_error e;
        if (!o) {
            snprintf(err, errsz, "cannot read %s: out of memory", path);
            rc = 2;
        } else if (vpasm_assemble_ex(b, len, VPASM_PAIR, o, &e) != 0) {
            snprintf(err, errsz, "%s:%u:%u: error: %s", path, e.line, e.col, e.msg);
            rc = 1;
        } else {
            *p = o->prog;
        }
        free(o);
    } else {
        char why[160];
        uc_textpos at;
        if (uc_read_image((const uint8_t *)b, len, p, &at, why, sizeof why) != 0) {
            if (at.line)
                snprintf(err, errsz, "%s:%u:%u: error: %s", path, at.line, at.col, why);
            else
                snprintf(err, errsz, "%s: error: %s", path, why);
            rc = 1;
        }
    }
    free(b);
    return rc;
}
