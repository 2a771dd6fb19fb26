#!/usr/bin/env python3
"""Builds wordlists/default.dict, gridwright's embedded default word list.

Sources (all licensed for shipping; notices in NOTICE):
  * SCOWL (Debian package `scowl`, /usr/share/dict/scowl): size levels 10-70 only. Level 80+
    pulls in UKACD, whose licence requires its full notice to be displayed prominently. Only
    its English, American and American-variant categories add words; a word SCOWL has only in
    its British, Canadian, Australian or rarer-variant lists is British-only and is left out
    whatever other source has it (COLOUR, REALISE, APPAL, ENROL).
  * WordNet 3.0 (Debian package `wordnet-base`, /usr/share/wordnet): multi-word lemmas
    (ICE_CREAM -> ICECREAM), a second dictionary for words and (by morphy) their inflections,
    and its usage labels (ethnic slur, obscenity, disparagement) and categories (the
    breakfast test).
  * John Kugelman's crossword list (MIT, a path passed with --jkugelman): a crossword-curated
    layer. Its 40+ is one source's vote, its 30+ marks short staples, its 0/10 (offensive or
    misspelt) cap; alone it adds only what it rates 40 or more, below good fill.
  * wordfreq 3.1.1 (pip, data CC BY-SA 4.0): how often each entry is written. A word is good
    fill when a lexical source knows it and wordfreq ranks it common; frequency orders good fill.
  * The Crossword Nexus Collaborative Word List (MIT, a path passed with --cwl): constructors'
    curation, taken as a vote, never as scores: its 50+ is one more source vouching for an
    entry, and an entry it and jkugelman both leave below 50 (or lack) needs evidence of use
    to be good fill and is never strong fill. Where the two crossword lists agree (see
    constructors_agree) and nothing else vouches, the entry is the lowest good fill, 50.
  * naughty-words (npm, CC BY 4.0): offensive words are capped at a very low score, not
    deleted, so constructors can opt in with --min-score 0.

Scores are 0-74: 50 and up is good fill (the default minimum): 60-74 a word with evidence of use
(wordfreq), 50-59 weaker evidence (staples, rarer words two dictionaries know, phrases two
sources agree on); 30-49 lacks the evidence, 40 is the breakfast-test cap, below 20 offensive.
The list is CC BY-SA 4.0 (wordfreq's data).
Run from the repository root after `apt-get install scowl wordnet-base`,
`pip install wordfreq==3.1.1` and `npm pack naughty-words@1.2.0`:
    python3 wordlists/build.py --naughty /tmp/package \
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
import types
import unicodedata

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import vouch  # noqa: E402  wordlists/vouch.py: the constructors' vote beside another source

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
TAXONOMY = re.compile(r"^(genus|family|order|class|subfamily|suborder|phylum|division|subclass|superfamily|tribe)_"
                      r"|_(genus|subgenus)$")  # FERN GENUS too: use .search
# WordNet usage domains that mark a sense as offensive: ethnic slur, disparagement/derogation,
# obscenity/vulgarism.
OFFENSIVE_DOMAINS = {"06718862", "06717170", "07124340"}
# Slurs none of the sources above marks (from general usage guides, not from any word list).
EDITORIAL_SLURS = {"RETARD", "RETARDS", "RETARDED", "TARD", "TARDS", "SPAZ", "SPAZZ", "SPAZZES",
                   "SQUAW", "SQUAWS", "HOMO", "HOMOS"}
# Vulgar or sexual words and insults none of the sources marks (jkugelman rates YO MAMA 60), by
# the same usage guides; inflections listed.
EDITORIAL_VULGAR = {"PIMP", "PIMPS", "PIMPED", "PIMPING", "SHAT", "EFFING", "EFFED", "EFFIN",
                    "YOMAMA", "YOMOMMA", "FRIGGING", "FRIGGIN", "FRICKING", "FRICKIN", "SHITE",
                    "ASSHAT", "ASSHATS", "BONER", "BONERS", "JERKOFF", "SKANK", "SKANKS",
                    "SKANKY", "HOOKER", "HOOKERS", "WHORE", "WHORES", "SLUT", "SLUTS",
                    # Acronyms that spell an obscenity out in the reader's head.
                    "WTF", "STFU", "GTFO", "OMFG", "FFS", "LMFAO", "FML", "MILF", "MILFS",
                    "BAMF",
                    # Slang for the genitals WordNet files only in a harmless sense (the
                    # Vietnamese unit of money).
                    "DONG", "DONGS",
                    # The British spelling of a vulgarism naughty-words lists as ASS.
                    "ARSE", "ARSES", "ARSED", "ARSEY"}
# Words that fail the breakfast test though WordNet files them with harmless history (slavery
# sits beside serfdom as a "state"): American editors' usage guides keep chattel slavery out
# of the grid. Capped like the WordNet categories, at UNPLEASANT_SCORE.
EDITORIAL_BREAKFAST = {"SLAVE", "SLAVES", "SLAVERY", "ENSLAVE", "ENSLAVED", "ENSLAVES",
                       "ENSLAVING", "ENSLAVEMENT", "SLAVEOWNER", "SLAVEOWNERS"}
# The Collaborative Word List's "fine fill": at or above it the constructors vote for an entry.
CWL_GOOD = 50
# At or below this it rates an entry weak or crude (its README); 21-49 are mostly defaults.
CWL_REJECTS = 20
# Its keen vote (a constructor's favourite, 80 and up in its 0-100).
CWL_KEEN = 80
# An entry the constructors' list rates weak or crude (CWL_REJECTS) and jkugelman does not
# rate good ranks at most here, below the strong words (COMMON_FLOOR) the first fill holds
# slots to, however common it is.
DOUBTED_TOP = 55
# ...and one on weaker evidence (a staple both lists rate weak: ETE) is kept below good fill.
DOUBTED_WEAK = 45
# Zipf frequency from which a word a lexical source knows is good fill: once in a million words.
COMMON = 3.0
# From this length, entries are rare in text and few: a long slot needs some candidates.
LONG = 12
# jkugelman's score at or below which its list turns an entry down: no evidence of ours makes
# such an entry good fill (its 0 and 10 are offensive: see offensive()).
JK_REJECTS = 20
# From this length a slot has candidates enough that a rarely written word is not needed.
MID = 6
# From this length a word on weak evidence is mostly valid but dull (INTIMATION, LITIGATED,
# CLASSICIST): it needs the crossword list's vote, and some use, to be good fill.
NINE = 9
# wordfreq release the frequencies come from (pin it: frequencies change between releases).
WORDFREQ_VERSION = "3.1.1"
OFFENSIVE_SCORE = 5
# Good fill spreads over 50-TOP: a word written once in a million words starts at COMMON_FLOOR
# and climbs to COMMON_FLOOR + 10, jkugelman's lively 60 adds up to 4; weaker evidence stays at
# 50-59 (mostly 50-53), so the candidate order and the polish prefer everyday words.
TOP = 74
COMMON_FLOOR = 60
# WordNet phrases scoring less (rare parts, never tagged) are left out: thousands of entries no
# constructor would opt into, and the list is embedded in the binary.
MIN_PHRASE = 43
# A score below this means "offensive": jkugelman's 0/10 and the usage labels land here.
OFFENSIVE_CAP = 15
SPECIAL = {"ß": "SS", "æ": "AE", "Æ": "AE", "œ": "OE", "Œ": "OE", "ø": "O", "Ø": "O",
           "ł": "L", "Ł": "L", "đ": "D", "Đ": "D", "þ": "TH", "Þ": "TH"}


def normalise(entry):
    """A–Z only; accents folded; None if anything else remains or the length is wrong."""
    w = letters(entry)
    return w if w is not None and MIN_LEN <= len(w) <= MAX_LEN else None


def letters(entry):
    """A–Z only, accents folded, spaces and punctuation dropped; None if anything else remains."""
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
    return "".join(out)


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
                w = normalise(line)
                if w is None:
                    continue
                if kind == "abbreviations" and not ABBREVIATION.match(line):
                    yield w, level, "clipped"  # hosp, stat: an entry only if people write it
                else:
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


def wordnet_capitalised(wordnet_dir):
    """Single words every synset of WordNet's writes with a capital: names, genera and
    abbreviations (Nepa, IgG, CRP), never a lowercase word (elan)."""
    upper, lower = set(), set()
    for _tag, line in wordnet_data_lines(wordnet_dir):
        fields = line.split()
        count = int(fields[3], 16)
        for word in fields[4:4 + 2 * count:2]:
            word = re.sub(r"\(.*\)$", "", word)  # adjective markers: galore(ip)
            if "_" in word or "-" in word:
                continue
            w = normalise(word)
            if w is not None:
                (upper if word[:1].isupper() else lower).add(w)
    return upper - lower


# The breakfast test as WordNet categories: a word whose commonest sense, or most of
# its senses, falls under one of these (by hypernym pointers) is capped at UNPLEASANT_SCORE,
# still there for --min-score 40. Roots are (lemma, part of speech, sense number).
UNPLEASANT_ROOTS = [
    ("body_waste", "n", 1), ("vomit", "n", 1), ("pus", "n", 1), ("mucus", "n", 1),
    ("disease", "n", 1), ("medical_procedure", "n", 1), ("medical_care", "n", 1),
    ("killing", "n", 2), ("death", "n", 1), ("violence", "n", 1), ("crime", "n", 1),
    ("crime", "n", 2), ("maltreatment", "n", 1), ("obesity", "n", 1), ("simpleton", "n", 1),
    ("kill", "v", 1), ("excrete", "v", 1), ("vomit", "v", 1), ("abuse", "v", 1),
    ("tumor", "n", 1), ("narcotic", "n", 1), ("sexual_assault", "n", 1), ("assault", "v", 1),
    ("addiction", "n", 1), ("addict", "n", 1), ("flatulence", "n", 1), ("fart", "n", 1),
    ("genitalia", "n", 1), ("erectile_organ", "n", 1), ("male_reproductive_gland", "n", 1),
    ("sperm", "n", 1), ("sexual_arousal", "n", 1), ("controlled_substance", "n", 1),
    # Sex acts and sex work (BUGGER, BONK, BROTHEL, CALLGIRL).
    ("copulate", "v", 1), ("prostitute", "n", 1), ("brothel", "n", 1), ("pornography", "n", 1),
]
# Glosses of people and groups that are insults ("a person of subnormal intelligence" is
# caught by its hypernym; "worthless people" by its gloss).
INSULT_GLOSS = re.compile(r"\b(disparag|offensive|insult|derogat|contempt|worthless|despicable)")
UNPLEASANT_SCORE = 40
# A word this common (Zipf, about 3 uses in a million words) whose unpleasant senses are a
# minority is read in its harmless senses (ERASE is "annihilate" first in WordNet).
COMMON_ZIPF = 3.5
# Lexicographer files: noun.person, noun.group.
PEOPLE_LEX = {"18", "14"}


def wordnet_capital_senses(wordnet_dir):
    """(synset key, lowercase lemma) of every sense WordNet writes with a capital: a name's
    sense (Cancer the constellation), not a harmless use of the word."""
    out = set()
    for tag, line in wordnet_data_lines(wordnet_dir):
        t = line.split()
        for i in range(int(t[3], 16)):
            word = re.sub(r"\(.*\)$", "", t[4 + 2 * i])
            if word[:1].isupper():
                out.add((t[0] + ("a" if tag == "s" else tag), word.lower()))
    return out


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
            definition = re.sub(r'"[^"]*"', "", gloss)  # not the examples ("offensive unit")
            if key.endswith("n") and lex in PEOPLE_LEX and INSULT_GLOSS.search(definition):
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
    or most of all their senses, unpleasant (see UNPLEASANT_ROOTS); and those of them whose
    unpleasant senses are a minority (a common one of these passes: see score)."""
    senses = {}
    tagged = {}
    for lemma, pos, _n, tag_cnt, offsets in wordnet_lemmas(wordnet_dir):
        t = {"noun": "n", "verb": "v", "adj": "a", "adv": "r"}[pos]
        senses[(lemma, t)] = offsets
        tagged[(lemma, t)] = tag_cnt
    bad = unpleasant_synsets(wordnet_dir, senses)
    capital = wordnet_capital_senses(wordnet_dir)
    by_word = collections.defaultdict(list)
    names = collections.Counter()  # WORD -> its senses that are names
    for (lemma, t), offsets in senses.items():
        flags = [(o + t) in bad or ((o + t), lemma) in bad for o in offsets]
        w = normalise(lemma)
        if w is not None:
            by_word[w].append((tagged[(lemma, t)], t == "n", flags, t))
            names[w] += sum(((o + t), lemma) in capital and not f for o, f in zip(offsets, flags))
    out, minority = set(), set()
    for w, groups in by_word.items():
        flags = [f for _, _, fl, _ in groups for f in fl]
        first = max(groups, key=lambda g: (g[0], g[1], len(g[2])))[2][0]
        if first or 2 * sum(flags) > len(flags):
            out.add(w)
        # ERASE: "wipe out (kill)" first, but two senses of three are harmless. A name's
        # senses (Cancer the sign) are not harmless uses of the word (cancer the disease).
        if first and 3 * sum(flags) <= len(flags) - names[w]:
            minority.add(w)
    # WordNet lists base forms; URINES, KILLED and KILLING fail the same test, and so does a
    # participle WordNet knows only as an adjective when its verb's first sense fails
    # (MURDERED, ABUSED): adjectives have no categories of their own to pass it by. A verb
    # that passes leaves its participle alone (GRIP the disease, GRIPPING the story).
    adjective_only = {w for w, groups in by_word.items() if all(g[3] == "a" for g in groups)}
    inflected, minority_forms = set(), set()
    for w in out:
        stem = w[:-1] if w.endswith("E") else w
        verb_fails = any(g[3] == "v" and g[2][0] for g in by_word.get(w, ()))
        participles = {w + "D", w + "ED", stem + "ING", w + w[-1] + "ED", w + w[-1] + "ING"}
        for form in (w + "S", w + "ES", w + "D", w + "ED", stem + "ING", w + "ER", w + "ERS",
                     w + w[-1] + "ED", w + w[-1] + "ING") + y_forms(w):
            adjective = form in adjective_only and form in participles and verb_fails
            if form not in by_word or adjective:
                inflected.add(form)
                if w in minority:
                    minority_forms.add(form)
    return out | inflected, minority | minority_forms


