#!/usr/bin/env python3
"""Template fill benchmark: every built-in template of a style (or every puzzle file given with
--files, such as the barred grids in tests/fixtures/barred/) filled with the built-in list by
the release binary (`gridwright fill FILE --timeout T --quality 0`), one at a time.

Reports per template the wall time and whether it filled, then the share filled within the
limit (wall clock) and the median time (of all runs; a run that did not fill in time counts at
the limit or its own time, whichever is longer).

Usage: scripts/bench-templates.py [--style british | --files F...] [--timeout 30] [--threads N]
                                  [--binary PATH]
Run it niced on a shared machine: nice -n 10 scripts/bench-templates.py --style british
                                  nice -n 10 scripts/bench-templates.py --files tests/fixtures/barred/*.ipuz
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--style", default="british")
    ap.add_argument("--timeout", type=float, default=30.0)
    ap.add_argument("--threads", type=int, default=None)
    ap.add_argument("--binary", default="target/release/gridwright")
    ap.add_argument("--files", nargs="+", default=None,
                    help="puzzle files to fill instead of the templates")
    args = ap.parse_args()
    if args.files:
        names, label = args.files, "files"
    else:
        listed = subprocess.run(
            [args.binary, "templates", "list", "--style", args.style, "--json"],
            check=True, capture_output=True, text=True,
        )
        names, label = [t["name"] for t in json.loads(listed.stdout)], args.style
    times, filled = [], 0
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, GRIDWRIGHT_DATA_DIR=tmp, GRIDWRIGHT_CONFIG_DIR=tmp,
                   GRIDWRIGHT_CACHE_DIR=os.path.join(tmp, "cache"))
        for name in names:
            if args.files:
                grid = name
                name = os.path.basename(name)
            else:
                grid = os.path.join(tmp, name + ".txt")
                with open(grid, "w") as f:
                    subprocess.run([args.binary, "templates", "show", name], check=True,
                                   stdout=f)
            cmd = [args.binary, "fill", grid, "--timeout", str(args.timeout), "--quality", "0"]
            if args.threads:
                cmd += ["--threads", str(args.threads)]
            start = time.monotonic()
            run = subprocess.run(cmd, capture_output=True, text=True, env=env)
            took = time.monotonic() - start
            # Within the limit by the wall clock: start-up and a busy machine count too.
            ok = run.returncode == 0 and took <= args.timeout
            filled += ok
            times.append(took if ok else max(took, args.timeout))
            what = "filled" if ok else ("late" if run.returncode == 0 else "exit %d" % run.returncode)
            print(f"{name:<18} {what:>8} {took:7.2f} s", flush=True)
    print(f"\n{label}: {filled}/{len(names)} filled within {args.timeout:g} s, "
          f"median {statistics.median(times):.2f} s, max {max(times):.2f} s")
    return 0 if filled == len(names) else 1


if __name__ == "__main__":
    sys.exit(main())
