/*
 * piglit_vp: runs one of piglit's ARB_vertex_program shader tests
 * (.shader_test) the way piglit's shader_runner does, with the vertex
 * program on the C model (docs/arbvp.md "piglit's shader tests").
 *
 *   piglit_vp [--stream FILE] [--program FILE] TEST.shader_test
 *
 * The program is assembled by the ARB front end; its constant slots are
 * filled from the test's "parameter env_vp/local_vp" lines, its literals
 * and the matrices of "ortho" (state.matrix.*: modelview and texture
 * identity, projection the ortho matrix, mvp their product, with
 * .inverse/.transpose/.invtrans); each "draw rect" runs four vertices
 * (position, the current colour and texture coordinates) through the model.
 * The fixed-function rest is done here: the vertex colour clamped to
 * [0, 1], perspective-correct interpolation over the 250 x 250 window with
 * the rect's two triangles, z clipped to the view volume, an 8-bit
 * framebuffer, the depth test when enabled; a fragment program is accepted
 * only when it passes fragment.color or fragment.fogcoord through. Probes
 * compare at piglit's tolerance (0.01 a component).
 *
 * --stream writes every register write the test makes, in vpsim's input
 * format, and --program the vertex program's text, so that the lock-step
 * bench (vpcosim) can run the same vertices on the RTL.
 *
 * Prints one line "piglit_vp: NAME: pass", "...: fail: WHY" or
 * "...: not run: WHY"; exit status 0 pass, 1 fail, 3 not run, 2 usage or
 * I/O error.
 */
#include <errno.h>
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "arbvp.h"
#include "vpfile.h"
#include "vpmodel.h"

#define W 250
#define H 250
#define TOL 0.01

typedef struct {
    const char *name;
    arbvp_output *ao;
    vpm *m;
    FILE *stream;
    double proj[4][4];            /* the projection matrix ("ortho"); modelview is identity */
    uint32_t env[256][4], local[256][4];
    uint32_t attr[16][4];         /* current attributes */
    float fb[H][W][4];            /* 8-bit colour, as read back */
    double depth[H][W];
    float clear_color[4];
    double clear_depth;
    bool depth_test;
    int fp;                       /* fragment program: 0 none, 1 fragment.color, 2 fragment.fogcoord */
    char why[256];
} runner;

static uint32_t f2u(float f)
{
    uint32_t u;
    memcpy(&u, &f, sizeof u);
    return u;
}

static float u2f(uint32_t u)
{
    float f;
    memcpy(&f, &u, sizeof f);
    return f;
}

/* 4x4 helpers (double) */
static void mat_transpose(double m[4][4])
{
    for (int i = 0; i < 4; i++)
        for (int j = i + 1; j < 4; j++) {
            double t = m[i][j];
            m[i][j] = m[j][i];
            m[j][i] = t;
        }
}

/* Gauss-Jordan; false when singular. */
static bool mat_inverse(double m[4][4])
{
    double a[4][8];
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 8; j++)
            a[i][j] = j < 4 ? m[i][j] : (j - 4 == i);
    for (int c = 0; c < 4; c++) {
        int p = c;
        for (int r = c + 1; r < 4; r++)
            if (fabs(a[r][c]) > fabs(a[p][c]))
                p = r;
        if (fabs(a[p][c]) < 1e-300)
            return false;
        for (int j = 0; j < 8; j++) {
            double t = a[c][j];
            a[c][j] = a[p][j];
            a[p][j] = t;
        }
        const double d = a[c][c];
        for (int j = 0; j < 8; j++)
            a[c][j] /= d;
        for (int r = 0; r < 4; r++)
            if (r != c) {
                const double f = a[r][c];
                for (int j = 0; j < 8; j++)
                    a[r][j] -= f * a[c][j];
            }
    }
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++)
            m[i][j] = a[i][j + 4];
    return true;
}

