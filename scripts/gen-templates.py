#!/usr/bin/env python3
"""Generates the grid templates in templates/ (our own, not any publisher's): British 15x15
blocked grids and American 15x15 and 21x21 grids (see `american` below).

Every grid starts from a lattice: blocks on every (odd, odd) square, so the lights run along
the even rows and columns and every other square of a light is unchecked. Blocks then go in
rotationally symmetric pairs where they cut a light (on an (even, odd) or (odd, even) square,
which keeps the alternation) or, now and then, on a crossing square (even, even), which gives
even-length lights. A move is kept only when the grid still keeps the British house rules:

  - every light 3 to 15 letters, every white square in a light;
  - no two unchecked squares in a row within a light;
  - each light has at least half its letters (rounded down) checked;
  - the white squares are connected; rotational symmetry.

The target is a count of lights typical of daily cryptics (28-32) with few 3s and 15s. A
second set (`generate_papers`) is shaped like the grids the papers print: 63-81 blocks, at most
two 15-letter lights, 26-36 lights; it has a seed of its own, so the first set stays as it was.
Deterministic: `python3 scripts/gen-templates.py` rewrites the same files. The Rust test
tests/it/templates.rs checks every template again with its own validator and fills it.
"""

import os
import random
import sys

SIZE = 15
COUNT = 36
SEED = 20261126
# The grids closer to the papers' (more blocks, at most two 15s) come from a generator of
# their own with a seed of its own, so the first COUNT grids stay as they were.
PAPERS = 12
PAPERS_SEED = 20261128
# Generated, but left out: the fill test (tests/it/templates.rs) could not fill it with the
# built-in list within its budget of dead ends.
REMOVED = {"american-21-01"}


def lattice(size):
    return [[(r % 2 == 1 and c % 2 == 1) for c in range(size)] for r in range(size)]


def runs(grid):
    """Every maximal run of white squares: (across, cells)."""
    n = len(grid)
    out = []
    for across in (True, False):
        for a in range(n):
            k = 0
            while k < n:
                r, c = (a, k) if across else (k, a)
                if grid[r][c]:
                    k += 1
                    continue
                cells = []
                while k < n:
                    r, c = (a, k) if across else (k, a)
                    if grid[r][c]:
                        break
                    cells.append((r, c))
                    k += 1
                out.append((across, cells))
    return out


def lights(grid):
    return [cells for _, cells in runs(grid) if len(cells) >= 2]


def valid(grid):
    n = len(grid)
    ls = lights(grid)
    count = {}
    for cells in ls:
        if len(cells) < 3:
            return False
        for p in cells:
            count[p] = count.get(p, 0) + 1
    whites = [(r, c) for r in range(n) for c in range(n) if not grid[r][c]]
    if any(p not in count for p in whites):
        return False
    for cells in ls:
        checked = [count[p] == 2 for p in cells]
        if sum(checked) < len(cells) // 2:
            return False
        if any(not a and not b for a, b in zip(checked, checked[1:])):
            return False
    return connected(grid, whites)


def connected(grid, whites):
    n = len(grid)
    seen = {whites[0]}
    todo = [whites[0]]
    while todo:
        r, c = todo.pop()
        for q in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
            if 0 <= q[0] < n and 0 <= q[1] < n and not grid[q[0]][q[1]] and q not in seen:
                seen.add(q)
                todo.append(q)
    return len(seen) == len(whites)


def pleasing(grid):
    """Lengths a setter would accept (few 3s and 15s, 28-32 lights) and no wall of blocks
    longer than three squares."""
    lens = [len(c) for c in lights(grid)]
    rows = [text([row]) for row in grid] + [text([list(col)]) for col in zip(*grid)]
    return (
        not any("####" in line for line in rows)
        and 28 <= len(lens) <= 32
        and lens.count(3) <= 4
        and lens.count(15) <= 4
        and sum(1 for x in lens if x >= 11) <= 8
    )


def generate(rng, crossings):
    n = SIZE
    grid = lattice(n)
    candidates = [
        (r, c)
        for r in range(n)
        for c in range(n)
        if not grid[r][c] and (r % 2 != c % 2 or (crossings and r % 2 == 0 and c % 2 == 0))
        and (r, c) <= (n - 1 - r, n - 1 - c)
    ]
    for _ in range(400):
        if len(lights(grid)) >= 28 and pleasing(grid) and rng.random() < 0.35:
            return grid
        r, c = rng.choice(candidates)
        pr, pc = n - 1 - r, n - 1 - c
        if grid[r][c]:
            continue
        # Crossing squares are rarer in real grids: take them one time in four.
        if r % 2 == 0 and c % 2 == 0 and rng.random() > 0.25:
            continue
        grid[r][c] = grid[pr][pc] = True
        if not valid(grid) or len(lights(grid)) > 32:
            grid[r][c] = grid[pr][pc] = False
    return grid if pleasing(grid) else None


def blocks(grid):
    return sum(row.count(True) for row in grid)


def papers_like(grid):
    """Closer to what the papers print: 63-81 blocks, at most two 15-letter lights, 26-36
    lights, few 3s, no wall of blocks longer than three squares."""
    lens = [len(c) for c in lights(grid)]
    rows = [text([row]) for row in grid] + [text([list(col)]) for col in zip(*grid)]
    return (
        not any("####" in line for line in rows)
        and 63 <= blocks(grid) <= 81
        and 26 <= len(lens) <= 36
        and lens.count(3) <= 6
        and lens.count(15) <= 2
    )


