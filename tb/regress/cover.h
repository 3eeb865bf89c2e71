/*
 * cover: functional coverage of the vertex engine (docs/coverage.md).
 *
 * Every bin is defined in one place (cov_define in cover.c, group table
 * cov_groups[]). Bins are hit from
 *   - the C model's commit trace (cov_pair runs a program/stream pair on the
 *     model with vpm_set_trace and keeps a shadow of the registers, so each
 *     retired instruction is binned with the values its sources read), and
 *   - the RTL bench's event log (vpcosim --cover-log: commit cycles, thread,
 *     threads in flight, output/host back-pressure), cov_rtl_log.
 * Counts accumulate in a text database (one "COUNT NAME" a line) so many
 * runs add up; cov_report prints hit counts per group and every hole.
 */
#ifndef VP_COVER_H
#define VP_COVER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "ucode.h"

typedef struct cov cov;

cov *cov_create(void);
void cov_destroy(cov *c);

size_t cov_nbins(const cov *c);
const char *cov_bin_name(const cov *c, size_t i);
uint64_t cov_bin_count(const cov *c, size_t i);
/* index of a bin, or -1 */
long cov_find(const cov *c, const char *name);
/* Adds n hits to a bin by name; an undefined name is counted as an error
 * (cov_unknown) so that a misspelt bin cannot silently stay a hole. */
void cov_hit(cov *c, uint64_t n, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
uint64_t cov_unknown(const cov *c);

/* Database: adds the counts in path (missing file: nothing) / writes all. */
int cov_load(cov *c, const char *path, char *err, size_t errsz);
int cov_save(const cov *c, const char *path, char *err, size_t errsz);

/* Runs the pair on the C model and bins every retired instruction.
 * 0, or -1 with err. */
int cov_pair(cov *c, const char *prog_path, const char *in_path, char *err, size_t errsz);
/* Bins the RTL bench's event log (vpcosim --cover-log) of a run of prog_path. */
int cov_rtl_log(cov *c, const char *prog_path, const char *log_path, char *err, size_t errsz);

/* Prints per-group hits/total and every hole (markdown when md);
 * returns the number of holes. */
size_t cov_report(const cov *c, FILE *f, bool md);

#endif
