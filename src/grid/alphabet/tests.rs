use super::*;

#[test]
fn latin_round_trips_and_is_case_insensitive() {
    let a = Alphabet::latin();
    assert_eq!(a.index_of('a'), Some(0));
    assert_eq!(a.index_of('Z'), Some(25));
    assert_eq!(a.index_of('é'), None);
    assert_eq!(a.fold_char('é'), Some(vec![4]));
    assert_eq!(a.spell(&a.encode("Saffron").unwrap()), "SAFFRON");
    assert_eq!(a.encode("ice cream"), Err(' '));
    assert_eq!(a.name(), Some("latin"));
}

#[test]
fn cyrillic_has_yo_and_33_letters() {
    let a = Alphabet::cyrillic();
    assert_eq!(a.len(), 33);
    assert_eq!(a.index_of('ё'), Some(6));
    assert_eq!(a.spell(&a.encode("кроссворд").unwrap()), "КРОССВОРД");
}

#[test]
fn bad_alphabets_are_refused() {
    assert_eq!(
        Alphabet::new("ABA".chars()),
        Err(AlphabetError::Duplicate('A'))
    );
    assert_eq!(Alphabet::new("".chars()), Err(AlphabetError::Empty));
    assert_eq!(
        Alphabet::new("A#".chars()),
        Err(AlphabetError::NotALetter('#'))
    );
    let many = (0..70u32).filter_map(|i| char::from_u32(0x4E00 + i));
    assert_eq!(Alphabet::new(many), Err(AlphabetError::TooLarge(70)));
    assert!(matches!(
        Alphabet::named("klingon"),
        Err(AlphabetError::Unknown { .. })
    ));
}

#[test]
fn every_named_alphabet_builds_and_folds_as_documented() {
    for name in named::NAMES {
        let a = Alphabet::named(name).expect(name);
        assert_eq!(a.name(), Some(*name));
        assert!(a.len() <= Alphabet::MAX_LEN);
    }
    let word = |name: &str, w: &str| {
        let a = Alphabet::named(name).expect(name);
        a.encode_folded(w).map(|l| a.spell(&l))
    };
    assert_eq!(word("russian", "ёлка"), Ok("ЁЛКА".into()));
    assert_eq!(word("russian-folded", "ёлка"), Ok("ЕЛКА".into()));
    assert_eq!(word("ukrainian", "їжак"), Ok("ЇЖАК".into()));
    assert_eq!(word("ukrainian", "ёж"), Ok("ЕЖ".into()));
    assert_eq!(word("ukrainian", "мы"), Err('ы'));
    assert_eq!(word("greek", "λόγος"), Ok("ΛΟΓΟΣ".into()));
    assert_eq!(word("greek", "ΐ"), Ok("Ι".into()));
    assert_eq!(word("spanish", "niño"), Ok("NIÑO".into()));
    assert_eq!(word("spanish", "canción"), Ok("CANCION".into()));
    assert_eq!(word("latin", "niño"), Ok("NINO".into()));
    assert_eq!(word("german", "Straße"), Ok("STRASSE".into()));
    assert_eq!(word("german", "Bär"), Ok("BÄR".into()));
    assert_eq!(word("german-folded", "Bär"), Ok("BAER".into()));
    assert_eq!(word("polish", "źdźbło"), Ok("ŹDŹBŁO".into()));
    assert_eq!(word("latin", "łódź"), Ok("LODZ".into()));
    assert_eq!(word("swedish", "Åsa"), Ok("ÅSA".into()));
}

#[test]
fn compatibility_is_by_letters() {
    let latin = Alphabet::latin();
    let folded = Alphabet::named("german-folded").expect("named");
    assert!(latin.same_letters(&folded));
    assert_ne!(latin, folded);
    assert!(Mismatch::check(&folded, &latin).is_ok());
    let e = Mismatch::check(&Alphabet::cyrillic(), &latin).expect_err("mismatch");
    assert_eq!(
        e.to_string(),
        "the puzzle is in the Russian alphabet; the word lists loaded are Latin: \
         pass --list with a Russian list"
    );
}

