/*
 * vpfile: reading a whole input file, shared by the tools and the tests.
 */
#ifndef VP_VPFILE_H
#define VP_VPFILE_H

#include <stddef.h>

/*
 * The tools' input limits (README "Tools' inputs and outputs"): a larger
 * input is refused before it is read (a regular file, by its size) or
 * once one byte more than the limit has come (a pipe or a device such as
 * /dev/zero). Programs (text, images, TGSI streams): VP_MAX_PROGRAM_FILE,
 * far above any program of 256 words; vertex streams, vpsim output and
 * vprender's triangle lists and PNGs: VP_MAX_DATA_FILE (some 300 000
 * vertices of meshgen's stream, 100 000 of vpsim's output).
 */
#define VP_MAX_PROGRAM_FILE ((size_t)16 << 20)
#define VP_MAX_DATA_FILE ((size_t)64 << 20)

/*
 * Reads all of path ("-" = standard input), at most max bytes. Returns a
 * buffer with a NUL after the data (not counted in *len, which may be NULL)
 * for the caller to free, or NULL with errno set: EFBIG when the input is
 * larger than max (a regular file is refused by its size, without reading
 * it; anything else is read up to max + 1 bytes and no further), ENOMEM,
 * or the error of fopen/fread.
 */
char *vp_read_file(const char *path, size_t max, size_t *len);

/*
 * Why vp_read_file failed, for a message: "larger than the limit of N
 * bytes" for EFBIG, strerror(e) otherwise. Returns buf.
 */
const char *vp_read_error(int e, size_t max, char *buf, size_t n);

#endif
