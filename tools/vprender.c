/*
 * vprender: draws the output vertices of a vertex program as a picture. It
 * reads vpsim's output (cmodel/vpout.h) and a triangle list (meshgen's
 * format, docs/demo.md), does the perspective divide and the viewport
 * transform of o[HPOS], rasterizes the triangles with a z-buffer and
 * perspective-correct interpolation of o[COL0] (each vertex colour clamped
 * to [0,1] first, as the GL does), and writes an 8-bit RGB PNG (zlib for
 * the compression and the CRCs). `vprender --check` verifies a PNG file:
 * signature, chunk order and CRCs, and that the image data inflates and
 * unfilters to exactly the size the header gives. See `vprender --help`.
 */
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

#include "vpfile.h"
#include "vpout.h"
#include "vpwrite.h"

#define READ_LIMIT VP_MAX_DATA_FILE
#define MAX_SIDE 8192
#define OUT_HPOS 0
#define OUT_COL0 1

static void usage(FILE *f)
{
    fprintf(f,
            "usage: vprender [options] VERTICES MESH.tri -o PICTURE.png\n"
            "       vprender --check PICTURE.png [--size WxH]\n"
            "Draws the triangles of MESH.tri (meshgen's triangle list; docs/demo.md) with the\n"
            "output vertices in VERTICES (vpsim's output; '-' = standard input): o[HPOS] is\n"
            "divided by w and mapped to the viewport, o[COL0] (clamped to [0,1]) is\n"
            "interpolated perspective-correctly over each triangle, a z-buffer keeps the\n"
            "nearest fragment (z/w in [-1,1]); triangles with a vertex at w <= 0 are skipped.\n"
            "\n"
            "  -o FILE          the PNG to write (8-bit RGB)\n"
            "  --size WxH       picture size in pixels (default 400x400; with --check: the\n"
            "                   size the file must have)\n"
            "  --ss N           N x N samples per pixel, averaged (1-4, default 1)\n"
            "  --background R,G,B  background colour, each 0-1 (default 0.1,0.12,0.16)\n"
            "  --tint R,G,B     multiply o[COL0] by this colour (default 1,1,1)\n"
            "  --cull MODE      none (default), back or front: faces counter-clockwise in\n"
            "                   normalized device coordinates are front faces\n"
            "  --check FILE     verify a PNG file instead of drawing: signature, IHDR first,\n"
            "                   chunk CRCs, IDAT inflates and unfilters to the header's size,\n"
            "                   IEND last; prints the size and a CRC-32 of the pixels\n"
            "  -h, --help       this text\n"
            "Exit status: 0 success, 1 bad input (or a bad PNG for --check), 2 usage or I/O error.\n");
}

__attribute__((format(printf, 1, 2))) static int usage_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "vprender: error: ");
    vfprintf(stderr, fmt, ap);
    fprintf(stderr, " (see vprender --help)\n");
    va_end(ap);
    return 2;
}

__attribute__((format(printf, 1, 2))) static int input_error(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "vprender: error: ");
    vfprintf(stderr, fmt, ap);
    fprintf(stderr, "\n");
    va_end(ap);
    return 1;
}

static int parse_size(const char *s, unsigned *w, unsigned *h)
{
    char *e;
    errno = 0;
    unsigned long a = strtoul(s, &e, 10);
    if (e == s || *e != 'x' || errno)
        return -1;
    const char *s2 = e + 1;
    unsigned long b = strtoul(s2, &e, 10);
    if (e == s2 || *e || errno || a < 1 || b < 1 || a > MAX_SIDE || b > MAX_SIDE)
        return -1;
    *w = (unsigned)a;
    *h = (unsigned)b;
    return 0;
}

static int parse_rgb(const char *s, double v[3])
{
    for (int i = 0; i < 3; i++) {
        char *e;
        errno = 0;
        v[i] = strtod(s, &e);
        if (e == s || errno || !(v[i] >= 0 && v[i] <= 1))
            return -1;
        s = e;
        if (i < 2) {
            if (*s != ',')
                return -1;
            s++;
        }
    }
    return *s ? -1 : 0;
}

/* ---- triangle list -------------------------------------------------------- */

