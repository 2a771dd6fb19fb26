//! The alphabets gridwright ships: each with its letters in order and its folding rules.

use super::{Alphabet, Folds};

/// Every built-in alphabet's name, in the order help lists them.
pub const NAMES: &[&str] = &[
    "latin",
    "russian",
    "russian-folded",
    "ukrainian",
    "greek",
    "polish",
    "spanish",
    "german",
    "german-folded",
    "swedish",
    "finnish",
];

/// One built-in alphabet: its name, how messages call it, its letters and its own folds.
struct Named {
    name: &'static str,
    title: &'static str,
    letters: &'static str,
    folds: &'static [(char, &'static str)],
}

const LATIN: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const RUSSIAN: &str = "АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ";

const ALL: &[Named] = &[
    Named {
        name: "latin",
        title: "Latin",
        letters: LATIN,
        folds: &[],
    },
    Named {
        name: "russian",
        title: "Russian",
        letters: RUSSIAN,
        folds: &[],
    },
    Named {
        name: "russian-folded",
        title: "Russian (Ё as Е)",
        letters: "АБВГДЕЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ",
        folds: &[('Ё', "Е")],
    },
    Named {
        name: "ukrainian",
        title: "Ukrainian",
        letters: "АБВГҐДЕЄЖЗИІЇЙКЛМНОПРСТУФХЦЧШЩЬЮЯ",
        folds: &[],
    },
    Named {
        name: "greek",
        title: "Greek",
        letters: "ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩ",
        // Final sigma uppercases to Σ and accents strip (ά → Α), so no table is needed.
        folds: &[],
    },
    Named {
        name: "polish",
        title: "Polish",
        letters: "AĄBCĆDEĘFGHIJKLŁMNŃOÓPQRSŚTUVWXYZŹŻ",
        folds: &[],
    },
    Named {
        name: "spanish",
        title: "Spanish",
        letters: "ABCDEFGHIJKLMNÑOPQRSTUVWXYZ",
        folds: &[],
    },
    Named {
        name: "german",
        title: "German",
        letters: "ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜ",
        folds: &[],
    },
    Named {
        name: "german-folded",
        title: "German (Ä as AE)",
        letters: LATIN,
        folds: &[('Ä', "AE"), ('Ö', "OE"), ('Ü', "UE")],
    },
    Named {
        name: "swedish",
        title: "Swedish",
        letters: "ABCDEFGHIJKLMNOPQRSTUVWXYZÅÄÖ",
        folds: &[],
    },
    Named {
        name: "finnish",
        title: "Finnish",
        letters: "ABCDEFGHIJKLMNOPQRSTUVWXYZÅÄÖ",
        folds: &[],
    },
];

fn find(name: &str) -> Option<&'static Named> {
    ALL.iter()
        .find(|n| n.name.eq_ignore_ascii_case(name.trim()))
}

fn make(n: &Named) -> Alphabet {
    Alphabet::build(
        Some(n.name),
        n.letters.chars(),
        Folds::new(n.folds.iter().copied(), true),
    )
    .expect("built-in alphabets are valid")
}

/// A built-in alphabet by name, in any case.
pub fn get(name: &str) -> Option<Alphabet> {
    find(name).map(make)
}

/// Every built-in alphabet, in [`NAMES`] order.
pub fn all() -> impl Iterator<Item = Alphabet> {
    ALL.iter().map(make)
}

/// How messages call a built-in alphabet ("Russian").
pub fn title(name: &str) -> Option<&'static str> {
    find(name).map(|n| n.title)
}

/// The title of the first built-in alphabet with exactly these letters (an unnamed alphabet
/// read from a file is described by the language it matches).
pub fn same_letters_title(letters: &[char]) -> Option<&'static str> {
    ALL.iter()
        .find(|n| n.letters.chars().eq(letters.iter().copied()))
        .map(|n| n.title)
}

/// The first built-in alphabet with exactly these letters: what a file's bare letter set
/// (an `.ipuz` `charset`, a slot written before alphabets had names) means.
pub fn by_letters(letters: &[char]) -> Option<Alphabet> {
    ALL.iter()
        .find(|n| n.letters.chars().eq(letters.iter().copied()))
        .map(make)
}

/// The Latin alphabet.
pub(super) fn latin() -> Alphabet {
    make(&ALL[0])
}

/// The Russian alphabet, with Ё.
pub(super) fn russian() -> Alphabet {
    make(&ALL[1])
}
