/*
 * vpcover: functional coverage of program/stream pairs (tb/regress/cover.h,
 * docs/coverage.md).
 *
 *   vpcover --db DB [--pair PROG IN [--rtl-log LOG]]... [--pairs LIST] [--report] [--md FILE]
 *       adds the bins of each pair (the C model's commit trace) and of each
 *       RTL event log (vpcosim --cover-log) to the counts in DB; LIST has
 *       one "PROG IN [LOG]" a line; --report prints hits per group and the
 *       holes, --md writes the same as markdown.
 *   vpcover --selftest DIR
 *       the collector on a known program and a known RTL log: bins that
 *       must be hit are hit, bins the program cannot reach are reported as
 *       holes, an undefined bin name is caught. Exit 0 when all that holds.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cover.h"

static int write_text(const char *path, const char *s)
{
    FILE *f = fopen(path, "w");
    if (!f || fputs(s, f) < 0 || fclose(f) != 0) {
        fprintf(stderr, "vpcover: cannot write %s\n", path);
        return -1;
    }
    return 0;
}

static uint64_t count(const cov *c, const char *name)
{
    long i = cov_find(c, name);
    return i < 0 ? 0 : cov_bin_count(c, (size_t)i);
}

static int selftest(const char *dir)
{
    char pv[512], pin[512], plog[512], err[512];
    snprintf(pv, sizeof pv, "%s/selftest.vp", dir);
    snprintf(pin, sizeof pin, "%s/selftest.in", dir);
    snprintf(plog, sizeof plog, "%s/selftest.log", dir);
    /* 6 instructions per vertex when the branch is taken (v[1].x > -1), 7 otherwise */
    if (write_text(pv, "!!VP2.0\n"
                       "MOV R0, v[1];\n"
                       "ADDC R1, R0, c[0];\n"
                       "BRA L0 (GT.x);\n"
                       "MUL o[COL0], R1, c[1];\n"
                       "L0:\n"
                       "ARL A0.x, v[1].x;\n"
                       "MOV o[HPOS], c[A0.x + 2];\n"
                       "RCP o[TEX0].x, R0.y;\n"
                       "END\n") ||
        write_text(pin, "c[0] = 1 1 1 1\nc[1] = 2 2 2 2\nc[2] = 3 3 3 3\n"
                        "v[1] = 0 0x7f800000 0 0\nv[0] = 0\n"
                        "v[1] = -5 nan 0 0\nv[0] = 0\n") ||
        write_text(plog, "N 4\nc 10 0 0 0 0 1\nc 11 1 1 0 0 2\nc 12 2 2 0 0 4\nh 13\nc 30 1 1 1 1 2\nc 31 0 0 1 1 1\n"))
        return 2;
    cov *c = cov_create();
    int bad = 0;
#define EXPECT(cond, ...)                                                                                              \
    do {                                                                                                               \
        if (!(cond)) {                                                                                                 \
            printf("vpcover-selftest: FAIL: " __VA_ARGS__);                                                            \
            printf("\n");                                                                                              \
            bad = 1;                                                                                                   \
        }                                                                                                              \
    } while (0)
    if (cov_pair(c, pv, pin, err, sizeof err) != 0 || cov_rtl_log(c, pv, plog, err, sizeof err) != 0) {
        printf("vpcover-selftest: FAIL: %s\n", err);
        cov_destroy(c);
        return 1;
    }
    uint64_t nop = 0;
    for (size_t i = 0; i < cov_nbins(c); i++)
        if (!strncmp(cov_bin_name(c, i), "op.", 3))
            nop += cov_bin_count(c, i);
    EXPECT(nop == 13, "%llu instructions binned, expected 13", (unsigned long long)nop);
    EXPECT(count(c, "op.ADD.VP20.C") == 2, "op.ADD.VP20.C not hit twice");
    EXPECT(count(c, "flow.BRA.forward") == 1 && count(c, "flow.BRA.not_taken") == 1, "BRA taken/not taken");
    EXPECT(count(c, "class.MOV.inf") == 1 && count(c, "class.MOV.nan") == 1, "operand classes of MOV R0, v[1]");
    EXPECT(count(c, "class.RCP.inf") == 1 && count(c, "class.RCP.nan") == 1, "operand class of the scalar RCP");
    EXPECT(count(c, "pair.words") == 2, "the paired ARL + RCP not binned as a pair in both runs");
    EXPECT(count(c, "rel.VP2.in") == 1 && count(c, "rel.VP2.below") == 1, "relative index in range / below");
    EXPECT(count(c, "ccrule.GT.GT") == 1 && count(c, "ccrule.GT.LT") == 1, "CC rule GT on GT and LT");
    EXPECT(count(c, "rtl.b2b.other_thread") == 3 && count(c, "rtl.inflight.all") == 1, "RTL log bins");
    EXPECT(count(c, "rtl.host.stall") == 1 && count(c, "rtl.reorder") == 1, "RTL stall/reorder bins");
    /* the known holes must be reported */
    char *rep = NULL;
    size_t rl = 0;
    FILE *m = open_memstream(&rep, &rl);
    const size_t holes = cov_report(c, m, false);
    fclose(m);
    static const char *const must_hole[] = {"op.SIN.VP20.plain", "rtl.outq.stall", "flow.CAL.overflow",
                                            "end.WATCHDOG", "class.RCP.sfuedge", "prog.VSP10"};
    for (size_t k = 0; k < sizeof must_hole / sizeof must_hole[0]; k++) {
        char pat[128];
        snprintf(pat, sizeof pat, " %s", must_hole[k]);
        EXPECT(count(c, must_hole[k]) == 0 && strstr(rep, pat), "%s is not reported as a hole", must_hole[k]);
    }
    EXPECT(holes + 30 < cov_nbins(c) && holes > cov_nbins(c) / 2, "hole count %zu of %zu", holes, cov_nbins(c));
    EXPECT(!strstr(rep, " op.ADD.VP20.C "), "a hit bin is listed as a hole");
    free(rep);
    /* database round trip adds up; an undefined bin is an error */
    char pdb[512];
    snprintf(pdb, sizeof pdb, "%s/selftest.db", dir);
    EXPECT(cov_save(c, pdb, err, sizeof err) == 0, "save: %s", err);
    cov *d = cov_create();
    EXPECT(cov_load(d, pdb, err, sizeof err) == 0 && cov_load(d, pdb, err, sizeof err) == 0, "load: %s", err);
    EXPECT(count(d, "op.ADD.VP20.C") == 4, "database counts do not add up");
    cov_hit(d, 1, "op.NOSUCH.VP20.plain");
    EXPECT(cov_unknown(d) == 1, "an undefined bin name went unnoticed");
    cov_destroy(d);
    cov_destroy(c);
    if (!bad)
        printf("vpcover-selftest: %zu bins defined; known program: 13 instructions binned, known bins hit, "
               "%zu holes reported including every planted one; undefined bin caught\n",
               cov_nbins(c = cov_create()), holes);
    cov_destroy(bad ? NULL : c);
    return bad;
}