/* The value of a state binding the runner models: state.matrix.*.row[r]. */
static bool state_value(runner *R, const char *name, uint32_t v[4])
{
    char base[64] = "", mod[16] = "";
    int row = -1;
    const char *s = name + strlen("state.matrix.");
    if (strncmp(name, "state.matrix.", 13) != 0)
        return false;
    const char *rp = strstr(s, ".row[");
    if (!rp || sscanf(rp, ".row[%d]", &row) != 1 || row < 0 || row > 3)
        return false;
    size_t bl = (size_t)(rp - s);
    char head[64];
    if (bl >= sizeof head)
        return false;
    memcpy(head, s, bl);
    head[bl] = '\0';
    char *dot = strrchr(head, '.');
    if (dot && (!strcmp(dot, ".inverse") || !strcmp(dot, ".transpose") || !strcmp(dot, ".invtrans"))) {
        snprintf(mod, sizeof mod, "%s", dot + 1);
        *dot = '\0';
    }
    snprintf(base, sizeof base, "%s", head);
    double m[4][4] = {{1, 0, 0, 0}, {0, 1, 0, 0}, {0, 0, 1, 0}, {0, 0, 0, 1}};
    if (!strcmp(base, "projection") || !strcmp(base, "mvp"))
        memcpy(m, R->proj, sizeof m); /* mvp = P * M0, M0 = identity */
    else if (strncmp(base, "modelview[", 10) != 0 && strncmp(base, "texture[", 8) != 0 && strncmp(base, "program[", 8) != 0)
        return false;
    if ((!strcmp(mod, "inverse") || !strcmp(mod, "invtrans")) && !mat_inverse(m))
        return false;
    if (!strcmp(mod, "transpose") || !strcmp(mod, "invtrans"))
        mat_transpose(m);
    for (int c = 0; c < 4; c++)
        v[c] = f2u((float)m[row][c]);
    return true;
}

static void put_vec(runner *R, const char *reg, const uint32_t v[4])
{
    if (R->stream)
        fprintf(R->stream, "%s = 0x%08x 0x%08x 0x%08x 0x%08x\n", reg, (unsigned)v[0], (unsigned)v[1],
                (unsigned)v[2], (unsigned)v[3]);
}

/* Fills every constant slot and the position-invariant matrix. */
static bool load_constants(runner *R)
{
    for (unsigned k = 0; k < R->ao->nslots; k++) {
        const arbvp_slot *s = &R->ao->slot[k];
        uint32_t v[4];
        unsigned n;
        if (s->kind == ARBVP_SLOT_LITERAL) {
            memcpy(v, s->value, sizeof v);
        } else if (s->kind == ARBVP_SLOT_ENV && sscanf(s->name, "program.env[%u]", &n) == 1 && n < 256) {
            memcpy(v, R->env[n], sizeof v);
        } else if (s->kind == ARBVP_SLOT_LOCAL && sscanf(s->name, "program.local[%u]", &n) == 1 && n < 256) {
            memcpy(v, R->local[n], sizeof v);
        } else if (!state_value(R, s->name, v)) {
            snprintf(R->why, sizeof R->why, "the runner does not model %s", s->name);
            return false;
        }
        char reg[16];
        snprintf(reg, sizeof reg, "c[%u]", k);
        put_vec(R, reg, v);
        vpm_set_const(R->m, k, v);
    }
    for (unsigned r = 0; r < 4; r++) {
        uint32_t v[4];
        for (int c = 0; c < 4; c++)
            v[c] = f2u((float)R->proj[r][c]);
        char reg[16];
        snprintf(reg, sizeof reg, "mvp[%u]", r);
        put_vec(R, reg, v);
        vpm_set_mvp(R->m, r, v);
    }
    return true;
}

typedef struct {
    double x, y, z, w; /* clip coordinates */
    double col[4];     /* what the fragment stage sees */
} pvert;

static double clampd(double v) { return v < 0 ? 0 : v > 1 ? 1 : v; } /* a NaN stays NaN */

