/* vpwrite: see vpwrite.h. */
#define _XOPEN_SOURCE 700 /* realpath */
#include "vpwrite.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static char *dup_str(const char *s)
{
    const size_t n = strlen(s) + 1;
    char *d = malloc(n);
    if (d)
        memcpy(d, s, n);
    return d;
}

static void free_names(vpw_file *w)
{
    free(w->target);
    free(w->tmp);
    w->target = w->tmp = NULL;
}

/* The temporary file beside w->target: ".BASE.PID.N" (BASE cut to fit a
 * file name), created exclusively with mode 0666 less the umask. */
static int make_tmp(vpw_file *w, const struct stat *old)
{
    const char *slash = strrchr(w->target, '/');
    const int dlen = slash ? (int)(slash - w->target) + 1 : 0; /* the directory with its '/' */
    const char *base = slash ? slash + 1 : w->target;
    const size_t sz = (size_t)dlen + 200;
    w->tmp = malloc(sz);
    if (!w->tmp)
        return -1;
    for (unsigned n = 0; n < 100; n++) {
        snprintf(w->tmp, sz, "%.*s.%.160s.%ld.%u", dlen, w->target, base, (long)getpid(), n);
        const int fd = open(w->tmp, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd < 0) {
            if (errno == EEXIST)
                continue;
            return -1;
        }
        if (old)
            (void)fchmod(fd, old->st_mode & 07777); /* the replaced file's permissions; best effort */
        return fd;
    }
    errno = EEXIST;
    return -1;
}

int vpw_open(vpw_file *w, const char *path, bool binary)
{
    memset(w, 0, sizeof *w);
    const char *mode = binary ? "wb" : "w";
    if (strcmp(path, "-") == 0) {
        w->f = stdout;
        w->std = true;
        return 0;
    }
    struct stat st, lst;
    const bool exists = stat(path, &st) == 0;
    if (!exists && errno != ENOENT)
        return -1;
    if (exists && !S_ISREG(st.st_mode)) { /* a device, a FIFO (a directory fails here) */
        w->f = fopen(path, mode);
        return w->f ? 0 : -1;
    }
    if (exists && lstat(path, &lst) == 0 && S_ISLNK(lst.st_mode))
        w->target = realpath(path, NULL); /* replace the file, not the link */
    else
        w->target = dup_str(path);
    if (!w->target) {
        if (!errno)
            errno = ENOMEM;
        return -1;
    }
    const int fd = make_tmp(w, exists ? &st : NULL);
    if (fd < 0) {
        const int e = errno;
        free_names(w);
        errno = e;
        return -1;
    }
    w->f = fdopen(fd, mode);
    if (!w->f) {
        const int e = errno;
        close(fd);
        unlink(w->tmp);
        free_names(w);
        errno = e;
        return -1;
    }
    return 0;
}

int vpw_close(vpw_file *w)
{
    if (!w->f)
        return 0;
    int e = 0;
    errno = 0;
    if (fflush(w->f) != 0)
        e = errno ? errno : EIO;
    else if (ferror(w->f))
        e = EIO;
    errno = 0;
    if (!w->std && fclose(w->f) != 0 && !e)
        e = errno ? errno : EIO;
    w->f = NULL;
    if (e) {
        errno = e;
        return -1;
    }
    return 0;
}

int vpw_commit(vpw_file *w)
{
    int rc = 0;
    if (w->tmp && rename(w->tmp, w->target) != 0) {
        const int e = errno;
        unlink(w->tmp);
        errno = e;
        rc = -1;
    }
    free_names(w);
    return rc;
}

void vpw_discard(vpw_file *w)
{
    const int e = errno;
    if (w->f && !w->std)
        fclose(w->f);
    w->f = NULL;
    if (w->tmp)
        unlink(w->tmp);
    free_names(w);
    errno = e;
}

int vpw_finish(vpw_file *w)
{
    if (vpw_close(w) != 0) {
        vpw_discard(w);
        return -1;
    }
    return vpw_commit(w);
}

bool vpw_same_file(const char *out, const char *in)
{
    struct stat so, si;
    if (strcmp(out, "-") == 0 || stat(out, &so) != 0)
        return false;
    if (strcmp(in, "-") == 0 ? fstat(STDIN_FILENO, &si) != 0 : stat(in, &si) != 0)
        return false;
    return S_ISREG(so.st_mode) && S_ISREG(si.st_mode) && so.st_dev == si.st_dev && so.st_ino == si.st_ino;
}

int vpw_close_stdout(void)
{
    int e = 0;
    errno = 0;
    if (fflush(stdout) != 0)
        e = errno ? errno : EIO;
    else if (ferror(stdout))
        e = EIO;
    /* a closed stdout that nothing was written to (EBADF) is not a loss */
    errno = 0;
    if (fclose(stdout) != 0 && !e && errno != EBADF)
        e = errno ? errno : EIO;
    if (e) {
        errno = e;
        return -1;
    }
    return 0;
}
