/*
 * Fuzz target (c): the TGSI loader on arbitrary bytes (cmodel/tgsi.h).
 *
 * The bytes are read both as a binary token stream (tgsi_from_bytes) and
 * as hex text (tgsi_from_hex_text_at, whose token places must lie in the
 * text, in order). For every stream:
 *  - tgsi_load returns 0 or -1; an error names a token index within the
 *    stream (<= its length) and carries a terminated, non-empty message;
 *  - a loaded program passes uc_check_program and vpdis_check, and
 *    emitting it and loading the result gives the same program (turn off
 *    with VP_FUZZ_ROUNDTRIP=0);
 *  - the printer (tgsi_dis_text) succeeds exactly when tgsi_walk does, and
 *    so for every stream the loader accepts.
 * fuzz_tgsiplant.c builds this file with FUZZ_TGSI_PLANTED_BUG: a heap
 * overflow whenever the loader accepts a binary stream of a newer minor
 * version, which `make fuzz-selftest` must find (mk/fuzz.mk).
 * Built for libFuzzer or for tb/fuzz/driver.c (see mk/fuzz.mk).
 */
#include <stddef.h>
#include <stdint.h>

#include "fuzz_common.h"
#include "tgsi.h"
#include "tgsi_dis.h"
#include "ucode.h"
#include "vpdis.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#ifdef FUZZ_TGSI_PLANTED_BUG
static volatile uint8_t sink;
#endif

static void check_error(const tgsi_error *err, size_t n, const char *what)
{
    if (err->token > n && err->token != TGSI_MAX_TOKENS)
        fuzz_fail("%s: error at token %zu beyond the stream (%zu tokens): %s", what, err->token, n, err->msg);
    if (memchr(err->msg, '\0', sizeof err->msg) == NULL || err->msg[0] == '\0')
        fuzz_fail("%s: empty or unterminated error message", what);
}

static void check_stream(const uint32_t *tok, size_t n, bool binary)
{
    static tgsi_load_result res, again;
    tgsi_error err;
    memset(&err, 0, sizeof err);
    int rc = tgsi_load(tok, n, &res, &err);
    tgsi_error werr;
    int wrc = tgsi_walk(tok, n, NULL, NULL, &werr);
    char *dis = NULL;
    size_t dlen = 0;
    tgsi_error derr;
    int drc = tgsi_dis_text(tok, n, &dis, &dlen, &derr);
    if (drc != wrc)
        fuzz_fail("printer (%d) and walk (%d) disagree", drc, wrc);
    if (drc == 0 && (!dis || strlen(dis) != dlen))
        fuzz_fail("printer length %zu does not match its text", dlen);
    if (drc != 0 && dis)
        fuzz_fail("printer failed but returned text");
    free(dis);
    if (rc != 0) {
        check_error(&err, n, "tgsi_load");
        return;
    }
    if (wrc != 0)
        fuzz_fail("tgsi_load accepted a stream tgsi_walk refuses: token %zu: %s", werr.token, werr.msg);
    char why[256];
    if (!uc_check_program(&res.prog, why, sizeof why))
        fuzz_fail("loaded program fails uc_check_program: %s", why);
    if (vpdis_check(&res.prog, why, sizeof why) != 0)
        fuzz_fail("loaded program fails vpdis_check: %s", why);
#ifdef FUZZ_TGSI_PLANTED_BUG
    if (binary && res.exec_refused) {
        uint8_t *copy = malloc(n);
        if (copy) {
            sink = copy[n]; /* the planted heap-buffer-overflow */
            free(copy);
        }
    }
#else
    (void)binary;
#endif
    if (!fuzz_roundtrip_enabled())
        return;
    uint32_t *t2 = NULL;
    size_t n2 = 0;
    if (tgsi_emit(&res.prog, &t2, &n2, &err) != 0)
        fuzz_fail("a loaded program cannot be emitted: %s", err.msg);
    if (tgsi_load(t2, n2, &again, &err) != 0)
        fuzz_fail("an emitted stream does not load: token %zu: %s", err.token, err.msg);
    free(t2);
    if (!fuzz_same_program(&res.prog, &again.prog, why, sizeof why))
        fuzz_fail("stream -> load -> emit -> load changes the program: %s", why);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    uint32_t *tok = NULL;
    size_t n = 0;
    tgsi_error err;
    memset(&err, 0, sizeof err);
    if (tgsi_from_bytes(data, size, &tok, &n, &err) == 0)
        check_stream(tok, n, true);
    else
        check_error(&err, size / 4, "tgsi_from_bytes");
    free(tok);
    tok = NULL;
    tgsi_textpos *pos = NULL;
    size_t npos = 0;
    const int hrc = tgsi_from_hex_text_at((const char *)data, size, &tok, &n, &pos, &npos, &err);
    if (hrc == 0)
        check_stream(tok, n, false);
    else if (memchr(err.msg, '\0', sizeof err.msg) == NULL || err.msg[0] == '\0')
        fuzz_fail("tgsi_from_hex_text: empty or unterminated error message");
    /* one place a token and one more, each inside the text (or just past
     * its end), in increasing order */
    if (pos && hrc == 0 && npos != n + 1)
        fuzz_fail("tgsi_from_hex_text_at: %zu places for %zu tokens", npos, n);
    for (size_t k = 0; pos && k < npos; k++) {
        if (pos[k].line == 0 || pos[k].col == 0 || pos[k].col > size + 1 || pos[k].line > size + 1)
            fuzz_fail("tgsi_from_hex_text_at: place %zu is %u:%u in %zu bytes", k, pos[k].line, pos[k].col, size);
        if (k && (pos[k].line < pos[k - 1].line || (pos[k].line == pos[k - 1].line && pos[k].col <= pos[k - 1].col)))
            fuzz_fail("tgsi_from_hex_text_at: place %zu (%u:%u) not after place %zu", k, pos[k].line, pos[k].col, k - 1);
    }
    free(pos);
    free(tok);
    return 0;
}
