#!/usr/bin/env python3
"""Builds wordlists/meaning.z, gridwright's embedded meaning index, from WordNet 3.0.

Source: WordNet 3.0 (Debian package `wordnet-base`, /usr/share/wordnet), Princeton's licence,
which allows shipping the database with its notice kept (wordlists/NOTICE). Run from the
repository root after `apt-get install wordnet-base`:
    python3 wordlists/build_meaning.py
The tests run it on a small WordNet fixture written by the test; CI never needs the package.

The output is zlib-compressed UTF-8 text, read by src/words/meaning/read.rs. Synsets are
numbered from 0 in file order, and each section has one line per synset (columns compress
better than rows):
    gridwright-meaning 2
    [pos]          n v a r
    [lemmas]       lemma|lemma~3: as WordNet writes them, with spaces (ice cream); ~N says this
                   synset is the lemma's sense N (from 0) in WordNet's order, left out for 0
    [definitions]  the gloss before its examples
    [examples]     example|example
    [pointers]     space-separated CODE+number: H broader (hypernym, instance too), S similar to,
                   A also see, D derivationally related, P pertains to, T attribute, V verb group,
                   N opposite (antonym); narrower is H read backwards
    [exceptions]   sorted, one per line: INFLECTED \t POS \t BASEKEY (WordNet's *.exc files)
A KEY is a lemma in A-Z only with accents folded (ICE_CREAM -> ICECREAM), the built-in list's rule.
"""
import argparse
import os
import sys
import zlib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from build import normalise  # noqa: E402  (the built-in list's own A-Z rule)

WORDNET = "/usr/share/wordnet"
FILES = (("noun", "n"), ("verb", "v"), ("adj", "a"), ("adv", "r"))
# WordNet's pointer symbols -> our one-letter codes; every other relation is left out.
POINTERS = {"@": "H", "@i": "H", "&": "S", "^": "A", "+": "D",
            "\\": "P", "=": "T", "$": "V", "!": "N"}
# The pos letter a pointer's target carries -> the data file holding it.
TARGET_FILE = {"n": "n", "v": "v", "a": "a", "s": "a", "r": "r"}
# Adjective markers such as laughing(prenominal) say where an adjective goes, not what it is.
MARKERS = ("(a)", "(p)", "(ip)")


def clean_lemma(word):
    for m in MARKERS:
        if word.endswith(m):
            word = word[: -len(m)]
    return word.replace("_", " ")


def split_gloss(gloss):
    """'def; "example"; "example"' -> (definition, [examples])."""
    gloss = gloss.strip()
    quote = gloss.find('"')
    definition = (gloss if quote < 0 else gloss[:quote]).strip().rstrip(";").strip()
    examples = []
    rest = "" if quote < 0 else gloss[quote:]
    while rest.startswith('"'):
        end = rest.find('"', 1)
        if end < 0:
            break
        examples.append(rest[1:end].strip())
        rest = rest[end + 1:].lstrip("; ,")
    return definition, examples


def tab_free(text):
    return " ".join(text.replace("|", "/").split())


def records(path):
    """(line number, line) of a WordNet data or index file, past its licence header."""
    with open(path, encoding="utf-8", errors="replace") as f:
        for line_no, line in enumerate(f, 1):
            if not line.startswith("  ") and line.strip():
                yield line_no, line


def read_data(wordnet_dir):
    """Every synset: ((file, offset) -> number, [(pos, lemmas, definition, examples, pointers)])."""
    number, raw = {}, []
    for name, pos in FILES:
        path = os.path.join(wordnet_dir, "data." + name)
        for line_no, line in records(path):
            head, _, gloss = line.partition(" | ")
            fields = head.split()
            try:
                offset, count = fields[0], int(fields[3], 16)
                lemmas = [clean_lemma(fields[4 + 2 * i]) for i in range(count)]
                at = 4 + 2 * count
                p_count = int(fields[at])
                pointers = []
                for i in range(p_count):
                    sym, target, tpos = fields[at + 1 + 4 * i: at + 4 + 4 * i]
                    code = POINTERS.get(sym)
                    if code:
                        pointers.append((code, (TARGET_FILE[tpos], target)))
            except (IndexError, ValueError, KeyError) as e:
                sys.exit(f"{path}:{line_no}: not a WordNet data line ({e})")
            number[(pos, offset)] = len(raw)
            definition, examples = split_gloss(gloss)
            raw.append((pos, lemmas, definition, examples, pointers))
    return number, raw


