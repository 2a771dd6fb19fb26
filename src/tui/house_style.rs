//! `:style`: the puzzle's house rules (american, british, barred) and the barred settings.

use crate::grid::HouseStyle;
use crate::tui::call::Call;
use crate::tui::studio::Studio;
use crate::tui::view::Said;

/// `:style NAME`: the house rules (american, british, barred); `:style twos on|off` and
/// `:style unches N` set the barred settings; bare, says which rules are in force.
pub fn style(app: &mut Studio, call: Call<'_>) -> Said {
    if call.arg.is_empty() {
        return Ok(Some(describe(app)));
    }
    let (word, rest) = call.arg.split_once(' ').unwrap_or((call.arg, ""));
    match word {
        "twos" => {
            twos(app, rest.trim());
            return Ok(None);
        }
        "unches" => {
            unches(app, rest.trim());
            return Ok(None);
        }
        _ => {}
    }
    match call.arg.parse::<HouseStyle>() {
        Ok(h) => {
            app.apply(|p| p.meta.house = h);
            app.view.say(describe(app));
        }
        Err(e) => app.view.warn(e),
    }
    Ok(None)
}

/// `:style twos on|off`: whether a barred grid may have two-letter entries.
fn twos(app: &mut Studio, arg: &str) {
    let on = match arg {
        "on" | "yes" | "" => true,
        "off" | "no" => false,
        other => {
            app.view.say(format!("{other:?}: say on or off"));
            return;
        }
    };
    app.apply(|p| p.meta.two_letter_entries = on);
    app.view.say(describe(app));
}

/// `:style unches N`: the share of an entry (percent) a barred grid may leave unchecked.
fn unches(app: &mut Studio, arg: &str) {
    match arg.trim_end_matches('%').parse::<u8>() {
        Ok(n) if n <= 100 => {
            app.apply(|p| p.meta.max_unches = n);
            app.view.say(describe(app));
        }
        _ => app.view.say(format!("{arg:?}: a share of 0–100 (percent)")),
    }
}

/// The puzzle's house rules in one line.
fn describe(app: &Studio) -> String {
    let m = &app.doc.puzzle().meta;
    match m.house {
        HouseStyle::American => "style: american (every square checked)".to_string(),
        HouseStyle::British => {
            "style: british (unches allowed, every square in an entry)".to_string()
        }
        HouseStyle::Barred => format!(
            "style: barred (entries of {}+, up to {}% of an entry unchecked)",
            m.shortest_entry(),
            m.max_unches
        ),
    }
}
