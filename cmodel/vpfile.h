/*
 * vpfile: reading a whole input file, shared by the tools and the tests.
 */
#ifndef VP_VPFILE_H
#define VP_VPFILE_H

#include <stddef.h>

/*
 * Reads all of path ("-" = standard input), at most max bytes. Returns a
 * buffer with a NUL after the data (not counted in *len, which may be NULL)
 * for the caller to free, or NULL with errno set: EFBIG when the input is
 * larger than max, ENOMEM, or the error of fopen/fread.
 */
char *vp_read_file(const char *path, size_t max, size_t *len);

#endif
