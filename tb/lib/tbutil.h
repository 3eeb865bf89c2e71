/*
 * tbutil: small helpers shared by the C test programs in tb/unit: visiting
 * every program file below a folder, and the folders themselves.
 */
#ifndef VP_TBUTIL_H
#define VP_TBUTIL_H

#include <stddef.h>

/* Whole files are read with vp_read_file (cmodel/vpfile.h) and this limit. */
#define TB_MAX_FILE ((size_t)1 << 26)

/* Calls fn for every *.vp and *.vsp file below dir, in directory order;
 * returns the number of files visited (0 when dir cannot be read). */
int tb_walk_programs(const char *dir, void (*fn)(const char *path, const char *name, void *user), void *user);

/* Folders from the environment: VP_CORPUS (default ../shared/corpus), VP_PROGRAMS (default programs). */
const char *tb_corpus_dir(void);
const char *tb_programs_dir(void);

#endif
