/*
 * vppaths: longest register-to-register paths of a synthesised ECP5
 * netlist, estimated without place and route (docs/synth.md, "Timing").
 *
 * Reads the BLIF that Yosys writes from a synth_ecp5 netlist
 * (write_blif -attr -param -cname; make fpga-paths does that) and walks it with a
 * simple delay model of the LFE5U speed-6 fabric: a logic delay per cell
 * arc (LUT4, PFUMX, L6MUX21, CCU2C, the DPR16X4 read, the MULT18X18D
 * product; a MULT18X18D with its output register, REG_OUTPUT_CLK, is a
 * path's end, with the multiply in its setup time, and start: nextpnr's
 * speed-6 figures are 3.93 ns through, 3.49 ns setup and 0.74 ns clock
 * to P; the BLIF must carry parameters, write_blif -param) plus a flat
 * routing estimate per net (--net), none on the
 * dedicated connections (carry chains, LUT into PFUMX, PFUMX and L6MUX21
 * into L6MUX21). Paths start at flip-flop outputs, block RAM outputs and
 * LUT RAM / DSP outputs, and end at every input that is not a
 * combinational arc (flip-flop, block RAM, LUT RAM write port).
 * The worst endpoints are printed, one per source location (the RTL
 * file:line Yosys recorded), each with its path; --over NS first counts
 * the endpoints slower than NS ns (the target period), grouped by place
 * (the RTL line, the delay line, or for Yosys's own cells the instance),
 * which says how much of the design is still too slow, where the worst
 * path names only one.
 *
 * The numbers rank paths; they are not nextpnr's. They take seconds where
 * place and route takes an hour, so they say where to look next.
 *
 * Exit status: 0 printed, 1 the netlist has a combinational loop or no
 * paths, 2 usage, I/O or parse error. Diagnostics: "FILE:LINE: error: ...".
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "vpwrite.h"

/* ------------------------------------------------------------ model */

typedef struct {
    double net;      /* routing estimate per net, ns */
    double lut;      /* LUT4 input to output */
    double mux;      /* PFUMX / L6MUX21 */
    double carry;    /* CCU2C CIN to COUT */
    double ccu_in;   /* CCU2C A/B/C/D to COUT or sum */
    double ccu_sum;  /* CCU2C CIN to S0 / S1 */
    double mult;     /* MULT18X18D A/B to P, unregistered */
    double mult_su;  /* MULT18X18D A/B setup to its output register */
    double mult_cq;  /* MULT18X18D clock to P from its output register */
    double ram_rd;   /* DPR16X4 RAD to DO */
    double ff_cq;    /* flip-flop clock to Q */
    double bram_cq;  /* DP16KD clock to DO without output register */
    double lram_cq;  /* DPR16X4 and other clocked outputs */
    double setup;    /* flip-flop / RAM setup */
} model_t;

static const model_t MODEL_DEFAULT = {
    1.0, 0.24, 0.2, 0.06, 0.4, 0.3, 4.5, 3.5, 0.75, 0.5, 0.5, 4.5, 1.0, 0.2
};

/* ------------------------------------------------------------ netlist */

typedef struct {
    uint32_t net;          /* net id */
    char *name;            /* pin name */
} pin_t;

typedef struct {
    char *type;
    char *cname;
    char *src;
    pin_t *pins;
    uint32_t npins;
    int outreg;            /* DP16KD or MULT18X18D with an output register */
} cell_t;

typedef struct {
    char *name;
    int32_t drv_cell;      /* -1: none (module input or constant) */
    int32_t drv_pin;
    int32_t alias;         /* .names buffer: the net that drives it, or -1 */
    /* analysis */
    double arr;
    int32_t from_cell, from_pin;   /* the input pin that set arr */
    uint8_t state;         /* 0 new, 1 on stack, 2 done */
} net_t;

typedef struct {
    cell_t *cells;
    uint32_t ncells;
    size_t capcells;
    net_t *nets;
    uint32_t nnets;
    size_t capnets;
    uint32_t *hash;        /* open addressing: net id + 1, 0 empty */
    uint32_t hcap;
} netlist_t;

