"""Tags of the entries an editor queries (issue 44), written beside default.dict as tags.txt.

Each kind comes from a source's own label or from a rule of ours, never from a judge list:
  abbr         an abbreviation or initialism: SCOWL files it as an abbreviation, or jkugelman's
               list writes it in capitals (IBM, TLC), and no dictionary has it as a word (ETA
               is a Greek letter too); SCOWL's clipped lowercase forms (rec)
  partial      a fill-in-the-blank piece: an everyday word with "A" glued on (ONEA, ATEAM,
               ALOT) that only the crossword lists know, or jkugelman's spaced entry
               ending with an article or of two words starting with one (IN A, A LOT)
  crosswordese a short entry (3-5 letters) a crossword list carries, written less than once in
               three million words and no everyday dictionary word (OLIO, ERNE, ALIT)
  crude        offensive: naughty-words, usage labels, the editorial lists (scored below 20)
  breakfast    fails the breakfast test (capped at build.UNPLEASANT_SCORE)
Repeated-letter strings (AAA, MMM, BRRR) are told by a rule in the program
(src/words/queried.rs), for every list, and are not written here.
"""

ARTICLES = {"a", "an", "the"}
# Zipf frequency below which a short entry is crosswordese when only the crossword lists make
# it good fill (about one use in three million words).
CROSSWORDESE_ZIPF = 2.5
# Initialisms are short; a longer capitalised entry is a name (UNESCO is caught by SCOWL).
INITIALISM_MAX = 6


def dictionary_word(build, facts, w):
    """A dictionary has the entry as a word: SCOWL's words or WordNet's lowercase singles."""
    in_scowl = w in facts.level and facts.scowl_kind[w][0] in ("words", "contractions")
    return in_scowl or (w in facts.wn_single and w not in facts.wn_capitalised)


def abbreviation(build, facts, w):
    if dictionary_word(build, facts, w):
        return False
    if build.kind(facts, w) == "abbr" or w in facts.clipped:
        return True
    return w in facts.jk_caps and len(w) <= INITIALISM_MAX


def partial(build, facts, w):
    if w in facts.jk_partial:
        return True
    # Only the crossword lists know it: no dictionary, name list or WordNet phrase (AFRO, AIDA
    # and ALICE are words and names, not a word with "A" glued on). An entry jkugelman writes
    # with a capital is a name or an initialism (Anya, PETA), not a lowercase piece of a phrase.
    if w in facts.level or w in facts.wn_single or w in facts.wn_phrase or len(w) < 4:
        return False
    if w in facts.jk_name:
        return False
    for rest in (w[1:] if w.startswith("A") else None, w[:-1] if w.endswith("A") else None):
        if rest and len(rest) >= 3 and dictionary_word(build, facts, rest):
            return True
    return False


def crosswordese(build, facts, w, score):
    if not 3 <= len(w) <= 5 or score < 50 or facts.zipf.get(w, 0.0) >= CROSSWORDESE_ZIPF:
        return False
    # An everyday dictionary word (SCOWL up to level 50: AGLOW, SINEW) is not crosswordese,
    # however rarely written.
    everyday = w in facts.level and facts.scowl_kind[w][1] <= 50
    return not everyday and build.crossword_vote(facts, w) \
        and build.kind(facts, w) not in ("name", "phrase")


def tags(build, facts, w, score):
    """The kinds an editor would query the entry for, in a fixed order."""
    out = []
    if abbreviation(build, facts, w):
        out.append("abbr")
    if partial(build, facts, w):
        out.append("partial")
    if crosswordese(build, facts, w, score):
        out.append("crosswordese")
    if score < build.OFFENSIVE_CAP + 5:
        out.append("crude")
    elif build.breakfast(facts, w):
        out.append("breakfast")
    return out


def write(build, facts, words, path):
    """tags.txt: `WORD;kind[,kind]` for every tagged entry of the list, sorted."""
    n = 0
    with open(path, "w", encoding="ascii", newline="\n") as f:
        for w in sorted(words):
            t = tags(build, facts, w, words[w])
            if t:
                f.write(f"{w};{','.join(t)}\n")
                n += 1
    return n
