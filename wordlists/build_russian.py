#!/usr/bin/env python3
"""Builds a Russian word list for gridwright from Debian's hunspell-ru dictionary.

The list is the user's to build and load (`gridwright fill --list ru.dict`, or copy it into the
config dir's wordlists/ folder); it is not committed to the repository. The tests never run
this script.

Source: Debian package `hunspell-ru` (/usr/share/hunspell/ru_RU.{dic,aff}), the LibreOffice
Russian spelling dictionary by Alexander I. Lebedev, under a BSD-style licence
(/usr/share/doc/hunspell-ru/copyright): redistribution is allowed with its notice kept, and a
modified version must be marked as such. This list is a modified version (expanded, filtered,
scored). `unmunch` from `hunspell-tools` expands the dictionary's stems to word forms.

    apt-get install hunspell-ru hunspell-tools
    python3 wordlists/build_russian.py /tmp/ru.dict

What goes in:
  * only stems written in lowercase Cyrillic: capitalised stems (proper nouns: Яуза, Ярослав)
    and all-capital ones (abbreviations: ЧПУ) are dropped with all their forms, and so is
    anything with a hyphen, a Latin letter or another character;
  * entries of 3 to 21 letters (the built-in English list's range);
  * Ё stays its own letter (the `russian` alphabet has 33 letters); a puzzle in
    `russian-folded` reads the same list with Ё folded into Е.

Scores (the default --min-score is 50):
  * 60: a dictionary headword (the stem as written in ru_RU.dic: nominative singular nouns,
    masculine nominative adjectives, infinitives) — the Russian crossword convention;
  * 40: every other form (cases, plurals, conjugations), for constructors who opt in with
    --min-score 40 or lower.
A form that is also another stem's headword keeps 60.

Output: `# alphabet: russian` on the first line, then `WORD;SCORE` lines, uppercase, sorted.
Counts by length go to stderr.
"""
import argparse
import collections
import os
import subprocess
import sys
import tempfile

DIC = "/usr/share/hunspell/ru_RU.dic"
AFF = "/usr/share/hunspell/ru_RU.aff"
LETTERS = set("абвгдеёжзийклмнопрстуфхцчшщъыьэюя")
MIN_LEN, MAX_LEN = 3, 21
HEADWORD_SCORE = 60
FORM_SCORE = 40


def stems(dic_path):
    """The .dic entries (stem, flags) whose stem is all lowercase Cyrillic."""
    with open(dic_path, encoding="utf-8") as f:
        lines = f.read().splitlines()
    # The first line is the entry count.
    for line in lines[1:]:
        line = line.strip()
        if not line:
            continue
        stem, _, flags = line.partition("/")
        if stem and all(c in LETTERS for c in stem):
            yield stem, flags


def expand(kept, aff_path):
    """Every word form of the kept stems, through unmunch (which reads a .dic file)."""
    with tempfile.TemporaryDirectory() as tmp:
        dic = os.path.join(tmp, "kept.dic")
        with open(dic, "w", encoding="utf-8") as f:
            f.write(f"{len(kept)}\n")
            for stem, flags in kept:
                f.write(f"{stem}/{flags}\n" if flags else f"{stem}\n")
        out = subprocess.run(
            ["unmunch", dic, aff_path], capture_output=True, check=True
        ).stdout
    return out.decode("utf-8").split()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("out", help="where to write the list (WORD;SCORE lines)")
    ap.add_argument("--dic", default=DIC)
    ap.add_argument("--aff", default=AFF)
    a = ap.parse_args()
    for p in (a.dic, a.aff):
        if not os.path.exists(p):
            sys.exit(f"{p} not found: apt-get install hunspell-ru hunspell-tools")

    kept = list(stems(a.dic))
    scores = {}

    def add(word, score):
        if MIN_LEN <= len(word) <= MAX_LEN and all(c in LETTERS for c in word):
            w = word.upper()
            scores[w] = max(scores.get(w, 0), score)

    for form in expand(kept, a.aff):
        add(form, FORM_SCORE)
    # Headwords last so that they win over the same spelling as another stem's form.
    for stem, _ in kept:
        add(stem, HEADWORD_SCORE)

    with open(a.out, "w", encoding="utf-8") as f:
        f.write("# alphabet: russian\n")
        f.write("# Built by wordlists/build_russian.py from hunspell-ru (Alexander I. Lebedev,\n")
        f.write("# BSD-style licence, /usr/share/doc/hunspell-ru/copyright); modified: expanded,\n")
        f.write("# filtered and scored (headwords 60, other forms 40).\n")
        for w in sorted(scores):
            f.write(f"{w};{scores[w]}\n")

    by_len = collections.Counter(len(w) for w in scores)
    head = collections.Counter(len(w) for w, s in scores.items() if s == HEADWORD_SCORE)
    print(f"{a.out}: {len(scores)} entries, {sum(head.values())} headwords (score {HEADWORD_SCORE})",
          file=sys.stderr)
    print(f"{'len':>3} {'all':>8} {'60':>7}", file=sys.stderr)
    for n in sorted(by_len):
        print(f"{n:>3} {by_len[n]:>8} {head[n]:>7}", file=sys.stderr)


if __name__ == "__main__":
    main()
