/*
 * meshgen: the cube and the sphere of the GeForce3 paper's lit-morph example
 * (section 6.1, programs/paper/paper_lit_morph.vp) as one vpsim input stream
 * (docs/vpsim.md) for a given blend factor, and the triangle list both
 * shapes share (docs/demo.md). See `meshgen --help`.
 *
 * The two shapes have the same vertices in the same order: each face of the
 * cube [-1,1]^3 is a GRID x GRID grid of its own vertices (so the face
 * normals stay flat), and vertex k of the sphere is the point of the sphere
 * in the direction of cube vertex k (with an equal-angle spacing, so the
 * sphere's triangles are more even), normal = direction. GRID 20 gives
 * 6*20*20 = 2400 vertices, the paper's "about 2500".
 *
 * Attributes as the paper sends them: cube position and normal in v[0] and
 * v[1], sphere position and normal in v[2] and v[3], the blend factor in
 * v[15].x, sent once. The program computes v[2] + t (v[0] - v[2]), so
 * t = 0 is the sphere and t = 1 the cube. Writing v[0] runs a vertex, so
 * it is written last. Constants: c[4..7] modelview-projection rows,
 * c[12..14] inverse transpose modelview rows, c[20] light direction and
 * c[22] half-angle vector (eye space, normalized, infinite viewer), c[21]
 * (ambient, diffuse, specular weights, specular power).
 */
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "vpwrite.h"

#define PI 3.14159265358979323846

static void usage(FILE *f)
{
    fprintf(f,
            "usage: meshgen [options] -o STREAM.in --tris MESH.tri\n"
            "Writes the lit-morph cube/sphere mesh (GeForce3 paper, 6.1) as a vpsim input\n"
            "stream for programs/paper/paper_lit_morph.vp, and its triangle list.\n"
            "\n"
            "  -o FILE           the vpsim input stream (default: standard output)\n"
            "  --tris FILE       the triangle list (shared by every blend factor)\n"
            "  --grid N          vertices along a cube face edge, 2-200 (default 20:\n"
            "                    6*20*20 = 2400 vertices, 4332 triangles)\n"
            "  --blend T         blend factor v[15].x (default 0.5): the program computes\n"
            "                    sphere + T (cube - sphere): 0 = sphere, 1 = cube\n"
            "  --yaw DEG         object rotation about the vertical axis (default 35)\n"
            "  --pitch DEG       then about the horizontal axis (default 25)\n"
            "  --distance D      eye to object centre (default 6.3)\n"
            "  --fov DEG         vertical field of view (default 40)\n"
            "  --aspect A        viewport width / height (default 1)\n"
            "  --light X,Y,Z     eye-space direction towards the light (default -0.3,0.6,0.75;\n"
            "                    normalized here)\n"
            "  --weights A,D,S,P ambient, diffuse, specular weights and specular power,\n"
            "                    c[21] (default 0.15,0.65,0.45,24)\n"
            "  -h, --help        this text\n"
            "Exit status: 0 success, 2 usage or I/O error.\n");
}

__attribute__((format(printf, 1, 2))) static int fail(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "meshgen: error: ");
    vfprintf(stderr, fmt, ap);
    fprintf(stderr, " (see meshgen --help)\n");
    va_end(ap);
    return 2;
}

/* Parses n comma-separated finite numbers. 0 or -1. */
static int parse_list(const char *s, double *v, int n)
{
    for (int i = 0; i < n; i++) {
        char *end;
        errno = 0;
        v[i] = strtod(s, &end);
        if (end == s || errno || !isfinite(v[i]))
            return -1;
        s = end;
        if (i + 1 < n) {
            if (*s != ',')
                return -1;
            s++;
        }
    }
    return *s ? -1 : 0;
}

typedef double mat4[4][4];

static void mat_mul(mat4 r, mat4 a, mat4 b)
{
    mat4 t;
    for (int i = 0; i < 4; i++)
        for (int j = 0; j < 4; j++) {
            double s = 0;
            for (int k = 0; k < 4; k++)
                s += a[i][k] * b[k][j];
            t[i][j] = s;
        }
    memcpy(r, t, sizeof t);
}

