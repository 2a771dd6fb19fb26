//! How an alphabet is written in a slot file: a built-in one by name (`"russian"`), an
//! unnamed one by its letters, a user's one whole (name, letters, folds) so the slot opens
//! the same on a machine that lacks the user's file.

use super::{Alphabet, Folds, named};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The written form.
#[derive(Serialize, Deserialize)]
#[serde(untagged)]
enum Written {
    /// A built-in name, or the letters of an unnamed alphabet with the default folds.
    Short(String),
    /// Everything, for a user's alphabet.
    Full {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        name: Option<String>,
        letters: String,
        #[serde(default = "yes")]
        strip_accents: bool,
        #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
        folds: BTreeMap<String, String>,
    },
}

fn yes() -> bool {
    true
}

impl Serialize for Alphabet {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let builtin = self.name().and_then(named::get);
        let written = match (builtin, self.name()) {
            (Some(b), Some(name)) if b == *self => Written::Short(name.to_string()),
            (_, None) if self.0.folds == Folds::default() => Written::Short(self.to_string()),
            _ => Written::Full {
                name: self.name().map(String::from),
                letters: self.to_string(),
                strip_accents: self.0.folds.strips_marks(),
                folds: self
                    .0
                    .folds
                    .table()
                    .iter()
                    .map(|(k, v)| (k.to_string(), v.clone()))
                    .collect(),
            },
        };
        written.serialize(s)
    }
}

impl<'de> Deserialize<'de> for Alphabet {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        use serde::de::Error;
        match Written::deserialize(d)? {
            // A built-in name is lowercase; letters are always written uppercase.
            Written::Short(s)
                if s.chars().all(|c| !c.is_uppercase()) && named::get(&s).is_some() =>
            {
                Alphabet::named(&s).map_err(D::Error::custom)
            }
            Written::Short(letters) => Alphabet::new(letters.chars()).map_err(D::Error::custom),
            Written::Full {
                name,
                letters,
                strip_accents,
                folds,
            } => {
                let folds = Folds::from_strings(&folds, strip_accents).map_err(D::Error::custom)?;
                Alphabet::build(name.as_deref(), letters.chars(), folds).map_err(D::Error::custom)
            }
        }
    }
}
