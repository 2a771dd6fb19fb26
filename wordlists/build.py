#!/usr/bin/env python3
"""Builds wordlists/default.dict, gridwright's embedded default word list.

Sources (all permissively licensed; notices in NOTICE):
  * SCOWL (Debian package `scowl`, /usr/share/dict/scowl): size levels 10-70 only. Level 80+
    pulls in UKACD, whose licence requires its full notice to be displayed prominently.
  * WordNet 3.0 (Debian package `wordnet-base`, /usr/share/wordnet): multi-word lemmas
    (ICE_CREAM -> ICECREAM), the phrases crosswords need, scored by their sense-tag counts.
  * naughty-words (npm, CC BY 4.0): offensive words are capped at a very low score, not
    deleted, so constructors can opt in with --min-score 0.

Run from the repository root after `apt-get install scowl wordnet-base` and
`npm pack naughty-words` (pass the unpacked package dir with --naughty):
    python3 wordlists/build.py --naughty /tmp/nw/package
The tests and CI never run this script; its output is committed.
"""
import argparse
import json
import os
import re
import sys
import unicodedata

SCOWL = "/usr/share/dict/scowl"
WORDNET = "/usr/share/wordnet"

# SCOWL size level -> score. Smaller levels are commoner words. Levels up to 60 are the
# vocabulary of a standard spell checker, all acceptable fill, so they stay at or above the
# default minimum of 50; level 70 holds rarer words a constructor opts into.
LEVEL_SCORE = {10: 60, 20: 60, 35: 60, 40: 55, 50: 55, 55: 50, 60: 50, 70: 30}
# Which SCOWL categories go in, and a penalty for each (capitalised words are fine in
# crosswords, but a list of plain words fills better when they are slightly preferred).
CATEGORIES = {
    "english-words": 0, "american-words": 0, "british-words": 0, "canadian-words": 0,
    "english-contractions": 0, "american-contractions": 0, "british-contractions": 0,
    "english-upper": 5, "american-upper": 5, "british-upper": 5,
    "english-proper-names": 5, "american-proper-names": 5, "british-proper-names": 5,
    "english-abbreviations": 5, "american-abbreviations": 5, "british-abbreviations": 5,
    "canadian-abbreviations": 5,
}
# Only abbreviations written in capitals (NPR, UNESCO, ESE) are crossword entries; clipped
# forms such as "hosp" or "Norw" are not.
ABBREVIATION = re.compile(r"^[A-Z]+$")
# WordNet phrases: tagged-sense count -> score.
def wordnet_score(tagged):
    if tagged >= 5:
        return 60
    if tagged >= 2:
        return 55
    if tagged == 1:
        return 50
    return 30

# Taxonomy phrases are real lemmas but never crossword entries.
TAXONOMY = re.compile(r"^(genus|family|order|class|subfamily|suborder|phylum|division|subclass|superfamily|tribe)_")
OFFENSIVE_SCORE = 5
MIN_LEN, MAX_LEN = 3, 21
SPECIAL = {"ß": "SS", "æ": "AE", "Æ": "AE", "œ": "OE", "Œ": "OE", "ø": "O", "Ø": "O",
           "ł": "L", "Ł": "L", "đ": "D", "Đ": "D", "þ": "TH", "Þ": "TH"}


def normalise(entry):
    """A–Z only; accents folded; None if anything else remains or the length is wrong."""
    s = "".join(SPECIAL.get(c, c) for c in entry)
    s = unicodedata.normalize("NFD", s)
    out = []
    for c in s:
        if unicodedata.combining(c):
            continue
        if c.isspace() or c in "-_'.’/&,!":
            continue
        c = c.upper()
        if not ("A" <= c <= "Z"):
            return None
        out.append(c)
    w = "".join(out)
    return w if MIN_LEN <= len(w) <= MAX_LEN else None


def add(words, w, score):
    if w is not None and score > words.get(w, -1):
        words[w] = score


def scowl(words):
    for name in sorted(os.listdir(SCOWL)):
        cat, _, level = name.rpartition(".")
        if cat not in CATEGORIES or not level.isdigit() or int(level) not in LEVEL_SCORE:
            continue
        score = LEVEL_SCORE[int(level)] - CATEGORIES[cat]
        with open(os.path.join(SCOWL, name), encoding="latin-1") as f:
            for line in f:
                line = line.strip()
                if not line or line.endswith("'s"):
                    continue  # possessives would only duplicate plurals
                if cat.endswith("-abbreviations") and not ABBREVIATION.match(line):
                    continue
                add(words, normalise(line), score)


def wordnet(words):
    for pos in ("noun", "verb", "adj", "adv"):
        with open(os.path.join(WORDNET, "index." + pos), encoding="latin-1") as f:
            for line in f:
                if line.startswith("  "):
                    continue  # licence header
                fields = line.split()
                lemma = fields[0]
                if "_" not in lemma or TAXONOMY.match(lemma):
                    continue
                # lemma pos synset_cnt p_cnt [ptr...] sense_cnt tagsense_cnt offsets...
                p_cnt = int(fields[3])
                tagged = int(fields[5 + p_cnt])
                add(words, normalise(lemma), wordnet_score(tagged))


def naughty(words, package):
    with open(os.path.join(package, "en.json"), encoding="utf-8") as f:
        for entry in json.load(f):
            w = normalise(entry)
            if w is not None:
                words[w] = min(words.get(w, OFFENSIVE_SCORE), OFFENSIVE_SCORE)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--naughty", required=True, help="unpacked npm naughty-words package dir")
    ap.add_argument("--out", default=os.path.join(os.path.dirname(__file__), "default.dict"))
    args = ap.parse_args()
    words = {}
    scowl(words)
    n_scowl = len(words)
    wordnet(words)
    n_wordnet = len(words) - n_scowl
    naughty(words, args.naughty)
    with open(args.out, "w", encoding="ascii", newline="\n") as f:
        for w in sorted(words):
            f.write(f"{w};{words[w]}\n")
    bands = {}
    for s in words.values():
        bands[s] = bands.get(s, 0) + 1
    print(f"{len(words)} entries ({n_scowl} from SCOWL, {n_wordnet} more from WordNet); "
          f"scores {dict(sorted(bands.items()))}", file=sys.stderr)


if __name__ == "__main__":
    main()
