use super::forms::Guard;
use super::{MeaningError, Meanings, key_of};

const TINY: &str = "gridwright-meaning 2\n[pos]\nn\nv\n[lemmas]\nspice\nspice|season~1\n\
[definitions]\naromatic substance\nadd herbs to\n[examples]\n\nspice the stew\n[pointers]\n\nH0\n\
[exceptions]\n";

fn err_of(text: &str) -> MeaningError {
    Meanings::from_text(text.to_string()).expect_err("bad index")
}

#[test]
fn keys_are_the_lists_a_to_z_form() {
    assert_eq!(key_of("ice cream").as_deref(), Some("ICECREAM"));
    assert_eq!(
        key_of("Saint John's-wort").as_deref(),
        Some("SAINTJOHNSWORT")
    );
    assert_eq!(key_of("café").as_deref(), Some("CAFE"));
    assert_eq!(
        key_of("R2D2"),
        None,
        "a digit is not a letter of an A–Z list"
    );
    assert_eq!(key_of("кот"), None);
    assert_eq!(key_of(" - "), None);
}

#[test]
fn a_tiny_index_reads() {
    let m = Meanings::from_text(TINY.to_string()).expect("reads");
    assert_eq!(m.synset_count(), 2);
    assert_eq!(m.synsets_of("SEASON"), &[1]);
    assert_eq!(m.synsets_of("SPICE"), &[0, 1]);
    assert_eq!(
        m.synset(1).examples().collect::<Vec<_>>(),
        ["spice the stew"]
    );
    assert!(m.links(0).contains(&(super::Link::Narrower, 1)));
}

#[test]
fn a_bad_index_names_its_line() {
    let e = err_of(&TINY.replace("[pos]\nn\n", "[pos]\nq\n"));
    assert_eq!(
        e.to_string(),
        "meaning index: line 3: \"q\" is not a part of speech (n v a r)"
    );
    let e = err_of(&TINY.replace("H0", "H7"));
    assert!(matches!(e, MeaningError::Bad { line: 16, .. }), "{e}");
    let e = err_of(&TINY.replace("[examples]", "[pointers]"));
    assert!(e.to_string().contains("where [examples] belongs"), "{e}");
    let e = err_of(&TINY.replace("aromatic substance\n", ""));
    assert!(e.to_string().contains("[definitions] has 1 lines"), "{e}");
    assert!(
        err_of("hello\n")
            .to_string()
            .contains("line 1: not a meaning index")
    );
    assert!(matches!(
        Meanings::from_compressed(b"not zlib"),
        Err(MeaningError::Compressed(_))
    ));
}

#[test]
fn the_guard_finds_forms_and_masks_only_the_answer() {
    let happy = Guard::new("HAPPY", [], &[]);
    assert!(happy.mentions("enjoying happiness"));
    assert!(happy.mentions("not unhappy"));
    assert!(happy.mentions("Happier times"));
    assert!(!happy.mentions("a glad smile"));
    assert_eq!(happy.mask("a happy smile"), "a ___ smile");
    assert_eq!(happy.mask("Happy, happy day"), "___, ___ day");
    let ice = Guard::new("ICECREAM", [], &["ICE".into(), "CREAM".into()]);
    assert_eq!(
        ice.mask("a scoop of ice cream, please"),
        "a scoop of ___, please"
    );
    assert_eq!(ice.mask("ice-cream"), "___");
    assert!(ice.mentions("dessert containing cream"));
    assert!(ice.mentions("ice cream"));
    assert!(!ice.mentions("frozen dessert"));
    let spices = Guard::new("SPICES", ["SPICE"], &[]);
    assert!(spices.mentions("a spicy dish"));
    assert!(spices.mentions("Spice rack"));
}

#[test]
fn verbs_inflect_by_rule() {
    use super::Inflection::*;
    let r = super::clues::regular;
    assert_eq!(r("add", ThirdPerson), "adds");
    assert_eq!(r("fry", ThirdPerson), "fries");
    assert_eq!(r("fry", Past), "fried");
    assert_eq!(r("stop", Past), "stopped");
    assert_eq!(r("open", Past), "opened");
    assert_eq!(r("make", Ing), "making");
    assert_eq!(r("tie", Ing), "tying");
    assert_eq!(r("wash", ThirdPerson), "washes");
    assert_eq!(r("season", Past), "seasoned");
}
