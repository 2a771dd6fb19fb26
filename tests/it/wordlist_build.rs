//! The built-in list: `wordlists/build.py`'s merge rules on small fixtures of each source, and
//! a sample of the committed `default.dict`.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn parse(text: &str, what: &str) -> HashMap<String, u8> {
    let mut out = HashMap::new();
    for (n, line) in text.lines().enumerate() {
        let (w, s) = line
            .split_once(';')
            .unwrap_or_else(|| panic!("{what}:{}: no score in {line:?}", n + 1));
        let s: u8 = s
            .parse()
            .unwrap_or_else(|_| panic!("{what}:{}: bad score in {line:?}", n + 1));
        out.insert(w.to_string(), s);
    }
    out
}

/// Runs build.py on the fixtures into a temp file and returns its text.
fn build_fixture() -> String {
    let fx = root().join("tests/fixtures/wordlist");
    let dir = tempfile::tempdir().expect("temp dir");
    let out = dir.path().join("out.dict");
    let arg = |p: &Path| p.to_str().expect("utf-8 path").to_string();
    let status = Command::new("python3")
        .arg(root().join("wordlists/build.py"))
        .args(["--scowl", &arg(&fx.join("scowl"))])
        .args(["--wordnet", &arg(&fx.join("wordnet"))])
        .args(["--naughty", &arg(&fx.join("naughty"))])
        .args(["--jkugelman", &arg(&fx.join("jkugelman.txt"))])
        .args(["--out", &arg(&out)])
        .status()
        .expect("python3 runs");
    assert!(status.success(), "build.py failed: {status}");
    std::fs::read_to_string(&out).expect("build.py wrote its output")
}