def y_forms(w):
    """The plural and past of a word ending in a consonant and Y (HILLBILLY -> HILLBILLIES,
    BULLY -> BULLIED): the plain inflections a suffix alone does not spell."""
    if len(w) >= 3 and w.endswith("Y") and w[-2] not in "AEIOU":
        return (w[:-1] + "IES", w[:-1] + "IED")
    return ()


# WordNet's morphy rules (suffix -> base ending) for the forms its index does not list.
MORPHY = [("S", ""), ("SES", "S"), ("XES", "X"), ("ZES", "Z"), ("CHES", "CH"), ("SHES", "SH"),
          ("MEN", "MAN"), ("IES", "Y"), ("ES", "E"), ("ES", ""), ("ED", "E"), ("ED", ""),
          ("ING", "E"), ("ING", ""), ("ER", ""), ("EST", ""), ("ER", "E"), ("EST", "E")]


def wordnet_inflected(wordnet_dir, facts):
    """SCOWL words that are inflections of a WordNet word (RIGORS, INFECTS, STOPPED): by
    morphy's suffix rules, a doubled final consonant, or WordNet's exception lists."""
    exc = {}
    for pos in ("noun", "verb", "adj", "adv"):
        path = os.path.join(wordnet_dir, pos + ".exc")
        if os.path.exists(path):
            with open(path, encoding="latin-1") as f:
                for line in f:
                    parts = line.split()
                    if len(parts) >= 2:
                        exc.setdefault(normalise(parts[0]), []).extend(normalise(p) for p in parts[1:])
    out = set()
    for w in set(facts.level) - set(facts.wn_single):
        bases = list(exc.get(w, []))
        for suffix, ending in MORPHY:
            if w.endswith(suffix) and len(w) - len(suffix) >= 2:
                stem = w[: len(w) - len(suffix)]
                bases.append(stem + ending)
                if ending == "" and len(stem) >= 3 and stem[-1] == stem[-2]:
                    bases.append(stem[:-1])  # STOPPED -> STOP
        if any(b in facts.wn_single for b in bases if b):
            out.add(w)
    return out


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


