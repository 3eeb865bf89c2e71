/*
 * Self-contained coverage-guided mutation fuzzer: the fallback engine for
 * the LLVMFuzzerTestOneInput targets in tb/fuzz when clang's libFuzzer is
 * not installed. Built with gcc -fsanitize=address,undefined; the code
 * under test is compiled with -fsanitize-coverage=trace-pc, and this file
 * supplies __sanitizer_cov_trace_pc, which hashes consecutive basic blocks
 * into an edge map (hit counts in buckets, as AFL does). An input that
 * reaches a new edge or bucket joins the corpus.
 *
 * Command line (a subset of libFuzzer's, so mk/fuzz.mk drives both alike):
 *   driver [-max_total_time=S] [-runs=N] [-seed=N] [-max_len=N]
 *          [-artifact_prefix=P] [-dict=FILE] [-timeout=S] PATH...
 * PATHs are corpus directories (the first one, if writable, receives new
 * inputs) or files; with files only, each is run once (reproduce a crash).
 *
 * A crash is a sanitizer report, a failed check (abort) or a signal; the
 * input that caused it is written to <artifact_prefix>crash-<hash> before
 * the process dies, and the exit status is non-zero. An input running
 * longer than -timeout seconds is kept as timeout-<hash>.
 * The last lines are "stat::number_of_executed_units: N" (as libFuzzer's
 * -print_final_stats=1) and "Done N runs in S second(s)".
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Declared by the sanitizer runtimes (sanitizer/common_interface_defs.h). */
void __sanitizer_set_death_callback(void (*callback)(void));
void __sanitizer_cov_trace_pc(void);
const char *__asan_default_options(void);
const char *__ubsan_default_options(void);

/* Every sanitizer report ends in abort(), so the SIGABRT handler below
 * keeps the input even where the death callback is not called (gcc's
 * separate UBSan runtime). The environment can still override these. */
const char *__asan_default_options(void) { return "abort_on_error=1"; }
const char *__ubsan_default_options(void) { return "abort_on_error=1:print_stacktrace=1"; }

/* ------------------------------------------------------------- coverage */

#define MAP_SIZE (1u << 16)
static uint8_t cov_map[MAP_SIZE];   /* hits of this run */
static uint8_t cov_best[MAP_SIZE];  /* union of buckets seen so far */
static uintptr_t cov_prev;

void __sanitizer_cov_trace_pc(void)
{
    uintptr_t pc = (uintptr_t)__builtin_return_address(0);
    uintptr_t cur = (pc ^ (pc >> 12)) & (MAP_SIZE - 1);
    uint8_t *h = &cov_map[cur ^ cov_prev];
    if (*h != 255)
        (*h)++;
    cov_prev = cur >> 1;
}

static uint8_t bucket(uint8_t n)
{
    if (n == 0) return 0;
    if (n == 1) return 1;
    if (n == 2) return 2;
    if (n == 3) return 4;
    if (n < 8) return 8;
    if (n < 16) return 16;
    if (n < 32) return 32;
    if (n < 128) return 64;
    return 128;
}

/* Merges this run's map into cov_best; true when something was new. */
static bool cov_merge(void)
{
    bool fresh = false;
    const uint64_t *w = (const uint64_t *)(const void *)cov_map;
    for (size_t i = 0; i < MAP_SIZE / 8; i++) {
        if (!w[i])
            continue;
        for (size_t k = i * 8; k < i * 8 + 8; k++) {
            uint8_t b = bucket(cov_map[k]);
            if (b & ~cov_best[k]) {
                cov_best[k] |= b;
                fresh = true;
            }
        }
    }
    return fresh;
}

static unsigned cov_edges(void)
{
    unsigned n = 0;
    for (size_t i = 0; i < MAP_SIZE; i++)
        n += cov_best[i] != 0;
    return n;
}

/* ---------------------------------------------------------------- state */

typedef struct {
    uint8_t *d;
    size_t n;
} blob;

static blob *corpus;
static size_t ncorpus, capcorpus;
static blob *dict;
static size_t ndict, capdict;

static const uint8_t *cur_data; /* input being run, for the crash hooks */
static size_t cur_len;
static char artifact_prefix[512] = "./";
static const char *out_dir;     /* where new corpus inputs go, or NULL */
static unsigned long long execs;
static volatile sig_atomic_t in_crash;

