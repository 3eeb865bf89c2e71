/* vpfile: see vpfile.h. */
#include "vpfile.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

char *vp_read_file(const char *path, size_t max, size_t *len)
{
    const int std = strcmp(path, "-") == 0;
    FILE *f = std ? stdin : fopen(path, "rb");
    if (!f)
        return NULL;
    if (max > SIZE_MAX / 4)
        max = SIZE_MAX / 4; /* so that the sizes below cannot wrap */
    const size_t limit = max + 1; /* one byte past max tells "too large" */
    size_t cap = 4096, n = 0;
    struct stat st;
    int err = 0;
    if (fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode)) {
        if ((unsigned long long)st.st_size > (unsigned long long)max)
            err = EFBIG; /* refused by its size, nothing read */
        else
            cap = (size_t)st.st_size + 1; /* room to see the end of file in one go */
    }
    if (cap > limit)
        cap = limit;
    char *buf = err ? NULL : malloc(cap + 1);
    if (!err && !buf)
        err = ENOMEM;
    while (!err) {
        if (n == cap) {
            const size_t ncap = cap > limit / 2 ? limit : cap * 2;
            char *nb = realloc(buf, ncap + 1);
            if (!nb) {
                err = ENOMEM;
                break;
            }
            buf = nb;
            cap = ncap;
        }
        size_t got = fread(buf + n, 1, cap - n, f);
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

const char *vp_read_error(int e, size_t max, char *buf, size_t n)
{
    if (e == EFBIG)
        snprintf(buf, n, "larger than the limit of %zu bytes (%zu MiB)", max, max >> 20);
    else
        snprintf(buf, n, "%s", strerror(e));
    return buf;
}