def cwl_entries(path):
    """Yields (WORD, score) from the Collaborative Word List's `WORD;SCORE` lines."""
    with open(path, encoding="utf-8") as f:
        for line in f:
            w, _, score = line.strip().partition(";")
            w = normalise(w)
            if w is not None and score.strip().isdigit():
                yield w, int(score)


class Facts:
    """Everything the sources say about each word, before scoring."""

    def __init__(self):
        self.level = {}          # WORD -> best American SCOWL score (level and kind)
        self.scowl_kind = {}     # WORD -> kind of its best American entry
        self.british = set()     # in SCOWL only outside the American categories
        self.wn_single = {}      # WORD -> (senses, tagged, corpus count) of single-word lemmas
        self.wn_phrase = {}      # WORD -> (senses, tagged, parts) of multi-word lemmas
        self.wn_offensive = set()
        self.wn_offensive_half = set()  # half or more of its senses labelled offensive (GOOK)
        self.jk = {}             # WORD -> (best score, worst score)
        self.wn_inflected = set()  # SCOWL words WordNet knows by their base form (RIGORS)
        self.clipped = set()     # SCOWL's lowercase abbreviations (stat, etc): need frequency
        self.wn_capitalised = set()  # single words WordNet writes only capitalised (Nepa, IgG)
        self.naughty = set()
        self.cwl = {}            # WORD -> the Collaborative Word List's best score (0-100)
        self.naughty_derived = set()  # inflections and compounds of naughty-words (BONERS, ASSHAT)
        self.zipf = {}           # WORD -> wordfreq's Zipf frequency of the word written as one token
        self.jk_phrase = set()   # jkugelman entries written with a space or hyphen (YO MAMA)
        self.jk_name = set()     # jkugelman entries written capitalised (Liao)
        self.jk_caps = set()     # jkugelman entries written in capitals (IBM, TLC)
        self.jk_partial = set()  # jkugelman's spaced entries starting or ending with an article
        self.unpleasant = set()  # fails the breakfast test by its WordNet categories
        self.unpleasant_minority = set()  # ...by its first sense only, most senses harmless