static void *xrealloc(void *p, size_t n)
{
    void *q = realloc(p, n ? n : 1);
    if (!q) {
        fputs("vppaths: error: out of memory\n", stderr);
        exit(2);
    }
    return q;
}

/* room for one more element in array *p of *cap elements, n in use */
static void *grow(void *p, size_t *cap, size_t n, size_t elem, size_t first)
{
    if (n < *cap) return p;
    *cap = *cap ? *cap * 2 : first;
    return xrealloc(p, *cap * elem);
}

static char *xstrdup(const char *s)
{
    size_t n = strlen(s) + 1;
    char *d = xrealloc(NULL, n);
    memcpy(d, s, n);
    return d;
}

static uint32_t fnv(const char *s)
{
    uint32_t h = 2166136261u;
    while (*s) h = (h ^ (uint8_t)*s++) * 16777619u;
    return h;
}

static void hash_grow(netlist_t *nl)
{
    uint32_t ncap = nl->hcap ? nl->hcap * 2 : 1u << 16;
    uint32_t *nh = xrealloc(NULL, (size_t)ncap * sizeof *nh);
    memset(nh, 0, (size_t)ncap * sizeof *nh);
    for (uint32_t i = 0; i < nl->nnets; i++) {
        uint32_t h = fnv(nl->nets[i].name) & (ncap - 1);
        while (nh[h]) h = (h + 1) & (ncap - 1);
        nh[h] = i + 1;
    }
    free(nl->hash);
    nl->hash = nh;
    nl->hcap = ncap;
}

static uint32_t net_id(netlist_t *nl, const char *name)
{
    if (2 * (nl->nnets + 1) > nl->hcap) hash_grow(nl);
    uint32_t h = fnv(name) & (nl->hcap - 1);
    while (nl->hash[h] && nl->nets) {
        uint32_t id = nl->hash[h] - 1;
        if (strcmp(nl->nets[id].name, name) == 0) return id;
        h = (h + 1) & (nl->hcap - 1);
    }
    nl->nets = grow(nl->nets, &nl->capnets, nl->nnets, sizeof *nl->nets, 4096);
    net_t *n = &nl->nets[nl->nnets];
    memset(n, 0, sizeof *n);
    n->name = xstrdup(name);
    n->drv_cell = -1;
    n->drv_pin = -1;
    n->alias = -1;
    n->from_cell = -1;
    n->from_pin = -1;
    nl->hash[h] = nl->nnets + 1;
    return nl->nnets++;
}

/* ------------------------------------------------------------ cell kinds */

static int pin_is(const char *pin, const char *base)   /* "DO" matches DO, DO[3], DO3 */
{
    size_t n = strlen(base);
    if (strncmp(pin, base, n) != 0) return 0;
    const char *r = pin + n;
    if (*r == 0) return 1;
    if (*r == '[') return 1;
    while (*r >= '0' && *r <= '9') r++;
    return *r == 0 && r != pin + n;
}

static int is_output(const cell_t *c, const char *pin)
{
    const char *t = c->type;
    if (!strcmp(t, "LUT4") || !strcmp(t, "PFUMX") || !strcmp(t, "L6MUX21")) return !strcmp(pin, "Z");
    if (!strcmp(t, "CCU2C")) return !strcmp(pin, "S0") || !strcmp(pin, "S1") || !strcmp(pin, "COUT");
    if (!strcmp(t, "TRELLIS_FF")) return !strcmp(pin, "Q");
    if (!strcmp(t, "DP16KD")) return pin_is(pin, "DOA") || pin_is(pin, "DOB");
    if (!strcmp(t, "TRELLIS_DPR16X4")) return pin_is(pin, "DO");
    if (!strcmp(t, "MULT18X18D")) return pin_is(pin, "P") || pin_is(pin, "SROA") || pin_is(pin, "SROB");
    if (!strcmp(t, "EHXPLLL")) return !strcmp(pin, "CLKOP") || !strcmp(pin, "CLKOS") || !strcmp(pin, "CLKOS2") ||
                                      !strcmp(pin, "CLKOS3") || !strcmp(pin, "LOCK") || !strcmp(pin, "CLKINTFB");
    return 0;
}