static uint64_t rng_state = 0x2545F4914F6CDD1Dull;
static uint64_t rnd(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return rng_state;
}
static size_t rnd_below(size_t n) { return n ? (size_t)(rnd() % n) : 0; }

static void *xmalloc(size_t n)
{
    void *p = malloc(n ? n : 1);
    if (!p) {
        perror("malloc");
        exit(2);
    }
    return p;
}

static void add_blob(blob **arr, size_t *n, size_t *cap, const uint8_t *d, size_t len)
{
    if (*n == *cap) {
        *cap = *cap ? *cap * 2 : 256;
        blob *na = realloc(*arr, *cap * sizeof **arr);
        if (!na) {
            perror("realloc");
            exit(2);
        }
        *arr = na;
    }
    (*arr)[*n].d = xmalloc(len);
    if (len)
        memcpy((*arr)[*n].d, d, len);
    (*arr)[*n].n = len;
    (*n)++;
}

/* FNV-1a of the input, for artifact names. */
static uint64_t hash_bytes(const uint8_t *d, size_t n)
{
    uint64_t h = 0xcbf29ce484222325ull;
    for (size_t i = 0; i < n; i++) {
        h ^= d[i];
        h *= 0x100000001b3ull;
    }
    return h;
}

/* Async-signal-safe: writes the current input as <prefix><kind>-<hash>. */
static void save_current(const char *kind)
{
    if (!cur_data)
        return;
    char path[700];
    size_t p = 0;
    for (const char *s = artifact_prefix; *s && p < 600; s++)
        path[p++] = *s;
    for (const char *s = kind; *s && p < 640; s++)
        path[p++] = *s;
    path[p++] = '-';
    uint64_t h = hash_bytes(cur_data, cur_len);
    for (int i = 15; i >= 0; i--)
        path[p++] = "0123456789abcdef"[(h >> (4 * i)) & 15];
    path[p] = '\0';
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd >= 0) {
        size_t off = 0;
        while (off < cur_len) {
            ssize_t w = write(fd, cur_data + off, cur_len - off);
            if (w <= 0)
                break;
            off += (size_t)w;
        }
        close(fd);
    }
    static const char m1[] = "\n==driver== input written to ";
    ssize_t ignored = write(2, m1, sizeof m1 - 1);
    ignored = write(2, path, p);
    ignored = write(2, "\n", 1);
    (void)ignored;
}

static void death_callback(void)
{
    if (in_crash)
        return;
    in_crash = 1;
    save_current("crash");
}

static void on_signal(int sig)
{
    if (sig == SIGALRM) {
        static const char m[] = "\n==driver== timeout: one input ran too long\n";
        ssize_t ignored = write(2, m, sizeof m - 1);
        (void)ignored;
        in_crash = 1;
        save_current("timeout");
        _exit(70);
    }
    if (!in_crash) {
        in_crash = 1;
        static const char m[] = "\n==driver== fatal signal\n";
        ssize_t ignored = write(2, m, sizeof m - 1);
        (void)ignored;
        save_current("crash");
    }
    signal(sig, SIG_DFL);
    raise(sig);
}

/* -------------------------------------------------------------- running */

static unsigned timeout_s = 10;

/* Runs one input from an exactly sized copy (so reads past the end are
 * caught); returns true when it reached new coverage. */
static bool run_one(const uint8_t *d, size_t n)
{
    uint8_t *copy = xmalloc(n);
    if (n)
        memcpy(copy, d, n);
    memset(cov_map, 0, sizeof cov_map);
    cov_prev = 0;
    cur_data = copy;
    cur_len = n;
    alarm(timeout_s);
    LLVMFuzzerTestOneInput(copy, n);
    alarm(0);
    cur_data = NULL;
    execs++;
    bool fresh = cov_merge();
    free(copy);
    return fresh;
}

static void save_to_corpus_dir(const uint8_t *d, size_t n)
{
    if (!out_dir)
        return;
    char path[1024];
    snprintf(path, sizeof path, "%s/%016llx", out_dir, (unsigned long long)hash_bytes(d, n));
    FILE *f = fopen(path, "wb");
    if (!f)
        return;
    fwrite(d, 1, n, f);
    fclose(f);
}

static uint8_t *read_path(const char *path, size_t *len, size_t max_len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    uint8_t *buf = xmalloc(max_len);
    *len = fread(buf, 1, max_len, f);
    fclose(f);
    return buf;
}

