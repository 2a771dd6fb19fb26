#!/usr/bin/env python3
"""Builds wordlists/default.dict, gridwright's embedded default word list.

Sources (all permissively licensed; notices in NOTICE):
  * SCOWL (Debian package `scowl`, /usr/share/dict/scowl): size levels 10-70 only. Level 80+
    pulls in UKACD, whose licence requires its full notice to be displayed prominently. Only
    its English, American and American-variant categories add words; a word SCOWL has only in
    its British, Canadian, Australian or rarer-variant lists is British-only and is left out
    whatever other source has it (COLOUR, REALISE, APPAL, ENROL).
  * WordNet 3.0 (Debian package `wordnet-base`, /usr/share/wordnet): multi-word lemmas
    (ICE_CREAM -> ICECREAM) scored by how established they are, single-word lemmas SCOWL lacks
    (ETUI), sense counts and tag counts to order common words, and its usage labels (ethnic
    slur, obscenity, disparagement) as an offensiveness signal.
  * John Kugelman's crossword list (MIT, a path passed with --jkugelman): a crossword-curated
    layer. Its 50/60 entries raise our score, its 0/10 entries (offensive or misspelt) cap it,
    and alone it adds only what it rates 50 or more; its 40s raise a word another source knows to 50.
  * naughty-words (npm, CC BY 4.0): offensive words are capped at a very low score, not
    deleted, so constructors can opt in with --min-score 0.

Scores are 0-60 and every integer is used: 50 and up is good fill (the default minimum),
60 lively; below 20 offensive. Run from the repository root after
`apt-get install scowl wordnet-base` and `npm pack naughty-words`:
    python3 wordlists/build.py --naughty /tmp/nw/package \
        --jkugelman ../shared/wordlists/jkugelman-wordlist.txt
The tests run it on small fixtures (tests/fixtures/wordlist/); CI never needs the packages.
"""
import argparse
import collections
import json
import math
import os
import re
import sys
import unicodedata

SCOWL = "/usr/share/dict/scowl"
WORDNET = "/usr/share/wordnet"
MIN_LEN, MAX_LEN = 3, 21
MAX_LEVEL = 70

# SCOWL categories whose words are American. variant_1 holds the common American variants
# (FLAVORFUL, GRAY, AMEBA); variant_2/3 hold the rarer ones (APPAL, ENROL), which are British.
AMERICAN = ("english", "american", "variant_1")
# SCOWL size level -> score before the finer adjustments. Levels up to 60 are the vocabulary of
# a standard spell checker; level 70 holds rarer words that need a second source to reach 50.
LEVEL_SCORE = {10: 57, 20: 56, 35: 55, 40: 54, 50: 53, 55: 52, 60: 51, 70: 44}
# What kind of entry a SCOWL file holds -> penalty (plain words fill best).
KIND_PENALTY = {"words": 0, "contractions": 0, "upper": 1, "proper-names": 2, "abbreviations": 3}
# Only abbreviations written in capitals (NPR, UNESCO, ESE) are crossword entries; clipped
# forms such as "hosp" or "Norw" are not.
ABBREVIATION = re.compile(r"^[A-Z]+$")
# Taxonomy phrases are real lemmas but never crossword entries.
TAXONOMY = re.compile(r"^(genus|family|order|class|subfamily|suborder|phylum|division|subclass|superfamily|tribe)_")
# WordNet usage domains that mark a sense as offensive: ethnic slur, disparagement/derogation,
# obscenity/vulgarism.
OFFENSIVE_DOMAINS = {"06718862", "06717170", "07124340"}
# Slurs none of the sources above marks (from general usage guides, not from any word list).
EDITORIAL_SLURS = {"RETARD", "RETARDS", "RETARDED", "TARD", "TARDS", "SPAZ", "SPAZZ", "SPAZZES"}
OFFENSIVE_SCORE = 5
# WordNet phrases scoring less (rare parts, never tagged) are left out: thousands of entries no
# constructor would opt into, and the list is embedded in the binary.
MIN_PHRASE = 43
# A score below this means "offensive": jkugelman's 0/10 and the usage labels land here.
OFFENSIVE_CAP = 15
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