static void mat_identity(mat4 m)
{
    memset(m, 0, sizeof(mat4));
    for (int i = 0; i < 4; i++)
        m[i][i] = 1;
}

static void normalize3(double v[3])
{
    double l = sqrt(v[0] * v[0] + v[1] * v[1] + v[2] * v[2]);
    for (int i = 0; i < 3; i++)
        v[i] /= l;
}

/* Prints a value so that vpsim reads back the same binary32. */
static void put(FILE *f, double d)
{
    float x = fabs(d) < 1e-12 ? 0.0f : (float)d; /* rounding noise of the matrices: 0 */
    if (x == 0)
        x = 0; /* no "-0" in the stream */
    fprintf(f, " %.9g", (double)x);
}

static void put_row(FILE *f, const char *name, unsigned idx, const double *v, int n)
{
    fprintf(f, "%s[%u] =", name, idx);
    for (int i = 0; i < n; i++)
        put(f, v[i]);
    fprintf(f, "\n");
}

/* Face k: outward normal n, in-plane axes u, v with u x v = n. */
static const int FACE[6][3][3] = {
    {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}},  {{-1, 0, 0}, {0, 0, 1}, {0, 1, 0}}, {{0, 1, 0}, {0, 0, 1}, {1, 0, 0}},
    {{0, -1, 0}, {1, 0, 0}, {0, 0, 1}}, {{0, 0, 1}, {1, 0, 0}, {0, 1, 0}},  {{0, 0, -1}, {0, 1, 0}, {1, 0, 0}},
};

#define SPHERE_RADIUS 1.25 /* about the cube's volume (4/3 pi r^3 = 8 gives 1.24) */