int main(int argc, char **argv)
{
    const char *db = NULL, *md = NULL;
    bool report = false;
    cov *c = cov_create();
    char err[600];
    int rc = 0;
    if (argc == 3 && !strcmp(argv[1], "--selftest")) {
        cov_destroy(c);
        return selftest(argv[2]);
    }
    for (int i = 1; i < argc && !rc; i++) {
        if (!strcmp(argv[i], "--db") && i + 1 < argc) {
            db = argv[++i];
            if (cov_load(c, db, err, sizeof err) != 0) {
                fprintf(stderr, "vpcover: %s\n", err);
                rc = 2;
            }
        } else if (!strcmp(argv[i], "--pair") && i + 2 < argc) {
            const char *p = argv[++i], *in = argv[++i];
            if (cov_pair(c, p, in, err, sizeof err) != 0) {
                fprintf(stderr, "vpcover: %s\n", err);
                rc = 1;
            }
            if (!rc && i + 2 < argc && !strcmp(argv[i + 1], "--rtl-log")) {
                if (cov_rtl_log(c, p, argv[i + 2], err, sizeof err) != 0) {
                    fprintf(stderr, "vpcover: %s\n", err);
                    rc = 1;
                }
                i += 2;
            }
        } else if (!strcmp(argv[i], "--pairs") && i + 1 < argc) {
            FILE *f = fopen(argv[++i], "r");
            if (!f) {
                fprintf(stderr, "vpcover: cannot read %s\n", argv[i]);
                rc = 2;
                break;
            }
            char line[3200];
            while (!rc && fgets(line, sizeof line, f)) {
                char p[1024], in[1024], lg[1024];
                int n = sscanf(line, "%1023s %1023s %1023s", p, in, lg);
                if (n < 2)
                    continue;
                if (cov_pair(c, p, in, err, sizeof err) != 0 ||
                    (n == 3 && cov_rtl_log(c, p, lg, err, sizeof err) != 0)) {
                    fprintf(stderr, "vpcover: %s\n", err);
                    rc = 1;
                }
            }
            fclose(f);
        } else if (!strcmp(argv[i], "--report")) {
            report = true;
        } else if (!strcmp(argv[i], "--md") && i + 1 < argc) {
            md = argv[++i];
        } else {
            fprintf(stderr, "usage: vpcover --db DB [--pair PROG IN [--rtl-log LOG]]... [--pairs LIST] [--report] "
                            "[--md FILE]\n       vpcover --selftest DIR\n");
            rc = 2;
        }
    }
    if (!rc && cov_unknown(c)) {
        cov_report(c, stderr, false);
        rc = 2;
    }
    if (!rc && db && cov_save(c, db, err, sizeof err) != 0) {
        fprintf(stderr, "vpcover: %s\n", err);
        rc = 2;
    }
    if (!rc && report)
        cov_report(c, stdout, false);
    if (!rc && md) {
        FILE *f = fopen(md, "w");
        if (!f) {
            fprintf(stderr, "vpcover: cannot write %s\n", md);
            rc = 2;
        } else {
            cov_report(c, f, true);
            fclose(f);
        }
    }
    cov_destroy(c);
    return rc;
}