def scowl_files(scowl_dir, max_level=MAX_LEVEL):
    """(region, kind, level, path) of each SCOWL list file up to max_level."""
    for name in sorted(os.listdir(scowl_dir)):
        stem, _, level = name.rpartition(".")
        region, _, kind = stem.partition("-")
        if kind not in KIND_PENALTY or not level.isdigit() or int(level) > max_level:
            continue
        yield region, kind, int(level), os.path.join(scowl_dir, name)


def scowl_words(scowl_dir, regions, max_level=MAX_LEVEL):
    """Yields (WORD, level, kind) for the SCOWL entries of those regions."""
    for region, kind, level, path in scowl_files(scowl_dir, max_level):
        if region not in regions:
            continue
        with open(path, encoding="latin-1") as f:
            for line in f:
                line = line.strip()
                if not line or line.endswith("'s"):
                    continue  # possessives would only duplicate plurals
                if kind == "abbreviations" and not ABBREVIATION.match(line):
                    continue
                w = normalise(line)
                if w is not None:
                    yield w, level, kind


def wordnet_lemmas(wordnet_dir):
    """Yields (lemma, pos, senses, tagged senses) from WordNet's index files."""
    for pos in ("noun", "verb", "adj", "adv"):
        with open(os.path.join(wordnet_dir, "index." + pos), encoding="latin-1") as f:
            for line in f:
                if line.startswith("  "):
                    continue  # licence header
                fields = line.split()
                # lemma pos synset_cnt p_cnt [ptr...] sense_cnt tagsense_cnt offsets...
                p_cnt = int(fields[3])
                senses = int(fields[2])
                tagged = int(fields[5 + p_cnt])
                offsets = fields[6 + p_cnt:]
                yield fields[0], pos, senses, tagged, offsets


def wordnet_counts(wordnet_dir):
    """lemma -> how often its senses are tagged in WordNet's corpus (cntlist.rev)."""
    counts = collections.Counter()
    path = os.path.join(wordnet_dir, "cntlist.rev")
    if not os.path.exists(path):
        return counts
    with open(path, encoding="latin-1") as f:
        for line in f:
            parts = line.split()
            if len(parts) == 3:
                counts[parts[0].partition("%")[0]] += int(parts[2])
    return counts


def wordnet_offensive_synsets(wordnet_dir):
    """Offsets of noun/adj/verb synsets WordNet labels with an offensive usage domain."""
    out = set()
    for _, line in wordnet_data_lines(wordnet_dir):
        body = line.partition("|")[0]
        if any(f";u {d} " in body for d in OFFENSIVE_DOMAINS):
            out.add(line[:8])
    return out


def wordnet_data_lines(wordnet_dir):
    """(part-of-speech tag, line) for every synset line of WordNet's data files, past the
    licence header; a missing file (the test fixtures have no adverbs) gives none."""
    for pos, tag in (("noun", "n"), ("verb", "v"), ("adj", "a"), ("adv", "r")):
        path = os.path.join(wordnet_dir, "data." + pos)
        if not os.path.exists(path):
            continue
        with open(path, encoding="latin-1") as f:
            for line in f:
                if not line.startswith("  "):
                    yield tag, line


# The breakfast test as WordNet categories: a word whose commonest sense, or most of
# its senses, falls under one of these (by hypernym pointers) is capped at UNPLEASANT_SCORE,
# still there for --min-score 40. Roots are (lemma, part of speech, sense number).
UNPLEASANT_ROOTS = [
    ("body_waste", "n", 1), ("vomit", "n", 1), ("pus", "n", 1), ("mucus", "n", 1),
    ("disease", "n", 1), ("medical_procedure", "n", 1), ("medical_care", "n", 1),
    ("killing", "n", 2), ("death", "n", 1), ("violence", "n", 1), ("crime", "n", 1),
    ("crime", "n", 2), ("maltreatment", "n", 1), ("obesity", "n", 1), ("simpleton", "n", 1),
    ("kill", "v", 1), ("excrete", "v", 1), ("vomit", "v", 1), ("abuse", "v", 1),
]
# Glosses of people and groups that are insults ("a person of subnormal intelligence" is
# caught by its hypernym; "worthless people" by its gloss).
INSULT_GLOSS = re.compile(r"\b(disparag|offensive|insult|derogat|contempt|worthless|despicable)")
UNPLEASANT_SCORE = 40
# Lexicographer files: noun.person, noun.group.
PEOPLE_LEX = {"18", "14"}