typedef struct {
    uint32_t (*tri)[3];
    size_t count;
    unsigned long vertices;
} mesh;

/* Next line that is not blank or a comment; NULL at the end. */
static char *next_line(char **p, unsigned *line)
{
    while (**p) {
        char *s = *p, *nl = strchr(s, '\n');
        *p = nl ? nl + 1 : s + strlen(s);
        if (nl)
            *nl = '\0';
        ++*line;
        while (*s == ' ' || *s == '\t')
            s++;
        if (*s && *s != '#' && *s != '\r')
            return s;
    }
    return NULL;
}

static int read_mesh(const char *path, mesh *m)
{
    size_t len;
    char *buf = vp_read_file(path, READ_LIMIT, &len);
    if (!buf) {
        char why[96];
        fprintf(stderr, "vprender: error: cannot read %s: %s\n", path, vp_read_error(errno, READ_LIMIT, why, sizeof why));
        return 2;
    }
    if (memchr(buf, '\0', len)) {
        free(buf);
        return input_error("%s: NUL byte in a triangle list", path);
    }
    char *p = buf, *s;
    unsigned line = 0;
    unsigned long ntri = 0;
    int rc = 0;
    char extra;
    if (!(s = next_line(&p, &line)) || sscanf(s, "vertices %lu %c", &m->vertices, &extra) != 1) {
        rc = input_error("%s:%u: expected 'vertices N'", path, line);
    } else if (!(s = next_line(&p, &line)) || sscanf(s, "triangles %lu %c", &ntri, &extra) != 1 ||
               ntri > len / 6) {
        rc = input_error("%s:%u: expected 'triangles N' (with N triangle lines after it)", path, line);
    } else if (!(m->tri = malloc((ntri ? ntri : 1) * sizeof *m->tri))) {
        rc = input_error("out of memory");
    } else {
        for (m->count = 0; m->count < ntri; m->count++) {
            unsigned long a, b, c;
            if (!(s = next_line(&p, &line))) {
                rc = input_error("%s: ends after %zu of %lu triangles", path, m->count, ntri);
                break;
            }
            if (sscanf(s, "%lu %lu %lu %c", &a, &b, &c, &extra) != 3 || strchr(s, '-')) {
                rc = input_error("%s:%u: expected three vertex indices", path, line);
                break;
            }
            if (a >= m->vertices || b >= m->vertices || c >= m->vertices) {
                rc = input_error("%s:%u: vertex index out of range (the list has %lu vertices)", path, line,
                                 m->vertices);
                break;
            }
            m->tri[m->count][0] = (uint32_t)a;
            m->tri[m->count][1] = (uint32_t)b;
            m->tri[m->count][2] = (uint32_t)c;
        }
        if (!rc && next_line(&p, &line))
            rc = input_error("%s:%u: more lines than the %lu triangles announced", path, line, ntri);
    }
    free(buf);
    return rc;
}

/* ---- rasterizer ------------------------------------------------------------- */

typedef struct {
    double x, y, z; /* window x, y (pixels, y down), z/w */
    double iw;      /* 1/w */
    double c[3];    /* clamped colour */
    bool ok;        /* w > 0 and everything finite */
} svert;

static double as_float(uint32_t b)
{
    float f;
    memcpy(&f, &b, sizeof f);
    return (double)f;
}

static double clamp01(double v)
{
    return v > 0 ? (v < 1 ? v : 1) : 0; /* NaN -> 0 */
}

typedef struct {
    unsigned w, h;     /* sample grid */
    float *rgb;        /* w*h*3 */
    float *depth;      /* w*h */
    unsigned long drawn, culled, skipped, fragments;
} target;

