#!/usr/bin/env bash
# Long fuzz runs of every reader (tests/it/fuzz_readers.rs), one after the other, then a table of
# reader, seconds, cases, accepted inputs, mean input size and findings.
#
#   scripts/fuzz.sh [SECS] [--dev] [READER...]
#
# SECS per reader defaults to 600. --dev uses the dev profile (opt-level 1, already built by
# `cargo test`) instead of a release build. READER names pick targets (puz ipuz text slot
# wordlist layout theme config wordindex); all by default. GRIDWRIGHT_FUZZ_SEED fixes the
# random stream. Each reader runs in its own process so a hang, which aborts the process,
# costs only that reader's row. Findings and their inputs are in target/fuzz-findings/; the
# full log is in target/fuzz-findings/fuzz.log. Not run by CI. Exits 1 if anything was found.
set -uo pipefail
cd "$(dirname "$0")/.."
# The whole script is one block, read before any of it runs: bash reads a script as it goes,
# so editing this file during a long run would otherwise break the run.
{
    secs=600
    profile=(--release)
    readers=()
    for arg in "$@"; do
        case $arg in
        --dev) profile=() ;;
        '' | *[!0-9]*) readers+=("$arg") ;;
        *) secs=$arg ;;
        esac
    done
    ((${#readers[@]})) || readers=(puz ipuz text slot wordlist layout theme config wordindex)

    out=target/fuzz-findings
    mkdir -p "$out"
    log=$out/fuzz.log
    : >"$log"
    # Build once and run a copy, so every reader is fuzzed against the same code even if the tree
    # (shared with other work) changes or stops compiling during a long run.
    built=$(cargo test "${profile[@]}" --test it --no-run 2>&1) || {
        echo "$built" >&2
        exit 2
    }
    bin=$(sed -n 's/.*Executable .*(\(.*\)).*/\1/p' <<<"$built" | tail -1)
    cp "$bin" "$out/fuzz_readers.bin" || exit 2
    bin=$out/fuzz_readers.bin
    echo "fuzzing with $(git rev-parse --short HEAD 2>/dev/null)$(git diff --quiet 2>/dev/null || echo +changes)" >&2

    rows=()
    found=0
    for r in "${readers[@]}"; do
        echo "fuzzing $r for ${secs}s…" >&2
        res=$(GRIDWRIGHT_FUZZ_SECS=$secs "$bin" --ignored --exact "fuzz_readers::long_$r" --nocapture \
            --test-threads=1 2>&1 | tee -a "$log" | grep -o 'fuzz-result .*' | tail -1)
        if [[ -z $res ]]; then
            # No summary line: the process aborted (a hang or a huge allocation, saved by then).
            rows+=("$r - - - - aborted")
            found=1
            continue
        fi
        field() { sed -n "s/.* $1=\([^ ]*\).*/\1/p" <<<"$res"; }
        rows+=("$r $(field secs) $(field cases) $(field accepted) $(field avg_bytes) $(field findings)/$(field distinct)")
        [[ $(field findings) == 0 ]] || found=1
    done

    printf '\n%-10s %8s %12s %10s %9s %s\n' reader seconds cases accepted 'avg bytes' \
        'findings (all/distinct)'
    for row in "${rows[@]}"; do
        # shellcheck disable=SC2086 # the row is six words by construction
        printf '%-10s %8s %12s %10s %9s %s\n' $row
    done
    if ((found)); then
        echo "findings: see $out/*.txt (replay one with GRIDWRIGHT_FUZZ_REPLAY=<file.bin>)"
    fi
    exit $found
}