def gather(args):
    facts = Facts()
    other = set()
    for w, level, kind in scowl_words(args.scowl, AMERICAN):
        if kind == "clipped":
            if level <= 60:
                facts.clipped.add(w)
            continue
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
    labelled = collections.defaultdict(lambda: [0, 0])  # WORD -> [senses, offensive senses]
    all_senses = collections.defaultdict(lambda: [0, 0])
    for lemma, _pos, senses, tagged, offsets in wordnet_lemmas(args.wordnet):
        if TAXONOMY.search(lemma):
            continue
        w = normalise(lemma)
        if w is None:
            continue
        if offsets and offsets[0] in offensive:
            first_offensive.add(w)  # its commonest sense is a slur or an obscenity
        counts_w = labelled[w]
        counts_w[0] += len(offsets)
        counts_w[1] += sum(o in offensive for o in offsets)
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
    facts.wn_offensive_half = {w for w, (n, k) in labelled.items() if k and 2 * k >= n}
    facts.wn_capitalised = wordnet_capitalised(args.wordnet)
    facts.unpleasant, facts.unpleasant_minority = wordnet_unpleasant(args.wordnet)
    facts.wn_inflected = wordnet_inflected(args.wordnet, facts)

    jk_tokens = {}
    if args.jkugelman:
        for w, score, raw in jkugelman_entries(args.jkugelman):
            best, worst = facts.jk.get(w, (-1, 99))
            facts.jk[w] = (max(best, score), min(worst, score))
            tokens = [t for t in re.split(r"[\s-]+", raw.strip()) if t]
            if len(tokens) > 1:
                facts.jk_phrase.add(w)
                jk_tokens[w] = tokens
                # ONE A, IN A, A LOT: a piece of a phrase (A TALE OF TWO CITIES is a title).
                if tokens[-1].lower() in ("a", "an", "the") or \
                        len(tokens) == 2 and tokens[0].lower() in ("a", "an"):
                    facts.jk_partial.add(w)
            elif raw[:1].isupper():
                facts.jk_name.add(w)
                if len(raw) >= 2 and raw.isupper():
                    facts.jk_caps.add(w)
    if args.naughty:
        with open(os.path.join(args.naughty, "en.json"), encoding="utf-8") as f:
            for entry in json.load(f):
                w = normalise(entry)
                if w is not None:
                    facts.naughty.add(w)
    if getattr(args, "cwl", None):
        for w, score in cwl_entries(args.cwl):
            facts.cwl[w] = max(score, facts.cwl.get(w, -1))
    facts.naughty_derived = naughty_derived(facts, jk_tokens)
    facts.zipf = frequencies(args.freq)
    return facts