def wordnet_synsets(wordnet_dir):
    """offset+pos -> (lexfile, [lemma], [(symbol, target, source word no.)], gloss)."""
    out = {}
    for tag, line in wordnet_data_lines(wordnet_dir):
        body, _, gloss = line.partition("|")
        t = body.split()
        n = int(t[3], 16)
        lemmas = [re.sub(r"\(.*\)$", "", t[4 + 2 * i]).lower() for i in range(n)]
        i = 4 + 2 * n
        p_cnt = int(t[i])
        ptrs = []
        for j in range(p_cnt):
            sym, off, ppos, st = t[i + 1 + 4 * j: i + 5 + 4 * j]
            ppos = "a" if ppos == "s" else ppos
            ptrs.append((sym, off + ppos, int(st[:2], 16)))
        out[t[0] + tag] = (t[1], lemmas, ptrs, gloss)
    return out


def unpleasant_synsets(wordnet_dir, senses):
    """Keys of noun/verb synsets under UNPLEASANT_ROOTS or with an insulting people gloss, and
    (synset, word no.) of adjectives, adverbs and people derived from one of those."""
    syn = wordnet_synsets(wordnet_dir)
    roots = set()
    for lemma, tag, n in UNPLEASANT_ROOTS:
        offs = senses.get((lemma, tag), [])
        if len(offs) >= n:
            roots.add(offs[n - 1] + tag)
    memo = {}

    def under(key, depth=0):
        if key in memo:
            return memo[key]
        memo[key] = False
        entry = syn.get(key)
        hit = key in roots
        if entry and not hit:
            lex, _lemmas, ptrs, gloss = entry
            if key.endswith("n") and lex in PEOPLE_LEX and INSULT_GLOSS.search(gloss):
                hit = True
            elif depth < 40:
                hit = any(under(t, depth + 1) for s, t, _ in ptrs if s in ("@", "@i"))
        memo[key] = hit
        return hit

    bad = set()
    for key, (lex, lemmas, ptrs, _gloss) in syn.items():
        if key[-1] in "nv" and under(key):
            bad.add(key)
            continue
        if key[-1] in "ar" or lex == "18":
            for sym, t, src in ptrs:
                if sym in ("+", "\\") and t[-1] in "nv" and under(t):
                    for k, lemma in enumerate(lemmas, 1):
                        if src in (0, k):
                            bad.add((key, lemma))
    return bad


def wordnet_unpleasant(wordnet_dir):
    """WORDs failing the breakfast test: the first sense of their most-tagged part of speech,
    or most of all their senses, unpleasant (see UNPLEASANT_ROOTS)."""
    senses = {}
    tagged = {}
    for lemma, pos, _n, tag_cnt, offsets in wordnet_lemmas(wordnet_dir):
        t = {"noun": "n", "verb": "v", "adj": "a", "adv": "r"}[pos]
        senses[(lemma, t)] = offsets
        tagged[(lemma, t)] = tag_cnt
    bad = unpleasant_synsets(wordnet_dir, senses)
    by_word = collections.defaultdict(list)
    for (lemma, t), offsets in senses.items():
        flags = [(o + t) in bad or ((o + t), lemma) in bad for o in offsets]
        w = normalise(lemma)
        if w is not None:
            by_word[w].append((tagged[(lemma, t)], t == "n", flags))
    out = set()
    for w, groups in by_word.items():
        flags = [f for _, _, fl in groups for f in fl]
        first = max(groups, key=lambda g: (g[0], g[1], len(g[2])))[2][0]
        if first or 2 * sum(flags) > len(flags):
            out.add(w)
    # WordNet lists base forms; URINES, KILLED and KILLING fail the same test.
    inflected = set()
    for w in out:
        stem = w[:-1] if w.endswith("E") else w
        for form in (w + "S", w + "ES", w + "D", w + "ED", stem + "ING", w + "ER", w + "ERS",
                     w + w[-1] + "ED", w + w[-1] + "ING"):
            if form not in by_word:
                inflected.add(form)
    return out | inflected


