#!/usr/bin/env bash
# Renders gridwright's printable HTML with headless Chromium, for a developer to look at:
# a PNG of the screen view, and PDFs printed on A4 and on US Letter with their page counts.
#
#   scripts/render-html.sh [PUZZLE] [OUT_DIR]
#
# PUZZLE is any file `gridwright export` reads (.txt, .puz, .ipuz); without one, a built-in
# 15×15 layout sample (placeholder letters and clues) is used. OUT_DIR defaults to
# target/render. Needs Debian's `chromium` (apt-get install -y chromium). Not run by CI.
set -euo pipefail
cd "$(dirname "$0")/.."

out=${2:-target/render}
mkdir -p "$out"
out=$(cd "$out" && pwd)

browser=$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)
if [[ -z $browser ]]; then
    echo "render-html: needs Chromium; on Debian: apt-get install -y chromium" >&2
    exit 1
fi

puzzle=${1:-}
if [[ -z $puzzle ]]; then
    puzzle=$out/sample-15x15.txt
    cat >"$puzzle" <<'SAMPLE'
; Title: Sample Fifteen (layout check)
; Author: gridwright
; Copyright: CC0: placeholder letters and clues
TANH#EECAT#DELI
EASN#EIAUN#EUAI
MMDEDDNEIEUAONA
CAD#OUB#RADD###
###MRTA#UYEUEMR
LBCNQO#SDS#TOIR
FQIED#OCLT#WSOP
EALN#RXTAL#NEGE
ZUDO#TBTP#LDSEA
OSFG#EEW#FOHDBS
OYNGTES#TRPA###
###LEIJ#OAK#INN
LERSNUOASUOFNTB
NIAE#RAIHI#ELDR
IOEA#NCTPU#OABL

Across:
1. Sign of summer, perhaps
5. Not quite right
10. Cut, as a lawn
14. Where the heart is, they say
15. Part of a ship's rigging
16. Small island
17. Relative of a raccoon
20. Prefix meaning "new"
21. Relative of a raccoon
22. Cut, as a lawn
23. Keep an eye on
24. One whose work is all over the map?
28. Gets a move on
31. Gets a move on
32. Gets a move on
33. Gets a move on
34. Tidy up, in a way
35. Word before "code" or "box"
36. Not quite right
37. Gets a move on
38. Part of a ship's rigging
39. Ending for a kitchen or a pack
40. Capital on the Tiber
41. Ending for a kitchen or a pack
42. Small island
43. Start of a popular refrain, with "the"
44. Tidy up, in a way
45. Overly curious
47. Sign of summer, perhaps
48. Part of a ship's rigging
49. Tidy up, in a way
50. Opera highlight
53. Café au ___
58. Rock band's equipment
59. One whose work is all over the map?
60. Tidy up, in a way
61. It may be tapped at a pub
62. Sign of summer, perhaps
63. Opera highlight

Down:
1. Capital on the Tiber
2. Relative of a raccoon
3. Ending for a kitchen or a pack
4. Sign of summer, perhaps
5. Gets a move on
6. Rock band's equipment
7. Not quite right
8. Bread for a deli sandwich
9. It may be tapped at a pub
10. Sign of summer, perhaps
11. It may be tapped at a pub
12. Word before "code" or "box"
13. Tidy up, in a way
18. Tidy up, in a way
19. Relative of a raccoon
23. Word before "code" or "box"
25. Small island
26. Word before "code" or "box"
27. Word before "code" or "box"
28. Crème de la crème
29. Capital on the Tiber
30. Rock band's equipment
31. Tidy up, in a way
34. Where the heart is, they say
37. Overly curious
41. Where the heart is, they say
44. Bread for a deli sandwich
46. Word before "code" or "box"
47. Word heard at an auction
50. Fit for a king
51. Start of a popular refrain, with "the"
52. It's often served with a twist
53. Opera highlight
54. Ending for a kitchen or a pack
55. It's often served with a twist
56. It may be tapped at a pub
57. Rock band's equipment
SAMPLE
fi

cargo build --quiet
bin=target/debug/gridwright
"$bin" export "$puzzle" --to "$out/puzzle.html"

# The same page with the paper size pinned, to check it fits on one sheet of each.
for paper in A4 Letter; do
    sed "s|</style>|@page { size: $paper; }</style>|" "$out/puzzle.html" >"$out/puzzle-$paper.html"
done

chrome() {
    # --no-sandbox: Chromium refuses to start as root (containers, CI images) without it.
    "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars \
        --no-pdf-header-footer "$@" 2>/dev/null
}

chrome --window-size=900,1250 --screenshot="$out/puzzle.png" "file://$out/puzzle.html"
for paper in A4 Letter; do
    chrome --print-to-pdf="$out/puzzle-$paper.pdf" "file://$out/puzzle-$paper.html"
    # Chromium writes one "/Type /Page" dictionary per page (and "/Type /Pages" for the tree).
    pages=$(grep -a -c '/Type /Page$\|/Type /Page\b[^s]' "$out/puzzle-$paper.pdf" || true)
    echo "$paper: $pages page(s) (puzzle + solution page) -> $out/puzzle-$paper.pdf"
done
echo "screen view -> $out/puzzle.png"
