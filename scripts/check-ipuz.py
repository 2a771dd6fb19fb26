#!/usr/bin/env python3
"""Read the files gridwright writes with the real readers other tools use.

    python3 scripts/check-ipuz.py [READER...]

READER names one of the check functions below (all by default). Each builds gridwright's
exports of a set of puzzles into a temporary directory, opens every file with the reader
from PyPI and prints one line per file; the exit status is 1 when a file was refused.

Run it in a virtual environment that has the readers (not part of the build or CI):

    python3 -m venv ../venv-readers && ../venv-readers/bin/pip install ipuz
    ../venv-readers/bin/python scripts/check-ipuz.py ipuz
"""

import glob
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def gridwright_binary():
    """Builds gridwright once and returns the path of the binary."""
    subprocess.run(["cargo", "build", "--quiet"], cwd=ROOT, check=True)
    return os.path.join(ROOT, "target", "debug", "gridwright")


def export(binary, source, out):
    """Writes `source` (any format gridwright reads) to `out`; returns an error text or None."""
    run = subprocess.run(
        [binary, "export", source, "--to", out, "--allow-incomplete"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    return None if run.returncode == 0 else run.stderr.strip()


def report(name, ok, detail):
    print(f"{'ok  ' if ok else 'FAIL'} {name}: {detail}")
    return ok


# ---- .ipuz: the `ipuz` package (https://pypi.org/project/ipuz/) ----


def ipuz_sources():
    """Puzzles to export as .ipuz: the real .ipuz and .puz files of the tests, the example
    saves and the text fixture."""
    patterns = [
        "tests/fixtures/real/ipuz/kotwords/*.ipuz",
        "tests/fixtures/corpus/kotwords/puz/*.puz",
        "saves/*.toml",
        "tests/fixtures/*.txt",
        "tests/fixtures/alphabets/*.txt",
    ]
    return [p for pat in patterns for p in sorted(glob.glob(os.path.join(ROOT, pat)))]


def without_clue_cells(doc):
    """The document with `cells` taken out of clue objects: the package predates ipuz v2's
    `cells` and refuses them, so the rest of the file is checked without them."""
    doc = json.loads(json.dumps(doc))
    for clues in doc.get("clues", {}).values():
        for clue in clues:
            if isinstance(clue, dict):
                clue.pop("cells", None)
    return doc


def ipuz_facts(doc):
    """A short summary that shows the reader saw the grid and the clues."""
    dims = doc["dimensions"]
    lists = {name: len(clues) for name, clues in doc.get("clues", {}).items()}
    return f"{dims['width']}×{dims['height']}, clues {lists}"


def ipuz(binary, out_dir):
    """Exports each source as .ipuz and reads it back with `ipuz.read`."""
    import ipuz as ipuz_package

    all_ok = True
    for source in ipuz_sources():
        name = os.path.relpath(source, ROOT)
        out = os.path.join(out_dir, os.path.basename(source) + ".ipuz")
        error = export(binary, source, out)
        if error:
            # A source gridwright cannot read is not a finding about the .ipuz it writes.
            print(f"skip {name}: {error}")
            continue
        with open(out, encoding="utf-8") as f:
            text = f.read()
        try:
            doc = ipuz_package.read(text)
            facts = ipuz_facts(doc)
            if "charset" in doc:
                facts += f", charset {doc['charset']}"
            all_ok &= report(name, True, facts)
        except ipuz_package.IPUZException as e:
            # Clues with cells (extra lists, explicit numbering) are ipuz v2 the package
            # does not know: check everything else.
            try:
                doc = ipuz_package.read(json.dumps(without_clue_cells(json.loads(text))))
                all_ok &= report(
                    name, True, f"{ipuz_facts(doc)} (clue cells, unknown to the package, set aside)"
                )
            except ipuz_package.IPUZException:
                all_ok &= report(name, False, f"{e} ({out})")
    return all_ok


# ---- dispatch ----

READERS = {
    "ipuz": ipuz,
}


def main(argv):
    names = argv[1:] or list(READERS)
    unknown = [n for n in names if n not in READERS]
    if unknown:
        print(f"unknown reader(s) {unknown}; one of {list(READERS)}", file=sys.stderr)
        return 2
    binary = gridwright_binary()
    all_ok = True
    with tempfile.TemporaryDirectory() as out_dir:
        for n in names:
            print(f"== {n}")
            all_ok &= READERS[n](binary, out_dir)
    return 0 if all_ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