def naughty_derived(facts, jk_tokens):
    """Entries built on a naughty word: its plain inflections (BONERS), a phrase with one as a
    word (jkugelman's spaced entries), and a compound of one and an everyday word that no
    dictionary knows as a word (ASSHAT; ASSAIL and CLASSROOM are dictionary words)."""
    out = set()
    # A vulgarism WordNet labels on its commonest sense (CRAP) makes its adjective in -Y as
    # vulgar (CRAPPY), as naughty-words' own do (SHITTY); its other forms are its own words
    # (CRAPS, the dice game), and so is an adjective of several senses (SCATTY) or a name
    # (TOMMY).
    for w in facts.naughty | facts.wn_offensive:
        adj = w + w[-1] + "Y"
        if len(w) >= 3 and w[-1] not in "AEIOUWXY" and w[-2] in "AEIOU" and w[-3] not in "AEIOU" \
                and facts.wn_single.get(adj, (1,))[0] <= 1 \
                and facts.scowl_kind.get(adj, ("words",))[0] in ("words", "contractions"):
            out.add(adj)
        if w not in facts.naughty:
            continue
        out.update((w + "S", w + "ES", w + "ED", w + "ING", w + "ER", w + "ERS") + y_forms(w))
        if len(w) >= 3 and w[-1] not in "AEIOUWXY" and w[-2] in "AEIOU" and w[-3] not in "AEIOU":
            out.update(w + w[-1] + end for end in ("ED", "ING"))  # SHITTING (not TITTER)
    # SEX and ASS are dictionary words too: SEX APPEAL and ASSAIL are not offensive. A
    # naughty word whose one dictionary sense fails the breakfast test or is labelled
    # offensive (PORN: pornography) has no harmless reading for a compound it starts to take
    # (PORNSTAR); as a compound's end it may be a word's letters (NORSEMEN, GOES POOF).
    dictionary = {w for w in facts.level if facts.scowl_kind[w][0] in ("words", "contractions")}
    dictionary |= set(facts.wn_single)
    one_sense = {w for w in facts.naughty & dictionary if len(w) >= 4
                 and facts.wn_single.get(w, (0,))[0] == 1
                 and (w in facts.unpleasant or w in facts.wn_offensive)}
    bad = {w for w in facts.naughty if len(w) >= 3} - dictionary
    for w, tokens in jk_tokens.items():
        if any(letters(t) in bad for t in tokens) or letters(tokens[0]) in one_sense:
            out.add(w)
    candidates = set(facts.jk) | set(facts.wn_phrase) | set(facts.level)
    for w in candidates - dictionary:
        for b in bad:
            rest = w[len(b):] if w.startswith(b) else w[:-len(b)] if w.endswith(b) else None
            if rest and len(rest) >= 3 and facts.level.get(rest, 0) >= LEVEL_SCORE[50]:
                out.add(w)
        for b in one_sense:
            rest = w[len(b):] if w.startswith(b) else None
            if rest and len(rest) >= 4 and facts.level.get(rest, 0) >= LEVEL_SCORE[50]:
                out.add(w)
    return out - facts.naughty


def frequencies(path):
    """WORD -> Zipf frequency (log10 of uses per billion words) from wordfreq's English "large"
    list (version WORDFREQ_VERSION), or from a `token<TAB>zipf` file (the tests' fixture).
    Tokens that fold to one WORD (été, ete) keep the highest."""
    if path:
        with open(path, encoding="utf-8") as f:
            pairs = [(t, float(z)) for t, _, z in (l.rstrip("\n").partition("\t") for l in f) if z]
    else:
        import wordfreq  # pip install wordfreq==3.1.1
        version = getattr(wordfreq, "__version__", None)
        if version is None:
            from importlib.metadata import version as pkg_version
            version = pkg_version("wordfreq")
        if version != WORDFREQ_VERSION:
            sys.exit(f"build.py: wordfreq {version} installed; the list is built from "
                     f"{WORDFREQ_VERSION} (pip install wordfreq=={WORDFREQ_VERSION})")
        pairs = [(t, math.log10(f) + 9) for t, f in wordfreq.get_frequency_dict("en", "large").items()]
    out = {}
    for token, z in pairs:
        w = normalise(token)
        if w is not None and z > out.get(w, -1.0):
            out[w] = z
    return out


def common_part(facts, part, level):
    """A phrase part everyone knows: a SCOWL word up to `level`, or a short function word."""
    if len(part) <= 2:
        return True
    return facts.level.get(part, 0) >= LEVEL_SCORE[level] - KIND_PENALTY["upper"]