/* Runs one vertex with the current attributes; false on a model error. */
static bool run_vertex(runner *R, pvert *pv)
{
    for (unsigned a = 15; a < 16; a--) {
        char reg[16];
        snprintf(reg, sizeof reg, "v[%u]", a);
        put_vec(R, reg, R->attr[a]);
        vpm_set_attr(R->m, a, 4, R->attr[a]);
    }
    vpm_vertex out;
    if (vpm_run_vertex(R->m, &out) != 0 || out.end == VPM_END_WATCHDOG) {
        snprintf(R->why, sizeof R->why, "the model did not finish the vertex");
        return false;
    }
    pv->x = u2f(out.out[UC_OUT_HPOS][0]);
    pv->y = u2f(out.out[UC_OUT_HPOS][1]);
    pv->z = u2f(out.out[UC_OUT_HPOS][2]);
    pv->w = u2f(out.out[UC_OUT_HPOS][3]);
    for (int c = 0; c < 4; c++) {
        double v;
        if (R->fp == 2) /* fragment.fogcoord: (f, 0, 0, 1) */
            v = c == 0 ? u2f(out.out[UC_OUT_FOGC][0]) : c == 3 ? 1.0 : 0.0;
        else /* the primary colour, clamped per vertex (ARB: colour clamping on) */
            v = clampd(u2f(out.out[UC_OUT_COL0][c]));
        pv->col[c] = isnan(v) ? 0.0 : v;
    }
    return true;
}

static float quant8(double v)
{
    v = isnan(v) ? 0 : v < 0 ? 0 : v > 1 ? 1 : v;
    return (float)(floor(v * 255.0 + 0.5) / 255.0);
}

/* Rasterizes one triangle over the pixel centres, perspective-correct. */
static void raster(runner *R, const pvert *a, const pvert *b, const pvert *c)
{
    const pvert *v[3] = {a, b, c};
    double sx[3], sy[3], sz[3], iw[3];
    for (int i = 0; i < 3; i++) {
        if (!(v[i]->w > 0) || !isfinite(v[i]->x) || !isfinite(v[i]->y) || !isfinite(v[i]->z))
            return; /* behind the eye or not a number: the triangle is not drawn here */
        iw[i] = 1.0 / v[i]->w;
        sx[i] = (v[i]->x * iw[i] + 1.0) * 0.5 * W;
        sy[i] = (v[i]->y * iw[i] + 1.0) * 0.5 * H;
        sz[i] = v[i]->z * iw[i];
    }
    const double area = (sx[1] - sx[0]) * (sy[2] - sy[0]) - (sx[2] - sx[0]) * (sy[1] - sy[0]);
    if (area == 0)
        return;
    for (int py = 0; py < H; py++)
        for (int px = 0; px < W; px++) {
            const double x = px + 0.5, y = py + 0.5;
            double l[3];
            l[0] = ((sx[1] - x) * (sy[2] - y) - (sx[2] - x) * (sy[1] - y)) / area;
            l[1] = ((sx[2] - x) * (sy[0] - y) - (sx[0] - x) * (sy[2] - y)) / area;
            l[2] = 1.0 - l[0] - l[1];
            if (l[0] < 0 || l[1] < 0 || l[2] < 0)
                continue;
            const double z = l[0] * sz[0] + l[1] * sz[1] + l[2] * sz[2];
            if (z < -1 || z > 1)
                continue; /* clipped by the near or far plane */
            const double d = (z + 1) * 0.5;
            if (R->depth_test && !(d < R->depth[py][px]))
                continue;
            const double q = l[0] * iw[0] + l[1] * iw[1] + l[2] * iw[2];
            for (int k = 0; k < 4; k++) {
                const double col = (l[0] * v[0]->col[k] * iw[0] + l[1] * v[1]->col[k] * iw[1] +
                                    l[2] * v[2]->col[k] * iw[2]) / q;
                R->fb[py][px][k] = quant8(col);
            }
            if (R->depth_test)
                R->depth[py][px] = d;
        }
}

/* Reads up to n numbers from s (parentheses and commas are separators). */
static int numbers(const char *s, double *v, int n)
{
    int k = 0;
    while (*s && k < n) {
        while (*s == ' ' || *s == '\t' || *s == '(' || *s == ')' || *s == ',')
            s++;
        if (!*s)
            break;
        char *e;
        v[k] = strtod(s, &e);
        if (e == s)
            return -1;
        k++;
        s = e;
    }
    return k;
}