/* delay of the arc from input pin ip to the output of cell c, or < 0 if
 * ip is not a combinational input (an endpoint) */
static double arc(const model_t *m, const cell_t *c, const char *ip, const char *op)
{
    const char *t = c->type;
    if (!strcmp(t, "LUT4")) return m->lut;
    if (!strcmp(t, "PFUMX") || !strcmp(t, "L6MUX21")) return m->mux;
    if (!strcmp(t, "CCU2C")) {
        if (!strcmp(ip, "CIN")) return !strcmp(op, "COUT") ? m->carry : m->ccu_sum;
        if (ip[1] == '1' && !strcmp(op, "S0")) return -1.0;      /* upper half does not reach S0 */
        return m->ccu_in;
    }
    if (!strcmp(t, "TRELLIS_DPR16X4")) return pin_is(ip, "RAD") ? m->ram_rd : -1.0;
    if (!strcmp(t, "MULT18X18D"))
        return c->outreg ? -1.0 : (pin_is(ip, "A") || pin_is(ip, "B") || !strcmp(ip, "SIGNEDA") || !strcmp(ip, "SIGNEDB")) ? m->mult : -1.0;
    return -1.0;
}

static double start_time(const model_t *m, const cell_t *c)
{
    const char *t = c->type;
    if (!strcmp(t, "TRELLIS_FF")) return m->ff_cq;
    if (!strcmp(t, "DP16KD")) return c->outreg ? m->ff_cq : m->bram_cq;
    if (!strcmp(t, "MULT18X18D")) return m->mult_cq;
    return m->lram_cq;
}

static int dedicated(const netlist_t *nl, const cell_t *user, const char *ip, int32_t drv_cell)
{
    if (!strcmp(ip, "CIN")) return 1;
    if (drv_cell < 0) return 0;
    const char *dt = nl->cells[drv_cell].type;
    if (!strcmp(user->type, "PFUMX") && (!strcmp(ip, "ALUT") || !strcmp(ip, "BLUT")) && !strcmp(dt, "LUT4")) return 1;
    if (!strcmp(user->type, "L6MUX21") && (!strcmp(ip, "D0") || !strcmp(ip, "D1")) &&
        (!strcmp(dt, "PFUMX") || !strcmp(dt, "L6MUX21"))) return 1;
    return 0;
}

/* ------------------------------------------------------------ parser */

typedef struct {
    const char *file;
    FILE *f;
    long line;
    char *buf;
    size_t cap;
} reader_t;

/* one logical line (continuations joined); 0 at end of file */
static int read_line(reader_t *r)
{
    size_t len = 0;
    int any = 0;
    for (;;) {
        int ch = fgetc(r->f);
        if (ch == EOF) break;
        any = 1;
        if (ch == '\n') {
            r->line++;
            if (len > 0 && r->buf[len - 1] == '\\') { len--; continue; }
            break;
        }
        if (len + 2 > r->cap) {
            r->cap = r->cap ? r->cap * 2 : 4096;
            r->buf = xrealloc(r->buf, r->cap);
        }
        r->buf[len++] = (char)ch;
    }
    if (!any) return 0;
    if (!r->buf) r->buf = xrealloc(NULL, r->cap = 4096);
    r->buf[len] = 0;
    return 1;
}

static void parse_error(const reader_t *r, const char *msg)
{
    fprintf(stderr, "%s:%ld: error: %s\n", r->file, r->line, msg);
    exit(2);
}