static int run(int argc, char **argv)
{
    const char *out_path = NULL, *tri_path = NULL;
    long grid = 20;
    double blend = 0.5, yaw = 35, pitch = 25, dist = 6.3, fov = 40, aspect = 1;
    double light[3] = {-0.3, 0.6, 0.75}, weights[4] = {0.15, 0.65, 0.45, 24};
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            usage(stdout);
            return 0;
        }
        const char *num_opts[] = {"--blend", "--yaw", "--pitch", "--distance", "--fov", "--aspect"};
        double *num_vals[] = {&blend, &yaw, &pitch, &dist, &fov, &aspect};
        int is_num = -1;
        for (int k = 0; k < 6; k++)
            if (!strcmp(a, num_opts[k]))
                is_num = k;
        const int takes_value = is_num >= 0 || !strcmp(a, "-o") || !strcmp(a, "--tris") || !strcmp(a, "--grid") ||
                                !strcmp(a, "--light") || !strcmp(a, "--weights");
        if (!takes_value)
            return a[0] == '-' ? fail("unknown option '%s'", a) : fail("unexpected argument '%s'", a);
        if (i + 1 >= argc)
            return fail("option %s needs a value", a);
        const char *val = argv[++i];
        if (is_num >= 0) {
            if (parse_list(val, num_vals[is_num], 1) != 0)
                return fail("%s needs a finite number", a);
        } else if (!strcmp(a, "-o")) {
            out_path = val;
        } else if (!strcmp(a, "--tris")) {
            tri_path = val;
        } else if (!strcmp(a, "--grid")) {
            char *end;
            errno = 0;
            grid = strtol(val, &end, 10);
            if (end == val || *end || errno || grid < 2 || grid > 200)
                return fail("--grid needs a whole number from 2 to 200, not '%s'", val);
        } else if (!strcmp(a, "--light")) {
            if (parse_list(val, light, 3) != 0 || (light[0] == 0 && light[1] == 0 && light[2] == 0))
                return fail("--light needs three numbers X,Y,Z, not all zero, not '%s'", val);
        } else if (parse_list(val, weights, 4) != 0) {
            return fail("--weights needs four numbers A,D,S,P, not '%s'", val);
        }
    }
    if (!(dist > 0))
        return fail("--distance must be positive");
    if (!(fov > 0 && fov < 180))
        return fail("--fov must be between 0 and 180 degrees");
    if (!(aspect > 0))
        return fail("--aspect must be positive");

    /* modelview = translate(0,0,-dist) * rotx(pitch) * roty(yaw) */
    mat4 mv, r, p, mvp;
    mat_identity(mv);
    mat_identity(r);
    const double cy = cos(yaw * PI / 180), sy = sin(yaw * PI / 180);
    r[0][0] = cy, r[0][2] = sy, r[2][0] = -sy, r[2][2] = cy;
    mat_mul(mv, r, mv);
    mat_identity(r);
    const double cp = cos(pitch * PI / 180), sp = sin(pitch * PI / 180);
    r[1][1] = cp, r[1][2] = -sp, r[2][1] = sp, r[2][2] = cp;
    mat_mul(mv, r, mv);
    mat_identity(r);
    r[2][3] = -dist;
    mat_mul(mv, r, mv);
    /* perspective projection, near/far around the object */
    const double fy = 1 / tan(fov * PI / 360), zn = dist - 2.5 > 0.1 ? dist - 2.5 : 0.1, zf = dist + 2.5;
    memset(p, 0, sizeof p);
    p[0][0] = fy / aspect;
    p[1][1] = fy;
    p[2][2] = (zf + zn) / (zn - zf);
    p[2][3] = 2 * zf * zn / (zn - zf);
    p[3][2] = -1;
    mat_mul(mvp, p, mv);
    /* inverse transpose of the upper 3x3: cofactors / determinant */
    double it[3][3];
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
            const int i1 = (i + 1) % 3, i2 = (i + 2) % 3, j1 = (j + 1) % 3, j2 = (j + 2) % 3;
            it[i][j] = mv[i1][j1] * mv[i2][j2] - mv[i1][j2] * mv[i2][j1];
        }
    const double det = mv[0][0] * it[0][0] + mv[0][1] * it[0][1] + mv[0][2] * it[0][2];
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++)
            it[i][j] /= det;
    normalize3(light);
    double half[3] = {light[0], light[1], light[2] + 1};
    if (half[0] == 0 && half[1] == 0 && half[2] == 0)
        half[2] = 1; /* light straight behind: any half vector */
    normalize3(half);

    const long n = grid, nvert = 6L * n * n, ntri = 12L * (n - 1) * (n - 1);
    if (!out_path)
        out_path = "-";
    if (tri_path && (!strcmp(tri_path, out_path) || vpw_same_file(tri_path, out_path))) {
        fprintf(stderr, "meshgen: error: -o and --tris name the same file %s\n", tri_path);
        return 2;
    }
    /* both files to temporary files, renamed into place when both are complete */
    vpw_file vw, tw;
    if (vpw_open(&vw, out_path, false) != 0) {
        fprintf(stderr, "meshgen: error: cannot write %s: %s\n", out_path, strerror(errno));
        return 2;
    }
    FILE *f = vw.f;
    fprintf(f,
            "# meshgen: input for programs/paper/paper_lit_morph.vp (vpsim format, docs/vpsim.md)\n"
            "# grid %ld: %ld vertices; blend v[15].x = %g (0 = sphere, 1 = cube)\n"
            "# yaw %g, pitch %g, distance %g, fov %g, aspect %g\n",
            n, nvert, blend, yaw, pitch, dist, fov, aspect);
    fprintf(f, "# modelview-projection rows\n");
    for (unsigned i = 0; i < 4; i++)
        put_row(f, "c", 4 + i, mvp[i], 4);
    fprintf(f, "# inverse transpose modelview rows\n");
    for (unsigned i = 0; i < 3; i++) {
        const double row[4] = {it[i][0], it[i][1], it[i][2], 0};
        put_row(f, "c", 12 + i, row, 4);
    }
    const double l4[4] = {light[0], light[1], light[2], 0}, h4[4] = {half[0], half[1], half[2], 0};
    fprintf(f, "# light direction, half-angle vector, colour weights and specular power\n");
    put_row(f, "c", 20, l4, 4);
    put_row(f, "c", 22, h4, 4);
    put_row(f, "c", 21, weights, 4);
    fprintf(f, "v[15] = %.9g\n", (double)(float)blend);
    fprintf(f, "# per vertex: v[1] cube normal, v[2] sphere position, v[3] sphere normal,\n"
               "# v[0] cube position (runs the vertex)\n");
    for (int k = 0; k < 6; k++)
        for (long j = 0; j < n; j++)
            for (long i = 0; i < n; i++) {
                const double s = -1 + 2.0 * (double)i / (double)(n - 1), t = -1 + 2.0 * (double)j / (double)(n - 1);
                const double se = tan(s * PI / 4), te = tan(t * PI / 4);
                double cube[4], cn[3], dir[3];
                for (int c = 0; c < 3; c++) {
                    cube[c] = FACE[k][0][c] + s * FACE[k][1][c] + t * FACE[k][2][c];
                    cn[c] = FACE[k][0][c];
                    dir[c] = FACE[k][0][c] + se * FACE[k][1][c] + te * FACE[k][2][c];
                }
                cube[3] = 1;
                normalize3(dir);
                const double sph[4] = {SPHERE_RADIUS * dir[0], SPHERE_RADIUS * dir[1], SPHERE_RADIUS * dir[2], 1};
                put_row(f, "v", 1, cn, 3);
                put_row(f, "v", 2, sph, 4);
                put_row(f, "v", 3, dir, 3);
                put_row(f, "v", 0, cube, 4);
            }
    if (vpw_close(&vw) != 0) {
        fprintf(stderr, "meshgen: error: cannot write %s: %s\n", vw.std ? "<stdout>" : out_path, strerror(errno));
        vpw_discard(&vw);
        return 2;
    }
    if (tri_path) {
        if (vpw_open(&tw, tri_path, false) != 0) {
            fprintf(stderr, "meshgen: error: cannot write %s: %s\n", tri_path, strerror(errno));
            vpw_discard(&vw);
            return 2;
        }
        FILE *t = tw.f;
        fprintf(t,
                "# meshgen triangle list (docs/demo.md): cube/sphere grid %ld, six faces of %ldx%ld vertices,\n"
                "# counter-clockwise seen from outside; indices count the vertices of the stream from 0\n"
                "vertices %ld\ntriangles %ld\n",
                n, n, n, nvert, ntri);
        for (long k = 0; k < 6; k++)
            for (long j = 0; j + 1 < n; j++)
                for (long i = 0; i + 1 < n; i++) {
                    const long a = k * n * n + j * n + i, b = a + 1, c = a + n + 1, d = a + n;
                    fprintf(t, "%ld %ld %ld\n%ld %ld %ld\n", a, b, c, a, c, d);
                }
        if (vpw_close(&tw) != 0) {
            fprintf(stderr, "meshgen: error: cannot write %s: %s\n", tri_path, strerror(errno));
            vpw_discard(&tw);
            vpw_discard(&vw);
            return 2;
        }
        if (vpw_commit(&tw) != 0) {
            fprintf(stderr, "meshgen: error: cannot write %s: %s\n", tri_path, strerror(errno));
            vpw_discard(&vw);
            return 2;
        }
    }
    if (vpw_commit(&vw) != 0) {
        fprintf(stderr, "meshgen: error: cannot write %s: %s\n", out_path, strerror(errno));
        return 2;
    }
    return 0;
}

int main(int argc, char **argv)
{
    int rc = run(argc, argv);
    /* (a failed write to stdout in run() is reported there, with rc 2) */
    if (vpw_close_stdout() != 0 && rc == 0) {
        fprintf(stderr, "meshgen: error: cannot write standard output: %s\n", strerror(errno));
        rc = rc ? rc : 2;
    }
    return rc;
}
