//! `wordlists/build_meaning.py` on a handful of synsets written here in WordNet's file format:
//! the index it writes, read back by `Meanings`, has the expected senses, words and relations.

use gridwright::words::meaning::{Closeness, Inflection, Link, Meanings, Pos};
use std::path::Path;
use std::process::Command;

const HEADER: &str =
    "  1 This software and database is being provided to you, the LICENSEE, by  \n";

const DATA_NOUN: &str = "\
00000100 03 n 01 entity 0 001 ~ 00000200 n 0000 | that which exists  
00000200 13 n 02 flavorer 0 seasoning 0 004 @ 00000100 n 0000 ~ 00000300 n 0000 ~ 00000400 n 0000 ~ 00000600 n 0000 | something added to food primarily for the savor it imparts  
00000300 13 n 01 spice 0 001 @ 00000200 n 0000 | any of a variety of pungent aromatic vegetable substances used for flavoring food; \"a spice rack\"  
00000400 13 n 02 saffron 0 Crocus_sativus 0 001 @ 00000200 n 0000 | dried pungent stigmas of the saffron crocus  
00000500 13 n 02 ice_cream 0 icecream 0 000 | frozen dessert containing cream and sugar; \"a scoop of ice cream\"; \"she likes icecream\"  
00000600 07 n 02 orange_yellow 0 saffron 0 001 @ 00000200 n 0000 | a shade of yellow tinged with orange  
";
const INDEX_NOUN: &str = "\
crocus_sativus n 1 1 @ 1 0 00000400  
entity n 1 1 ~ 1 0 00000100  
flavorer n 1 2 @ ~ 1 0 00000200  
ice_cream n 1 0 1 0 00000500  
icecream n 1 0 1 0 00000500  
orange_yellow n 1 1 @ 1 0 00000600  
saffron n 2 1 @ 2 0 00000600 00000400  
seasoning n 1 2 @ ~ 1 0 00000200  
spice n 1 1 @ 1 3 00000300  
";
const DATA_VERB: &str = "\
00000100 30 v 02 spice 0 season 0 001 @ 00000200 v 0000 01 + 08 00 | add herbs or spices to  
00000200 30 v 01 flavor 0 000 01 + 08 00 | lend flavor to  
";
const INDEX_VERB: &str = "\
flavor v 1 0 1 0 00000200  
season v 1 1 @ 1 0 00000100  
spice v 1 1 @ 1 1 00000100  
";
const DATA_ADJ: &str = "\
00000100 00 a 01 happy 0 003 & 00000200 a 0000 & 00000300 a 0000 ! 00000400 a 0101 | enjoying or showing joy; \"a happy smile\"  
00000200 00 s 01 glad 0 001 & 00000100 a 0000 | showing or causing joy  
00000300 00 s 02 merry 0 jolly 0 001 & 00000100 a 0000 | full of high-spirited fun  
00000400 00 a 01 unhappy 0 001 ! 00000100 a 0101 | experiencing or marked by or causing sadness  
00000500 00 a 01 laughing(p) 0 000 | showing laughter  
";
const INDEX_ADJ: &str = "\
glad a 1 1 & 1 0 00000200  
happy a 1 2 & ! 1 5 00000100  
jolly a 1 1 & 1 0 00000300  
laughing a 1 0 1 0 00000500  
merry a 1 1 & 1 0 00000300  
unhappy a 1 1 ! 1 0 00000400  
";

fn write(dir: &Path, name: &str, body: &str) {
    std::fs::write(dir.join(name), format!("{HEADER}{body}")).expect("write fixture");
}

/// Writes the fixture, runs the builder on it and reads what it wrote.
fn build() -> Meanings {
    let dir = tempfile::tempdir().expect("temp dir");
    let wn = dir.path().join("wordnet");
    std::fs::create_dir(&wn).expect("mkdir");
    for (name, body) in [
        ("data.noun", DATA_NOUN),
        ("index.noun", INDEX_NOUN),
        ("data.verb", DATA_VERB),
        ("index.verb", INDEX_VERB),
        ("data.adj", DATA_ADJ),
        ("index.adj", INDEX_ADJ),
        ("data.adv", ""),
        ("index.adv", ""),
    ] {
        write(&wn, name, body);
    }
    std::fs::write(wn.join("adj.exc"), "merrier merry\nhappier happy\n").expect("exc");
    let out = dir.path().join("meaning.z");
    let root = env!("CARGO_MANIFEST_DIR");
    let status = Command::new("python3")
        .arg(Path::new(root).join("wordlists/build_meaning.py"))
        .arg("--wordnet")
        .arg(&wn)
        .arg("--out")
        .arg(&out)
        .status()
        .expect("python3 runs");
    assert!(status.success(), "build_meaning.py failed: {status}");
    Meanings::from_compressed(&std::fs::read(&out).expect("output")).expect("index reads")
}