def read_index(wordnet_dir, number):
    """KEY -> synset numbers in sense order; a POS with more tagged senses comes first."""
    groups = {}
    for name, pos in FILES:
        path = os.path.join(wordnet_dir, "index." + name)
        for line_no, line in records(path):
            fields = line.split()
            try:
                lemma, synsets, pointers = fields[0], int(fields[2]), int(fields[3])
                tagged = int(fields[5 + pointers])
                offsets = fields[6 + pointers: 6 + pointers + synsets]
            except (IndexError, ValueError) as e:
                sys.exit(f"{path}:{line_no}: not a WordNet index line ({e})")
            key = normalise(lemma.replace("_", " "))
            if key is None:
                continue
            senses = [number[(pos, o)] for o in offsets if (pos, o) in number]
            groups.setdefault(key, []).append((-tagged, "nvar".index(pos), senses))
    words = {}
    for key, parts in groups.items():
        seen, order = set(), []
        for _, _, senses in sorted(parts, key=lambda p: (p[0], p[1])):
            for s in senses:
                if s not in seen:
                    seen.add(s)
                    order.append(s)
        words[key] = order
    return words


def read_exceptions(wordnet_dir):
    out = set()
    for name, pos in FILES:
        path = os.path.join(wordnet_dir, name + ".exc")
        if not os.path.exists(path):
            continue
        with open(path, encoding="utf-8", errors="replace") as f:
            for line in f:
                fields = line.split()
                if len(fields) < 2:
                    continue
                inflected = normalise(fields[0].replace("_", " "))
                if inflected is None:
                    continue
                for base in fields[1:]:
                    key = normalise(base.replace("_", " "))
                    if key and key != inflected:
                        out.add((inflected, pos, key))
    return sorted(out)


def render(number, raw, words, exceptions):
    rank = {}
    for key, order in words.items():
        for i, n in enumerate(order):
            rank[(key, n)] = i
    columns = {name: [] for name in ("pos", "lemmas", "definitions", "examples", "pointers")}
    for n, (pos, lemmas, definition, examples, pointers) in enumerate(raw):
        seen, codes = set(), []
        for code, target in pointers:
            t = number.get(target)
            if t is not None and (code, t) not in seen:
                seen.add((code, t))
                codes.append(f"{code}{t}")
        shown = []
        for lemma in lemmas:
            lemma = tab_free(lemma).replace("~", "-")
            r = rank.get((normalise(lemma), n), 0)
            shown.append(lemma if r == 0 else f"{lemma}~{r}")
        columns["pos"].append(pos)
        columns["lemmas"].append("|".join(shown))
        columns["definitions"].append(tab_free(definition))
        columns["examples"].append("|".join(tab_free(e) for e in examples))
        columns["pointers"].append(" ".join(codes))
    lines = ["gridwright-meaning 2"]
    for name, column in columns.items():
        lines.append(f"[{name}]")
        lines.extend(column)
    lines.append("[exceptions]")
    lines.extend("\t".join(e) for e in exceptions)
    return "\n".join(lines) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--wordnet", default=WORDNET, help="the folder holding data.noun, index.noun…")
    ap.add_argument("--out", default=os.path.join(os.path.dirname(__file__), "meaning.z"))
    ap.add_argument("--plain", action="store_true", help="write the text uncompressed")
    args = ap.parse_args()
    number, raw = read_data(args.wordnet)
    words = read_index(args.wordnet, number)
    text = render(number, raw, words, read_exceptions(args.wordnet)).encode("utf-8")
    data = text if args.plain else zlib.compress(text, 9)
    tmp = args.out + ".tmp"
    with open(tmp, "wb") as f:
        f.write(data)
    os.replace(tmp, args.out)
    print(f"{len(raw)} synsets, {len(words)} keys; {len(text)} bytes, {len(data)} written to {args.out}",
          file=sys.stderr)


if __name__ == "__main__":
    main()