def jkugelman_entries(path):
    """Yields (WORD, score, raw entry) from John Kugelman's `entry;score[;note]` list."""
    with open(path, encoding="utf-8") as f:
        for line in f:
            parts = line.rstrip("\n").split(";")
            if len(parts) < 2 or not parts[1].strip().isdigit():
                continue
            w = normalise(parts[0].replace("%", ""))
            if w is not None:
                yield w, int(parts[1]), parts[0]


class Facts:
    """Everything the sources say about each word, before scoring."""

    def __init__(self):
        self.level = {}          # WORD -> best American SCOWL score (level and kind)
        self.scowl_kind = {}     # WORD -> kind of its best American entry
        self.british = set()     # in SCOWL only outside the American categories
        self.wn_single = {}      # WORD -> (senses, tagged, corpus count) of single-word lemmas
        self.wn_phrase = {}      # WORD -> (senses, tagged, parts) of multi-word lemmas
        self.wn_offensive = set()
        self.jk = {}             # WORD -> (best score, worst score)
        self.naughty = set()
        self.unpleasant = set()  # fails the breakfast test by its WordNet categories


def gather(args):
    facts = Facts()
    other = set()
    for w, level, kind in scowl_words(args.scowl, AMERICAN):
        s = LEVEL_SCORE[level] - KIND_PENALTY[kind]
        if s > facts.level.get(w, -1):
            facts.level[w] = s
            facts.scowl_kind[w] = (kind, level)
    regions = {r for r, _, _, _ in scowl_files(args.scowl)} - set(AMERICAN)
    for w, _level, _kind in scowl_words(args.scowl, regions):
        other.add(w)
    facts.british = other - set(facts.level)

    counts = wordnet_counts(args.wordnet)
    offensive = wordnet_offensive_synsets(args.wordnet)
    first_offensive = set()
    all_senses = collections.defaultdict(lambda: [0, 0])
    for lemma, _pos, senses, tagged, offsets in wordnet_lemmas(args.wordnet):
        if TAXONOMY.match(lemma):
            continue
        w = normalise(lemma)
        if w is None:
            continue
        if offsets and offsets[0] in offensive:
            first_offensive.add(w)  # its commonest sense is a slur or an obscenity
        if "_" in lemma or "-" in lemma:
            parts = [normalise(p) or p.upper() for p in re.split(r"[_-]", lemma)]
            old = facts.wn_phrase.get(w, (0, 0, parts))
            facts.wn_phrase[w] = (old[0] + senses, old[1] + tagged, parts)
        else:
            a = all_senses[w]
            a[0] += senses
            a[1] += tagged
    for w, (senses, tagged) in all_senses.items():
        facts.wn_single[w] = (senses, tagged, counts.get(w.lower(), 0))
    facts.wn_offensive = first_offensive
    facts.unpleasant = wordnet_unpleasant(args.wordnet)

    if args.jkugelman:
        for w, score, _raw in jkugelman_entries(args.jkugelman):
            best, worst = facts.jk.get(w, (-1, 99))
            facts.jk[w] = (max(best, score), min(worst, score))
    if args.naughty:
        with open(os.path.join(args.naughty, "en.json"), encoding="utf-8") as f:
            for entry in json.load(f):
                w = normalise(entry)
                if w is not None:
                    facts.naughty.add(w)
    return facts


def familiarity(facts, w):
    """0-3 points for how familiar WordNet finds a single word (senses and corpus tags)."""
    senses, tagged, count = facts.wn_single.get(w, (0, 0, 0))
    pts = 0
    if count >= 3:
        pts += 1
    if count >= 30:
        pts += 1
    if senses >= 4 or tagged >= 3:
        pts += 1
    return pts


def common_part(facts, part, level):
    """A phrase part everyone knows: a SCOWL word up to `level`, or a short function word."""
    if len(part) <= 2:
        return True
    return facts.level.get(part, 0) >= LEVEL_SCORE[level] - KIND_PENALTY["upper"]