def phrase_score(facts, w):
    """How established a WordNet phrase is (41-60): senses, tagged senses, common words."""
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


def freq_score(z):
    """A Zipf frequency as a good-fill score: 3.0 (one use in a million words) -> COMMON_FLOOR,
    one more each quarter Zipf point, 5.5 (one in 30,000 words) and up -> COMMON_FLOOR + 10.
    The step from weaker evidence (50-53) to COMMON_FLOOR is larger than the climb above it:
    what makes fill acceptable is evidence of use, not how very common a word is, so the
    polish (which raises the total score) trades a merely valid entry for any common one
    rather than chasing the commonest words."""
    return max(COMMON_FLOOR, min(COMMON_FLOOR + 10,
                                 COMMON_FLOOR + int(math.floor(4 * (z - COMMON) + 1e-9))))


def weaker(z, floor=50):
    """Good fill on weaker evidence: `floor`, one more from each of Zipf 2.0 and 2.5 (about
    one use in 3 million words)."""
    return floor + int(z >= 2.0) + int(z >= 2.5)


def lively(facts, w):
    """What jkugelman's curation adds to good fill: its 60 (lively) +4, its 50 (good) +1."""
    jk = jk_best(facts, w)
    return 4 if jk >= 60 else 1 if jk >= 50 else 0


def jk_best(facts, w):
    """jkugelman's best score for the entry, -1 if it lacks it."""
    return facts.jk.get(w, (-1, 99))[0]


def sources(facts, w):
    """How many lexical sources vouch for the entry: SCOWL up to level 60, WordNet, jkugelman
    40+, the Collaborative Word List 50+."""
    n = int(w in facts.level and facts.scowl_kind[w][1] <= 60)
    n += int(w in facts.wn_single or w in facts.wn_phrase or w in facts.wn_inflected)
    return n + int(jk_best(facts, w) >= 40) + int(cwl_best(facts, w) >= CWL_GOOD)


def cwl_best(facts, w):
    """The Collaborative Word List's score for the entry, -1 if it lacks it."""
    return facts.cwl.get(w, -1)


def crossword_vote(facts, w):
    """A crossword list vouches for the entry: jkugelman's 40+ or the Collaborative list's 50+."""
    return jk_best(facts, w) >= 40 or cwl_best(facts, w) >= CWL_GOOD


def doubted(facts, w):
    """Both crossword lists leave the entry below good fill (or lack it): on weaker evidence
    it is not good fill (ETE, COITUS). Only with the Collaborative list read."""
    return bool(facts.cwl) and cwl_best(facts, w) < CWL_GOOD and jk_best(facts, w) < 50


def kind(facts, w):
    """word, name, abbr or phrase: what evidence the entry needs to be good fill."""
    if w in facts.level:
        k = facts.scowl_kind[w][0]
        return {"proper-names": "name", "upper": "name", "abbreviations": "abbr"}.get(k, "word")
    if w in facts.wn_single:
        # WordNet writes names, genera and abbreviations with capitals (Nepa, IgG, CRP).
        return "name" if w in facts.wn_capitalised else "word"
    if w in facts.clipped and w not in facts.jk:
        return "abbr"
    if w in facts.wn_phrase or w in facts.jk_phrase:
        return "phrase"
    return "name" if w in facts.jk_name else "word"


def constructors_agree(facts, w):
    """Both constructors' lists run the entry: jkugelman rates it good (50) and the
    Collaborative list at its fine fill (50+), or jkugelman rates it lively (60) and the
    Collaborative list has it above its weak-or-crude line. Two curated crossword lists
    agreeing is evidence of use in grids, where a long entry (DOUBLEDUTCH, NOSEDIVES) is
    seldom written often enough for a frequency to vouch for it."""
    jk, cwl = jk_best(facts, w), cwl_best(facts, w)
    return jk >= 50 and cwl >= CWL_GOOD or jk >= 60 and cwl > CWL_REJECTS


def evidence(facts, w):
    """The good-fill score (50-TOP) the evidence earns the entry, minus a weak score (30-49)
    for weaker evidence both crossword lists doubt, or None: a frequency source
    ranks it common and a lexical source knows it, or several sources agree on a short staple
    or a phrase. jkugelman alone, WordNet alone or a rare dictionary word is never enough."""
    if 0 <= jk_best(facts, w) <= JK_REJECTS:
        return None  # the crossword list has seen it and turned it down (AGA, AWN, ULT)
    s = good_fill(facts, w)
    if s is None:
        # The lowest good fill, below every entry a dictionary or a frequency vouches for:
        # the first fill reaches for it only where nothing better fits.
        agree = constructors_agree(facts, w) and kind(facts, w) != "abbr"
        return 50 if agree or vouch.vouched(this(), facts, w) else None
    s = min(TOP, s + lively(facts, w))
    if doubted(facts, w) and s < COMMON_FLOOR:
        if vouch.vouched(this(), facts, w):
            return 50  # the constructors' list above weak or crude and another source agree
        # Weaker evidence and no crossword list's vote is not good fill; it stays in the list
        # below good fill, for a lower --min-score.
        return -(weak_score(facts, w) or DOUBTED_WEAK)
    if vouch.flat_form(this(), facts, w):
        return min(s, vouch.FLAT_TOP)  # AWKWARDLY, AMOUNTING: good fill, below strong words
    if 0 <= cwl_best(facts, w) <= CWL_REJECTS and jk_best(facts, w) < 50:
        # Evidence of use keeps an entry the constructors' list rates weak or crude good fill,
        # but below the strong words. Its 21-49 is mostly entries nobody reviewed (plain
        # plurals at 30: FINGERS), not a verdict.
        return min(s, DOUBTED_TOP)
    return s