static void parse(netlist_t *nl, reader_t *r)
{
    int in_model = 0, names_pending = 0;
    char names_a[4096] = "", names_b[4096] = "";
    cell_t *last = NULL;
    while (read_line(r)) {
        char *s = r->buf;
        while (*s == ' ' || *s == '\t') s++;
        if (*s == 0 || *s == '#') continue;
        if (names_pending) {                /* the cover line of a .names */
            names_pending = 0;
            if (s[0] != '.') {
                if (!strcmp(s, "1 1") && names_a[0]) {
                    uint32_t b = net_id(nl, names_b);
                    nl->nets[b].alias = (int32_t)net_id(nl, names_a);
                }
                continue;
            }
        }
        if (!strncmp(s, ".model", 6)) {
            if (in_model) {
                fprintf(stderr, "%s:%ld: warning: only the first model is read (flatten the design)\n", r->file, r->line);
                return;
            }
            in_model = 1;
        } else if (!strncmp(s, ".names", 6)) {
            char *a = strtok(s + 6, " \t"), *b = strtok(NULL, " \t"), *c = strtok(NULL, " \t");
            names_a[0] = names_b[0] = 0;
            size_t la = a ? strlen(a) : 0, lb = b ? strlen(b) : 0;
            if (a && b && !c && la < sizeof names_a && lb < sizeof names_b) {
                memcpy(names_a, a, la + 1);
                memcpy(names_b, b, lb + 1);
            } else if (a && !b) {
                (void)net_id(nl, a);                 /* a constant */
            }
            names_pending = 1;
            last = NULL;
        } else if (!strncmp(s, ".subckt", 7)) {
            char *type = strtok(s + 7, " \t");
            if (!type) parse_error(r, ".subckt without a cell type");
            nl->cells = grow(nl->cells, &nl->capcells, nl->ncells, sizeof *nl->cells, 4096);
            cell_t *c = &nl->cells[nl->ncells];
            memset(c, 0, sizeof *c);
            c->type = xstrdup(type);
            size_t cap = 0;
            for (char *tok = strtok(NULL, " \t"); tok; tok = strtok(NULL, " \t")) {
                char *eq = strchr(tok, '=');
                if (!eq) parse_error(r, "a .subckt pin without '='");
                *eq = 0;
                c->pins = grow(c->pins, &cap, c->npins, sizeof *c->pins, 8);
                c->pins[c->npins].name = xstrdup(tok);
                c->pins[c->npins].net = net_id(nl, eq + 1);
                c->npins++;
            }
            last = c;
            nl->ncells++;
        } else if (!strncmp(s, ".cname", 6) && last) {
            char *n = strtok(s + 6, " \t");
            if (n) last->cname = xstrdup(n);
        } else if (!strncmp(s, ".attr", 5) && last) {
            char *k = strtok(s + 5, " \t"), *v = strtok(NULL, "");
            if (k && v && !strcmp(k, "src")) {
                while (*v == ' ' || *v == '"') v++;
                char *q = strchr(v, '"');
                if (q) *q = 0;
                /* the first location in the design, not in Yosys's own
                   techmap files (a|b|c: one per pass that made the cell) */
                char *pick = v;
                for (char *l = v; l; ) {
                    char *bar = strchr(l, '|');
                    if (bar) *bar = 0;
                    if (!strstr(l, "/share/")) { pick = l; break; }
                    l = bar ? bar + 1 : NULL;
                }
                last->src = xstrdup(pick);
            }
        } else if (!strncmp(s, ".param", 6) && last) {
            char *k = strtok(s + 6, " \t"), *v = strtok(NULL, " \t");
            if (k && v && (!strcmp(k, "REGMODE_A") || !strcmp(k, "REGMODE_B")) && strstr(v, "OUTREG"))
                last->outreg = 1;
            if (k && v && !strcmp(k, "REG_OUTPUT_CLK") && !strstr(v, "NONE"))
                last->outreg = 1;
        } else if (!strcmp(s, ".end") || !strncmp(s, ".end ", 5)) {
            if (in_model) return;
        } else if (s[0] != '.') {
            parse_error(r, "unexpected line (not BLIF as Yosys writes it)");
        }
    }
}

/* ------------------------------------------------------------ analysis */

typedef struct {
    netlist_t *nl;
    const model_t *m;
    int loop;
} ctx_t;

