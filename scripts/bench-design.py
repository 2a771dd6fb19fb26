#!/usr/bin/env python3
"""Design benchmark: theme sets of published NYT 15x15 puzzles, and themeless 15x15 grids.

For each theme set of ../shared/bench/themes/nyt-themes-even.tsv the release binary gets only the
answers and the size (`gridwright design 15x15 --theme A --theme B ... --json`) and this script
reports: designs found within the per-set limit, their word counts beside the published count,
their average fill score, the share of fill entries the judge list (stwl.dict, judge only: the
designer never reads it) rates 50 or more, the time to the first design, and whether every design
passes a validator written here (rules, symmetry, theme entries whole and once, no duplicates).
Then themeless 15x15 at 72 and 66 words: time to a design.

Usage: scripts/bench-design.py [--bench DIR] [--sets N] [--every N] [--timeout SECS] [--count K]
                               [--threads N] [--binary PATH] [--design-args "--polish 1"]
Run it niced on a shared machine: nice -n 10 scripts/bench-design.py --sets 20 --timeout 20
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import time


def judge_scores(path):
    scores = {}
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            word, _, score = line.strip().partition(";")
            word = "".join(ch for ch in word.upper() if ch.isalpha())
            if word:
                try:
                    scores[word] = int(score) if score else 50
                except ValueError:
                    scores[word] = 50
    return scores


def entries(rows):
    """Every maximal run of white squares, across then down: (row, col, across, word)."""
    h, w = len(rows), len(rows[0])
    out = []
    for r in range(h):
        c = 0
        while c < w:
            if rows[r][c] == "#":
                c += 1
                continue
            s = c
            while c < w and rows[r][c] != "#":
                c += 1
            out.append((r, s, True, rows[r][s:c]))
    for c in range(w):
        r = 0
        while r < h:
            if rows[r][c] == "#":
                r += 1
                continue
            s = r
            while r < h and rows[r][c] != "#":
                r += 1
            out.append((s, c, False, "".join(rows[k][c] for k in range(s, r))))
    return out


def valid(design, answers, max_words):
    """Checks a design apart from the engine; returns a reason or None."""
    rows = design["grid"]
    h, w = len(rows), len(rows[0])
    for r in range(h):
        for c in range(w):
            if (rows[r][c] == "#") != (rows[h - 1 - r][w - 1 - c] == "#"):
                return "not rotationally symmetric"
            if rows[r][c] == ".":
                return "not filled"
    es = entries(rows)
    if any(len(e[3]) < 3 for e in es):
        return "an entry shorter than 3 or an unchecked square"
    whites = [(r, c) for r in range(h) for c in range(w) if rows[r][c] != "#"]
    seen, stack = {whites[0]}, [whites[0]]
    while stack:
        r, c = stack.pop()
        for q in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if 0 <= q[0] < h and 0 <= q[1] < w and rows[q[0]][q[1]] != "#" and q not in seen:
                seen.add(q)
                stack.append(q)
    if len(seen) != len(whites):
        return "not connected"
    if len(es) > max_words:
        return f"{len(es)} words"
    words = [e[3] for e in es]
    if len(set(words)) != len(words):
        return "a duplicate entry"
    for a in answers:
        if words.count(a) != 1:
            return f"{a} not exactly once"
    return None


def cheaters(rows):
    """Blocks whose removal leaves the word count unchanged (counted by renumbering; an entry
    has two squares or more)."""
    def words(g):
        return sum(1 for e in entries(g) if len(e[3]) >= 2)
    n = words(rows)
    out = 0
    for r, row in enumerate(rows):
        for c, ch in enumerate(row):
            if ch == "#":
                opened = rows[:r] + [row[:c] + "A" + row[c + 1:]] + rows[r + 1:]
                out += words(opened) == n
    return out


def figures(rows):
    """3-letter entries, blocks and cheaters of a grid."""
    es = entries(rows)
    return (sum(1 for e in es if len(e[3]) == 3), sum(row.count("#") for row in rows),
            cheaters(rows))


def theme_rules(design, answers):
    """The constructors' theme rules, checked apart from the engine: the partner slot of a
    theme entry (its rotational image, when that is not the entry itself) holds a theme entry,
    and the order given is kept top to bottom. Returns (partner rule kept, order kept)."""
    rows = design["grid"]
    h, w = len(rows), len(rows[0])
    where = {}
    for r, c, across, word in entries(rows):
        if word in answers:
            where[word] = (r, c, across, len(word))
    partner_ok = True
    for word, (r, c, across, n) in where.items():
        er, ec = (h - 1 - r, w - 1 - (c + n - 1)) if across else (h - 1 - (r + n - 1), w - 1 - c)
        if (er, ec) == (r, c):
            continue
        image = [e for e in entries(rows) if (e[0], e[1], e[2]) == (er, ec, across)]
        if image and image[0][3] not in answers:
            partner_ok = False
    placed = [where[a][:2] for a in answers if a in where]
    return partner_ok, placed == sorted(placed)


def run(binary, args, timeout):
    started = time.monotonic()
    p = subprocess.run(
        [binary, "design", *args, "--json", "--timeout", str(timeout)],
        capture_output=True,
        text=True,
    )
    wall = time.monotonic() - started
    first = None
    for line in p.stderr.splitlines():
        if "the first after" in line:
            first = float(line.split("the first after ")[1].split(" s")[0])
    designs = json.loads(p.stdout) if p.stdout.strip() else []
    return p.returncode, designs, first, wall


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser()
    ap.add_argument("--bench", default=os.path.join(here, "..", "..", "shared", "bench"))
    ap.add_argument("--sets", type=int, default=60)
    ap.add_argument("--every", type=int, default=1,
                    help="take every Nth set of the file (a spread sample on a busy machine)")
    ap.add_argument("--timeout", type=float, default=60)
    ap.add_argument("--count", type=int, default=3)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--binary", default=os.path.join(here, "..", "target", "release", "gridwright"))
    ap.add_argument("--skip-themeless", action="store_true")
    ap.add_argument("--skip-themes", action="store_true")
    ap.add_argument("--themeless-timeout", type=float, default=None,
                    help="per-run limit of the themeless runs (default: --timeout)")
    ap.add_argument("--themeless-seeds", type=int, default=3)
    ap.add_argument("--design-args", default="",
                    help="more arguments for every design run, e.g. \"--polish 1 --min-score 55\"")
    a = ap.parse_args()
    judge = judge_scores(os.path.join(a.bench, "wordlists", "stwl.dict"))
    sets = []
    with open(os.path.join(a.bench, "themes", "nyt-themes-even.tsv")) as f:
        next(f)
        for line in f:
            date, dow, words, blocks, ents = line.rstrip("\n").split("\t")
            sets.append((date, int(words), int(blocks), [e.split("@")[0] for e in ents.split()]))
    sets = sets[:: a.every][: a.sets]
    common = ["--threads", str(a.threads), "--count", str(a.count), *a.design_args.split()]
    print(f"{len(sets)} theme sets, {a.timeout:g} s each, --count {a.count}, --threads {a.threads}"
          f"{' ' + a.design_args if a.design_args else ''}; load {os.getloadavg()[0]:.1f}")
    print("| date | published words/blocks | found | words (min–max) | 3-letter | blocks | cheaters "
          "| judge ≥50 | first (s) | breaks | valid |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    found_sets, firsts, word_deltas, avgs, shares, invalid = 0, [], [], [], [], 0
    distinct, median_deltas = [], []
    threes, blocks_d, cheats, partner_bad, order_kept, designs_n = [], [], [], 0, 0, 0
    relaxed_sets, low = 0, {}
    for date, published, published_blocks, answers in ([] if a.skip_themes else sets):
        args = ["15x15", *common]
        for ans in answers:
            args += ["--theme", ans]
        code, designs, first, wall = run(a.binary, args, a.timeout)
        bad = [valid(d, answers, 78) for d in designs]
        invalid += sum(1 for b in bad if b)
        if designs:
            found_sets += 1
            firsts.append(first if first is not None else wall)
            ws = [d["words"] for d in designs]
            word_deltas.append(min(ws) - published)
            median_deltas.append(statistics.median(ws) - published)
            distinct.append(len({tuple(d["grid"]) for d in designs}))
            avg = statistics.mean(d["average_score"] for d in designs)
            avgs.append(avg)
            fill = []
            for d in designs:
                fill += [e[3] for e in entries(d["grid"]) if e[3] not in answers]
            share = sum(1 for w in fill if judge.get(w, 0) >= 50) / max(1, len(fill))
            for w in fill:
                if judge.get(w, 0) < 50:
                    low[len(w)] = low.get(len(w), 0) + 1
            # What the designs say they break of the house rules (the relaxed fallback).
            broken = sorted({b["rule"] for d in designs for b in d.get("breaks", [])})
            relaxed_sets += bool(broken)
            shares.append(share)
            figs = [figures(d["grid"]) for d in designs]
            three = statistics.median(f[0] for f in figs)
            blk = statistics.median(f[1] for f in figs)
            che = statistics.median(f[2] for f in figs)
            threes.append(three)
            blocks_d.append(blk - published_blocks)
            cheats.append(che)
            for d in designs:
                designs_n += 1
                p_ok, o_ok = theme_rules(d, answers)
                partner_bad += not p_ok
                order_kept += o_ok
            print(f"| {date} | {published}/{published_blocks} | {len(designs)} | {min(ws)}–{max(ws)} "
                  f"| {three:g} | {blk:g} | {che:g} | {share:.0%} | {firsts[-1]:.1f} "
                  f"| {', '.join(broken) or '–'} "
                  f"| {'no: ' + '; '.join(b for b in bad if b) if any(bad) else 'yes'} |")
        else:
            print(f"| {date} | {published}/{published_blocks} | 0 (exit {code}) | – | – | – | – | – | – | – | – |")
        sys.stdout.flush()
    print()
    print(f"sets with a design: {found_sets}/{len(sets)}; invalid designs: {invalid}")
    if firsts:
        q = sorted(firsts)
        p90 = q[min(len(q) - 1, int(round(0.9 * (len(q) - 1))))]
        print(f"distinct designs: {sum(distinct)} in all, median {statistics.median(distinct):g} a set")
        print(f"time to the first design: median {statistics.median(firsts):.1f} s, p90 {p90:.1f} s")
        print(f"median (fewest words − published): {statistics.median(word_deltas):+g}")
        print(f"median (median words − published): {statistics.median(median_deltas):+g}")
        print(f"median average fill score: {statistics.median(avgs):.1f}")
        print(f"median judge share ≥ 50: {statistics.median(shares):.1%}")
        print(f"median 3-letter entries (median of each set's designs): {statistics.median(threes):g}")
        print(f"median (blocks − published): {statistics.median(blocks_d):+g}")
        print(f"median cheaters: {statistics.median(cheats):g}")
        print(f"designs with a non-theme entry in a theme entry's partner slot: {partner_bad} of {designs_n}")
        print(f"designs keeping the given order top to bottom: {order_kept} of {designs_n}")
        print(f"sets whose designs break a house rule (the relaxed fallback): {relaxed_sets}")
        fills = sum(low.values())
        print("fill entries the judge rates below 50, by length: "
              + ", ".join(f"{n}: {low[n]}" for n in sorted(low)) + f" ({fills} in all)")
    if a.skip_themeless:
        return
    print()
    print("| themeless 15×15 | seeds | found | words | avg score | first (s) |")
    print("|---|---|---|---|---|---|")
    limit = a.themeless_timeout or a.timeout
    for ceiling in (72, 66, 64):
        for seed in range(1, a.themeless_seeds + 1):
            args = ["15x15", "--max-words", str(ceiling), "--seed", str(seed),
                    "--threads", str(a.threads), "--count", "1", *a.design_args.split()]
            code, designs, first, wall = run(a.binary, args, limit)
            bad = [valid(d, [], ceiling) for d in designs]
            if designs:
                d = designs[0]
                print(f"| ≤{ceiling} | {seed} | yes{'' if not any(bad) else ' INVALID'} | {d['words']} "
                      f"| {d['average_score']:.1f} | {first if first is not None else wall:.1f} |")
            else:
                print(f"| ≤{ceiling} | {seed} | no (exit {code}) | – | – | >{limit:g} |")
            sys.stdout.flush()


if __name__ == "__main__":
    main()