def good_fill(facts, w):
    """evidence() before jkugelman's liveliness: by frequency 60-70 for words (one source alone
    or a name three lower, an abbreviation five), 50-53 for weaker evidence, 51-53 for phrases
    two sources know."""
    z, n, jk, k = facts.zipf.get(w, 0.0), sources(facts, w), jk_best(facts, w), kind(facts, w)
    if k == "phrase":
        in_wn = w in facts.wn_phrase
        tagged = facts.wn_phrase[w][1] if in_wn else 0
        cwl = cwl_best(facts, w) >= CWL_GOOD
        if in_wn and jk >= 50:
            return 51 + min(tagged, 2)  # two sources agree (ICED TEA); jk's 60 adds 4
        if in_wn and cwl:
            # WordNet and the constructors' list: 50-53 by tagged senses and a keen vote.
            return 50 + min(tagged, 2) + int(cwl_best(facts, w) >= CWL_KEEN)
        keen = cwl_best(facts, w) >= CWL_KEEN
        if jk >= 60 and cwl or jk >= 50 and keen:
            # Both crossword lists run it, one keenly (jkugelman's spaced phrases). Its vote
            # is the evidence here, so its liveliness is not added on top: 50-51.
            return 50 + int(keen) - lively(facts, w)
        if z >= 2.0 and (in_wn or crossword_vote(facts, w)):
            return freq_score(z + 1.0) - 3  # written as one word too (HOTDOG)
        if len(w) <= 5 and jk >= 40 and z >= 1.0:
            return 50  # a short staple written as one word too (INRE)
        return None
    if k == "name" and z >= COMMON and (n >= 2 or z >= COMMON + 0.5):
        return freq_score(z) - 3  # a frequency alone ranks LIAO as common
    if k == "name" and z >= COMMON - 0.5 and n >= 3:
        return weaker(z, 51)
    if k != "name" and z >= COMMON and (n >= 1 or jk >= 30 or w in facts.clipped):
        # One source alone (CONTE, GHZ) is less sure than two.
        return freq_score(z) - (5 if k == "abbr" else 0) - (3 if n < 2 else 0)
    if len(w) <= 5:
        # Short staples: the crossword list carries it and it is in use (ESS, OLIO, ETNA), or
        # WordNet defines it and it is fairly common for a short word (ELAN). Below Zipf 2.0
        # only the crossword list's own 50 vouches (ALIT). Staples rank below other good fill.
        if k == "name" and jk >= 40 and n >= 3 and z >= 2.0:
            return weaker(z)
        if k != "name" and (jk >= 30 and (z >= 2.0 or z >= 1.0 and n >= 1 and jk >= 50)
                            or w in facts.wn_single and z >= 2.5):
            return 50 + int(z >= 2.5)
    if k == "word" and (n >= 2 and z >= 1.0 or n >= 1 and z >= COMMON - 0.5):
        # Two dictionaries and some use, or one and fair use: a base form 51-53, a form only
        # WordNet's base vouches for (RIGORS) 50-52, and long words 50, since a long slot has
        # better candidates in phrases two sources agree on. A longer word nobody writes is
        # valid but dull (MERCILESSNESS, CONFECTIONERIES): from MID letters below Zipf 2.0 the
        # crossword list must carry it too, and from NINE letters at any weak evidence it must
        # carry it and people must write it (Zipf 2.0).
        vote = crossword_vote(facts, w)
        if len(w) >= NINE and (not vote or z < 2.0) or len(w) >= MID and z < 2.0 and not vote:
            return None
        if len(w) >= LONG:
            return 50
        return weaker(z, 50 if w in facts.wn_inflected else 51)
    return None


def weak_score(facts, w):
    """30-49 for an entry without the evidence for good fill: more sources, more use, higher;
    None for a WordNet phrase too rare to keep (rare parts, never tagged)."""
    z, n = facts.zipf.get(w, 0.0), sources(facts, w)
    if kind(facts, w) == "abbr" and w not in facts.level:
        return None  # a clipped form (HOSP) no one writes
    if kind(facts, w) == "phrase":
        if w in facts.wn_phrase:
            p = phrase_score(facts, w)
            if p < MIN_PHRASE and jk_best(facts, w) < 40:
                return None
            return max(30, min(47, p - 4 + 2 * (jk_best(facts, w) >= 40)))
        if jk_best(facts, w) < 40:
            return None  # jkugelman's own 0-30 (misspelt, dull) add nothing alone
        return 36 + min(jk_best(facts, w), 60) // 10 + 3 * (len(w) <= 10)
    if w not in facts.level and w not in facts.wn_single and jk_best(facts, w) < 40:
        return None
    known = int(w in facts.level) + n
    return max(30, min(49, 30 + 4 * known + int(round(2 * min(z, 3.0)))))


