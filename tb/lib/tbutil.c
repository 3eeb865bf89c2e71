/* tbutil: see tbutil.h. */
#include "tbutil.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static int has_ext(const char *name, const char *ext)
{
    size_t n = strlen(name), e = strlen(ext);
    return n > e && strcmp(name + n - e, ext) == 0;
}

int tb_walk_programs(const char *dir, void (*fn)(const char *path, const char *name, void *user), void *user)
{
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    int count = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.')
            continue;
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        struct stat st;
        if (stat(path, &st) != 0)
            continue;
        if (S_ISDIR(st.st_mode)) {
            count += tb_walk_programs(path, fn, user);
        } else if (has_ext(e->d_name, ".vp") || has_ext(e->d_name, ".vsp")) {
            fn(path, e->d_name, user);
            count++;
        }
    }
    closedir(d);
    return count;
}

const char *tb_corpus_dir(void)
{
    const char *s = getenv("VP_CORPUS");
    return s ? s : "../shared/corpus";
}

const char *tb_programs_dir(void)
{
    const char *s = getenv("VP_PROGRAMS");
    return s ? s : "programs";
}
