#!/usr/bin/env bash
# Fill benchmark in Russian, beside the same grids in English: American 15×15 block patterns
# (language-neutral) and an open 5×5, filled by the release binary over several seeds with a
# Russian list built by wordlists/build_russian.py, then with the built-in English list.
#
#   scripts/bench-alphabets.sh RU_LIST [RUNS] [TIMEOUT] [MIN_SCORE]
#
# RUNS seeds per grid (default 5), TIMEOUT seconds per fill (default 60), MIN_SCORE (default
# 50: Russian headwords only). Each grid is converted to an .ipuz with the Russian charset, so
# the puzzle carries its alphabet; the list carries its own (`# alphabet: russian`). Grids:
# tests/fixtures/themeless-15x15.txt, benches/grids/open-5x5.txt and, when present, the
# American 15×15 patterns of ../shared/bench/grids (SHARED=DIR elsewhere; ONLY=NAME keeps
# the grids whose file name contains NAME). One run per list first builds its index
# cache (in a temp dir), so the times are of a cached index. Not run by CI.
set -euo pipefail
cd "$(dirname "$0")/.."

[[ $# -ge 1 ]] || { sed -n '2,14p' "$0"; exit 2; }
list=$(realpath "$1")
runs=${2:-5}
limit=${3:-60}
min=${4:-50}
bin=target/release/gridwright
[[ -x $bin ]] || cargo build --release

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export GRIDWRIGHT_CONFIG_DIR=$tmp/config GRIDWRIGHT_DATA_DIR=$tmp/data GRIDWRIGHT_CACHE_DIR=$tmp/cache

# The shared benchmark folder sits beside the main checkout (../shared), or beside the
# worktrees' folder (../../shared); SHARED overrides. ONLY keeps grids whose name has it.
shared=${SHARED:-../shared}
[[ -d $shared ]] || shared=../../shared
grids=(benches/grids/open-5x5.txt tests/fixtures/themeless-15x15.txt)
for g in "$shared"/bench/grids/nyt15-*.txt; do
    [[ -e $g ]] && grids+=("$g")
done
only=${ONLY:-}
if [[ -n $only ]]; then
    kept=()
    for g in "${grids[@]}"; do [[ $(basename "$g") == *"$only"* ]] && kept+=("$g"); done
    grids=("${kept[@]}")
fi

python3 - "$bin" "$list" "$runs" "$limit" "$min" "$tmp" "${grids[@]}" <<'EOF'
import json, os, statistics, subprocess, sys, time

RUSSIAN = "АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ"
binary, ru_list, runs, limit, min_score, tmp = sys.argv[1:7]
runs, grids = int(runs), sys.argv[7:]

def rows_of(path):
    # `;` lines are the fixtures' own notes.
    return [l.rstrip("\n") for l in open(path, encoding="utf-8") if l.strip() and not l.startswith(";")]

def ipuz(path):
    rows = rows_of(path)
    doc = {
        "version": "http://ipuz.org/v2",
        "kind": ["http://ipuz.org/crossword#1"],
        "dimensions": {"width": len(rows[0]), "height": len(rows)},
        "charset": RUSSIAN,
        "puzzle": [["#" if c == "#" else 0 for c in r] for r in rows],
    }
    out = os.path.join(tmp, os.path.basename(path)[:-4] + ".ru.ipuz")
    with open(out, "w", encoding="utf-8") as f:
        json.dump(doc, f, ensure_ascii=False)
    return out

def fill(grid, seed, extra):
    cmd = [binary, "fill", grid, "--seed", str(seed), "--min-score", min_score,
           "--timeout", limit, "--json"] + extra
    t0 = time.perf_counter()
    p = subprocess.run(cmd, capture_output=True, text=True)
    wall = time.perf_counter() - t0
    try:
        doc = json.loads(p.stdout.strip().splitlines()[-1])
    except (IndexError, json.JSONDecodeError):
        doc = {"status": f"exit {p.returncode}: {p.stderr.strip()[:80]}"}
    return wall, doc

def read_list(path):
    scores = {}
    for line in open(path, encoding="utf-8"):
        line = line.strip()
        if line and not line.startswith("#"):
            w, _, sc = line.partition(";")
            scores[w] = max(scores.get(w, 0), int(sc or 50))
    return scores

def entries(rows):
    """The words of a filled grid, across then down (runs of 2+ squares)."""
    cols = ["".join(r[i] for r in rows) for i in range(len(rows[0]))]
    return [w for line in rows + cols for w in line.split("#") if len(w) > 1]

def valid(doc, pattern, alphabet, scores):
    """Independent check of a fill: the pattern's blocks, only the alphabet's letters, every
    entry in the list at the minimum score or more, no entry twice."""
    rows = doc.get("grid", [])
    if len(rows) != len(pattern) or any(
        len(r) != len(p) or any((a == "#") != (b == "#") for a, b in zip(r, p))
        for r, p in zip(rows, pattern)
    ):
        return False
    if not all(c == "#" or c in alphabet for r in rows for c in r):
        return False
    words = entries(rows)
    return len(set(words)) == len(words) and all(scores.get(w, -1) >= int(min_score) for w in words)

def bench(label, grid, pattern, extra, alphabet, scores):
    fill(grid, 0, extra)  # builds the index cache
    res = [fill(grid, seed, extra) for seed in range(1, runs + 1)]
    ok = [(w, d) for w, d in res if d.get("status") == "filled" and valid(d, pattern, alphabet, scores)]
    bad = {d.get("status") for _, d in res} - {"filled"}
    if len(ok) < sum(d.get("status") == "filled" for _, d in res):
        bad.add("INVALID FILL")
    med = statistics.median(w for w, _ in res)
    first = statistics.median(d["first_fill_ms"] / 1000 for _, d in ok) if ok else float("nan")
    avg = statistics.mean(d["average_score"] for _, d in ok) if ok else float("nan")
    low = min((d["min_score"] for _, d in ok), default=0)
    print(f"{label:30} {len(ok):>2}/{len(res):<2} {med:8.2f} {first:8.2f} {avg:6.1f} {low:4}"
          + (f"  ({', '.join(sorted(bad))})" if bad else ""), flush=True)
    return ok

LATIN = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
print(f"min_score={min_score} runs={runs} timeout={limit}s  ru list={os.path.basename(ru_list)}")
print("fills: valid fills / runs; median s: whole process, cached index; first s: to the first fill;")
print("mean: mean entry score of the fills; low: lowest entry score")
print(f"{'grid':30} {'fills':5} {'median s':>8} {'first s':>8} {'mean':>6} {'low':>4}")
ru_scores = read_list(ru_list)
en_scores = read_list("wordlists/default.dict")
samples = []
for g in grids:
    name = os.path.basename(g)[:-4]
    pattern = rows_of(g)
    ok = bench(f"{name} ru", ipuz(g), pattern, ["--list", ru_list], RUSSIAN, ru_scores)
    if ok and name == "open-5x5":
        samples.append(ok[0][1]["grid"])
    bench(f"{name} en", g, pattern, [], LATIN, en_scores)
for s in samples:
    print("\nopen 5×5 in Russian, seed 1:\n" + "\n".join(s))
EOF