static int32_t resolve(const netlist_t *nl, int32_t n)
{
    for (int guard = 0; nl->nets[n].alias >= 0 && guard < 1000; guard++) n = nl->nets[n].alias;
    return n;
}

/* arrival time at net n (its driver's output) */
static double arrival(ctx_t *x, int32_t n)
{
    netlist_t *nl = x->nl;
    n = resolve(nl, n);
    net_t *nt = &nl->nets[n];
    if (nt->state == 2) return nt->arr;
    if (nt->state == 1) { x->loop = 1; return 0.0; }
    nt->state = 1;
    double best = 0.0;
    int32_t bc = -1, bp = -1;
    if (nt->drv_cell >= 0) {
        cell_t *c = &nl->cells[nt->drv_cell];
        const char *op = c->pins[nt->drv_pin].name;
        int comb = 0;
        for (uint32_t i = 0; i < c->npins; i++) {
            if (is_output(c, c->pins[i].name)) continue;
            double d = arc(x->m, c, c->pins[i].name, op);
            if (d < 0) continue;
            comb = 1;
            int32_t in = resolve(nl, (int32_t)c->pins[i].net);
            double t = arrival(x, in) + d +
                       (dedicated(nl, c, c->pins[i].name, nl->nets[in].drv_cell) ? 0.0 : x->m->net);
            if (t > best || bc < 0) { best = t; bc = nt->drv_cell; bp = (int32_t)i; }
        }
        if (!comb) best = start_time(x->m, c);
    }
    nt = &nl->nets[n];              /* (no reallocation happens here) */
    nt->arr = best;
    nt->from_cell = bc;
    nt->from_pin = bp;
    nt->state = 2;
    return best;
}

typedef struct {
    double t;
    int32_t cell;          /* endpoint cell */
    int32_t pin;
    int32_t net;
} endpoint_t;

static int cmp_ep(const void *a, const void *b)
{
    double ta = ((const endpoint_t *)a)->t, tb = ((const endpoint_t *)b)->t;
    return ta < tb ? 1 : ta > tb ? -1 : 0;
}

static void print_path(const netlist_t *nl, int32_t n)
{
    /* walk back, then print forward */
    int32_t chain[4096];
    int k = 0;
    n = resolve(nl, n);
    while (k < 4096) {
        chain[k++] = n;
        const net_t *nt = &nl->nets[n];
        if (nt->from_cell < 0) break;
        n = resolve(nl, (int32_t)nl->cells[nt->from_cell].pins[nt->from_pin].net);
    }
    /* consecutive cells of one type and source location print as one row:
     * the arrival at the last of them, how many there are, its net */
    for (int i = k - 1; i >= 0; i--) {
        const net_t *nt = &nl->nets[chain[i]];
        if (nt->drv_cell < 0) {
            printf("    %7.1f  %-16s %s\n", nt->arr, "(input)", nt->name);
            continue;
        }
        const cell_t *c = &nl->cells[nt->drv_cell];
        const char *src = c->src && !strstr(c->src, "/share/") ? c->src : "";  /* not Yosys's own maps */
        int cnt = 1;
        while (i > 0) {
            const net_t *nx = &nl->nets[chain[i - 1]];
            if (nx->drv_cell < 0) break;
            const cell_t *cx = &nl->cells[nx->drv_cell];
            const char *sx = cx->src && !strstr(cx->src, "/share/") ? cx->src : "";
            if (strcmp(cx->type, c->type) != 0 || strcmp(sx, src) != 0) break;
            cnt++;
            i--;
            nt = nx;
        }
        char what[64];
        if (cnt > 1) snprintf(what, sizeof what, "%s x%d", c->type, cnt);
        else snprintf(what, sizeof what, "%s", c->type);
        printf("    %7.1f  %-16s %-40s %.72s%s\n", nt->arr, what, src, nt->name,
               strlen(nt->name) > 72 ? "..." : "");
    }
}

