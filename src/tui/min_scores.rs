//! `:minscore`: the studio's minimum scores, one default with lengths set apart (Crossword
//! Compiler's "minimum score by length"; `min_score_by_length` in config.toml). Candidates,
//! the search box, autofill, the viability map and `:check` all read them, through the word
//! tables built at each length's minimum.
//!
//! `:minscore 45` sets the default, `:minscore 3=55 15=40` sets lengths (any mix, spaces or
//! commas between), `:minscore 3=-` gives length 3 the default again.

use super::studio::Studio;
use crate::words::MinScores;
use crate::words::min_scores::parse_len_score;

/// The minimum scores `arg` makes of `current`, or why the argument is not understood.
pub fn parse(arg: &str, current: &MinScores) -> Result<MinScores, String> {
    let mut out = current.clone();
    let mut any = false;
    for part in arg.split([' ', ',']).filter(|p| !p.trim().is_empty()) {
        let part = part.trim();
        any = true;
        if let Some(len) = part.strip_suffix("=-") {
            let len: usize = len
                .parse()
                .map_err(|_| format!("{part:?}: give LEN=- to drop a length's own minimum"))?;
            out.by_length.remove(&len);
        } else if part.contains('=') {
            let (len, score) = parse_len_score(part)?;
            out.by_length.insert(len, score);
        } else {
            out.default = part
                .parse::<u8>()
                .ok()
                .filter(|n| *n <= crate::words::list::MAX_SCORE)
                .ok_or_else(|| format!("{part:?} is not a score 0–100 (or LEN=N, such as 3=55)"))?;
        }
    }
    if !any {
        return Err("usage: :minscore N, LEN=N (3=55) or LEN=- ".into());
    }
    // A length set to the default is no longer set apart.
    let default = out.default;
    out.by_length.retain(|_, s| *s != default);
    Ok(out)
}

/// The minimum scores in words: `minimum score 50 (3 letters 55, 15 letters 40)`.
pub fn describe(m: &MinScores) -> String {
    if m.by_length.is_empty() {
        return format!("minimum score {}", m.default);
    }
    let lens: Vec<String> = m
        .by_length
        .iter()
        .map(|(len, s)| format!("{len} letters {s}"))
        .collect();
    format!("minimum score {} ({})", m.default, lens.join(", "))
}

/// Applies config.toml's `min_score` and `min_score_by_length`.
pub fn configure(app: &mut Studio, config: &crate::config::Config) {
    app.settings.min_scores = config.min_scores();
}

/// `:minscore …`: sets the minimum scores and rebuilds the word tables on the rescoring
/// service (words still loading are rescored when they arrive).
pub fn set(app: &mut Studio, arg: &str) {
    let mins = match parse(arg, &app.settings.min_scores) {
        Ok(m) => m,
        Err(e) => {
            app.view.say(e);
            return;
        }
    };
    app.settings.min_scores = mins.clone();
    if let Some(w) = app.words.loaded().cloned() {
        // Lists set aside for their alphabet stay the reason no word is offered, and
        // scores edited since the lists were read stay edited.
        crate::tui::ops::start_rescore(app, move || Ok(w.at_min_score(&mins)));
    }
    app.view.say(describe(&app.settings.min_scores));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_and_lengths_parse_in_any_mix() {
        let start = MinScores::uniform(50);
        let m = parse("45 3=55, 15=40", &start).unwrap();
        assert_eq!(
            (m.default, m.for_len(3), m.for_len(15), m.for_len(7)),
            (45, 55, 40, 45)
        );
        assert_eq!(
            describe(&m),
            "minimum score 45 (3 letters 55, 15 letters 40)"
        );
        let m = parse("3=-", &m).unwrap();
        assert_eq!(m.for_len(3), 45);
        let m = parse("15=45", &m).unwrap();
        assert!(m.is_uniform() && m.by_length.is_empty(), "{m:?}");
        assert_eq!(describe(&m), "minimum score 45");
    }

    #[test]
    fn bad_arguments_say_what_is_wanted() {
        let start = MinScores::uniform(50);
        assert!(parse("101", &start).unwrap_err().contains("0–100"));
        assert!(parse("3=155", &start).unwrap_err().contains("score"));
        assert!(parse("x=-", &start).unwrap_err().contains("LEN=-"));
        assert!(parse("  ", &start).unwrap_err().contains("usage"));
    }
}
