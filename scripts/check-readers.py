#!/usr/bin/env python3
"""Check that the files gridwright writes open in other tools' readers.

Each format has one function here that writes files with the gridwright binary and reads
them back with a real reader from PyPI, comparing what it sees with what the source file
held. Run it in a venv that has the readers installed, outside the repository:

    python3 -m venv ../venv && ../venv/bin/pip install puzpy
    cargo build && ../venv/bin/python scripts/check-readers.py            # every format
    ../venv/bin/python scripts/check-readers.py puz --gridwright target/debug/gridwright

It prints one line per file and exits 1 when any check fails. To add a format, write a
function `name(gridwright, work) -> list of (file, problems)` and list it in CHECKS.
"""

import argparse
import pathlib
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
REAL = ROOT / "tests" / "fixtures" / "real"


def run(gridwright, *args):
    """Runs gridwright; raises with its stderr when it fails."""
    done = subprocess.run([str(gridwright), *map(str, args)], capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"gridwright {' '.join(map(str, args))}: {done.stderr.strip()}")
    return done


# --- .puz, read back with puzpy -------------------------------------------------------------

# (source under tests/fixtures/real/puz, key of a locked source, what the source exercises)
PUZ_SOURCES = [
    ("kotwords/puz/test-simple.puz", None, "plain, version 1.3"),
    ("kotwords/puz/test.puz", None, "2.0 UTF-8, rebus XYZ, digits and symbols, circles"),
    ("kotwords/puz/test-no-solution.puz", None, "no-solution flag"),
    ("kotwords/puz/test-diagramless.puz", None, "diagramless"),
    ("kotwords/puz/test-solved.puz", None, "solver's board, RUSR, timer"),
    ("puzpy/nyt_rebus_with_notes_and_shape.puz", None, "1.3 rebus STAR, circles, notes"),
    ("puzpy/nyt_rebus_with_notes_and_shape_revealed.puz", None, "revealed marks kept"),
    ("puzpy/unicode.puz", None, "2.0 UTF-8 title and clues"),
    ("puzpy/diagramless.puz", None, "diagramless ':' blocks"),
    ("puzpy/nyt_locked.puz", 7844, "locked, relocked with the same key"),
]


def puz_view(p, puzpy):
    """What a puzpy Puzzle holds, in a form two files can be compared by."""
    squares = p.width * p.height
    rebus = p.rebus() if p.has_rebus() else None
    markup = p.markup() if p.has_markup() else None
    # Diagramless files may mark blocks '.' or ':'; both are blocks.
    solution = p.solution.replace(":", ".")
    if p.solution_state == puzpy.SolutionState.NotProvided:
        solution = "".join("." if c == "." else "?" for c in solution)
    return {
        "size": (p.width, p.height),
        "title": p.title,
        "author": p.author,
        "copyright": p.copyright,
        "notes": p.notes,
        "clues": list(p.clues),
        "solution": solution,
        "fill": p.fill.replace(":", "."),
        "diagramless": p.puzzletype == puzpy.PuzzleType.Diagramless or ":" in p.solution,
        "no solution": p.solution_state == puzpy.SolutionState.NotProvided,
        "rebus": [rebus.get_rebus_solution(i) if rebus else None for i in range(squares)],
        "rebus fill": [rebus.get_rebus_fill(i) if rebus else None for i in range(squares)],
        "markup": list(markup.markup) if markup else [0] * squares,
        "timer": p.extensions.get(puzpy.Extensions.Timer),
    }