static void raster_tri(target *t, const svert *a, const svert *b, const svert *c, int cull)
{
    if (!a->ok || !b->ok || !c->ok) {
        t->skipped++;
        return;
    }
    /* signed area with y up (normalized device orientation): > 0 is counter-clockwise */
    const double area = (b->x - a->x) * (a->y - c->y) - (c->x - a->x) * (a->y - b->y);
    if (area == 0 || !isfinite(area)) {
        t->skipped++;
        return;
    }
    if ((cull == 1 && area < 0) || (cull == 2 && area > 0)) {
        t->culled++;
        return;
    }
    t->drawn++;
    double x0 = fmin(a->x, fmin(b->x, c->x)), x1 = fmax(a->x, fmax(b->x, c->x));
    double y0 = fmin(a->y, fmin(b->y, c->y)), y1 = fmax(a->y, fmax(b->y, c->y));
    if (x1 < 0 || y1 < 0 || x0 > t->w || y0 > t->h)
        return;
    const unsigned px0 = x0 > 0 ? (unsigned)x0 : 0, py0 = y0 > 0 ? (unsigned)y0 : 0;
    const unsigned px1 = x1 < t->w - 1 ? (unsigned)x1 : t->w - 1, py1 = y1 < t->h - 1 ? (unsigned)y1 : t->h - 1;
    /* edge functions in window coordinates (y down): e_a opposite a, ... */
    const double inv = 1 / -area;
    for (unsigned py = py0; py <= py1; py++) {
        const double sy = py + 0.5;
        for (unsigned px = px0; px <= px1; px++) {
            const double sx = px + 0.5;
            const double la = ((b->x - sx) * (c->y - sy) - (c->x - sx) * (b->y - sy)) * inv;
            const double lb = ((c->x - sx) * (a->y - sy) - (a->x - sx) * (c->y - sy)) * inv;
            const double lc = 1 - la - lb;
            if (la < 0 || lb < 0 || lc < 0)
                continue;
            const double z = la * a->z + lb * b->z + lc * c->z;
            const size_t i = (size_t)py * t->w + px;
            if (!(z >= -1 && z <= 1) || !(z < t->depth[i]))
                continue;
            t->depth[i] = (float)z;
            /* perspective-correct weights */
            const double wa = la * a->iw, wb = lb * b->iw, wc = lc * c->iw, sum = wa + wb + wc;
            for (int k = 0; k < 3; k++)
                t->rgb[i * 3 + k] = (float)((wa * a->c[k] + wb * b->c[k] + wc * c->c[k]) / sum);
            t->fragments++;
        }
    }
}

/* ---- PNG ---------------------------------------------------------------- */

static void be32(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)(v >> 24);
    p[1] = (uint8_t)(v >> 16);
    p[2] = (uint8_t)(v >> 8);
    p[3] = (uint8_t)v;
}