#[test]
fn build_applies_the_merge_rules() {
    let text = build_fixture();
    let words = parse(&text, "fixture build");
    let get = |w: &str| words.get(w).copied();

    // Format: sorted, A–Z only, lengths 3–21.
    let keys: Vec<&str> = text.lines().filter_map(|l| l.split(';').next()).collect();
    let mut sorted = keys.clone();
    sorted.sort_unstable();
    assert_eq!(keys, sorted, "output is sorted");
    for w in &keys {
        assert!(w.bytes().all(|b| b.is_ascii_uppercase()), "{w} is A–Z only");
        assert!((3..=21).contains(&w.len()), "{w} is 3–21 letters");
    }

    // British-only spellings are absent whatever source has them; American variants stay.
    for w in ["COLOUR", "REALISE", "APPAL", "GREY"] {
        assert_eq!(get(w), None, "{w} is British-only");
    }
    assert!(get("COLOR").unwrap_or(0) >= 50);
    assert!(get("GRAY").unwrap_or(0) >= 50, "variant_1 is American");

    // Offensive entries stay (opt-in) but below 20, whatever the signal.
    assert!(get("BADWORD").is_some_and(|s| s < 20), "naughty-words");
    assert!(
        get("TWOBADWORDS").is_some_and(|s| s < 20),
        "naughty-words phrase"
    );
    assert!(get("BADWORDISH").is_some_and(|s| s < 20), "jkugelman 10");
    assert!(
        get("ABYUJA").is_none_or(|s| s < 20),
        "jkugelman 0 (misspelt)"
    );
    assert!(
        get("SLURWORD").is_some_and(|s| s < 20),
        "WordNet usage: ethnic slur"
    );
    assert!(get("RETARD").is_some_and(|s| s < 20), "editorial slur list");

    // Lively phrases from the crossword list and WordNet reach good fill.
    assert!(
        get("ICEDTEA").unwrap_or(0) >= 55,
        "jkugelman 60: {:?}",
        get("ICEDTEA")
    );
    assert!(get("HOTDOG").unwrap_or(0) >= 50);
    assert!(
        get("ELAL").unwrap_or(0) >= 50,
        "jkugelman 50 alone is good fill"
    );
    assert!(
        get("SNOOZEFEST").unwrap_or(0) >= 55,
        "jkugelman 60 alone is lively"
    );
    assert!(
        get("ETUI").unwrap_or(0) >= 50,
        "WordNet word the crossword list has"
    );
    assert!(
        get("ASEA").is_none(),
        "a WordNet-only single word needs a second source"
    );
    assert_eq!(get("DULLPARTIAL"), None, "jkugelman 20 alone adds nothing");
    assert_eq!(get("ONEA"), None, "jkugelman 40 alone adds nothing");
    assert_eq!(get("GENUSFELIS"), None, "taxonomy lemmas are skipped");
    let long = get("ABDOMINALAORTICANEURYSMREPAIR");
    assert_eq!(long, None, "over 21 letters");

    // Obscure names need a voucher; the crossword list vouches for EZRA.
    assert!(get("LELIA").is_some_and(|s| s < 50));
    assert!(get("EZRA").unwrap_or(0) >= 50);
    assert_eq!(get("NPR").map(|s| s >= 50), Some(true));
    assert_eq!(get("HOSP"), None, "clipped abbreviations are not entries");

    // SCOWL level 80+ is never read; level 70 needs a second source.
    assert_eq!(get("ZYMURGY"), None);
    assert!(get("QOPH").is_some_and(|s| s < 50));
    assert!(
        get("ZARF").unwrap_or(0) >= 50,
        "level 70 + WordNet + jkugelman"
    );

    // Finer scores: a common, well-attested word ranks above a rarer one.
    assert!(
        get("TEA") > get("CABOODLE"),
        "{:?} vs {:?}",
        get("TEA"),
        get("CABOODLE")
    );
    assert!(get("CABOODLE").unwrap_or(0) >= 50);

    // The breakfast test by WordNet category: capped at 40, kept for --min-score 40. Bodily
    // waste (URINE, and its plural), insults for people (NITWIT under simpleton, SCUM by its
    // gloss), killing verbs (KILL, SLAY under kill, KILLED), obesity via OBESE's derivation.
    for w in [
        "URINE", "URINES", "NITWIT", "SCUM", "KILL", "KILLED", "SLAY", "OBESE",
    ] {
        assert_eq!(get(w), Some(40), "{w} fails the breakfast test");
    }
    // One unpleasant sense of three, not the first, leaves a word alone.
    assert!(get("STOOL").unwrap_or(0) >= 50, "{:?}", get("STOOL"));
    assert!(
        get("TEA") > get("IDIOT"),
        "corpus counts order words of one level"
    );
}

#[test]
fn committed_list_holds_the_sample() {
    let text = std::str::from_utf8(gridwright::words::source::DEFAULT_LIST).expect("ASCII");
    let words = parse(text, "wordlists/default.dict");
    assert!(
        (180_000..=260_000).contains(&words.len()),
        "{} entries",
        words.len()
    );
    let get = |w: &str| words.get(w).copied();
    for w in [
        "ICEDTEA", "HOTDOG", "ETUI", "ASEA", "ELAL", "OHNO", "IMHOME", "NOWTHEN", "TEA",
    ] {
        assert!(get(w).unwrap_or(0) >= 50, "{w}: {:?}", get(w));
    }
    for w in ["URINE", "OBESE", "SCUM", "KILL", "ENEMA", "IDIOT", "ABUSER"] {
        assert!(
            get(w).is_some_and(|s| s < 50),
            "breakfast test: {w}: {:?}",
            get(w)
        );
    }
    for w in ["RETARD", "RETARDS"] {
        assert!(get(w).is_some_and(|s| s < 20), "{w}: {:?}", get(w));
    }
    for w in [
        "COLOUR",
        "REALISE",
        "APPAL",
        "ENROL",
        "CRYSTALLISATION",
        "PALAEONTOLOGIST",
    ] {
        assert_eq!(get(w), None, "{w} is British-only");
    }
    assert!(get("LELIA").is_none_or(|s| s < 50), "obscure name");
    let good: std::collections::BTreeSet<u8> =
        words.values().copied().filter(|s| *s >= 50).collect();
    assert!(good.len() >= 8, "finer scores: {good:?}");
}