def phrase_score(facts, w):
    """How established a WordNet phrase is: senses, tagged senses, whether its words are common."""
    senses, tagged, parts = facts.wn_phrase[w]
    s = 41
    if all(common_part(facts, p, 35) for p in parts):
        s += 9  # ICED TEA: made of everyday words
    elif all(common_part(facts, p, 50) for p in parts):
        s += 6
    elif sum(common_part(facts, p, 60) for p in parts) >= len(parts) - 1:
        s += 2
    s += min(tagged, 3) * 2
    s += min(senses - 1, 2)
    if len(parts) > 3:
        s -= 3  # long compounds are rarely a single entry
    return s


def score(facts, w):
    """The word's score, or None if it stays out of the list."""
    if w in facts.british:
        return None
    s = None
    if w in facts.level:
        s = facts.level[w]
        kind, level = facts.scowl_kind[w]
        if kind in ("proper-names", "upper") and level >= 40:
            # A name from the census lists (LELIA) needs a second source to be good fill.
            vouched = w in facts.wn_single or facts.jk.get(w, (0, 0))[0] >= 40
            if not vouched:
                s = min(s, 45)
        if level == MAX_LEVEL and (w in facts.wn_single or w in facts.wn_phrase) \
                and facts.jk.get(w, (0, 0))[0] >= 40:
            s = max(s, 50)  # a rarer word two other sources know
        s += familiarity(facts, w) if s >= 50 else 0
    if w in facts.wn_phrase and phrase_score(facts, w) >= MIN_PHRASE:
        s = max(s or 0, phrase_score(facts, w))
    elif s is None and w in facts.wn_single and facts.jk.get(w, (0, 0))[0] >= 30:
        # A WordNet word SCOWL does not know (ETUI) that the crossword list has too; WordNet
        # alone knows too many taxa and obscure terms to add them.
        s = 50 + familiarity(facts, w)
    if w in facts.jk:
        best, worst = facts.jk[w]
        if best >= 60:
            s = max(s or 0, 55) + 2
        elif best >= 50:
            s = max(s or 0, 51) + 1
        elif best >= 40 and s is not None:
            s = max(s, 50)  # jkugelman's "fine" vouches for a word another source knows
    if s is None:
        return None
    s = min(s, 60)
    if w in facts.unpleasant:
        s = min(s, UNPLEASANT_SCORE)
    if w in facts.jk and facts.jk[w][0] <= 10:
        s = min(s, OFFENSIVE_CAP - 5 + facts.jk[w][0] // 2)
    if w in facts.wn_offensive or w in EDITORIAL_SLURS:
        s = min(s, OFFENSIVE_CAP)
    if w in facts.naughty:
        s = min(s, OFFENSIVE_SCORE)
    return s


def build(facts):
    words = {}
    for w in set(facts.level) | set(facts.wn_single) | set(facts.wn_phrase) | set(facts.jk) | facts.naughty:
        s = score(facts, w)
        if s is None and w in facts.naughty and w not in facts.british:
            s = OFFENSIVE_SCORE  # kept so a constructor can opt in
        if s is not None and s >= 0:
            words[w] = s
    return words


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--naughty", required=True, help="unpacked npm naughty-words package dir")
    ap.add_argument("--jkugelman", required=True, help="jkugelman-wordlist.txt")
    ap.add_argument("--scowl", default=SCOWL, help="SCOWL's final/ dir (default: %(default)s)")
    ap.add_argument("--wordnet", default=WORDNET, help="WordNet dict dir (default: %(default)s)")
    ap.add_argument("--out", default=os.path.join(os.path.dirname(__file__), "default.dict"))
    args = ap.parse_args()
    facts = gather(args)
    words = build(facts)
    with open(args.out, "w", encoding="ascii", newline="\n") as f:
        for w in sorted(words):
            f.write(f"{w};{words[w]}\n")
    bands = collections.Counter(words.values())
    good = sum(n for s, n in bands.items() if s >= 50)
    print(f"{len(words)} entries, {good} at >= 50; scores {dict(sorted(bands.items()))}",
          file=sys.stderr)


if __name__ == "__main__":
    main()
