//! Planning a layout run: which answers can ever be placed, in what order, how much search a
//! list gets and the box it starts in.

use super::generator::SMALL_LIST;

/// Indices of the words connected (by shared letters) to the largest group; the others can
/// never cross anything that is placed.
pub(super) fn reachable(words: &[Vec<u8>]) -> Vec<bool> {
    let masks: Vec<[u64; 4]> = words.iter().map(|w| token_mask(w)).collect();
    let meets = |a: &[u64; 4], b: &[u64; 4]| a.iter().zip(b).any(|(x, y)| x & y != 0);
    let n = words.len();
    let mut group = vec![usize::MAX; n];
    let mut sizes: Vec<(usize, usize)> = Vec::new();
    for s in 0..n {
        if group[s] != usize::MAX {
            continue;
        }
        let g = sizes.len();
        let (mut count, mut letters) = (0, 0);
        let mut stack = vec![s];
        group[s] = g;
        while let Some(i) = stack.pop() {
            count += 1;
            letters += words[i].len();
            for j in 0..n {
                if group[j] == usize::MAX && meets(&masks[i], &masks[j]) {
                    group[j] = g;
                    stack.push(j);
                }
            }
        }
        sizes.push((count, letters));
    }
    let best = (0..sizes.len()).max_by_key(|&g| (sizes[g], usize::MAX - g));
    group
        .iter()
        .map(|&g| Some(g) == best && sizes[g].0 > 1)
        .collect()
}

/// The set of tokens a word uses.
fn token_mask(w: &[u8]) -> [u64; 4] {
    let mut m = [0u64; 4];
    for &t in w {
        m[t as usize / 64] |= 1 << (t % 64);
    }
    m
}

/// The placement order: longest and rarest-lettered first; `shuffle` perturbs it.
pub(super) fn order(words: &[Vec<u8>], usable: &[bool], shuffle: Option<u64>) -> Vec<usize> {
    let mut counts = [0usize; 256];
    for w in words {
        for &l in w {
            counts[l as usize] += 1;
        }
    }
    let mut rng = fastrand::Rng::with_seed(shuffle.unwrap_or(0));
    let mut keyed: Vec<(f64, usize)> = (0..words.len())
        .filter(|&i| usable[i])
        .map(|i| {
            let rarity: f64 = words[i]
                .iter()
                .map(|&l| 1.0 / counts[l as usize] as f64)
                .sum();
            let noise = if shuffle.is_some() {
                rng.f64() * 3.0
            } else {
                0.0
            };
            (words[i].len() as f64 + 2.0 * rarity + noise, i)
        })
        .collect();
    keyed.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    keyed.into_iter().map(|(_, i)| i).collect()
}

/// The first bound on the box's sides: the old fixed bound (29) for short lists, so they lay
/// out as they always did; for longer lists (or answers) what their letters need at the
/// usual density, a little over half the box.
pub(super) fn start_side(words: &[Vec<u8>]) -> usize {
    let longest = words.iter().map(Vec::len).max().unwrap_or(0);
    let letters: usize = words.iter().map(Vec::len).sum();
    let need = if words.len() <= SMALL_LIST {
        29
    } else {
        (1.05 * (letters as f64 / 0.5).sqrt()).ceil() as usize
    };
    need.max(longest).max(2)
}

/// How much search a list of `n` answers gets: (beam, restarts, defer stuck words).
pub(super) fn effort(n: usize, beam: usize, restarts: usize) -> (usize, usize, bool) {
    if n <= SMALL_LIST {
        return (beam, restarts, false);
    }
    let f = SMALL_LIST as f64 / n as f64;
    let beam = ((beam as f64 * f).round() as usize).clamp(1, beam);
    let restarts = ((restarts as f64 * f * f).round() as usize).clamp(1, restarts);
    (beam, restarts, true)
}