static bool draw_rect(runner *R, const double *r, int n)
{
    /* piglit_draw_rect: a triangle strip (x,y) (x+w,y) (x,y+h) (x+w,y+h);
     * "draw rect tex" adds texture coordinates for unit 0 */
    const double xs[4] = {r[0], r[0] + r[2], r[0], r[0] + r[2]}, ys[4] = {r[1], r[1], r[1] + r[3], r[1] + r[3]};
    pvert pv[4];
    for (int i = 0; i < 4; i++) {
        const uint32_t pos[4] = {f2u((float)xs[i]), f2u((float)ys[i]), 0, f2u(1.0f)};
        memcpy(R->attr[0], pos, sizeof pos);
        if (n == 8) {
            const double tx[4] = {r[4], r[4] + r[6], r[4], r[4] + r[6]}, ty[4] = {r[5], r[5], r[5] + r[7], r[5] + r[7]};
            const uint32_t t[4] = {f2u((float)tx[i]), f2u((float)ty[i]), 0, f2u(1.0f)};
            memcpy(R->attr[8], t, sizeof t);
        }
        if (!run_vertex(R, &pv[i]))
            return false;
    }
    raster(R, &pv[0], &pv[1], &pv[2]);
    raster(R, &pv[2], &pv[1], &pv[3]);
    return true;
}

static bool probe(runner *R, int x0, int y0, int x1, int y1, const double *e, int ncomp)
{
    for (int y = y0; y < y1; y++)
        for (int x = x0; x < x1; x++)
            for (int k = 0; k < ncomp; k++)
                if (!(fabs(R->fb[y][x][k] - e[k]) <= TOL)) {
                    snprintf(R->why, sizeof R->why,
                             "probe at (%d, %d): expected %g %g %g %g, observed %g %g %g %g", x, y, e[0], e[1], e[2],
                             ncomp > 3 ? e[3] : 0.0, (double)R->fb[y][x][0], (double)R->fb[y][x][1],
                             (double)R->fb[y][x][2], (double)R->fb[y][x][3]);
                    return false;
                }
    return true;
}

/* The whole-line text of a fragment program without comments and spaces. */
static int fragment_kind(const char *t, size_t n)
{
    char buf[512];
    size_t k = 0;
    for (size_t i = 0; i < n && k + 1 < sizeof buf; i++) {
        if (t[i] == '#') {
            while (i < n && t[i] != '\n')
                i++;
            continue;
        }
        if (t[i] != ' ' && t[i] != '\t' && t[i] != '\n' && t[i] != '\r')
            buf[k++] = t[i];
    }
    buf[k] = '\0';
    if (!strcmp(buf, "!!ARBfp1.0MOVresult.color,fragment.color;END"))
        return 1;
    if (!strcmp(buf, "!!ARBfp1.0MOVresult.color,fragment.fogcoord;END"))
        return 2;
    return -1;
}

typedef enum { RES_PASS = 0, RES_FAIL = 1, RES_NOTRUN = 3 } result;

