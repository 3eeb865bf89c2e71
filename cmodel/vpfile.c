/* vpfile: see vpfile.h. */
#include "vpfile.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

char *vp_read_file(const char *path, size_t max, size_t *len)
{
    const int std = strcmp(path, "-") == 0;
    FILE *f = std ? stdin : fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 4096, n = 0;
    char *buf = malloc(cap + 1);
    int err = buf ? 0 : ENOMEM;
    while (!err) {
        if (n == cap) {
            char *nb = realloc(buf, cap * 2 + 1);
            if (!nb) {
                err = ENOMEM;
                break;
            }
            buf = nb;
            cap *= 2;
        }
        size_t want = cap - n;
        if (n + want > max + 1)
            want = max + 1 - n; /* one byte past max tells "too large" */
        size_t got = fread(buf + n, 1, want, f);
        n += got;
        if (n > max)
            err = EFBIG;
        else if (got == 0)
            err = ferror(f) ? (errno ? errno : EIO) : -1; /* -1: end of file */
    }
    if (!std)
        fclose(f);
    if (err != -1) {
        free(buf);
        errno = err;
        return NULL;
    }
    buf[n] = '\0';
    if (len)
        *len = n;
    return buf;
}
