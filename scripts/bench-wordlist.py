#!/usr/bin/env python3
"""Judges gridwright's built-in word list: acceptability and liveliness of real fills, coverage.

Run by hand from the project root after `cargo build --release`; reads ../shared/bench (or
--bench). The judge list (Spread the Wordlist, CC BY-NC-SA) is only read here, to rate: nothing
it says ever flows back into wordlists/ (see wordlists/README.md).

    python3 scripts/bench-wordlist.py                      # built-in list, seeds 1,2,3
    python3 scripts/bench-wordlist.py --seeds 1,2,3,4,5,6,7,8,9,10,11,12   # to tell 0.5% apart
    python3 scripts/bench-wordlist.py --list /tmp/new.dict --dict /tmp/new.dict   # a candidate

Measures (targets from issues 18 and 33):
  acceptability  share of fill entries the judge rates >= 50 (target >= 97%), rated <= 20
                 (<= 1%), entries rated 0 (none), entries the judge lacks (<= 1%; they count
                 as not >= 50); fills and the median fill time (every grid filled before fills)
  coverage       share of the judge's score-50 entries (3-15 letters) our list holds at >= 50
                 (>= 75% overall, >= 90% for 3-5 letters); its ceiling row is the share any
                 of our sources holds at all, the most any scoring rule could reach
  judge average  the judge's mean score over fill entries (0-50, entries it lacks count as 0;
                 must not drop)
  liveliness     share of multi-word phrases among fill entries (phrase = a WordNet multi-word
                 lemma or a jkugelman entry with a space that SCOWL does not know as one word),
                 and the average of our own scores over fill entries
"""
import argparse
import collections
import importlib.util
import os
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def load_build():
    spec = importlib.util.spec_from_file_location("build", os.path.join(ROOT, "wordlists", "build.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def read_dict(path):
    words = {}
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            w, _, s = line.partition(";")
            w = "".join(c for c in w.upper() if "A" <= c <= "Z")
            try:
                sc = int(s.split(";")[0]) if s else 50
            except ValueError:
                continue
            words[w] = max(sc, words.get(w, -1))
    return words


def read_grid(path):
    return [l.strip().upper() for l in open(path) if l.strip() and not l.startswith(";")]


def entries(g):
    out = []
    lines = list(g) + ["".join(r[c] for r in g) for c in range(len(g[0]))]
    for line in lines:
        for run in line.split("#"):
            if len(run) >= 2:
                out.append(run)
    return out


def phrases(build, jkugelman):
    """Entries that are phrases by our own sources' knowledge (never the judge's)."""
    single = set()
    for cats in (build.AMERICAN,):
        for w, _level, _kind in build.scowl_words(build.SCOWL, cats):
            single.add(w)
    out = set()
    for lemma in build.wordnet_lemmas(build.WORDNET):
        if "_" in lemma[0]:
            out.add(build.normalise(lemma[0]))
    if jkugelman and os.path.exists(jkugelman):
        for w, _score, raw in build.jkugelman_entries(jkugelman):
            if " " in raw.strip():
                out.add(w)
    out.discard(None)
    return out - single


def source_class(build, facts, w):
    """What evidence our sources hold for an entry (kind, wordfreq Zipf band, how many lexical
    sources know it, length band), for the per-evidence table general rules are tuned on."""
    z, n = facts.zipf.get(w, 0.0), build.sources(facts, w)
    band = ("Zipf 4+" if z >= 4 else "Zipf 3-4" if z >= 3 else "Zipf 2.5-3" if z >= 2.5
            else "Zipf 2-2.5" if z >= 2 else "Zipf 1-2" if z >= 1 else "Zipf <1")
    length = "3-5" if len(w) <= 5 else "6-11" if len(w) < 12 else "12+"
    return f"{build.kind(facts, w)}, {band}, {min(n, 2)}+ sources, {length} letters"


def pct(n, d):
    return f"{100.0 * n / d:.1f}%" if d else "-"


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bin", default=os.path.join(ROOT, "target", "release", "gridwright"))
    ap.add_argument("--bench", default=os.path.join(ROOT, "..", "shared", "bench"))
    ap.add_argument("--seeds", default="1,2,3")
    ap.add_argument("--timeout", default="20")
    ap.add_argument("--quality", help="seconds of polish after each fill (fill --quality; default: the solver's)")
    ap.add_argument("--min-score", help="fill --min-score (default: the list's default minimum)")
    ap.add_argument("--fill-args", default="", help="more fill arguments, split on spaces")
    ap.add_argument("--only", default="", help="grid name prefix (default: nyt15- and nyt21-)")
    ap.add_argument("--list", help="fill with exactly this list instead of the built-in one")
    ap.add_argument("--dict", default=os.path.join(ROOT, "wordlists", "default.dict"),
                    help="our list, for coverage and our scores (default: wordlists/default.dict)")
    ap.add_argument("--jkugelman", default=os.path.join(ROOT, "..", "shared", "wordlists", "jkugelman-wordlist.txt"),
                    help="for phrase knowledge only")
    ap.add_argument("--no-fill", action="store_true", help="coverage only")
    ap.add_argument("--entries-out", help="also write every fill entry here, one a line")
    args = ap.parse_args()
    if not os.path.isdir(args.bench):
        for alt in ("/work/shared/bench",):
            if os.path.isdir(alt):
                args.bench = alt
    if not os.path.exists(args.jkugelman) and os.path.exists("/work/shared/wordlists/jkugelman-wordlist.txt"):
        args.jkugelman = "/work/shared/wordlists/jkugelman-wordlist.txt"

    judge = read_dict(os.path.join(args.bench, "wordlists", "stwl.dict"))
    ours = read_dict(args.dict)
    build = load_build()
    phrase = phrases(build, args.jkugelman)

    facts = build.gather(argparse.Namespace(scowl=build.SCOWL, wordnet=build.WORDNET,
                                            jkugelman=args.jkugelman, naughty=None, freq=None))
    # What any of our sources knows at all, whatever the score or the rule (British-only
    # spellings included): no scoring of these sources can cover more than this.
    known = set(facts.level) | set(facts.wn_single) | set(facts.wn_phrase) | set(facts.jk) \
        | facts.british
    # Coverage: the judge's good entries, 3-15 letters.
    by_len = collections.defaultdict(lambda: [0, 0, 0])
    for w, s in judge.items():
        if s == 50 and 3 <= len(w) <= 15:
            b = by_len[len(w)]
            b[0] += 1
            b[1] += ours.get(w, -1) >= 50
            b[2] += w in known
    print("coverage of the judge's score-50 entries held at >= 50 (ceiling: in any source)")
    print("| length | " + " | ".join(str(n) for n in range(3, 16)) + " | 3-5 | all |")
    print("|---" * 16 + "|")
    for name, k in (("held", 1), ("ceiling", 2)):
        tot = [sum(b[0] for b in by_len.values()), sum(b[k] for b in by_len.values())]
        short = [sum(by_len[n][0] for n in (3, 4, 5)), sum(by_len[n][k] for n in (3, 4, 5))]
        print(f"| {name} | " + " | ".join(pct(by_len[n][k], by_len[n][0]) for n in range(3, 16))
              + f" | {pct(short[1], short[0])} | {pct(tot[1], tot[0])} |")
    # Issue 44's bands: targets 85% / 70% / 55% held at >= 50.
    bands = []
    for lo, hi in ((3, 5), (6, 8), (9, 15)):
        d = sum(by_len[n][0] for n in range(lo, hi + 1))
        bands.append(f"{lo}-{hi}: {pct(sum(by_len[n][1] for n in range(lo, hi + 1)), d)}")
    print("held at >= 50 by band: " + ", ".join(bands))
    print(f"our list: {len(ours)} entries, {sum(1 for s in ours.values() if s >= 50)} at >= 50")
    if args.no_fill:
        return

    grids_dir = os.path.join(args.bench, "grids")
    prefixes = [args.only] if args.only else ["nyt15-", "nyt21-"]
    grids = sorted(g for g in os.listdir(grids_dir) if any(g.startswith(p) for p in prefixes))
    seeds = [int(s) for s in args.seeds.split(",")]
    fill_entries = []
    fill_of = []
    fails = []
    times = []
    t0 = time.time()
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ)
        # A clean user: no personal lists merged over the built-in one.
        for var in ("CONFIG", "DATA", "CACHE"):
            d = os.path.join(tmp, var.lower())
            os.makedirs(d, exist_ok=True)
            env[f"GRIDWRIGHT_{var}_DIR"] = d
        for g in grids:
            for s in seeds:
                out = os.path.join(tmp, f"{g}.{s}.out")
                cmd = [args.bin, "fill", os.path.join(grids_dir, g), "--seed", str(s),
                       "--timeout", args.timeout, "--out", out]
                if args.list:
                    cmd += ["--list", args.list]
                if args.quality:
                    cmd += ["--quality", args.quality]
                if args.min_score:
                    cmd += ["--min-score", args.min_score]
                cmd += args.fill_args.split()
                t = time.time()
                r = subprocess.run(cmd, env=env, capture_output=True, text=True)
                dt = time.time() - t
                if r.returncode != 0 or not os.path.exists(out):
                    fails.append(f"{g} seed {s}: exit {r.returncode} {r.stderr.strip()[-120:]}")
                    print(f"  {g} seed {s}: FAILED ({dt:.1f}s)", file=sys.stderr)
                    continue
                times.append(dt)
                es = [e for e in entries(read_grid(out)) if len(e) >= 3]
                fill_entries.extend(es)
                fill_of.extend([f"{g}.{s}"] * len(es))
                print(f"  {g} seed {s}: {len(es)} entries ({dt:.1f}s)", file=sys.stderr)
    n = len(fill_entries)
    if args.entries_out:
        with open(args.entries_out, "w") as f:
            f.write("".join(f"{e}\t{g}\n" for e, g in zip(fill_entries, fill_of)))
    good = sum(1 for e in fill_entries if judge.get(e, -1) >= 50)
    low = [e for e in fill_entries if 0 <= judge.get(e, -1) <= 20]
    zero = collections.Counter(e for e in fill_entries if judge.get(e, -1) == 0)
    lacks = collections.Counter(e for e in fill_entries if e not in judge)
    lively = sum(1 for e in fill_entries if e in phrase)
    avg = sum(ours.get(e, 0) for e in fill_entries) / n if n else 0
    # The judge's own average (0-50): entries it lacks count as 0, as a judge would reject them.
    judge_avg = sum(max(judge.get(e, 0), 0) for e in fill_entries) / n if n else 0
    print()
    print(f"fills: {len(grids) * len(seeds) - len(fails)}/{len(grids) * len(seeds)} "
          f"({len(grids)} grids x seeds {args.seeds}, {time.time() - t0:.0f}s)")
    print("| measure | value |")
    print("|---|---|")
    print(f"| fill entries | {n} |")
    print(f"| judge >= 50 | {pct(good, n)} |")
    print(f"| judge <= 20 | {pct(len(low), n)} |")
    print(f"| judge 0 | {sum(zero.values())} |")
    print(f"| judge lacks | {sum(lacks.values())} ({pct(sum(lacks.values()), n)}) |")
    print(f"| phrases | {pct(lively, n)} |")
    print(f"| our average score | {avg:.1f} |")
    print(f"| judge's average score (lacks = 0) | {judge_avg:.2f} |")
    if times:
        print(f"| fill time, median of filled (min-max) | {statistics.median(times):.1f} s "
              f"({min(times):.1f}-{max(times):.1f}) |")
    # A fill depends on its seed far more than on the run (only the polish runs on the clock),
    # and any change to the list or the filler changes nearly every fill: running the same
    # seeds again says little, and the spread between seeds is what a change has to beat.
    by_seed = collections.defaultdict(lambda: [0, 0])
    for e, g in zip(fill_entries, fill_of):
        b = by_seed[g.rpartition(".")[2]]
        b[0] += 1
        b[1] += judge.get(e, -1) >= 50
    shares = [100 * g / c for c, g in by_seed.values()]
    # The 15x15s and the Sundays apart (a Sunday's dense corners force weaker entries).
    for prefix, name in (("nyt15-", "15x15s"), ("nyt21-", "Sundays")):
        part = [e for e, g in zip(fill_entries, fill_of) if g.startswith(prefix)]
        if part:
            ok = sum(1 for e in part if judge.get(e, -1) >= 50)
            print(f"| judge >= 50, {name} | {pct(ok, len(part))} |")
    if len(shares) > 1:
        sd = statistics.stdev(shares)
        print(f"| judge >= 50 by seed | {', '.join(f'{x:.1f}%' for x in shares)} "
              f"(sd {sd:.2f}, so the mean is good to about {sd / len(shares) ** 0.5:.2f}) |")
    # Per source (our own knowledge): where the judge's doubts come from, to tune general rules.
    by_src = collections.defaultdict(lambda: [0, 0, 0, 0])
    for e in fill_entries:
        b = by_src[source_class(build, facts, e)]
        b[0] += 1
        b[1] += judge.get(e, -1) >= 50
        b[2] += 0 <= judge.get(e, -1) <= 20
        b[3] += e not in judge
    print()
    print("| our evidence | entries | judge >= 50 | <= 20 | lacks |")
    print("|---|---|---|---|---|")
    for k, (c, g, lo, la) in sorted(by_src.items(), key=lambda kv: -kv[1][0]):
        print(f"| {k} | {c} | {pct(g, c)} | {pct(lo, c)} | {pct(la, c)} |")
    # By our own score: whether the score order matches acceptability (weaker evidence low).
    by_ours = collections.defaultdict(lambda: [0, 0])
    for e in fill_entries:
        s = ours.get(e, -1)
        band = f"{s}" if s < 54 else "54-59" if s < 60 else "60-64" if s < 65 else "65+"
        by_ours[band][0] += 1
        by_ours[band][1] += judge.get(e, -1) >= 50
    print()
    print("| our score | entries | judge >= 50 |")
    print("|---|---|---|")
    for k, (c, g) in sorted(by_ours.items(), key=lambda kv: (len(kv[0]) > 2, kv[0])):
        print(f"| {k} | {c} | {pct(g, c)} |")
    if zero:
        print("rated 0: " + ", ".join(f"{w}x{c}" if c > 1 else w for w, c in zero.most_common()))
    if low:
        c = collections.Counter(low)
        print("rated 1-20: " + ", ".join(w for w, _ in c.most_common() if judge[w] > 0))
    if lacks:
        print("judge lacks: " + ", ".join(w for w, _ in lacks.most_common()))
    for f in fails:
        print("failed: " + f)


if __name__ == "__main__":
    main()