/* --over: the endpoints slower than `over` ns, counted by place. A place
 * is the RTL line of the endpoint's cell (its src attribute, the column
 * dropped); for the flip-flops of a delay line (vp_delay.v, one line for
 * them all) the delay line's instance; for cells of Yosys's own maps
 * (src under /share/) the first `depth` levels of the instance name (a
 * cell named after its nets may land in a neighbour's instance there) */
typedef struct {
    char name[256];
    long n;
    double worst;
} group_t;

static void place_of(const cell_t *c, long depth, char *name, size_t len)
{
    const char *src = c->src ? c->src : "";
    if (*src && !strstr(src, "/share/") && !strstr(src, "vp_delay.v")) {
        snprintf(name, len, "%s", src);
        char *dot = strrchr(name, ':');
        if (dot && (dot = strchr(dot, '.')) != NULL) *dot = 0;   /* file:line */
        return;
    }
    snprintf(name, len, "%s", c->cname ? c->cname : "(unnamed)");
    char *last = strrchr(name, '.');
    if (*src && strstr(src, "vp_delay.v")) {                  /* the delay line's instance */
        char *cut = strstr(name, ".g_regs");
        if (!cut) cut = last;
        if (cut) *cut = 0;
        size_t k = strlen(name);
        snprintf(name + k, len - k, " (delay line)");
        return;
    }
    char *cut = name;
    for (long d = 0; d < depth && cut; d++) {
        cut = strchr(cut, '.');
        if (cut && d + 1 < depth) cut++;
    }
    if (last && (!cut || cut > last)) cut = last;
    if (cut) {
        *cut = 0;
        size_t k = strlen(name);
        snprintf(name + k, len - k, " (Yosys's cells)");
    } else {
        snprintf(name, len, "(the top level's own cells)");
    }
}

static void count_over(const netlist_t *nl, const endpoint_t *eps, size_t neps, double over, long depth,
                       long rows)
{
    group_t *g = NULL;
    size_t ng = 0, capg = 0, total = 0;
    for (size_t e = 0; e < neps && eps[e].t > over; e++) {   /* eps is sorted, slowest first */
        char name[256];
        place_of(&nl->cells[eps[e].cell], depth, name, sizeof name);
        size_t k = 0;
        while (k < ng && strcmp(g[k].name, name) != 0) k++;
        if (k == ng) {
            g = grow(g, &capg, ng, sizeof *g, 16);
            memset(&g[ng], 0, sizeof g[ng]);
            snprintf(g[ng].name, sizeof g[ng].name, "%s", name);
            g[ng].worst = eps[e].t;
            ng++;
        }
        g[k].n++;
        total++;
    }
    printf("vppaths: %zu of %zu endpoints over %.1f ns, in %zu place%s (RTL line, delay line, or instance)%s\n",
           total, neps, over, ng, ng == 1 ? "" : "s", ng ? ":" : "");
    if (ng) printf("  endpoints  worst (ns)  place\n");
    for (size_t k = 0; k < ng; k++) {   /* by count, most first */
        size_t b = k;
        for (size_t j = k + 1; j < ng; j++) if (g[j].n > g[b].n) b = j;
        group_t t = g[k]; g[k] = g[b]; g[b] = t;
        if ((long)k < rows) printf("  %9ld  %10.1f  %s\n", g[k].n, g[k].worst, g[k].name);
    }
    if ((long)ng > rows) printf("  (%zu more places)\n", ng - (size_t)rows);
    free(g);
}

static void netlist_free(netlist_t *nl)
{
    for (uint32_t i = 0; i < nl->ncells; i++) {
        cell_t *c = &nl->cells[i];
        for (uint32_t p = 0; p < c->npins; p++) free(c->pins[p].name);
        free(c->pins);
        free(c->type);
        free(c->cname);
        free(c->src);
    }
    for (uint32_t i = 0; i < nl->nnets; i++) free(nl->nets[i].name);
    free(nl->cells);
    free(nl->nets);
    free(nl->hash);
}

