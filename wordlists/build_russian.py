#!/usr/bin/env python3
"""Builds a Russian word list for gridwright from Debian's hunspell-ru dictionary.

The list is the user's to build and load (`gridwright fill --list ru.dict`, or copy it into the
config dir's wordlists/ folder); it is not committed to the repository. The tests run it on a
fixture (tests/fixtures/wordlist/russian) with --forms standing in for unmunch.

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
    --min-score 40 or lower;
  * 40 too: stems that are abbreviations rather than headwords. ru_RU.dic lists clipped
    abbreviations as uninflected lowercase stems (трлн, соотв, геогр); they are told by their
    shape, not by a hand list: an uninflected stem with no vowel (трлн, млрд), or one that ends
    in two consonants and is the start of a longer stem continuing with a vowel (соотв- of
    соответствие, геогр- of география). That shape also takes in a few uninflected genitive
    plurals (звезд) and adverbs (вверх), which are not headwords either.
A form that is also another stem's headword keeps 60.

Output: `# alphabet: russian` on the first line, then `WORD;SCORE` lines, uppercase, sorted.
Counts by length go to stderr.
"""
import argparse
import bisect
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
VOWELS = set("аеёиоуыэюя")
# Consonants proper (not й, ь, ъ): a clipped abbreviation ends in two of them (соотв, библ).
CONSONANTS = LETTERS - VOWELS - set("йьъ")


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


def abbreviations(kept):
    """The uninflected stems (no affix flags) shaped like clipped abbreviations: no vowel at
    all (трлн), or two final consonants where a longer stem goes on with a vowel (соотв, as in
    соответствие). Real headwords end so rarely like that and are inflected (flagged) when they
    do (текст/A), so they are not caught."""
    inflected = {stem for stem, flags in kept if flags}
    bare = {stem for stem, _ in kept} - inflected
    every = sorted({stem for stem, _ in kept})
    out = set()
    for stem in bare:
        if not VOWELS & set(stem):
            out.add(stem)
            continue
        if len(stem) < 3 or stem[-1] not in CONSONANTS or stem[-2] not in CONSONANTS:
            continue
        i = bisect.bisect_right(every, stem)
        while i < len(every) and every[i].startswith(stem):
            if every[i][len(stem)] in VOWELS:
                out.add(stem)
                break
            i += 1
    return out


def read_forms(path):
    """Word forms from a file of unmunch output (one a line): the tests' stand-in for unmunch."""
    with open(path, encoding="utf-8") as f:
        return f.read().split()


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
    ap.add_argument("--forms", help="unmunch's output for the kept stems, instead of running it")
    a = ap.parse_args()
    for p in (a.dic,) if a.forms else (a.dic, a.aff):
        if not os.path.exists(p):
            sys.exit(f"{p} not found: apt-get install hunspell-ru hunspell-tools")

    kept = list(stems(a.dic))
    scores = {}

    def add(word, score):
        if MIN_LEN <= len(word) <= MAX_LEN and all(c in LETTERS for c in word):
            w = word.upper()
            scores[w] = max(scores.get(w, 0), score)

    for form in read_forms(a.forms) if a.forms else expand(kept, a.aff):
        add(form, FORM_SCORE)
    # Headwords last so that they win over the same spelling as another stem's form.
    clipped = abbreviations(kept)
    for stem, _ in kept:
        add(stem, FORM_SCORE if stem in clipped else HEADWORD_SCORE)

    with open(a.out, "w", encoding="utf-8") as f:
        f.write("# alphabet: russian\n")
        f.write("# Built by wordlists/build_russian.py from hunspell-ru (Alexander I. Lebedev,\n")
        f.write("# BSD-style licence, /usr/share/doc/hunspell-ru/copyright); modified: expanded,\n")
        f.write("# filtered and scored (headwords 60, other forms and abbreviations 40).\n")
        for w in sorted(scores):
            f.write(f"{w};{scores[w]}\n")

    by_len = collections.Counter(len(w) for w in scores)
    head = collections.Counter(len(w) for w, s in scores.items() if s == HEADWORD_SCORE)
    print(f"{a.out}: {len(scores)} entries, {sum(head.values())} headwords (score {HEADWORD_SCORE}),"
          f" {len(clipped)} abbreviations kept at {FORM_SCORE}", file=sys.stderr)
    print(f"{'len':>3} {'all':>8} {'60':>7}", file=sys.stderr)
    for n in sorted(by_len):
        print(f"{n:>3} {by_len[n]:>8} {head[n]:>7}", file=sys.stderr)


if __name__ == "__main__":
    main()