static void load_dir(const char *dir, size_t max_len)
{
    DIR *dp = opendir(dir);
    if (!dp)
        return;
    struct dirent *de;
    while ((de = readdir(dp)) != NULL) {
        if (de->d_name[0] == '.')
            continue;
        char path[1024];
        snprintf(path, sizeof path, "%s/%s", dir, de->d_name);
        struct stat st;
        if (stat(path, &st) != 0)
            continue;
        if (S_ISDIR(st.st_mode)) {
            load_dir(path, max_len);
            continue;
        }
        if (!S_ISREG(st.st_mode))
            continue;
        size_t n;
        uint8_t *d = read_path(path, &n, max_len);
        if (d) {
            add_blob(&corpus, &ncorpus, &capcorpus, d, n);
            free(d);
        }
    }
    closedir(dp);
}

/* libFuzzer dictionary: lines  name="value"  or  "value", with \\, \" and \xNN. */
static void load_dict(const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "driver: cannot read dictionary %s\n", path);
        exit(2);
    }
    char line[1024];
    while (fgets(line, sizeof line, f)) {
        char *q = strchr(line, '"');
        if (!q || line[0] == '#')
            continue;
        uint8_t val[512];
        size_t n = 0;
        for (char *s = q + 1; *s && *s != '"' && n < sizeof val; s++) {
            if (*s == '\\' && s[1] == 'x' && s[2] && s[3]) {
                char hx[3] = {s[2], s[3], 0};
                val[n++] = (uint8_t)strtoul(hx, NULL, 16);
                s += 3;
            } else if (*s == '\\' && s[1]) {
                val[n++] = (uint8_t)s[1];
                s++;
            } else {
                val[n++] = (uint8_t)*s;
            }
        }
        if (n)
            add_blob(&dict, &ndict, &capdict, val, n);
    }
    fclose(f);
}

/* ------------------------------------------------------------ mutations */

static const char *const interesting_numbers[] = {"0", "1", "3", "4", "15", "16", "63", "64", "65", "95", "96",
                                                  "124", "125", "128", "129", "252", "253", "255", "256", "257",
                                                  "65535", "4294967296", "99999999999999999999"};

/* Inserts src[0..n) at pos; respects max_len. */
static size_t insert_bytes(uint8_t *buf, size_t len, size_t max_len, size_t pos, const uint8_t *src, size_t n)
{
    if (len + n > max_len)
        n = max_len - len;
    if (n == 0)
        return len;
    memmove(buf + pos + n, buf + pos, len - pos);
    memcpy(buf + pos, src, n);
    return len + n;
}