static void usage(FILE *f)
{
    fputs("usage: vppaths [options] FILE.blif\n"
          "Estimate the longest register-to-register paths of a flattened synth_ecp5\n"
          "netlist written by Yosys with 'write_blif -attr -cname' (make fpga-paths).\n"
          "\n"
          "options:\n"
          "  -n, --top N     print the N worst endpoints, one per source location (default 10)\n"
          "  --net NS        routing estimate per net in ns (default 1.0)\n"
          "  --over NS       also count the endpoints slower than NS ns by place (RTL line,\n"
          "                  delay line, or instance for Yosys's own cells), the N most\n"
          "  --depth K       levels of the instance name for Yosys's own cells (default 3)\n"
          "  --to TEXT       print only the paths to endpoints whose place (as --over names it),\n"
          "                  source or cell name contains TEXT, e.g. --to rtl/vp_host.v:238\n"
          "  -q, --quiet     print only the summary line (and the --over table), not the paths\n"
          "  -h, --help      this text\n"
          "\n"
          "Exit status: 0 printed, 1 combinational loop or no paths, 2 usage, input or output error.\n",
          f);
}

static int run(int argc, char **argv)
{
    const char *file = NULL, *to = NULL;
    long top = 10, depth = 3;
    double over = -1.0;
    int quiet = 0;
    model_t m = MODEL_DEFAULT;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) { usage(stdout); return 0; }
        if (!strcmp(a, "-q") || !strcmp(a, "--quiet")) { quiet = 1; continue; }
        if (!strcmp(a, "--to")) {
            if (i + 1 >= argc || !argv[i + 1][0]) {
                fputs("vppaths: error: --to needs a text\n", stderr);
                return 2;
            }
            to = argv[++i];
            continue;
        }
        if ((!strcmp(a, "-n") || !strcmp(a, "--top") || !strcmp(a, "--net") || !strcmp(a, "--over") ||
             !strcmp(a, "--depth")) && i + 1 < argc) {
            char *end;
            errno = 0;
            double v = strtod(argv[++i], &end);
            int is_ns = !strcmp(a, "--net") || !strcmp(a, "--over");
            if (errno || *end || v < 0 || (!is_ns && (v < 1 || v > 100000 || v != (double)(long)v))) {
                fprintf(stderr, "vppaths: error: bad value '%s' for %s\n", argv[i], a);
                return 2;
            }
            if (!strcmp(a, "--net")) m.net = v;
            else if (!strcmp(a, "--over")) over = v;
            else if (!strcmp(a, "--depth")) depth = (long)v;
            else top = (long)v;
            continue;
        }
        if (a[0] == '-' && a[1]) {
            fprintf(stderr, "vppaths: error: unknown option '%s' (try --help)\n", a);
            return 2;
        }
        if (file) { fputs("vppaths: error: more than one input file\n", stderr); return 2; }
        file = a;
    }
    if (!file) { usage(stderr); return 2; }

    reader_t r = { file, NULL, 0, NULL, 0 };
    r.f = strcmp(file, "-") ? fopen(file, "r") : stdin;
    if (!r.f) { fprintf(stderr, "vppaths: error: %s: %s\n", file, strerror(errno)); return 2; }
    netlist_t nl;
    memset(&nl, 0, sizeof nl);
    parse(&nl, &r);
    if (r.f != stdin) fclose(r.f);
    free(r.buf);

    /* drivers (every pin's net was made by net_id: nl.nets is allocated) */
    for (uint32_t ci = 0; ci < nl.ncells && nl.nets; ci++) {
        cell_t *c = &nl.cells[ci];
        for (uint32_t p = 0; p < c->npins; p++) {
            if (!is_output(c, c->pins[p].name)) continue;
            net_t *n = &nl.nets[c->pins[p].net];
            n->drv_cell = (int32_t)ci;
            n->drv_pin = (int32_t)p;
        }
    }

    /* endpoints: the inputs that are no combinational arc */
    ctx_t x = { &nl, &m, 0 };
    endpoint_t *eps = NULL;
    size_t neps = 0, capeps = 0;
    for (uint32_t ci = 0; ci < nl.ncells; ci++) {
        cell_t *c = &nl.cells[ci];
        int combo = !strcmp(c->type, "LUT4") || !strcmp(c->type, "PFUMX") ||
                    !strcmp(c->type, "L6MUX21") || !strcmp(c->type, "CCU2C");
        for (uint32_t p = 0; p < c->npins; p++) {
            const char *pn = c->pins[p].name;
            if (is_output(c, pn) || combo) continue;
            if (arc(&m, c, pn, "") >= 0) continue;
            int32_t n = resolve(&nl, (int32_t)c->pins[p].net);
            if (nl.nets[n].drv_cell < 0) continue;           /* constant or module input */
            int dsp = !strcmp(c->type, "MULT18X18D");    /* registered (else A/B are arcs) */
            if (dsp && !(pin_is(pn, "A") || pin_is(pn, "B"))) continue;  /* clock, CE, RST, SIGNED* */
            double t = arrival(&x, n) + m.net + (dsp ? m.mult_su : m.setup);
            eps = grow(eps, &capeps, neps, sizeof *eps, 4096);
            eps[neps++] = (endpoint_t){ t, (int32_t)ci, (int32_t)p, n };
        }
    }
    int rc = 0;
    if (x.loop) { fprintf(stderr, "vppaths: error: %s: combinational loop\n", file); rc = 1; }
    else if (neps == 0) { fprintf(stderr, "vppaths: error: %s: no register-to-register paths\n", file); rc = 1; }
    if (rc) { free(eps); netlist_free(&nl); return rc; }
    qsort(eps, neps, sizeof *eps, cmp_ep);

    printf("vppaths: %s: %u cells, %u nets, %zu endpoints; longest path %.1f ns (%.1f MHz), "
           "routing estimate %.2f ns per net\n",
           file, nl.ncells, nl.nnets, neps, eps[0].t, 1000.0 / eps[0].t, m.net);
    if (over >= 0) count_over(&nl, eps, neps, over, depth, top);
    if (quiet) { free(eps); netlist_free(&nl); return 0; }
    /* one endpoint per source location; the delay lines (vp_delay.v) share
       one location, so there the instance path in the cell's name counts too */
    char **seen = xrealloc(NULL, (size_t)top * sizeof *seen);
    long shown = 0;
    for (size_t e = 0; e < neps && shown < top; e++) {
        const cell_t *c = &nl.cells[eps[e].cell];
        const char *src = c->src ? c->src : c->type;
        if (to) {
            char place[256];
            place_of(c, depth, place, sizeof place);
            if (!strstr(place, to) && !strstr(src, to) && !(c->cname && strstr(c->cname, to))) continue;
        }
        char key[512];
        snprintf(key, sizeof key, "%s", src);
        if ((to || strstr(src, "vp_delay.v")) && c->cname) {   /* --to: one path per register */
            char inst[256];
            snprintf(inst, sizeof inst, "%s", c->cname);
            char *cut = strstr(inst, "_TRELLIS");
            if (cut) *cut = 0;
            cut = strrchr(inst, '.');
            if (cut) *cut = 0;
            snprintf(key, sizeof key, "%s %s", src, inst);
        }
        int dup = 0;
        for (long s = 0; s < shown; s++) if (!strcmp(seen[s], key)) dup = 1;
        if (dup) continue;
        seen[shown++] = xstrdup(key);
        printf("\n%.1f ns -> %s %s.%s  [%s]\n", eps[e].t, c->type, c->cname ? c->cname : "?",
               c->pins[eps[e].pin].name, src);
        print_path(&nl, eps[e].net);
    }
    if (to && shown == 0) printf("\nvppaths: no endpoint matches '%s'\n", to);
    for (long s = 0; s < shown; s++) free(seen[s]);
    free(seen);
    free(eps);
    netlist_free(&nl);
    return 0;
}

int main(int argc, char **argv)
{
    int rc = run(argc, argv);
    if (vpw_close_stdout() != 0) {
        fprintf(stderr, "vppaths: error: cannot write standard output: %s\n", strerror(errno));
        rc = rc ? rc : 2;
    }
    return rc;
}
