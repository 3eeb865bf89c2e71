/*
 * Fuzz target (a): the assembler on arbitrary bytes.
 *
 * Properties checked on every input:
 *  - vpasm_assemble returns 0 or -1 and never reads outside [text, text+len)
 *    (ASan; both engines hand the target an exactly sized buffer);
 *  - on success, uc_check_program accepts the image; with the disassembler
 *    present (cmodel/vpdis.h, HAVE_VPDIS), vpdis prints it and assembling
 *    that text gives the same image (turn off with VP_FUZZ_ROUNDTRIP=0);
 *  - on failure, PROGRAM_ERROR_POSITION_NV <= len, line and column >= 1,
 *    the message is non-empty and terminated, and for an error inside the
 *    text (offset < len) line:col is the position of that offset;
 *  - the same with automatic pairing (VPASM_PAIR), which accepts whatever
 *    the assembler without it accepts, in no more words.
 * Built for libFuzzer or for tb/fuzz/driver.c (see mk/fuzz.mk).
 */
#include <stddef.h>
#include <stdint.h>

#include "fuzz_common.h"
#include "vpasm.h"
#ifdef HAVE_VPDIS
#include "vpdis.h"
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void check_position(const char *text, size_t len, const vpasm_error *err)
{
    if (err->offset > len)
        fuzz_fail("error offset %zu beyond length %zu (%s)", err->offset, len, err->msg);
    if (err->line < 1 || err->col < 1)
        fuzz_fail("error line:col %u:%u (%s)", err->line, err->col, err->msg);
    if (memchr(err->msg, '\0', sizeof err->msg) == NULL || err->msg[0] == '\0')
        fuzz_fail("empty or unterminated error message");
    if (err->offset < len) {
        unsigned l = 1, c = 1;
        for (size_t i = 0; i < err->offset; i++) {
            if (text[i] == '\n' || (text[i] == '\r' && text[i + 1] != '\n')) {
                l++;
                c = 1;
            } else {
                c++;
            }
        }
        if (l != err->line || c != err->col)
            fuzz_fail("error at %u:%u but offset %zu is %u:%u (%s)", err->line, err->col, err->offset, l, c,
                      err->msg);
    }
}

/* With automatic pairing: errors placed as without; what assembles
 * without pairing (unpaired_words, or 0 when it did not) assembles. */
static void check_paired(const char *text, size_t len, unsigned unpaired_words)
{
    static vpasm_output out;
    vpasm_error err;
    char why[256];
    int rc = vpasm_assemble_ex(text, len, VPASM_PAIR, &out, &err);
    if (rc == -1) {
        check_position(text, len, &err);
        if (unpaired_words)
            fuzz_fail("assembles without pairing, not with it: %s", err.msg);
        return;
    }
    if (rc != 0)
        fuzz_fail("vpasm_assemble_ex returned %d", rc);
    if (!uc_check_program(&out.prog, why, sizeof why))
        fuzz_fail("paired program fails uc_check_program: %s", why);
    if (unpaired_words && out.prog.count > unpaired_words)
        fuzz_fail("pairing made %u words of %u", out.prog.count, unpaired_words);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static vpasm_output out;
    vpasm_error err;
    const char *text = (const char *)data;
    int rc = vpasm_assemble(text, size, &out, &err);
    check_paired(text, size, rc == 0 ? out.prog.count : 0);
    if (rc == -1) {
        check_position(text, size, &err);
        return 0;
    }
    if (rc != 0)
        fuzz_fail("vpasm_assemble returned %d", rc);
    char why[256];
    if (!uc_check_program(&out.prog, why, sizeof why))
        fuzz_fail("assembled program fails uc_check_program: %s", why);
#ifdef HAVE_VPDIS
    if (fuzz_roundtrip_enabled()) {
        char *dis = NULL;
        size_t dlen = 0;
        if (vpdis_program_text(&out.prog, 0, &dis, &dlen, why, sizeof why) != 0)
            fuzz_fail("vpdis refuses an assembled program: %s", why);
        static vpasm_output again;
        vpasm_error e2;
        if (vpasm_assemble(dis, dlen, &again, &e2) != 0)
            fuzz_fail("vpdis text does not assemble: %u:%u %s\n%s", e2.line, e2.col, e2.msg, dis);
        if (!fuzz_same_program(&out.prog, &again.prog, why, sizeof why))
            fuzz_fail("assemble -> vpdis -> assemble changes the image: %s\n%s", why, dis);
        free(dis);
    }
#endif
    return 0;
}