def puz(gridwright, work):
    """Exports real .puz files through gridwright and reads the results with puzpy."""
    import puz as puzpy

    results = []
    for source, key, what in PUZ_SOURCES:
        problems = []
        path = REAL / "puz" / source
        out = work / (path.stem + ".puz")
        args = ["export", path, "--to", out]
        if key is not None:
            args += ["--key", key, "--lock", key]
        try:
            run(gridwright, *args)
            theirs = puzpy.read(str(path))
            ours = puzpy.read(str(out))  # raises on any checksum mismatch
        except Exception as e:  # noqa: BLE001 - report every failure the same way
            results.append((source, what, [str(e)]))
            continue
        if key is not None:
            for p in (theirs, ours):
                if not p.unlock_solution(key):
                    problems.append("does not unlock with its key")
        needs_utf8 = theirs.encoding.upper() == "UTF-8" and any(
            not s.isascii() for s in [theirs.title, theirs.author, theirs.copyright, theirs.notes, *theirs.clues]
        )
        version = ours.fileversion.rstrip(b"\0").decode()
        if version != ("2.0" if needs_utf8 else "1.3"):
            problems.append(f"written as version {version}")
        a, b = puz_view(theirs, puzpy), puz_view(ours, puzpy)
        for field in a:
            if a[field] != b[field]:
                problems.append(f"{field}: {a[field]!r:.80} became {b[field]!r:.80}")
        results.append((source, what, problems))
    return results


# (name, grid rows, the .puz version gridwright must write)
ALPHABET_SOURCES = [
    ("russian", ["КОТ", "О#Ё", "ТОК"], "2.0"),
    ("greek", ["ΓΑΤ", "Α#Ω", "ΣΩΣ"], "2.0"),
    ("polish", ["ŁÓD", "A#Ź", "ŻĄĘ"], "2.0"),
    ("spanish", ["NIÑ", "A#O", "ÑOS"], "1.3"),
    ("german", ["BÄR", "A#Ö", "ÜBE"], "1.3"),
]


def puz_alphabets(gridwright, work):
    """Writes small puzzles in other alphabets as .puz and reads them with puzpy: each square
    must show its letter, as a solution byte (1.3) or as a one-letter rebus (2.0)."""
    import puz as puzpy

    results = []
    for name, rows, want in ALPHABET_SOURCES:
        src = work / f"{name}.txt"
        src.write_text(f"; Alphabet: {name}\n" + "\n".join(rows) + "\n", encoding="utf-8")
        out = work / f"{name}.puz"
        problems = []
        try:
            run(gridwright, "export", src, "--to", out)
            p = puzpy.read(str(out))
        except Exception as e:  # noqa: BLE001 - report every failure the same way
            results.append((f"{name}.puz", f"{name} letters", [str(e)]))
            continue
        version = p.fileversion.rstrip(b"\0").decode()
        if version != want:
            problems.append(f"written as version {version}, not {want}")
        rebus = p.rebus() if p.has_rebus() else None
        for i, letter in enumerate("".join(rows).replace("#", ".")):
            shown = p.solution[i]
            if rebus and rebus.is_rebus_square(i):
                shown = rebus.get_rebus_solution(i)
            if shown != letter:
                problems.append(f"square {i}: {letter!r} reads as {shown!r}")
        results.append((f"{name}.puz", f"{name} letters, version {want}", problems))
    return results


CHECKS = {"puz": puz, "puz-alphabets": puz_alphabets}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("formats", nargs="*", help=f"formats to check: {', '.join(CHECKS)} (all by default)")
    parser.add_argument("--gridwright", default=ROOT / "target" / "debug" / "gridwright", type=pathlib.Path)
    args = parser.parse_args()
    unknown = [f for f in args.formats if f not in CHECKS]
    if unknown:
        parser.error(f"no check for {', '.join(unknown)}; one of {', '.join(CHECKS)}")
    if not args.gridwright.exists():
        sys.exit(f"{args.gridwright} not found; run `cargo build` first or pass --gridwright")
    failed = 0
    for name in args.formats or list(CHECKS):
        with tempfile.TemporaryDirectory() as work:
            for source, what, problems in CHECKS[name](args.gridwright, pathlib.Path(work)):
                status = "ok  " if not problems else "FAIL"
                print(f"{status} {name:5} {source} ({what})")
                for p in problems:
                    print(f"       {p}")
                failed += bool(problems)
    print(f"{failed} failed" if failed else "all files read back as written")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