def offensive(facts, w):
    """The cap for an offensive entry, or None: naughty-words and its inflections and
    compounds (5), jkugelman's 0/10, WordNet's usage labels (on the first sense, or on half
    the senses of a rarely written word) and the editorial lists (<= 15)."""
    if w in facts.naughty or w in facts.naughty_derived:
        return OFFENSIVE_SCORE
    caps = []
    if w in facts.jk and facts.jk[w][0] <= 10:
        caps.append(OFFENSIVE_CAP - 5 + facts.jk[w][0] // 2)
    if w in facts.wn_offensive or w in EDITORIAL_SLURS or w in EDITORIAL_VULGAR:
        caps.append(OFFENSIVE_CAP)
    elif w in facts.wn_offensive_half and facts.zipf.get(w, 0.0) < COMMON:
        # Half its senses a slur or an obscenity and rarely written otherwise (GOOK); a common
        # word (HUN, FAIRY, PETER) is read in its other senses.
        caps.append(OFFENSIVE_CAP)
    return min(caps) if caps else None


def base_forms(w):
    """The word and the bases morphy's suffix rules give (KILLS, KILLER -> KILL)."""
    out = {w}
    for suffix, ending in MORPHY + [("ERS", ""), ("ERS", "E")]:
        if w.endswith(suffix) and len(w) - len(suffix) >= 2:
            out.add(w[: len(w) - len(suffix)] + ending)
    return out


def harmless_mostly(facts, w):
    """A common word (COMMON_ZIPF) failing the breakfast test by its first sense alone while
    most of its senses are harmless (ERASE), unless it names a category itself (KILL, DEATH)."""
    if w not in facts.unpleasant_minority or facts.zipf.get(w, 0.0) < COMMON_ZIPF:
        return False
    roots = {letters(lemma) for lemma, _, _ in UNPLEASANT_ROOTS}
    return not base_forms(w) & roots


def breakfast(facts, w):
    """The entry fails the breakfast test (by its WordNet categories or the editorial list)."""
    return w in EDITORIAL_BREAKFAST or (w in facts.unpleasant and not harmless_mostly(facts, w))


def score(facts, w):
    """The word's score, or None if it stays out of the list."""
    if w in facts.british and jk_best(facts, w) < 50:
        return None  # British-only, unless the American crossword list rates it good (TSAR)
    known = w in facts.level or w in facts.wn_single or w in facts.wn_phrase or w in facts.jk \
        or w in facts.clipped
    if not known:
        if not vouch.cwl_only(this(), facts, w):
            return None
        s = 50  # the constructors' keen vote on a run of everyday words (LOSTCAUSE)
    else:
        s = evidence(facts, w)
    if s is not None and s < 0:
        s = -s  # doubted: weak
    elif s is None:
        s = weak_score(facts, w)
        if s is None:
            return None
    if breakfast(facts, w):
        s = min(s, UNPLEASANT_SCORE)
    cap = offensive(facts, w)
    return s if cap is None else min(s, cap)


_THIS = None


def this():
    """This module's names, for vouch.py's rules (build.py is loaded as a script and by path)."""
    global _THIS
    if _THIS is None:
        _THIS = types.SimpleNamespace(**globals())
    return _THIS


def build(facts):
    words = {}
    everything = set(facts.level) | set(facts.wn_single) | set(facts.wn_phrase) | set(facts.jk)
    everything |= {w for w, s in facts.cwl.items() if s >= CWL_KEEN and MID <= len(w) <= 8}
    for w in everything | facts.clipped | facts.naughty:
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
    ap.add_argument("--cwl", help="cwl-xwordlist.dict (the Collaborative Word List)")
    ap.add_argument("--freq", help="token<TAB>zipf file instead of the wordfreq package (tests)")
    ap.add_argument("--scowl", default=SCOWL, help="SCOWL's final/ dir (default: %(default)s)")
    ap.add_argument("--wordnet", default=WORDNET, help="WordNet dict dir (default: %(default)s)")
    ap.add_argument("--out", default=os.path.join(os.path.dirname(__file__), "default.dict"))
    ap.add_argument("--tags-out", help="where tags.txt goes (default: beside --out)")
    args = ap.parse_args()
    facts = gather(args)
    words = build(facts)
    with open(args.out, "w", encoding="ascii", newline="\n") as f:
        for w in sorted(words):
            f.write(f"{w};{words[w]}\n")
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import tags  # wordlists/tags.py: the kinds an editor queries
    tags_out = args.tags_out or os.path.join(os.path.dirname(os.path.abspath(args.out)), "tags.txt")
    print(f"{tags.write(sys.modules[__name__], facts, words, tags_out)} tagged entries",
          file=sys.stderr)
    bands = collections.Counter(words.values())
    good = sum(n for s, n in bands.items() if s >= 50)
    print(f"{len(words)} entries, {good} at >= 50; scores {dict(sorted(bands.items()))}",
          file=sys.stderr)


if __name__ == "__main__":
    main()
