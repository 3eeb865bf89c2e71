#!/usr/bin/env python3
"""Mutants kept as data: each one a small change to a copy of the sources
that a named check must catch (make mutants, make mutants-sample; the lists'
format: tb/mutants/README.md).

  tb/mutants/run.py [--sample N --seed S] [--only ID ...] [--jobs J]
                    [--build DIR] [--work DIR] [--keep] [LIST ...]

For every mutant: copy the tracked (and untracked, not ignored) files of the
work tree, with their times, to WORK/ID/src, and the C objects, tools and
benches already built in BUILD to WORK/ID/src/BUILD (so that make rebuilds
only what the mutant touches); replace TEXT (which must occur exactly once)
by REPLACEMENT in FILE; run CHECK there with bash. The mutant is caught when
CHECK exits non-zero and, when EXPECT is given, its output matches EXPECT
(a Python regular expression). The work tree itself is never written.

One line per mutant; the last line is "mutants: N of M caught"; the exit
status is 1 when a mutant is not caught or does not apply, 2 on a usage or
list error.
"""
import argparse
import os
import random
import re
import shutil
import subprocess
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor

# what a mutant's build dir starts with: the C library, its objects, the
# tools, the unit tests, the command-stream bench and the directed-test
# generator (the things a check links or runs that take seconds to build)
PREBUILT = ["obj", "libvp.a", "bin", "test", "sim/vpcosim_nortl", "sim/gen_directed",
            "sim/default-threads.txt"]
# variables the checks read paths from: given to the copy as absolute paths
PATH_VARS = ["SHARED", "CORPUS", "SPEC", "VP_CORPUS", "VP_ORACLE"]
# the parent make's state, which must not leak into the checks' makes
DROP_VARS = ["MAKEFLAGS", "MFLAGS", "MAKELEVEL", "MAKEOVERRIDES", "MAKE_TERMOUT", "MAKE_TERMERR"]


class Mutant:
    def __init__(self, ident, path, lineno, fields):
        self.ident = ident
        self.where = f"{path}:{lineno}"
        self.file, self.text, self.repl, self.check, self.expect, self.what = fields


def unescape(s):
    out, i = [], 0
    while i < len(s):
        if s[i] == "\\" and i + 1 < len(s) and s[i + 1] in "nt\\":
            out.append({"n": "\n", "t": "\t", "\\": "\\"}[s[i + 1]])
            i += 2
        else:
            out.append(s[i])
            i += 1
    return "".join(out)


def read_list(path):
    name = os.path.splitext(os.path.basename(path))[0]
    mutants, errors, k = [], [], 0
    with open(path, encoding="utf-8") as f:
        for lineno, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            fields = line.split("\t")
            if len(fields) != 6:
                errors.append(f"{path}:{lineno}: {len(fields)} tab-separated fields, not 6 "
                              "(FILE TEXT REPLACEMENT CHECK EXPECT WHAT)")
                continue
            if not fields[0] or not fields[1] or not fields[3] or not fields[5]:
                errors.append(f"{path}:{lineno}: FILE, TEXT, CHECK and WHAT must not be empty")
                continue
            if fields[4]:
                try:
                    re.compile(fields[4])
                except re.error as e:
                    errors.append(f"{path}:{lineno}: EXPECT is not a regular expression: {e}")
                    continue
            k += 1
            fields[1], fields[2] = unescape(fields[1]), unescape(fields[2])
            mutants.append(Mutant(f"{name}:{k}", path, lineno, fields))
    return mutants, errors


def source_files(root):
    try:
        out = subprocess.run(["git", "-C", root, "ls-files", "-z", "--cached", "--others",
                              "--exclude-standard"], check=True, capture_output=True).stdout
        return sorted({p for p in out.decode().split("\0") if p and os.path.isfile(os.path.join(root, p))})
    except (OSError, subprocess.CalledProcessError):
        sys.exit("mutants: not a git work tree: cannot list the sources to copy")


def copy_tree(root, files, dst, build):
    for p in files:
        d = os.path.join(dst, os.path.dirname(p))
        os.makedirs(d, exist_ok=True)
        shutil.copy2(os.path.join(root, p), os.path.join(dst, p), follow_symlinks=False)
    src_build = os.path.join(root, build)
    for p in PREBUILT:
        s = os.path.join(src_build, p)
        t = os.path.join(dst, build, p)
        if os.path.isdir(s):
            shutil.copytree(s, t, symlinks=True)
        elif os.path.isfile(s):
            os.makedirs(os.path.dirname(t), exist_ok=True)
            shutil.copy2(s, t)


def apply(m, dst):
    path = os.path.join(dst, m.file)
    if not os.path.isfile(path):
        return f"{m.file} does not exist"
    with open(path, encoding="utf-8", newline="") as f:
        src = f.read()
    n = src.count(m.text)
    if n != 1:
        return f"its text occurs {n} times in {m.file}, not once"
    with open(path, "w", encoding="utf-8", newline="") as f:
        f.write(src.replace(m.text, m.repl))
    return None


