#!/usr/bin/env bash
# Renders gridwright's PDF export to PNG pages for a developer to look at (no browser).
#
#   scripts/render-pdf.sh [OUT_DIR] [PUZZLE...]
#
# Writes the sample puzzles of tests/it/formats_print.rs (a 15×15 with 78 clues, a 21×21 with
# 140, a 4×4 with circles, shading, a colour, a bar, a rebus, a given letter, clue markup and
# every metadata field, and a Cyrillic/Greek 15×15) as PDF and HTML, prints the layout each
# got (grid mm, clue size, columns, sheets), then renders every page at 100 dpi with
# pdftoppm. Each PUZZLE (any file `gridwright export` reads) is exported and rendered too.
# OUT_DIR defaults to target/render-pdf. Needs poppler-utils (apt-get install -y
# poppler-utils). Not run by CI.
set -euo pipefail
cd "$(dirname "$0")/.."

out=${1:-target/render-pdf}
mkdir -p "$out"
out=$(cd "$out" && pwd)
shift || true

for tool in pdftoppm pdfinfo; do
    if ! command -v "$tool" >/dev/null; then
        echo "render-pdf: needs $tool; on Debian: apt-get install -y poppler-utils" >&2
        exit 1
    fi
done

PRINT_SAMPLES=$out cargo test --quiet --test it -- --ignored --exact formats_print::write_samples --nocapture |
    grep -E '^[a-z0-9x]+: grid' || true

if (($# > 0)); then
    cargo build --quiet
    for puzzle in "$@"; do
        name=$(basename "${puzzle%.*}")
        target/debug/gridwright export "$puzzle" --to "$out/$name.pdf"
    done
fi

for pdf in "$out"/*.pdf; do
    name=${pdf%.pdf}
    rm -f "$name"-*.png
    pdftoppm -r 100 -png "$pdf" "$name"
    pages=$(pdfinfo "$pdf" | awk '/^Pages:/ { print $2 }')
    size=$(pdfinfo "$pdf" | awk -F': *' '/^Page size:/ { print $2 }')
    echo "$(basename "$pdf"): $pages page(s), $size, $(wc -c <"$pdf") bytes -> $(basename "$name")-*.png"
done