def generate_papers(rng):
    """Like `generate`, cutting lights until the grid has the blocks of a paper's grid."""
    n = SIZE
    grid = lattice(n)
    candidates = [
        (r, c)
        for r in range(n)
        for c in range(n)
        if not grid[r][c] and (r, c) <= (n - 1 - r, n - 1 - c)
    ]
    # Each grid aims at its own count of blocks, so the set spans the papers' range.
    target = rng.randrange(63, 80)
    for _ in range(900):
        if papers_like(grid) and blocks(grid) >= target:
            return grid
        r, c = rng.choice(candidates)
        pr, pc = n - 1 - r, n - 1 - c
        if grid[r][c]:
            continue
        if r % 2 == 0 and c % 2 == 0 and rng.random() > 0.25:
            continue
        # Long lights go first: a paper's grid has few 15s and 13s.
        longest = max(len(cells) for cells in lights(grid))
        if longest >= 13 and not any(
            (r, c) in cells for cells in lights(grid) if len(cells) >= 13
        ) and rng.random() < 0.5:
            continue
        grid[r][c] = grid[pr][pc] = True
        if not valid(grid) or len(lights(grid)) > 36 or blocks(grid) > 81:
            grid[r][c] = grid[pr][pc] = False
    return grid if papers_like(grid) else None


def american_valid(grid):
    """American rules: every run of white squares 3 or more (so every square checked), connected."""
    whites = [(r, c) for r in range(len(grid)) for c in range(len(grid)) if not grid[r][c]]
    return all(len(cells) >= 3 for _, cells in runs(grid)) and connected(grid, whites)


def american(rng, size, max_words, longest):
    """Cuts the longest entries with symmetric block pairs (each side of a cut keeping 3 or
    more letters) until no entry is longer than `longest`; kept when the grid has at most
    `max_words` entries and keeps the American rules."""
    n = size
    grid = [[False] * n for _ in range(n)]
    for _ in range(600):
        long = [cells for _, cells in runs(grid) if len(cells) > longest]
        if not long:
            break
        cells = rng.choice(long)
        at = rng.randrange(3, len(cells) - 3)
        r, c = cells[at]
        pr, pc = n - 1 - r, n - 1 - c
        grid[r][c] = grid[pr][pc] = True
        if not american_valid(grid):
            grid[r][c] = grid[pr][pc] = False
    words = len(runs(grid))
    ok = american_valid(grid) and words <= max_words and max(len(c) for _, c in runs(grid)) <= longest
    return grid if ok else None


def text(grid):
    return "\n".join("".join("#" if b else "." for b in row) for row in grid)


def mirror_texts(grid):
    """A grid and its mirror images, as text: they are one template."""
    return {text(grid), text([row[::-1] for row in grid]), text(grid[::-1]),
            text([list(r) for r in zip(*grid)])}


def distinct(make, count, seen, label, max_tries=None):
    """Up to `count` valid grids from `make(found so far)`, none a mirror image of another or
    of one in `seen` (which takes theirs), and the tries it took."""
    found = []
    tries = 0
    while len(found) < count and (max_tries is None or tries < max_tries):
        tries += 1
        grid = make(found)
        if grid is None or not valid(grid):
            continue
        mirrors = mirror_texts(grid)
        if mirrors & seen:
            continue
        seen |= mirrors
        found.append(grid)
        print(f"{label}{len(found)} after {tries}", file=sys.stderr, flush=True)
    return found, tries


def main():
    out_dir = sys.argv[1] if len(sys.argv) > 1 else "templates"
    rng = random.Random(SEED)
    seen = set()
    found, tries = distinct(lambda found: generate(rng, crossings=len(found) % 3 == 2),
                            COUNT, seen, "", max_tries=20000)
    os.makedirs(out_dir, exist_ok=True)
    for size, max_words, longest, count in ((15, 78, 8, 6), (21, 140, 10, 3)):
        made = 0
        while made < count:
            grid = american(rng, size, max_words, longest)
            if grid is None:
                continue
            made += 1
            name = f"american-{size}-{made:02}"
            if name in REMOVED:
                continue
            with open(os.path.join(out_dir, name + ".txt"), "w") as f:
                f.write(f"name: {name}\nstyle: american\n")
                f.write(f"note: {len(runs(grid))} entries, generated by scripts/gen-templates.py\n\n")
                f.write(text(grid) + "\n")
    prng = random.Random(PAPERS_SEED)
    papers, _ = distinct(lambda _: generate_papers(prng), PAPERS, seen, "papers ")
    for i, grid in enumerate(found + papers, 1):
        lens = [len(c) for c in lights(grid)]
        name = f"british-15-{i:02}"
        with open(os.path.join(out_dir, name + ".txt"), "w") as f:
            f.write(f"name: {name}\nstyle: british\n")
            if i > len(found):
                f.write(f"note: {len(lens)} lights, {blocks(grid)} blocks, "
                        f"{lens.count(15)} of 15 letters, generated by scripts/gen-templates.py\n\n")
            else:
                f.write(f"note: {len(lens)} lights, generated by scripts/gen-templates.py\n\n")
            f.write(text(grid) + "\n")
    print(f"{len(found)} templates after {tries} tries", file=sys.stderr)


if __name__ == "__main__":
    main()