#[test]
fn new_names_the_builtin_with_those_letters() {
    let a = Alphabet::new("абвгдеёжзийклмнопрстуфхцчшщъыьэюя".chars()).expect("letters");
    assert_eq!(a, Alphabet::cyrillic());
    let odd = Alphabet::new("XYZ".chars()).expect("letters");
    assert_eq!(odd.name(), None);
    assert_eq!(odd.describe(), "XYZ (3 letters)");
}

#[test]
fn serde_writes_names_letters_or_the_whole_alphabet() {
    #[derive(serde::Serialize, serde::Deserialize, PartialEq, Debug)]
    struct W {
        alphabet: Alphabet,
    }
    let custom = custom::parse_custom(
        "norsk",
        "letters = \"ABCDEFGHIJKLMNOPQRSTUVWXYZÆØÅ\"\n[folds]\n\"Ä\" = \"Æ\"\n",
    )
    .expect("custom");
    for (a, want) in [
        (
            Alphabet::named("russian").expect("ru"),
            "alphabet = \"russian\"",
        ),
        (
            Alphabet::named("german-folded").expect("de"),
            "alphabet = \"german-folded\"",
        ),
        (
            Alphabet::new("XYZ".chars()).expect("xyz"),
            "alphabet = \"XYZ\"",
        ),
        (custom.clone(), "name = \"norsk\""),
    ] {
        let text = toml::to_string(&W {
            alphabet: a.clone(),
        })
        .expect("ser");
        assert!(text.contains(want), "{text}");
        let back: W = toml::from_str(&text).expect("de");
        assert_eq!(back.alphabet, a, "{text}");
    }
    let old: W = toml::from_str("alphabet = \"ABCDEFGHIJKLMNOPQRSTUVWXYZ\"").expect("old slot");
    assert_eq!(old.alphabet, Alphabet::latin());
    assert_eq!(custom.fold_char('ä'), custom.encode("Æ").ok());
}

#[test]
fn custom_files_are_checked() {
    use custom::parse_custom;
    assert!(matches!(
        parse_custom("latin", "letters = \"AB\""),
        Err(CustomError::Shadows(_))
    ));
    assert!(matches!(
        parse_custom("a b", "letters = \"AB\""),
        Err(CustomError::BadName(_))
    ));
    let e = parse_custom("x", "letters = \"AB\"\nfoo = 1\n").expect_err("unknown key");
    assert!(e.to_string().contains("foo"), "{e}");
    let e = parse_custom("x", "letters = \"AB\"\n[folds]\n\"C\" = \"D\"\n").expect_err("fold");
    assert!(e.to_string().contains("not a letter"), "{e}");
    let mut reg = Alphabets::builtin();
    reg.add(parse_custom("ab", "letters = \"A B\"").expect("ok"));
    assert_eq!(reg.get("AB").expect("found").len(), 2);
    let e = reg.get("cd").expect_err("unknown");
    assert!(
        e.to_string()
            .ends_with("german-folded, swedish, finnish, ab)"),
        "{e}"
    );
    assert!(reg.names().contains(&"ab".to_string()));
}

#[test]
fn detection_picks_the_script_and_needs_a_clear_case_for_accents() {
    let reg = Alphabets::builtin();
    let name = |sample: &[&str], hint: Option<&Alphabet>| {
        reg.detect_list(sample, hint)
            .and_then(|a| a.name().map(String::from))
    };
    assert_eq!(
        name(&["кот", "собака", "ёж"], None).as_deref(),
        Some("russian")
    );
    assert_eq!(name(&["їжак", "кіт"], None).as_deref(), Some("ukrainian"));
    assert_eq!(name(&["λόγος", "άλφα"], None).as_deref(), Some("greek"));
    let mut english: Vec<&str> = vec!["cat"; 300];
    english.push("piñata");
    assert_eq!(name(&english, None).as_deref(), Some("latin"));
    let mut spanish: Vec<&str> = vec!["casa"; 100];
    spanish.extend(["niño", "año", "señor", "mañana"]);
    assert_eq!(name(&spanish, None).as_deref(), Some("spanish"));
    let hint = Alphabet::named("russian-folded").expect("named");
    assert_eq!(
        name(&["кот", "ёж"], Some(&hint)).as_deref(),
        Some("russian-folded")
    );
    assert_eq!(name(&["日本", "中国"], None), None);
    assert_eq!(
        reg.holding("КОТ".chars())
            .and_then(|a| a.name().map(String::from)),
        Some("russian".into())
    );
}