def run_one(m, args, root, files, env):
    t0 = time.time()
    work = os.path.join(args.work, m.ident.replace(":", "-"))
    shutil.rmtree(work, ignore_errors=True)
    dst = os.path.join(work, "src")
    copy_tree(root, files, dst, args.build)
    err = apply(m, dst)
    if err:
        shutil.rmtree(work, ignore_errors=True)
        return "does not apply", err, time.time() - t0
    log = os.path.join(work, "check.log")
    try:
        with open(log, "wb") as f:
            rc = subprocess.run(["bash", "-c", m.check], cwd=dst, env=env, stdout=f,
                                stderr=subprocess.STDOUT, timeout=args.timeout,
                                start_new_session=True).returncode
    except subprocess.TimeoutExpired:
        return "NOT CAUGHT", f"the check ran over {args.timeout} s (log {log})", time.time() - t0
    with open(log, encoding="utf-8", errors="replace") as f:
        out = f.read()
    if rc == 0:
        return "NOT CAUGHT", f"the check passed (log {log})", time.time() - t0
    if m.expect:
        hit = re.search(m.expect, out, re.M)
        if not hit:
            return ("NOT CAUGHT", f"the check failed (exit {rc}) without /{m.expect}/ (log {log})",
                    time.time() - t0)
        line = out[out.rfind("\n", 0, hit.start()) + 1:].split("\n", 1)[0]
    else:
        lines = [l for l in out.splitlines() if l.strip()]
        line = lines[-1] if lines else f"exit {rc}"
    if not args.keep:
        shutil.rmtree(work, ignore_errors=True)
    return "caught", line.strip()[:160], time.time() - t0


def main():
    ap = argparse.ArgumentParser(description="apply each mutant to a copy and run its check")
    ap.add_argument("lists", nargs="*", help="mutant lists (default: tb/mutants/*.txt)")
    ap.add_argument("--sample", type=int, help="run N mutants picked by --seed")
    ap.add_argument("--seed", type=int, help="the sample's seed (default: from the clock)")
    ap.add_argument("--only", action="append", default=[], help="run this mutant (LIST:K)")
    ap.add_argument("--jobs", type=int, default=2, help="mutants at a time (2)")
    ap.add_argument("--build", default=os.environ.get("BUILD", "build"),
                    help="the build dir whose C objects and tools the copies start from")
    ap.add_argument("--work", help="where the copies go (default BUILD/mutants)")
    ap.add_argument("--timeout", type=int, default=900, help="seconds a check may take (900)")
    ap.add_argument("--keep", action="store_true", help="keep the copies of caught mutants too")
    ap.add_argument("--name", default="mutants", help="the name the lines begin with")
    ap.add_argument("--list-only", action="store_true", help="print the mutants, run nothing")
    args = ap.parse_args()

    root = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
    if os.path.isabs(args.build) or args.build.startswith(".."):
        sys.exit("mutants: --build must be a directory inside the work tree (e.g. build)")
    args.build = os.path.normpath(args.build)
    args.work = os.path.abspath(args.work or os.path.join(root, args.build, "mutants"))
    lists = args.lists or sorted(os.path.join(root, "tb", "mutants", f)
                                 for f in os.listdir(os.path.join(root, "tb", "mutants"))
                                 if f.endswith(".txt"))
    mutants, errors = [], []
    for path in lists:
        ms, es = read_list(path)
        mutants += ms
        errors += es
    if errors:
        print("\n".join(errors))
        sys.exit(2)
    if args.only:
        known = {m.ident for m in mutants}
        bad = [o for o in args.only if o not in known]
        if bad:
            sys.exit(f"{args.name}: no mutant {', '.join(bad)} (make mutants-list shows them)")
        mutants = [m for m in mutants if m.ident in args.only]
    if args.sample is not None:
        seed = args.seed if args.seed is not None else int(time.time())
        n = min(args.sample, len(mutants))
        print(f"{args.name}: SEED={seed} N={n}: {n} of {len(mutants)} mutants "
              f"(reproduce: make mutants-sample SEED={seed} N={n})", flush=True)
        mutants = sorted(random.Random(seed).sample(mutants, n), key=lambda m: m.ident)
    if args.list_only:
        for m in mutants:
            print(f"{m.ident:<16} {m.file}: {m.what}  [{m.check}]")
        return 0
    if not mutants:
        print(f"{args.name}: no mutants")
        return 1

    env = {k: v for k, v in os.environ.items() if k not in DROP_VARS}
    for k in PATH_VARS:
        if k in env:
            env[k] = os.path.abspath(os.path.join(root, env[k]))
    env["BUILD"] = args.build
    files = source_files(root)
    os.makedirs(args.work, exist_ok=True)

    lock = threading.Lock()
    results = {}

    def job(m):
        status, detail, secs = run_one(m, args, root, files, env)
        with lock:
            results[m.ident] = status
            mark = "caught" if status == "caught" else f"FAIL: {status}"
            print(f"{args.name}: {mark:<8} {m.ident} {m.file}: {m.what} ({secs:.0f} s; {m.check}): {detail}",
                  flush=True)

    t0 = time.time()
    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        list(pool.map(job, mutants))
    caught = sum(1 for s in results.values() if s == "caught")
    missed = [i for i, s in results.items() if s != "caught"]
    if missed:
        print(f"{args.name}: not caught or not applied: {' '.join(sorted(missed))} "
              f"(rerun one: make mutants MUTANT={sorted(missed)[0]})")
    seed_note = f"; SEED={seed}" if args.sample is not None else ""
    print(f"{args.name}: {caught} of {len(mutants)} caught ({time.time() - t0:.0f} s{seed_note})")
    return 0 if caught == len(mutants) else 1


if __name__ == "__main__":
    sys.exit(main())
