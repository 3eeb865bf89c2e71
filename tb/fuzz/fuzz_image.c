/*
 * Fuzz target (b): microcode images on arbitrary bytes.
 *
 * uc_read_image parses the bytes ($readmemh text or the VPUC binary); an
 * image it accepts goes through uc_check_program. With the disassembler
 * present (HAVE_VPDIS): vpdis_word on every word (any word must print,
 * into a deliberately short buffer too), and vpdis_program /
 * vpdis_program_text on the image, which must refuse every image that
 * uc_check_program refuses; a printed program must assemble back to the
 * same image (turn off with VP_FUZZ_ROUNDTRIP=0).
 * Built for libFuzzer or for tb/fuzz/driver.c (see mk/fuzz.mk).
 */
#include <stddef.h>
#include <stdint.h>

#include "fuzz_common.h"
#include "ucode.h"
#include "vpasm.h"
#ifdef HAVE_VPDIS
#include "vpdis.h"
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static uc_program p;
    char err[200];
    err[0] = '\0';
    uc_textpos at;
    if (uc_read_image(data, size, &p, &at, err, sizeof err) != 0) {
        if (memchr(err, '\0', sizeof err) == NULL || err[0] == '\0')
            fuzz_fail("uc_read_image failed without a terminated reason");
        /* a position names a byte of the input: its line and column */
        if ((at.line == 0) != (at.col == 0))
            fuzz_fail("uc_read_image gave line %u column %u", at.line, at.col);
        if (at.line) {
            size_t ls = 0;
            unsigned ln = 1;
            for (size_t k = 0; k < size && ln < at.line; k++)
                if (data[k] == '\n') { ln++; ls = k + 1; }
            if (ln != at.line || ls + at.col - 1 > size)
                fuzz_fail("uc_read_image's position %u:%u is outside the input", at.line, at.col);
        }
        return 0;
    }
    if (p.count > UC_MAX_WORDS)
        fuzz_fail("uc_read_image accepted %u words", p.count);
    char why[256];
    bool valid = uc_check_program(&p, why, sizeof why);
#ifdef HAVE_VPDIS
    for (unsigned i = 0; i < p.count; i++) {
        char line[VPDIS_INSN_MAX], tiny[8];
        vpdis_word(&p.words[i], line, sizeof line);
        vpdis_word(&p.words[i], tiny, sizeof tiny);
        if (memchr(line, '\0', sizeof line) == NULL || memchr(tiny, '\0', sizeof tiny) == NULL)
            fuzz_fail("vpdis_word output not terminated (word %u)", i);
    }
    static FILE *devnull;
    if (!devnull)
        devnull = fopen("/dev/null", "w");
    int r1 = devnull ? vpdis_program_ex(&p, devnull, VPDIS_WORDS, why, sizeof why) : -1;
    char *dis = NULL;
    size_t dlen = 0;
    int r2 = vpdis_program_text(&p, 0, &dis, &dlen, why, sizeof why);
    if ((r2 == 0 || (devnull && r1 == 0)) && !valid)
        fuzz_fail("vpdis printed a program that uc_check_program refuses");
    if (devnull && (r1 == 0) != (r2 == 0))
        fuzz_fail("vpdis_program_ex and vpdis_program_text disagree (%d, %d)", r1, r2);
    if (r2 == 0) {
        if (!dis || strlen(dis) != dlen)
            fuzz_fail("vpdis_program_text length %zu does not match the text", dlen);
        if (fuzz_roundtrip_enabled()) {
            static vpasm_output again;
            vpasm_error e2;
            if (vpasm_assemble(dis, dlen, &again, &e2) != 0)
                fuzz_fail("vpdis text does not assemble: %u:%u %s\n%s", e2.line, e2.col, e2.msg, dis);
            if (!fuzz_same_program(&p, &again.prog, why, sizeof why))
                fuzz_fail("image -> vpdis -> assemble changes the image: %s\n%s", why, dis);
        }
    } else if (dis) {
        fuzz_fail("vpdis_program_text failed but returned text");
    }
    free(dis);
#else
    (void)valid;
#endif
    return 0;
}