static size_t mutate(uint8_t *buf, size_t len, size_t max_len)
{
    static const uint8_t special[] = {0, 0xff, 0x80, '\n', '\r', ' ', '\t', ';', ',', '.', '[', ']', '(', ')',
                                      '|', '+', '-', ':', '#', 'x', 'y', 'z', 'w', '0', '9', 'A', 'R', 'c', 'v', 'o'};
    unsigned stack = 1u << rnd_below(4);
    for (unsigned s = 0; s < stack; s++) {
        switch (rnd_below(13)) {
        case 0: /* flip a bit */
            if (len)
                buf[rnd_below(len)] ^= (uint8_t)(1u << rnd_below(8));
            break;
        case 1: /* set a byte to a random or special value */
            if (len)
                buf[rnd_below(len)] = rnd_below(2) ? (uint8_t)rnd() : special[rnd_below(sizeof special)];
            break;
        case 2: { /* insert a byte */
            uint8_t b = rnd_below(2) ? (uint8_t)rnd() : special[rnd_below(sizeof special)];
            len = insert_bytes(buf, len, max_len, rnd_below(len + 1), &b, 1);
            break;
        }
        case 3: { /* delete a range */
            if (!len)
                break;
            size_t a = rnd_below(len), n = 1 + rnd_below(len - a < 16 ? len - a : 16);
            memmove(buf + a, buf + a + n, len - a - n);
            len -= n;
            break;
        }
        case 4: { /* duplicate a range */
            if (!len)
                break;
            size_t a = rnd_below(len), n = 1 + rnd_below(len - a < 64 ? len - a : 64);
            uint8_t tmp[64];
            memcpy(tmp, buf + a, n);
            len = insert_bytes(buf, len, max_len, rnd_below(len + 1), tmp, n);
            break;
        }
        case 5: /* insert a dictionary word */
        case 6:
            if (ndict) {
                const blob *w = &dict[rnd_below(ndict)];
                len = insert_bytes(buf, len, max_len, rnd_below(len + 1), w->d, w->n);
            }
            break;
        case 7: /* overwrite with a dictionary word */
            if (ndict && len) {
                const blob *w = &dict[rnd_below(ndict)];
                size_t a = rnd_below(len);
                size_t n = w->n < len - a ? w->n : len - a;
                memcpy(buf + a, w->d, n);
            }
            break;
        case 8: { /* splice: this input's prefix, another input's suffix */
            if (!ncorpus)
                break;
            const blob *o = &corpus[rnd_below(ncorpus)];
            size_t a = rnd_below(len + 1), b = rnd_below(o->n + 1);
            size_t n = o->n - b;
            if (a + n > max_len)
                n = max_len - a;
            memcpy(buf + a, o->d + b, n);
            len = a + n;
            break;
        }
        case 9: { /* replace a number with an interesting one */
            if (!len)
                break;
            size_t a = rnd_below(len);
            while (a < len && !(buf[a] >= '0' && buf[a] <= '9'))
                a++;
            if (a == len)
                break;
            size_t e = a;
            while (e < len && buf[e] >= '0' && buf[e] <= '9')
                e++;
            memmove(buf + a, buf + e, len - e);
            len -= e - a;
            const char *num = interesting_numbers[rnd_below(sizeof interesting_numbers / sizeof *interesting_numbers)];
            len = insert_bytes(buf, len, max_len, a, (const uint8_t *)num, strlen(num));
            break;
        }
        case 10: { /* delete a line */
            if (!len)
                break;
            size_t a = rnd_below(len);
            while (a > 0 && buf[a - 1] != '\n')
                a--;
            size_t e = a;
            while (e < len && buf[e] != '\n')
                e++;
            if (e < len)
                e++;
            memmove(buf + a, buf + e, len - e);
            len -= e - a;
            break;
        }
        case 11: { /* duplicate a line elsewhere */
            if (!len)
                break;
            size_t a = rnd_below(len);
            while (a > 0 && buf[a - 1] != '\n')
                a--;
            size_t e = a;
            while (e < len && buf[e] != '\n' && e - a < 200)
                e++;
            if (e < len)
                e++;
            uint8_t tmp[201];
            size_t n = e - a;
            memcpy(tmp, buf + a, n);
            size_t at = rnd_below(len + 1);
            while (at > 0 && buf[at - 1] != '\n')
                at--;
            len = insert_bytes(buf, len, max_len, at, tmp, n);
            break;
        }
        default: /* truncate */
            if (len)
                len = rnd_below(len + 1);
            break;
        }
    }
    return len;
}

/* ----------------------------------------------------------------- main */

static bool starts_with(const char *s, const char *p) { return strncmp(s, p, strlen(p)) == 0; }

