/*
 * Unit test of cmodel/vptext, the library's text helpers: a growing buffer
 * keeps every byte (also of one printf longer than its first try, 256
 * bytes), a fixed one cuts to its array and then takes nothing more, the
 * test tools' sb_printf (tb/lib/tbbuf) on top of it, vpt_errf and
 * vpt_hexdigit.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tbbuf.h"
#include "vptext.h"

static int failures;
#define CHECK(c, ...) do { if (!(c)) { failures++; printf("FAIL %s:%d: ", __FILE__, __LINE__); printf(__VA_ARGS__); printf("\n"); } } while (0)

int main(void)
{
    /* growing: many appends, and one printf of 1000 bytes */
    vptext g = {NULL, 0, 0, false, false};
    for (int i = 0; i < 2000; i++)
        vpt_printf(&g, "%04d;", i);
    CHECK(!g.oom && g.len == 10000 && strlen(g.buf) == 10000, "growing: len %zu", g.len);
    CHECK(memcmp(g.buf + 9995, "1999;", 5) == 0, "growing: last piece");
    char big[1001];
    memset(big, 'x', 1000);
    big[1000] = '\0';
    vpt_printf(&g, "<%s>", big);
    CHECK(!g.oom && g.len == 11002 && g.buf[11001] == '>' && g.buf[10001] == 'x', "long printf cut: len %zu", g.len);
    free(g.buf);

    /* fixed: cut at sz - 1, terminated, then nothing more */
    char a[8];
    vptext f;
    vpt_fixed(&f, a, sizeof a);
    CHECK(f.len == 0 && a[0] == '\0', "fixed: not empty");
    vpt_put(&f, "abc");
    vpt_printf(&f, "%d", 1234);
    CHECK(!f.oom && strcmp(a, "abc1234") == 0 && f.len == 7, "fixed: '%s'", a);
    vpt_put(&f, "z");
    CHECK(f.oom && strcmp(a, "abc1234") == 0, "fixed: past the end: '%s'", a);
    vpt_fixed(&f, a, sizeof a);
    vpt_put(&f, "0123456789");
    vpt_put(&f, "");
    CHECK(f.oom && strcmp(a, "0123456") == 0 && f.len == 7, "fixed: cut: '%s'", a);
    vpt_fixed(&f, a, 1);
    vpt_put(&f, "q");
    CHECK(f.oom && a[0] == '\0', "fixed: one byte");

    /* sb_printf keeps its own struct over vptext */
    sbuf s = {NULL, 0, 0};
    sb_printf(&s, "%s", big);
    sb_printf(&s, "%d", 7);
    CHECK(s.n == 1001 && s.s[1000] == '7' && s.s[1001] == '\0', "sb_printf: n %zu", s.n);
    sb_clear(&s);
    CHECK(s.n == 0 && s.s[0] == '\0', "sb_clear");
    free(s.s);

    /* errf and hex digits */
    char e[6];
    CHECK(vpt_errf(e, sizeof e, "bad %d", 12345) == -1 && strcmp(e, "bad 1") == 0, "errf: '%s'", e);
    CHECK(vpt_errf(NULL, 0, "x") == -1, "errf without a buffer");
    int hex = 1;
    for (int c = 0; c < 256; c++) {
        int want = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10
                 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
        hex = hex && vpt_hexdigit(c) == want;
    }
    CHECK(hex, "hexdigit");

    printf("vptext: growing, fixed, sb_printf, errf, hexdigit: %s\n", failures ? "FAILED" : "ok");
    return failures ? 1 : 0;
}