static uint32_t rd32(const uint8_t *p)
{
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

static int put_chunk(FILE *f, const char *type, const uint8_t *data, uint32_t len)
{
    uint8_t hdr[8], crc[4];
    be32(hdr, len);
    memcpy(hdr + 4, type, 4);
    uLong c = crc32(0L, Z_NULL, 0);
    c = crc32(c, hdr + 4, 4);
    if (len)
        c = crc32(c, data, len);
    be32(crc, (uint32_t)c);
    return fwrite(hdr, 1, 8, f) != 8 || (len && fwrite(data, 1, len, f) != len) || fwrite(crc, 1, 4, f) != 4;
}

static const uint8_t PNG_SIG[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};

/* rows: h rows of 1 filter byte (0) + w*3 bytes. */
static int write_png(const char *path, unsigned w, unsigned h, const uint8_t *rows)
{
    const uLong raw = (uLong)h * (1 + (uLong)w * 3);
    uLongf zlen = compressBound(raw);
    uint8_t *z = malloc(zlen);
    if (!z || compress2(z, &zlen, rows, raw, 6) != Z_OK) {
        free(z);
        fprintf(stderr, "vprender: error: compressing the picture failed\n");
        return 2;
    }
    vpw_file png;
    if (vpw_open(&png, path, true) != 0) {
        free(z);
        fprintf(stderr, "vprender: error: cannot write %s: %s\n", path, strerror(errno));
        return 2;
    }
    FILE *f = png.f;
    uint8_t ihdr[13];
    be32(ihdr, w);
    be32(ihdr + 4, h);
    ihdr[8] = 8;  /* bit depth */
    ihdr[9] = 2;  /* colour type: RGB */
    ihdr[10] = 0; /* deflate */
    ihdr[11] = 0; /* adaptive filtering, filter bytes per row */
    ihdr[12] = 0; /* no interlace */
    int bad = fwrite(PNG_SIG, 1, 8, f) != 8;
    bad |= put_chunk(f, "IHDR", ihdr, 13);
    /* IDAT in pieces of at most 64 KiB, as encoders usually do */
    for (uLong off = 0; off < zlen && !bad; off += 65536)
        bad |= put_chunk(f, "IDAT", z + off, (uint32_t)(zlen - off < 65536 ? zlen - off : 65536));
    bad |= put_chunk(f, "IEND", NULL, 0);
    free(z);
    int e = 0;
    if (bad) {
        e = errno ? errno : EIO;
        vpw_discard(&png);
    } else if (vpw_finish(&png) != 0) {
        e = errno;
    }
    if (e) {
        fprintf(stderr, "vprender: error: cannot write %s: %s\n", path, strerror(e));
        return 2;
    }
    return 0;
}

static int paeth(int a, int b, int c)
{
    int p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

__attribute__((format(printf, 2, 3))) static int bad_png(const char *path, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fprintf(stderr, "vprender: %s: bad PNG: ", path);
    vfprintf(stderr, fmt, ap);
    fprintf(stderr, "\n");
    va_end(ap);
    return 1;
}

/* Verifies a PNG file (8-bit grey, RGB, grey+alpha or RGBA, not interlaced). */
static int check_png(const char *path, unsigned want_w, unsigned want_h)
{
    size_t len;
    uint8_t *b = (uint8_t *)vp_read_file(path, READ_LIMIT, &len);
    if (!b) {
        char why[96];
        fprintf(stderr, "vprender: error: cannot read %s: %s\n", path, vp_read_error(errno, READ_LIMIT, why, sizeof why));
        return 2;
    }
    int rc = 0;
    uint8_t *idat = NULL, *pix = NULL;
    size_t idat_len = 0, pos = 8;
    unsigned w = 0, h = 0, bpp = 0, nidat = 0;
    bool seen_iend = false, idat_done = false;
    if (len < 8 || memcmp(b, PNG_SIG, 8) != 0) {
        rc = bad_png(path, "no PNG signature at the start of the file");
        goto out;
    }
    for (unsigned n = 0; !seen_iend; n++) {
        if (len - pos < 12) {
            rc = bad_png(path, "file ends inside a chunk header at byte %zu (no IEND)", pos);
            goto out;
        }
        const uint32_t clen = rd32(b + pos);
        const uint8_t *type = b + pos + 4;
        char tname[5] = {0};
        for (int i = 0; i < 4; i++)
            tname[i] = (type[i] >= 'A' && type[i] <= 'Z') || (type[i] >= 'a' && type[i] <= 'z') ? (char)type[i] : '?';
        if (strchr(tname, '?')) {
            rc = bad_png(path, "invalid chunk type at byte %zu", pos + 4);
            goto out;
        }
        if (clen > 0x7fffffffu || clen > len - pos - 12) {
            rc = bad_png(path, "%s chunk at byte %zu is longer (%u bytes) than the rest of the file", tname, pos,
                         (unsigned)clen);
            goto out;
        }
        const uint8_t *data = b + pos + 8;
        uLong c = crc32(crc32(0L, Z_NULL, 0), type, 4);
        c = crc32(c, data, clen);
        if ((uint32_t)c != rd32(data + clen)) {
            rc = bad_png(path, "CRC mismatch in the %s chunk at byte %zu (stored %08x, computed %08x)", tname, pos,
                         (unsigned)rd32(data + clen), (unsigned)c);
            goto out;
        }
        if (n == 0) {
            if (strcmp(tname, "IHDR") != 0 || clen != 13) {
                rc = bad_png(path, "the first chunk is %s, not a 13-byte IHDR", tname);
                goto out;
            }
            w = rd32(data);
            h = rd32(data + 4);
            const unsigned depth = data[8], ct = data[9];
            bpp = ct == 0 ? 1 : ct == 2 ? 3 : ct == 4 ? 2 : ct == 6 ? 4 : 0;
            if (w == 0 || h == 0 || w > MAX_SIDE || h > MAX_SIDE) {
                rc = bad_png(path, "size %ux%u out of range", w, h);
                goto out;
            }
            if (depth != 8 || bpp == 0 || data[10] || data[11] || data[12]) {
                rc = bad_png(path, "unsupported format (bit depth %u, colour type %u, methods %u/%u/%u)", depth, ct,
                             data[10], data[11], data[12]);
                goto out;
            }
        } else if (!strcmp(tname, "IHDR")) {
            rc = bad_png(path, "a second IHDR at byte %zu", pos);
            goto out;
        } else if (!strcmp(tname, "IDAT")) {
            if (idat_done) {
                rc = bad_png(path, "IDAT chunks are not consecutive (byte %zu)", pos);
                goto out;
            }
            uint8_t *ni = realloc(idat, idat_len + clen + 1);
            if (!ni) {
                rc = bad_png(path, "out of memory");
                goto out;
            }
            idat = ni;
            memcpy(idat + idat_len, data, clen);
            idat_len += clen;
            nidat++;
        } else if (!strcmp(tname, "IEND")) {
            if (clen) {
                rc = bad_png(path, "IEND has data");
                goto out;
            }
            seen_iend = true;
        } else if (!(tname[0] & 0x20)) {
            rc = bad_png(path, "unknown critical chunk %s", tname);
            goto out;
        }
        if (nidat && strcmp(tname, "IDAT") != 0)
            idat_done = true;
        pos += 12 + (size_t)clen;
    }
    if (pos != len) {
        rc = bad_png(path, "%zu bytes after IEND", len - pos);
        goto out;
    }
    if (!nidat) {
        rc = bad_png(path, "no IDAT chunk");
        goto out;
    }
    const size_t stride = (size_t)w * bpp, raw = (size_t)h * (stride + 1);
    pix = malloc(raw + 1);
    if (!pix) {
        rc = bad_png(path, "out of memory");
        goto out;
    }
    z_stream zs;
    memset(&zs, 0, sizeof zs);
    if (inflateInit(&zs) != Z_OK) {
        rc = bad_png(path, "zlib initialisation failed");
        goto out;
    }
    zs.next_in = idat;
    zs.avail_in = (uInt)idat_len;
    zs.next_out = pix;
    zs.avail_out = (uInt)(raw + 1); /* one spare byte: more data than the header allows shows up */
    const int zr = inflate(&zs, Z_FINISH);
    const size_t got = raw + 1 - zs.avail_out;
    const uInt left = zs.avail_in;
    inflateEnd(&zs);
    if (zr != Z_STREAM_END) {
        rc = zr == Z_BUF_ERROR && got > raw
                 ? bad_png(path, "the image data inflates to more than the %zu bytes %ux%u needs", raw, w, h)
                 : bad_png(path, "the image data does not inflate (zlib: %s, %zu bytes out)",
                           zs.msg ? zs.msg : zError(zr), got);
        goto out;
    }
    if (got != raw) {
        rc = bad_png(path, "the image data inflates to %zu bytes, %ux%u needs %zu", got, w, h, raw);
        goto out;
    }
    if (left) {
        rc = bad_png(path, "%u bytes after the end of the zlib stream", (unsigned)left);
        goto out;
    }
    /* unfilter in place */
    for (size_t y = 0; y < h; y++) {
        uint8_t *row = pix + y * (stride + 1);
        const uint8_t *prev = y ? row - (stride + 1) : NULL;
        const unsigned ft = row[0];
        if (ft > 4) {
            rc = bad_png(path, "row %zu has filter type %u", y, ft);
            goto out;
        }
        for (size_t x = 0; x < stride; x++) {
            const int a = x >= bpp ? row[1 + x - bpp] : 0, up = prev ? prev[1 + x] : 0,
                      ul = prev && x >= bpp ? prev[1 + x - bpp] : 0;
            const int pred = ft == 1 ? a : ft == 2 ? up : ft == 3 ? (a + up) / 2 : ft == 4 ? paeth(a, up, ul) : 0;
            row[1 + x] = (uint8_t)(row[1 + x] + pred);
        }
    }
    uLong pc = crc32(0L, Z_NULL, 0);
    for (size_t y = 0; y < h; y++)
        pc = crc32(pc, pix + y * (stride + 1) + 1, (uInt)stride);
    if (want_w && (w != want_w || h != want_h)) {
        rc = bad_png(path, "the picture is %ux%u, expected %ux%u", w, h, want_w, want_h);
        goto out;
    }
    printf("%s: PNG ok: %ux%u, %u bytes per pixel, %u IDAT chunk%s, pixel CRC-32 %08x\n", path, w, h, bpp, nidat,
           nidat == 1 ? "" : "s", (unsigned)pc);
out:
    free(pix);
    free(idat);
    free(b);
    return rc;
}

/* ---- main ------------------------------------------------------------------ */

static int run(int argc, char **argv)
{
    const char *pos[2] = {NULL, NULL}, *out = NULL, *check = NULL;
    unsigned w = 400, h = 400, ss = 1;
    bool size_given = false;
    int npos = 0, cull = 0;
    double bg[3] = {0.1, 0.12, 0.16}, tint[3] = {1, 1, 1};
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
            usage(stdout);
            return 0;
        }
        if (!strcmp(a, "-o") || !strcmp(a, "--size") || !strcmp(a, "--ss") || !strcmp(a, "--background") ||
            !strcmp(a, "--tint") || !strcmp(a, "--cull") || !strcmp(a, "--check")) {
            if (i + 1 >= argc)
                return usage_error("option %s needs a value", a);
            const char *v = argv[++i];
            if (!strcmp(a, "-o")) {
                out = v;
            } else if (!strcmp(a, "--check")) {
                check = v;
            } else if (!strcmp(a, "--size")) {
                if (parse_size(v, &w, &h))
                    return usage_error("--size needs WxH with each from 1 to %d, not '%s'", MAX_SIDE, v);
                size_given = true;
            } else if (!strcmp(a, "--ss")) {
                if (strlen(v) != 1 || v[0] < '1' || v[0] > '4')
                    return usage_error("--ss needs 1, 2, 3 or 4, not '%s'", v);
                ss = (unsigned)(v[0] - '0');
            } else if (!strcmp(a, "--cull")) {
                if (!strcmp(v, "none"))
                    cull = 0;
                else if (!strcmp(v, "back"))
                    cull = 1;
                else if (!strcmp(v, "front"))
                    cull = 2;
                else
                    return usage_error("--cull needs none, back or front, not '%s'", v);
            } else if (parse_rgb(v, !strcmp(a, "--tint") ? tint : bg)) {
                return usage_error("%s needs R,G,B with each from 0 to 1, not '%s'", a, v);
            }
        } else if (a[0] == '-' && a[1]) {
            return usage_error("unknown option '%s'", a);
        } else if (npos < 2) {
            pos[npos++] = a;
        } else {
            return usage_error("too many arguments");
        }
    }
    if (check) {
        if (npos || out)
            return usage_error("--check takes only a PNG file (and --size)");
        return check_png(check, size_given ? w : 0, size_given ? h : 0);
    }
    if (npos < 2)
        return usage_error("needs the vertices (vpsim output) and the triangle list");
    if (!out)
        return usage_error("no output file given (-o PICTURE.png)");
    for (int i = 0; i < 2; i++)
        if (vpw_same_file(out, pos[i])) {
            fprintf(stderr, "vprender: error: output %s is the input file %s: refused (nothing written)\n", out, pos[i]);
            return 2;
        }

    size_t len;
    char *text = vp_read_file(pos[0], READ_LIMIT, &len);
    if (!text) {
        char why[96];
        fprintf(stderr, "vprender: error: cannot read %s: %s\n", pos[0],
                vp_read_error(errno, READ_LIMIT, why, sizeof why));
        return 2;
    }
    const char *vname = strcmp(pos[0], "-") != 0 ? pos[0] : "<stdin>";
    vpo_list vl = {0};
    vpo_error perr;
    mesh m = {0};
    svert *sv = NULL;
    target t = {0};
    uint8_t *rows = NULL;
    int rc = 0;
    if (vpo_parse(text, len, &vl, &perr) != 0) {
        if (perr.line)
            fprintf(stderr, "%s:%u:%u: error: %s\n", vname, perr.line, perr.col, perr.msg);
        else
            fprintf(stderr, "vprender: error: %s\n", perr.msg);
        rc = perr.line ? 1 : 2;
        goto done;
    }
    rc = read_mesh(pos[1], &m);
    if (rc)
        goto done;
    if (m.vertices != vl.count) {
        rc = input_error("%s has %zu vertices but the triangle list %s is for %lu", vname, vl.count, pos[1],
                         m.vertices);
        goto done;
    }
    t.w = w * ss;
    t.h = h * ss;
    sv = malloc((vl.count ? vl.count : 1) * sizeof *sv);
    t.rgb = malloc((size_t)t.w * t.h * 3 * sizeof *t.rgb);
    t.depth = malloc((size_t)t.w * t.h * sizeof *t.depth);
    rows = malloc((size_t)h * (1 + (size_t)w * 3));
    if (!sv || !t.rgb || !t.depth || !rows) {
        rc = input_error("out of memory");
        goto done;
    }
    for (size_t i = 0; i < vl.count; i++) {
        const vpo_vertex *v = &vl.v[i];
        if (!(v->written & (1u << OUT_HPOS)) || !(v->written & (1u << OUT_COL0))) {
            rc = input_error("%s: vertex %zu does not write o[%s]", vname, i,
                             v->written & (1u << OUT_HPOS) ? "COL0" : "HPOS");
            goto done;
        }
        const double cx = as_float(v->out[OUT_HPOS][0]), cy = as_float(v->out[OUT_HPOS][1]),
                     cz = as_float(v->out[OUT_HPOS][2]), cw = as_float(v->out[OUT_HPOS][3]);
        svert *s = &sv[i];
        s->ok = cw > 1e-20 && isfinite(cx) && isfinite(cy) && isfinite(cz) && isfinite(cw);
        s->iw = 1 / cw;
        s->x = (cx * s->iw + 1) * 0.5 * t.w;
        s->y = (1 - cy * s->iw) * 0.5 * t.h;
        s->z = cz * s->iw;
        s->ok = s->ok && isfinite(s->x) && isfinite(s->y) && isfinite(s->z);
        for (int k = 0; k < 3; k++)
            s->c[k] = clamp01(as_float(v->out[OUT_COL0][k])) * tint[k];
    }
    for (size_t i = 0; i < (size_t)t.w * t.h; i++) {
        t.depth[i] = INFINITY;
        for (int k = 0; k < 3; k++)
            t.rgb[i * 3 + k] = (float)bg[k];
    }
    for (size_t i = 0; i < m.count; i++)
        raster_tri(&t, &sv[m.tri[i][0]], &sv[m.tri[i][1]], &sv[m.tri[i][2]], cull);
    for (unsigned y = 0; y < h; y++) {
        uint8_t *row = rows + (size_t)y * (1 + (size_t)w * 3);
        row[0] = 0; /* filter: none */
        for (unsigned x = 0; x < w; x++)
            for (int k = 0; k < 3; k++) {
                double acc = 0;
                for (unsigned sy = 0; sy < ss; sy++)
                    for (unsigned sx = 0; sx < ss; sx++)
                        acc += t.rgb[(((size_t)y * ss + sy) * t.w + (size_t)x * ss + sx) * 3 + k];
                row[1 + (size_t)x * 3 + k] = (uint8_t)(clamp01(acc / (ss * ss)) * 255 + 0.5);
            }
    }
    rc = write_png(out, w, h, rows);
    if (!rc)
        printf("vprender: %s: %ux%u, %zu vertices, %zu triangles (%lu drawn, %lu culled, %lu skipped), %lu "
               "fragments\n",
               out, w, h, vl.count, m.count, t.drawn, t.culled, t.skipped, t.fragments);
done:
    free(text);
    free(rows);
    free(t.rgb);
    free(t.depth);
    free(sv);
    free(m.tri);
    vpo_free(&vl);
    return rc;
}

int main(int argc, char **argv)
{
    int rc = run(argc, argv);
    if (vpw_close_stdout() != 0) {
        fprintf(stderr, "vprender: error: cannot write standard output: %s\n", strerror(errno));
        rc = rc ? rc : 2;
    }
    return rc;
}