static result run_test(runner *R, char *text, const char *prog_out)
{
    /* sections */
    char *vp = NULL, *fp = NULL, *test = NULL, *req = NULL;
    size_t vpn = 0, fpn = 0;
    for (char *s = text; s && *s;) {
        char *nl = strchr(s, '\n');
        if (*s == '[') {
            char *body = nl ? nl + 1 : s + strlen(s);
            if (!strncmp(s, "[vertex program]", 16))
                vp = body;
            else if (!strncmp(s, "[fragment program]", 18))
                fp = body;
            else if (!strncmp(s, "[test]", 6))
                test = body;
            else if (!strncmp(s, "[require]", 9))
                req = body;
            else {
                snprintf(R->why, sizeof R->why, "unknown section %.*s", (int)(nl ? nl - s : 20), s);
                return RES_NOTRUN;
            }
        }
        s = nl ? nl + 1 : NULL;
    }
    if (!vp || !test) {
        snprintf(R->why, sizeof R->why, "no [vertex program] or no [test]");
        return RES_NOTRUN;
    }
    /* a section ends where the next starts */
    char *ends[] = {vp, fp, test, req};
    for (int i = 0; i < 4; i++) {
        if (!ends[i])
            continue;
        char *e = ends[i];
        while (*e && !(*e == '[' && (e == text || e[-1] == '\n')))
            e++;
        if (ends[i] == vp)
            vpn = (size_t)(e - vp);
        else if (ends[i] == fp)
            fpn = (size_t)(e - fp);
    }
    if (req) {
        for (char *s = req; *s && *s != '['; s = strchr(s, '\n') ? strchr(s, '\n') + 1 : s + strlen(s)) {
            char w[64] = "";
            size_t k = 0;
            while (s[k] == ' ' || s[k] == '\t')
                k++;
            while (k < sizeof w - 1 && s[k] && s[k] != '\n' && s[k] != '\r' && s[k] != ' ' && s[k] != '\t') {
                w[k] = s[k];
                k++;
            }
            w[k] = '\0';
            static const char *const ok[] = {"GL", "depthbuffer", "ARB_vertex_program", "GL_ARB_vertex_program",
                                             "ARB_fragment_program", "GL_ARB_fragment_program"};
            bool known = !w[0] || w[0] == '#';
            for (size_t q = 0; q < sizeof ok / sizeof ok[0]; q++)
                known = known || strcmp(w, ok[q]) == 0;
            if (!known) {
                snprintf(R->why, sizeof R->why, "requires %s", w);
                return RES_NOTRUN;
            }
        }
    }
    if (fp) {
        R->fp = fragment_kind(fp, fpn);
        if (R->fp < 0) {
            snprintf(R->why, sizeof R->why, "its fragment program does more than pass a colour through");
            return RES_NOTRUN;
        }
    }
    /* the vertex program: from its header, as glProgramStringARB gets it */
    while (vpn > 0 && (vp[vpn - 1] == '\n' || vp[vpn - 1] == ' ' || vp[vpn - 1] == '\r' || vp[vpn - 1] == '\t'))
        vpn--;
    char *hdr = strstr(vp, "!!ARBvp1.0");
    if (!hdr || hdr >= vp + vpn) {
        snprintf(R->why, sizeof R->why, "no !!ARBvp1.0 in [vertex program]");
        return RES_NOTRUN;
    }
    vpn -= (size_t)(hdr - vp);
    vp = hdr;
    if (prog_out) {
        FILE *f = fopen(prog_out, "w");
        if (!f || fwrite(vp, 1, vpn, f) != vpn || fputc('\n', f) == EOF || fclose(f) != 0) {
            snprintf(R->why, sizeof R->why, "cannot write %s", prog_out);
            return RES_NOTRUN;
        }
    }
    vpasm_error e;
    if (arbvp_assemble(vp, vpn, VPASM_PAIR, R->ao, &e) != 0) {
        snprintf(R->why, sizeof R->why, "the program does not assemble: %u:%u: %s", e.line, e.col, e.msg);
        return RES_FAIL;
    }
    char err[200];
    if (vpm_set_gpu(R->m, VPF_GPU_NV30, err, sizeof err) != 0 || vpm_load(R->m, &R->ao->out.prog, err, sizeof err) != 0) {
        snprintf(R->why, sizeof R->why, "the model refuses the program: %s", err);
        return RES_FAIL;
    }
    /* GL's initial state */
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++)
            R->proj[i][j] = i == j;
    for (unsigned a = 0; a < 16; a++) {
        R->attr[a][0] = R->attr[a][1] = R->attr[a][2] = 0;
        R->attr[a][3] = f2u(1.0f);
    }
    R->attr[2][2] = f2u(1.0f); /* normal (0, 0, 1) */
    for (int c = 0; c < 4; c++)
        R->attr[3][c] = f2u(1.0f); /* colour (1, 1, 1, 1) */
    result res = RES_PASS;
    bool any_probe = false;
    for (char *s = test; *s && *s != '[' && res == RES_PASS;) {
        char *nl = strchr(s, '\n');
        char line[512];
        size_t ln = nl ? (size_t)(nl - s) : strlen(s);
        if (ln >= sizeof line)
            ln = sizeof line - 1;
        memcpy(line, s, ln);
        line[ln] = '\0';
        s = nl ? nl + 1 : s + strlen(s);
        char *c = line;
        while (*c == ' ' || *c == '\t')
            c++;
        char *hash = strchr(c, '#');
        if (hash)
            *hash = '\0';
        size_t cl = strlen(c);
        while (cl && (c[cl - 1] == ' ' || c[cl - 1] == '\r' || c[cl - 1] == '\t'))
            c[--cl] = '\0';
        if (!*c)
            continue;
        double v[8];
        int n;
        unsigned idx;
        if (!strncmp(c, "ortho ", 6) && numbers(c + 6, v, 4) == 4) {
            const double l = v[0], r = v[1], b = v[2], t = v[3];
            double m[4][4] = {{2 / (r - l), 0, 0, -(r + l) / (r - l)},
                              {0, 2 / (t - b), 0, -(t + b) / (t - b)},
                              {0, 0, -1, 0},
                              {0, 0, 0, 1}};
            memcpy(R->proj, m, sizeof m);
        } else if (sscanf(c, "parameter env_vp %u", &idx) == 1 || sscanf(c, "parameter local_vp %u", &idx) == 1) {
            const bool env = !strncmp(c, "parameter env_vp", 16);
            char *p = strchr(c, '(');
            if (!p || idx > 255 || numbers(p, v, 4) != 4) {
                snprintf(R->why, sizeof R->why, "bad line '%s'", c);
                return RES_NOTRUN;
            }
            for (int k = 0; k < 4; k++)
                (env ? R->env : R->local)[idx][k] = f2u((float)v[k]);
        } else if (!strncmp(c, "color ", 6) && numbers(c + 6, v, 4) == 4) {
            for (int k = 0; k < 4; k++)
                R->attr[3][k] = f2u((float)v[k]);
        } else if (sscanf(c, "texcoord %u", &idx) == 1 && idx < 8 && strchr(c, '(') &&
                   numbers(strchr(c, '('), v, 4) == 4) {
            for (int k = 0; k < 4; k++)
                R->attr[8 + idx][k] = f2u((float)v[k]);
        } else if (!strncmp(c, "clear color ", 12) && numbers(c + 12, v, 4) == 4) {
            for (int k = 0; k < 4; k++)
                R->clear_color[k] = quant8(v[k]);
        } else if (!strncmp(c, "clear depth ", 12) && numbers(c + 12, v, 1) == 1) {
            R->clear_depth = v[0];
        } else if (!strcmp(c, "clear")) {
            for (int y = 0; y < H; y++)
                for (int x = 0; x < W; x++) {
                    memcpy(R->fb[y][x], R->clear_color, sizeof R->clear_color);
                    R->depth[y][x] = R->clear_depth;
                }
        } else if (!strcmp(c, "enable GL_DEPTH_TEST")) {
            R->depth_test = true;
        } else if (!strncmp(c, "draw rect tex ", 14) && numbers(c + 14, v, 8) == 8) {
            if (!load_constants(R) || !draw_rect(R, v, 8))
                return RES_NOTRUN;
        } else if (!strncmp(c, "draw rect ", 10) && numbers(c + 10, v, 4) == 4) {
            if (!load_constants(R) || !draw_rect(R, v, 4))
                return RES_NOTRUN;
        } else if (!strncmp(c, "probe all rgba ", 15) && numbers(c + 15, v, 4) == 4) {
            any_probe = true;
            res = probe(R, 0, 0, W, H, v, 4) ? RES_PASS : RES_FAIL;
        } else if (!strncmp(c, "probe all rgb ", 14) && numbers(c + 14, v, 3) == 3) {
            any_probe = true;
            res = probe(R, 0, 0, W, H, v, 3) ? RES_PASS : RES_FAIL;
        } else if ((!strncmp(c, "relative probe rgba ", 20) && (n = numbers(c + 20, v, 6)) == 6) ||
                   (!strncmp(c, "relative probe rgb ", 19) && (n = numbers(c + 19, v, 5)) == 5)) {
            any_probe = true;
            const int x = (int)(v[0] * W), y = (int)(v[1] * H);
            if (x < 0 || x >= W || y < 0 || y >= H) {
                snprintf(R->why, sizeof R->why, "probe outside the window: '%s'", c);
                return RES_NOTRUN;
            }
            res = probe(R, x, y, x + 1, y + 1, v + 2, n - 2) ? RES_PASS : RES_FAIL;
        } else if (!strncmp(c, "probe depth ", 12) && numbers(c + 12, v, 3) == 3) {
            any_probe = true;
            const int x = (int)v[0], y = (int)v[1];
            if (x < 0 || x >= W || y < 0 || y >= H)
                return RES_NOTRUN;
            if (!(fabs(R->depth[y][x] - v[2]) <= TOL)) {
                snprintf(R->why, sizeof R->why, "depth at (%d, %d): expected %g, observed %g", x, y, v[2],
                         R->depth[y][x]);
                res = RES_FAIL;
            }
        } else {
            snprintf(R->why, sizeof R->why, "the runner does not know '%s'", c);
            return RES_NOTRUN;
        }
    }
    if (res == RES_PASS && !any_probe)
        snprintf(R->why, sizeof R->why, "no probe: ran without an error");
    return res;
}

