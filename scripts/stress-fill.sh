#!/usr/bin/env bash
# Dense stress grids for autofill (word squares and low-block 7×7/9×9 patterns): runs the
# release binary on each grid in benches/grids/ and prints status and median wall time.
#
#   scripts/stress-fill.sh [LIST] [MIN_SCORE] [RUNS] [TIMEOUT]
#
# LIST defaults to the embedded list; ../shared/bench/wordlists/stwl.dict is the usual
# comparison. Not run by CI.
set -euo pipefail
cd "$(dirname "$0")/.."

list=${1:-}
min=${2:-50}
runs=${3:-3}
limit=${4:-60}
bin=target/release/gridwright
[[ -x $bin ]] || cargo build --release
args=(--min-score "$min" --timeout "$limit" --json)
[[ -n $list ]] && args+=(--list "$list")

printf '%-18s %-10s %8s %s\n' grid status median runs
for grid in benches/grids/*.txt; do
    times=()
    status=
    for ((i = 1; i <= runs; i++)); do
        out=$("$bin" fill "$grid" --seed "$i" "${args[@]}" 2>/dev/null || true)
        status=$(grep -o '"status":"[a-z_]*"' <<<"$out" | cut -d'"' -f4)
        times+=("$(grep -o '"elapsed_ms":[0-9]*' <<<"$out" | cut -d: -f2)")
    done
    median=$(printf '%s\n' "${times[@]}" | sort -n | sed -n "$(((runs + 1) / 2))p")
    printf '%-18s %-10s %7ss %s\n' "$(basename "$grid" .txt)" "$status" \
        "$(awk -v ms="${median:-0}" 'BEGIN { printf "%.2f", ms / 1000 }')" "$runs"
done