fn lemmas(m: &Meanings, word: &str) -> Vec<Vec<String>> {
    m.senses(word)
        .iter()
        .map(|s| s.synset.lemmas().map(str::to_string).collect())
        .collect()
}

#[test]
fn senses_keep_wordnets_order_words_and_glosses() {
    let m = build();
    assert_eq!(m.synset_count(), 6 + 2 + 5);
    // WordNet's index puts the colour first although it comes later in data.noun.
    assert_eq!(
        lemmas(&m, "saffron"),
        [
            vec!["orange yellow", "saffron"],
            vec!["saffron", "Crocus sativus"]
        ]
    );
    // A phrase is found by its entry and by its words; examples are split off the gloss.
    let ice = m.senses("ICECREAM");
    assert_eq!(ice.len(), 1);
    assert_eq!(lemmas(&m, "ice cream"), lemmas(&m, "ICECREAM"));
    assert_eq!(
        ice[0].synset.definition(),
        "frozen dessert containing cream and sugar"
    );
    let examples: Vec<&str> = ice[0].synset.examples().collect();
    assert_eq!(examples, ["a scoop of ice cream", "she likes icecream"]);
    // Nouns first for SPICE: more of its noun senses are tagged.
    let spice: Vec<Pos> = m.senses("spice").iter().map(|s| s.synset.pos).collect();
    assert_eq!(spice, [Pos::Noun, Pos::Verb]);
    // An adjective's position marker is not part of the word.
    assert_eq!(lemmas(&m, "laughing"), [vec!["laughing"]]);
    assert_eq!(
        m.gloss_line("glad").as_deref(),
        Some("adj. showing or causing joy")
    );
}

#[test]
fn links_run_both_ways_and_opposites_are_kept() {
    let m = build();
    let spice = m.senses("spice")[0].synset.id;
    let flavorer = m.senses("flavorer")[0].synset;
    assert_eq!(
        flavorer.lemmas().collect::<Vec<_>>(),
        ["flavorer", "seasoning"]
    );
    assert!(m.links(spice).contains(&(Link::Broader, flavorer.id)));
    // Narrower is built from the broader pointers, not from WordNet's ~ lines.
    let narrower: Vec<String> = m
        .links(flavorer.id)
        .into_iter()
        .filter(|(l, _)| *l == Link::Narrower)
        .map(|(_, t)| m.synset(t).head().to_string())
        .collect();
    assert_eq!(narrower, ["spice", "saffron", "orange yellow"]);
    let happy = m.senses("happy")[0].synset.id;
    let unhappy = m.senses("unhappy")[0].synset.id;
    assert!(m.links(happy).contains(&(Link::Opposite, unhappy)));
}

#[test]
fn base_forms_come_from_the_rules_and_the_exception_lists() {
    let m = build();
    let merrier = m.senses("MERRIER");
    assert_eq!(merrier.len(), 1);
    assert_eq!(
        merrier[0].inflection,
        Some((Inflection::Comparative, "MERRY".to_string()))
    );
    let spices: Vec<(Pos, Inflection)> = m
        .senses("SPICES")
        .iter()
        .filter_map(|s| Some((s.synset.pos, s.inflection.as_ref()?.0)))
        .collect();
    assert_eq!(
        spices,
        [
            (Pos::Noun, Inflection::Plural),
            (Pos::Verb, Inflection::ThirdPerson)
        ]
    );
    assert!(m.senses("SPICERS").is_empty());
}

#[test]
fn the_thesaurus_ranks_by_closeness() {
    let m = build();
    let spice = m.related("spice").expect("known");
    let close = |w: &str| spice.get(w).map(|r| r.closeness);
    assert_eq!(close("SEASON"), Some(Closeness::Synonym));
    assert_eq!(close("FLAVORER"), Some(Closeness::BroaderOrNarrower));
    assert_eq!(close("SEASONING"), Some(Closeness::BroaderOrNarrower));
    assert_eq!(close("SAFFRON"), Some(Closeness::SisterTerm));
    assert_eq!(
        spice.get("SAFFRON").map(|r| r.describe()).as_deref(),
        Some("sister term (flavorer)")
    );
    assert_eq!(
        close("SPICE"),
        None,
        "the word itself is not its own relation"
    );
    assert_eq!(close("ENTITY"), None, "two steps up is too far");
    let happy = m.related("happy").expect("known");
    assert_eq!(
        happy.get("GLAD").map(|r| r.closeness),
        Some(Closeness::Similar)
    );
    assert_eq!(
        happy.get("JOLLY").map(|r| r.closeness),
        Some(Closeness::Similar)
    );
    assert_eq!(
        happy.get("UNHAPPY"),
        None,
        "an opposite is not like the word"
    );
    // GLAD → HAPPY → MERRY: two steps through a similar meaning.
    let glad = m.related("glad").expect("known");
    assert_eq!(
        glad.get("MERRY").map(|r| r.closeness),
        Some(Closeness::TwoSteps)
    );
    assert!(m.related("xyzzy").is_err());
}