int main(int argc, char **argv)
{
    const char *path = NULL, *stream = NULL, *prog = NULL;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--stream") && i + 1 < argc)
            stream = argv[++i];
        else if (!strcmp(argv[i], "--program") && i + 1 < argc)
            prog = argv[++i];
        else if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
            printf("usage: piglit_vp [--stream FILE] [--program FILE] TEST.shader_test\n"
                   "Runs a piglit ARB_vertex_program shader test with the vertex program on the C model\n"
                   "(tb/arb/piglit_vp.c). --stream writes the register writes in vpsim's input format,\n"
                   "--program the vertex program, for the lock-step bench.\n");
            return 0;
        } else if (!path)
            path = argv[i];
        else {
            fprintf(stderr, "piglit_vp: more than one test (see --help)\n");
            return 2;
        }
    }
    if (!path) {
        fprintf(stderr, "piglit_vp: no test (see --help)\n");
        return 2;
    }
    size_t len;
    char *text = vp_read_file(path, (size_t)1 << 22, &len);
    if (!text) {
        fprintf(stderr, "piglit_vp: cannot read %s: %s\n", path, strerror(errno));
        return 2;
    }
    runner *R = calloc(1, sizeof *R);
    char *t = malloc(len + 1);
    if (!R || !t) {
        fprintf(stderr, "piglit_vp: out of memory\n");
        free(R);
        free(t);
        free(text);
        return 2;
    }
    memcpy(t, text, len);
    t[len] = '\0';
    R->name = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
    R->ao = malloc(sizeof *R->ao);
    R->m = vpm_create();
    R->clear_depth = 1.0;
    if (stream && !(R->stream = fopen(stream, "w"))) {
        fprintf(stderr, "piglit_vp: cannot write %s: %s\n", stream, strerror(errno));
        vpm_destroy(R->m);
        free(R->ao);
        free(R);
        free(t);
        free(text);
        return 2;
    }
    result r = R->ao && R->m ? run_test(R, t, prog) : RES_NOTRUN;
    if (R->stream && fclose(R->stream) != 0)
        r = RES_NOTRUN;
    printf("piglit_vp: %s: %s%s%s\n", R->name, r == RES_PASS ? "pass" : r == RES_FAIL ? "fail" : "not run",
           R->why[0] ? ": " : "", R->why);
    vpm_destroy(R->m);
    free(R->ao);
    free(R);
    free(t);
    free(text);
    return (int)r;
}
