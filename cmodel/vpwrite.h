/*
 * vpwrite: a tool's outputs without silent loss (README "Tools' outputs").
 *
 * An output named by a path is written to a temporary file in the same
 * directory (".NAME.PID.N", created with the permissions fopen would give,
 * or those of the file it replaces) and renamed over the path only when
 * every write and the close succeeded; on failure the temporary file is
 * removed and a file already at the path is left as it was. Standard
 * output ("-") and paths that are not regular files (devices such as
 * /dev/null or /dev/full, FIFOs) are written in place. A symbolic link to
 * a regular file is followed: the file it points to is replaced.
 *
 *   vpw_file w;
 *   if (vpw_open(&w, path, true) != 0) ... errno
 *   fwrite(..., w.f);
 *   if (vpw_finish(&w) != 0) ... errno (the temporary file is gone)
 *
 * A tool writing several files closes them all and commits them only when
 * every close succeeded (vpw_discard on each otherwise), so a failure leaves
 * no output complete-looking. At exit every tool calls vpw_close_stdout.
 * No globals; nothing is printed: errors come back as errno.
 */
#ifndef VP_VPWRITE_H
#define VP_VPWRITE_H

#include <stdbool.h>
#include <stdio.h>

typedef struct {
    FILE *f;      /* where to write; NULL once closed */
    char *target; /* the file the output becomes (NULL: written in place) */
    char *tmp;    /* the temporary file beside it (NULL: written in place) */
    bool std;     /* standard output */
} vpw_file;

/*
 * Opens path for writing ("-": standard output; binary: "wb" rather than
 * "w"). Returns 0, or -1 with errno set (nothing created).
 */
int vpw_open(vpw_file *w, const char *path, bool binary);

/*
 * Flushes and closes w.f (standard output: flushes it and checks its error
 * flag; vpw_close_stdout closes it). Returns 0, or -1 with errno (EIO when a
 * write failed earlier and the error is not known any more). The
 * temporary file stays until vpw_commit or vpw_discard.
 */
int vpw_close(vpw_file *w);

/* Renames the temporary file over the target (after vpw_close). 0, or -1
 * with errno (the temporary file is then removed). Frees w's names. */
int vpw_commit(vpw_file *w);

/* Closes w.f if still open and removes the temporary file; frees w's
 * names. The target is untouched. errno is preserved. */
void vpw_discard(vpw_file *w);

/* One output alone: vpw_close and vpw_commit, or vpw_discard when either
 * fails. 0, or -1 with errno. */
int vpw_finish(vpw_file *w);

/*
 * true when the output path names the same existing file as the input
 * path (device and inode compared; input "-": standard input). Only
 * regular files count (writing /dev/null while reading it is fine).
 */
bool vpw_same_file(const char *out, const char *in);

/*
 * At the end of a tool: flushes standard output, checks its error flag and
 * closes it. Returns 0, or -1 with errno (EIO when the error is not known
 * any more). Nothing may be written to stdout afterwards.
 */
int vpw_close_stdout(void);

#endif