int main(int argc, char **argv)
{
    double max_time = 0;
    unsigned long long max_runs = 0;
    size_t max_len = 16384;
    uint64_t seed = (uint64_t)time(NULL) ^ ((uint64_t)getpid() << 32);
    const char *paths[256];
    int npaths = 0;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        if (starts_with(a, "-max_total_time="))
            max_time = atof(a + 16);
        else if (starts_with(a, "-runs="))
            max_runs = strtoull(a + 6, NULL, 10);
        else if (starts_with(a, "-seed="))
            seed = strtoull(a + 6, NULL, 10);
        else if (starts_with(a, "-max_len="))
            max_len = (size_t)strtoul(a + 9, NULL, 10);
        else if (starts_with(a, "-timeout="))
            timeout_s = (unsigned)strtoul(a + 9, NULL, 10);
        else if (starts_with(a, "-artifact_prefix="))
            snprintf(artifact_prefix, sizeof artifact_prefix, "%s", a + 17);
        else if (starts_with(a, "-dict="))
            load_dict(a + 6);
        else if (starts_with(a, "-print_final_stats=") || starts_with(a, "-rss_limit_mb="))
            ; /* libFuzzer options without meaning here: final stats are always printed */
        else if (a[0] == '-')
            fprintf(stderr, "driver: ignoring option %s\n", a);
        else if (npaths < 256)
            paths[npaths++] = a;
    }
    if (max_len < 16)
        max_len = 16;
    rng_state = seed ? seed : 1;
    __sanitizer_set_death_callback(death_callback);
    signal(SIGSEGV, on_signal);
    signal(SIGBUS, on_signal);
    signal(SIGFPE, on_signal);
    signal(SIGILL, on_signal);
    signal(SIGABRT, on_signal);
    signal(SIGALRM, on_signal);
    fprintf(stderr, "driver: gcc fallback fuzzer (coverage: -fsanitize-coverage=trace-pc), seed %llu\n",
            (unsigned long long)seed);

    /* files only: run each once */
    bool files_only = npaths > 0;
    for (int i = 0; i < npaths; i++) {
        struct stat st;
        if (stat(paths[i], &st) != 0 || S_ISDIR(st.st_mode))
            files_only = false;
    }
    if (files_only) {
        for (int i = 0; i < npaths; i++) {
            size_t n;
            uint8_t *d = read_path(paths[i], &n, 1u << 24);
            if (!d) {
                fprintf(stderr, "driver: cannot read %s\n", paths[i]);
                return 2;
            }
            fprintf(stderr, "Running: %s\n", paths[i]);
            run_one(d, n);
            free(d);
        }
        fprintf(stderr, "Executed %d inputs; no crash\n", npaths);
        return 0;
    }

    for (int i = 0; i < npaths; i++) {
        struct stat st;
        if (stat(paths[i], &st) != 0)
            continue;
        if (i == 0 && S_ISDIR(st.st_mode) && access(paths[i], W_OK) == 0)
            out_dir = paths[i];
        if (S_ISDIR(st.st_mode))
            load_dir(paths[i], max_len);
    }
    if (ncorpus == 0)
        add_blob(&corpus, &ncorpus, &capcorpus, (const uint8_t *)"", 0);

    struct timespec t0, tn;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    /* seeds first; keep those with new coverage (others stay for splicing) */
    size_t nseed = ncorpus;
    for (size_t i = 0; i < nseed; i++)
        run_one(corpus[i].d, corpus[i].n);
    fprintf(stderr, "#%llu INITED cov: %u corpus: %zu\n", execs, cov_edges(), ncorpus);

    uint8_t *buf = xmalloc(max_len);
    double last_report = 0, elapsed = 0;
    for (;;) {
        clock_gettime(CLOCK_MONOTONIC, &tn);
        elapsed = (double)(tn.tv_sec - t0.tv_sec) + (double)(tn.tv_nsec - t0.tv_nsec) / 1e9;
        if ((max_time > 0 && elapsed >= max_time) || (max_runs && execs >= max_runs))
            break;
        if (max_time <= 0 && !max_runs && execs >= 100000)
            break; /* no bound given: a short default run */
        if (elapsed - last_report >= 10) {
            last_report = elapsed;
            fprintf(stderr, "#%llu cov: %u corpus: %zu exec/s: %.0f\n", execs, cov_edges(), ncorpus,
                    (double)execs / (elapsed > 0 ? elapsed : 1));
        }
        /* recent (newer) inputs a little more often */
        size_t pick = rnd_below(4) == 0 && ncorpus > nseed ? nseed + rnd_below(ncorpus - nseed) : rnd_below(ncorpus);
        size_t n = corpus[pick].n < max_len ? corpus[pick].n : max_len;
        memcpy(buf, corpus[pick].d, n);
        n = mutate(buf, n, max_len);
        if (run_one(buf, n)) {
            add_blob(&corpus, &ncorpus, &capcorpus, buf, n);
            save_to_corpus_dir(buf, n);
        }
    }
    free(buf);
    fprintf(stderr, "#%llu DONE cov: %u corpus: %zu exec/s: %.0f\n", execs, cov_edges(), ncorpus,
            (double)execs / (elapsed > 0 ? elapsed : 1));
    fprintf(stderr, "stat::number_of_executed_units: %llu\n", execs);
    fprintf(stderr, "Done %llu runs in %.0f second(s)\n", execs, elapsed);
    for (size_t i = 0; i < ncorpus; i++)
        free(corpus[i].d);
    free(corpus);
    for (size_t i = 0; i < ndict; i++)
        free(dict[i].d);
    free(dict);
    return 0;
}
