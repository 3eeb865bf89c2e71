/*
 * Unit test of cmodel/ucode: pack/unpack are inverse on every field value,
 * fields do not bleed into each other, and the canonical-form check accepts
 * and refuses the words it should (each refusal is a known-bad case).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ucode.h"

static int failures;
#define CHECK(c, ...) do { if (!(c)) { failures++; printf("FAIL %s:%d: ", __FILE__, __LINE__); printf(__VA_ARGS__); printf("\n"); } } while (0)

static uint64_t rng = 0x9E3779B97F4A7C15ull;
static uint32_t rnd(void)
{
    rng ^= rng << 13; rng ^= rng >> 7; rng ^= rng << 17;
    return (uint32_t)(rng >> 11);
}

static uc_insn mov_r0_r1(void)
{
    uc_insn in;
    memset(&in, 0, sizeof in);
    in.env = UC_ENV_VP20; in.vop = UC_VOP_MOV; in.ccr = UC_CCR_TR; in.ccs = UC_SWZ_IDENTITY;
    in.dfile = UC_DFILE_TEMP; in.didx = 0; in.wmask = 0xF;
    in.src[0].file = UC_SFILE_TEMP; in.src[0].tidx = 1; in.src[0].swz = UC_SWZ_IDENTITY;
    return in;
}

int main(void)
{
    /* 1. raw words survive unpack/pack for random bit patterns */
    for (int i = 0; i < 100000; i++) {
        uc_word w;
        for (int k = 0; k < UC_WORD_U32; k++) w.w[k] = rnd();
        uc_insn in = uc_unpack(&w);
        uc_word w2 = uc_pack(&in);
        CHECK(uc_word_eq(&w, &w2), "unpack/pack changed a word");
        if (failures) break;
    }
    /* 2. one field at a time: setting it moves only its own bits */
