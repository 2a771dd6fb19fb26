"""The constructors' vote with a second kind of evidence: entries build.py makes the lowest good
fill (50) where neither a frequency nor two dictionaries vouch for them (issue 44, the list's
third round). Each rule is a class of entries, never a word: the Collaborative Word List's
vote (its 21+, or its keen 80+) beside something else of ours that says people use the entry.

  * a short phrase (3-8 letters) jkugelman writes with a space, rated good (50) by him and
    above weak or crude by the Collaborative list, or 40 by him and keenly by the other (ONE
    ON ONE, AT A LOSS); not one ending in a preposition, article or conjunction (a partial);
  * a dictionary word of 6-8 letters (SCOWL to level 60 or WordNet) the Collaborative list
    has above weak or crude, written at least once in 3 million words (Zipf 2.5);
  * an entry of 6-8 letters the Collaborative list alone holds, keenly (80+), that is a run
    of two or three everyday words (SCOWL to level 50 or WordNet's lowercase words, each of
    3+ letters written at least once in a million words; two-letter function words between
    them) none of them offensive or failing the breakfast test: a compound as clean and as
    common as its parts (BADCOLD, SILKTIE). Longer runs of the kind are judged good fill no
    more often than a third of the time, and are as often made-up (CEREMONIALSWORD): they
    stay out.

Imported by build.py, which passes itself as `b` (the constants and source helpers).
"""
import functools

# Endings of the forms editors take least gladly when they are rarely written: adverbs in -LY
# and gerunds and participles in -ING (AWKWARDLY, AMOUNTING).
FLAT_ENDINGS = ("LY", "ING")
# Below this Zipf frequency (one use in 300,000 words) such a form of MID+ letters, without
# jkugelman's good, is held to FLAT_TOP: good fill, below the strong words.
FLAT_ZIPF = 3.5
FLAT_TOP = 53

# Two-letter words a phrase may hold (AT A LOSS, GO TO BED): function words, not fill.
FUNCTION = {"A", "I", "AN", "OF", "TO", "IN", "ON", "AT", "BY", "UP", "IS", "IT", "BE", "DO",
            "GO", "NO", "SO", "OR", "MY", "ME", "WE", "US", "HE", "AS", "IF"}
# Words a run may not start or end with: a run ending in a preposition, an article or a
# conjunction is a partial (FEDTO, SOUTHOF, SLAPAT), which editors send back.
OPEN_ENDS = FUNCTION | {"THE", "AND", "BUT", "FOR", "NOR", "YET", "FROM", "WITH", "INTO", "ONTO",
                        "UPON", "THAN", "THAT", "OFF", "OUT", "OVER", "ALL", "ITS", "HIS", "HER",
                        "OUR", "YOUR", "THEIR", "SOME", "WHAT", "WHO", "ARE", "WAS", "HAS", "HAD"}
# Words a phrase of jkugelman's may not end with: ending in a preposition, an article or a
# conjunction, it is a partial (YAP AT, SELLS TO, KNOWS OF).
PARTIAL_ENDS = {"A", "AN", "THE", "AND", "OR", "BUT", "TO", "AT", "OF", "FOR", "FROM", "WITH",
                "INTO", "ONTO", "UPON", "THAN", "AS", "BY"}
# Roman numerals are written with these letters only: a numeral (XXXVII) is not a word.
ROMAN = set("IVXLCDM")
# A compound of more words than this is a made-up phrase more often than an entry.
MAX_PARTS = 3
# Zipf frequency each 3+ letter part needs: once in a million words.
PART_ZIPF = 3.0
# The longest short phrase, dictionary word or compound the rules cover.
SHORT_PHRASE = 8


def everyday(b, facts):
    """Everyday words a compound may be made of (cached on `facts`): SCOWL's words to level 50
    and WordNet's lowercase words, written once in a million words, none offensive or failing
    the breakfast test."""
    cached = getattr(facts, "_everyday", None)
    if cached is not None:
        return cached
    words = {w for w, (k, level) in facts.scowl_kind.items()
             if level <= 50 and k in ("words", "contractions")}
    words |= {w for w in facts.wn_single if w not in facts.wn_capitalised}
    bad = facts.naughty | facts.naughty_derived | facts.wn_offensive | facts.unpleasant
    out = {w for w in words if len(w) >= 3 and facts.zipf.get(w, 0.0) >= PART_ZIPF
           and not set(w) <= ROMAN and w not in bad and w not in b.EDITORIAL_SLURS and w not in b.EDITORIAL_VULGAR}
    facts._everyday = out
    return out


def everyday_run(b, facts, w):
    """`w` is a run of at most MAX_PARTS everyday words (FUNCTION words between them), neither
    first nor last an OPEN_ENDS word."""
    words = everyday(b, facts)

    @functools.lru_cache(maxsize=None)
    def fewest(i):
        if i == len(w):
            return 0
        best = None
        for k in range(i + 2, len(w) + 1):
            part = w[i:k]
            ends = i == 0 or k == len(w)
            if (part in words or part in FUNCTION) and not (ends and part in OPEN_ENDS):
                rest = fewest(k)
                if rest is not None and (best is None or rest + 1 < best):
                    best = rest + 1
        return best

    n = fewest(0)
    return n is not None and 2 <= n <= MAX_PARTS


def cwl_only(b, facts, w):
    """An entry of MID to SHORT_PHRASE letters the Collaborative list alone holds, keenly,
    that is a run of everyday words: the lowest good fill."""
    return b.MID <= len(w) <= SHORT_PHRASE and b.cwl_best(facts, w) >= b.CWL_KEEN \
        and everyday_run(b, facts, w)


def vouched(b, facts, w):
    """The constructors' list and another source of ours agree on an entry no frequency or
    dictionary pair makes good fill (see the module notes): the lowest good fill."""
    n, k = len(w), b.kind(facts, w)
    if k == "abbr" or b.cwl_best(facts, w) <= b.CWL_REJECTS or set(w) <= ROMAN:
        return False
    z, jk, cwl = facts.zipf.get(w, 0.0), b.jk_best(facts, w), b.cwl_best(facts, w)
    if n <= SHORT_PHRASE and w in facts.jk_phrase and (jk >= 50 or jk >= 40 and cwl >= b.CWL_KEEN):
        return not any(w.endswith(end) and len(w) - len(end) >= 2 for end in PARTIAL_ENDS)
    dictionary = (w in facts.level and facts.scowl_kind[w][1] <= 60) or w in facts.wn_single \
        or w in facts.wn_inflected
    return b.MID <= n <= SHORT_PHRASE and k == "word" and dictionary and z >= 2.5


def flat_form(b, facts, w):
    """A rarely written long adverb or -ING form jkugelman does not rate good: held to
    FLAT_TOP, so the first fill and the polish take a word people write more first."""
    return len(w) >= b.MID and w.endswith(FLAT_ENDINGS) and b.kind(facts, w) == "word" \
        and facts.zipf.get(w, 0.0) < FLAT_ZIPF and b.jk_best(facts, w) < 50