#define ONE_FIELD(NAME, LSB, WIDTH) do { uc_word w; memset(&w, 0, sizeof w); \
        uc_set(&w, LSB, WIDTH, 0xFFFFFFFFu); int pop = 0; \
        for (int b = 0; b < UC_WORD_BITS; b++) pop += (int)uc_get(&w, (unsigned)b, 1); \
        CHECK(pop == WIDTH, "field " #NAME " sets %d bits", pop); \
        CHECK(uc_get(&w, LSB, WIDTH) == (WIDTH == 32 ? 0xFFFFFFFFu : (1u << WIDTH) - 1), #NAME); } while (0);
    UC_FIELDS(ONE_FIELD)
    /* 3. a valid word and known-bad variants of it */
    char why[128];
    uc_insn ok = mov_r0_r1();
    CHECK(uc_check(&ok, why, sizeof why), "valid MOV refused: %s", why);
    uc_insn b;
    b = ok; b.rsvd = 1; CHECK(!uc_check(&b, why, sizeof why), "reserved bits accepted");
    b = ok; b.sop = UC_SOP_RCP; CHECK(!uc_check(&b, why, sizeof why), "co-issue accepted");
    b = ok; b.vop = 0; CHECK(!uc_check(&b, why, sizeof why), "no-op accepted");
    b = ok; b.wmask = 0; CHECK(!uc_check(&b, why, sizeof why), "empty mask accepted");
    b = ok; b.src[1].swz = 1; CHECK(!uc_check(&b, why, sizeof why), "garbage in unused source accepted");
    b = ok; b.env = UC_ENV_VP10; b.didx = 12; CHECK(!uc_check(&b, why, sizeof why), "R12 in VP1 accepted");
    b = ok; b.env = UC_ENV_VP10; b.ccu = 1; CHECK(!uc_check(&b, why, sizeof why), "CC in VP1 accepted");
    b = ok; b.src[0].nabs = 1; CHECK(!uc_check(&b, why, sizeof why), "nabs without abs accepted");
    b = ok; b.vidx = 3; CHECK(!uc_check(&b, why, sizeof why), "stray VIDX accepted");
    b = ok; b.src[0].file = UC_SFILE_CONST; b.src[0].tidx = 0; b.crel = 1; b.cidx = -257;
    CHECK(!uc_check(&b, why, sizeof why), "offset -257 accepted");
    b.cidx = -256; CHECK(uc_check(&b, why, sizeof why), "offset -256 refused: %s", why);
    b = ok; b.vop = 0; b.sop = UC_SOP_RCP; b.src[0] = (uc_src){0}; b.src[2].swz = UC_SWZ_IDENTITY;
    CHECK(!uc_check(&b, why, sizeof why), "RCP with a vector swizzle accepted");
    b.src[2].swz = 0x55; CHECK(uc_check(&b, why, sizeof why), "RCP .yyyy refused: %s", why);
    /* 4. program checks */
    uc_program p;
    memset(&p, 0, sizeof p);
    p.env = UC_ENV_VP20; p.count = 1;
    uc_insn h = ok; h.dfile = UC_DFILE_OUT; h.didx = UC_OUT_HPOS; h.end = 1;
    p.words[0] = uc_pack(&h);
    CHECK(uc_check_program(&p, why, sizeof why), "one-word program refused: %s", why);
    h.end = 0; p.words[0] = uc_pack(&h);
    CHECK(!uc_check_program(&p, why, sizeof why), "missing END accepted");
    h.end = 1; h.didx = UC_OUT_COL0; p.words[0] = uc_pack(&h);
    CHECK(!uc_check_program(&p, why, sizeof why), "program without HPOS accepted");
    /* 5. image round trip through both formats */
    h.didx = UC_OUT_HPOS; p.words[0] = uc_pack(&h);
    for (int fmt = 0; fmt < 2; fmt++) {
        char *buf = NULL; size_t len = 0;
        FILE *f = open_memstream(&buf, &len);
        if (fmt) uc_write_bin(f, &p); else uc_write_hex(f, &p);
        fclose(f);
        uc_program q; char err[128];
        CHECK(uc_read_image((const uint8_t *)buf, len, &q, NULL, err, sizeof err) == 0, "read back: %s", err);
        CHECK(q.count == 1 && q.env == p.env && uc_word_eq(&q.words[0], &p.words[0]), "image round trip");
        if (len > 20) {
            CHECK(uc_read_image((const uint8_t *)buf, len - 3, &q, NULL, err, sizeof err) != 0, "truncated image accepted");
        }
        free(buf);
    }
    /* 6. errors of the text image name their line and column */
    {
        static const struct { const char *text, *msg; unsigned line, col; } bad[] = {
            { "// vpucode env=VP1.0 entry=0 count=1 pi=0\n  0123xyz\n", "found 'x' after 4", 2, 7 },
            { "// vpucode env=VP1.0 entry=0 count=1 pi=0\n0123\n", "expected 32 hex digits, found 4", 2, 5 },
            { "// vpucode env=VP1.0 entry=0 count=1 pi=0\n\t000000000000000000000000000000000\n", "longer than 32", 2, 34 },
            { "// vpucode env=VP1.0 entry=0 count=1 pi=0\n00000000000000000000000000000000;\n", "unexpected character", 2, 33 },
            { "\n  // vpucode env=VP9.9 entry=0 count=1 pi=0\n", "unknown environment 'VP9.9'", 2, 3 },
            { "// vpucode env=VP1.0 entry=999 count=1 pi=0\n", "out of range", 1, 1 },
            { "00000000000000000000000000000000\n", "no '// vpucode' header", 0, 0 },
        };
        for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
            uc_program q; char err[160]; uc_textpos at = { 99, 99 };
            int rc = uc_read_image((const uint8_t *)bad[k].text, strlen(bad[k].text), &q, &at, err, sizeof err);
            CHECK(rc != 0, "bad image %zu accepted", k);
            CHECK(rc == 0 || (strstr(err, bad[k].msg) && at.line == bad[k].line && at.col == bad[k].col),
                  "bad image %zu: got %u:%u '%s', want %u:%u '%s'", k, at.line, at.col, err, bad[k].line, bad[k].col,
                  bad[k].msg);
        }
        uc_program q; char err[160]; uc_textpos at = { 99, 99 };
        CHECK(uc_read_image((const uint8_t *)"VPUC\x01", 5, &q, &at, err, sizeof err) != 0 && at.line == 0 && at.col == 0,
              "a binary image's error has no line: %u:%u", at.line, at.col);
    }
    printf("test_ucode: %s\n", failures ? "FAILED" : "ok");
    return failures ? 1 : 0;
}
