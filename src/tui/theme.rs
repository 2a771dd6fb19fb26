//! Colour themes: `themes/*.toml` built in, more in the config dir's `themes/`.

use ratatui::style::Color;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::Path;
use std::str::FromStr;

const BUILT_IN: &[(&str, &str)] = &[
    ("dark", include_str!("../../themes/dark.toml")),
    ("light", include_str!("../../themes/light.toml")),
    (
        "high-contrast",
        include_str!("../../themes/high-contrast.toml"),
    ),
];

/// The colours of every element of the studio.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Theme {
    /// The theme's name.
    pub name: String,
    /// White square background.
    pub square: Color,
    /// Letters.
    pub letter: Color,
    /// Black squares.
    pub block: Color,
    /// Clue numbers.
    pub number: Color,
    /// The cursor square.
    pub cursor: Color,
    /// The current entry's squares.
    pub entry: Color,
    /// The crossing entry's squares.
    pub crossing: Color,
    /// Letters autofill proposed, until accepted.
    pub proposed: Color,
    /// Locked letters.
    pub locked: Color,
    /// Selected squares.
    pub selection: Color,
    /// Panel borders.
    pub border: Color,
    /// Panel titles.
    pub title: Color,
    /// Panel text.
    pub text: Color,
    /// Secondary text.
    pub dim: Color,
    /// Status line background.
    pub status_bg: Color,
    /// Status line text.
    pub status_fg: Color,
    /// Warnings.
    pub warning: Color,
    /// Good news.
    pub ok: Color,
    /// Highlighted list rows.
    pub highlight_bg: Color,
    /// Shaded squares' background.
    pub shaded: Color,
    /// Circles drawn in squares.
    pub circle: Color,
    /// Letters given to the solver.
    pub given: Color,
    /// The viability map: a square no letter fits.
    pub dead: Color,
    /// The viability map: the squares of an entry no word fits.
    pub dead_entry: Color,
    /// The viability map: the squares of an entry with few viable words.
    pub few: Color,
    /// The heat map's letter counts.
    pub heat: Color,
    /// Whether squares show the colours a puzzle gives them (as the nearest terminal
    /// colour); when not, a coloured square is drawn shaded.
    pub square_colors: bool,
}

#[derive(Deserialize)]
struct ThemeFile {
    name: Option<String>,
    square_colors: Option<bool>,
    #[serde(flatten)]
    colors: BTreeMap<String, String>,
}

impl Default for Theme {
    fn default() -> Self {
        Theme::parse(BUILT_IN[0].1, "dark").unwrap_or_else(|_| Theme::fallback())
    }
}

impl Theme {
    /// Plain terminal colours, used if even the built-in theme cannot be read.
    fn fallback() -> Theme {
        Theme {
            name: "fallback".into(),
            square: Color::White,
            letter: Color::Black,
            block: Color::Black,
            number: Color::Blue,
            cursor: Color::Yellow,
            entry: Color::LightBlue,
            crossing: Color::Gray,
            proposed: Color::Green,
            locked: Color::Red,
            selection: Color::Magenta,
            border: Color::Gray,
            title: Color::Yellow,
            text: Color::White,
            dim: Color::Gray,
            status_bg: Color::DarkGray,
            status_fg: Color::White,
            warning: Color::LightRed,
            ok: Color::LightGreen,
            highlight_bg: Color::DarkGray,
            shaded: Color::DarkGray,
            circle: Color::Blue,
            given: Color::Blue,
            dead: Color::Red,
            dead_entry: Color::LightRed,
            few: Color::Yellow,
            heat: Color::Magenta,
            square_colors: true,
        }
    }

    /// Parses a theme file; keys it leaves out keep the dark theme's colours.
    pub fn parse(text: &str, name: &str) -> Result<Theme, String> {
        let file: ThemeFile = toml::from_str(text).map_err(|e| e.message().to_string())?;
        let mut t = if name == "dark" {
            Theme::fallback()
        } else {
            Theme::default()
        };
        t.name = file.name.unwrap_or_else(|| name.to_string());
        if let Some(on) = file.square_colors {
            t.square_colors = on;
        }
        for (key, value) in &file.colors {
            let c = Color::from_str(value)
                .map_err(|_| format!("{key} = {value:?} is not a colour (a name or #rrggbb)"))?;
            let slot = match key.as_str() {
                "square" => &mut t.square,
                "letter" => &mut t.letter,
                "block" => &mut t.block,
                "number" => &mut t.number,
                "cursor" => &mut t.cursor,
                "entry" => &mut t.entry,
                "crossing" => &mut t.crossing,
                "proposed" => &mut t.proposed,
                "locked" => &mut t.locked,
                "selection" => &mut t.selection,
                "border" => &mut t.border,
                "title" => &mut t.title,
                "text" => &mut t.text,
                "dim" => &mut t.dim,
                "status_bg" => &mut t.status_bg,
                "status_fg" => &mut t.status_fg,
                "warning" => &mut t.warning,
                "ok" => &mut t.ok,
                "highlight_bg" => &mut t.highlight_bg,
                "shaded" => &mut t.shaded,
                "circle" => &mut t.circle,
                "given" => &mut t.given,
                "dead" => &mut t.dead,
                "dead_entry" => &mut t.dead_entry,
                "few" => &mut t.few,
                "heat" => &mut t.heat,
                other => return Err(format!("unknown key {other:?}")),
            };
            *slot = c;
        }
        Ok(t)
    }

    /// Finds a theme by name: the user's `themes/NAME.toml` first, then the built-in ones.
    ///
    /// A theme that cannot be read gives the default and a message saying why. A name is a
    /// name, never a path: `../x` would otherwise read any `.toml` on the machine.
    pub fn load(name: &str, config_dir: Option<&Path>) -> (Theme, Option<String>) {
        if !is_theme_name(name) {
            return (
                Theme::default(),
                Some(format!(
                    "{:?} is not a theme name (letters, digits, - and _); \
                     a theme file needs --theme-file PATH; using the default",
                    crate::store::read::clip(name, 40)
                )),
            );
        }
        if let Some(dir) = config_dir {
            let path = dir.join("themes").join(format!("{name}.toml"));
            if path.exists() {
                return Theme::load_file(&path);
            }
        }
        match BUILT_IN.iter().find(|(n, _)| *n == name) {
            Some((n, text)) => match Theme::parse(text, n) {
                Ok(t) => (t, None),
                Err(e) => (Theme::default(), Some(format!("theme {n}: {e}"))),
            },
            None => (
                Theme::default(),
                Some(format!(
                    "no theme {name:?} (built in: {}); using the default",
                    Theme::built_in_names().join(", ")
                )),
            ),
        }
    }

    /// Reads a theme from a file the user named (`--theme-file`); the file's stem names it.
    pub fn load_file(path: &Path) -> (Theme, Option<String>) {
        use crate::store::read::{SLOT_LIMIT, read_to_string_limited};
        let name = path
            .file_stem()
            .map_or_else(|| "theme".into(), |s| s.to_string_lossy().into_owned());
        let parsed = read_to_string_limited(path, SLOT_LIMIT)
            .map_err(|e| e.to_string())
            .and_then(|text| Theme::parse(&text, &name));
        match parsed {
            Ok(t) => (t, None),
            Err(e) => (
                Theme::default(),
                Some(format!("theme {}: {e}; using the default", path.display())),
            ),
        }
    }

    /// The built-in theme names.
    pub fn built_in_names() -> Vec<&'static str> {
        BUILT_IN.iter().map(|(n, _)| *n).collect()
    }
}

/// The terminal colour nearest to a puzzle's square colour: one of the 256 that nearly
/// every terminal shows (the 6×6×6 cube and the grey ramp), not a true colour some lack.
pub fn nearest(rgb: crate::grid::Rgb) -> Color {
    const LEVELS: [u8; 6] = [0, 95, 135, 175, 215, 255];
    let dist = |a: [u8; 3], b: [u8; 3]| {
        a.iter()
            .zip(b)
            .map(|(&x, y)| (i32::from(x) - i32::from(y)).pow(2))
            .sum::<i32>()
    };
    let want = [rgb.0, rgb.1, rgb.2];
    let level = |v: u8| {
        (0..LEVELS.len())
            .min_by_key(|&i| (i32::from(LEVELS[i]) - i32::from(v)).abs())
            .unwrap_or(0)
    };
    let [r, g, b] = want.map(level);
    let cube = [LEVELS[r], LEVELS[g], LEVELS[b]];
    let cube_index = 16 + 36 * r + 6 * g + b;
    // Greys 232–255 run from 8 to 238 in steps of 10.
    let mean = (u32::from(rgb.0) + u32::from(rgb.1) + u32::from(rgb.2)) / 3;
    let step = (mean.saturating_sub(3) / 10).min(23) as u8;
    let grey = 8 + 10 * step;
    let (index, _) = [
        (cube_index as u8, dist(want, cube)),
        (232 + step, dist(want, [grey; 3])),
    ]
    .into_iter()
    .min_by_key(|&(_, d)| d)
    .unwrap_or((cube_index as u8, 0));
    Color::Indexed(index)
}

/// Whether a colour is light enough that black text reads on it (for Rgb and indexed
/// colours; named ones are taken as light unless they are dark by name).
pub fn is_light(c: Color) -> bool {
    let rgb = match c {
        Color::Rgb(r, g, b) => [r, g, b],
        Color::Indexed(i @ 16..=231) => {
            const LEVELS: [u8; 6] = [0, 95, 135, 175, 215, 255];
            let i = usize::from(i - 16);
            [LEVELS[i / 36], LEVELS[(i / 6) % 6], LEVELS[i % 6]]
        }
        Color::Indexed(i @ 232..=255) => [8 + 10 * (i - 232); 3],
        Color::Black
        | Color::Blue
        | Color::Red
        | Color::Magenta
        | Color::DarkGray
        | Color::Indexed(0..=8) => return false,
        _ => return true,
    };
    // Perceived brightness (ITU-R BT.601 weights), 0–255.
    let [r, g, b] = rgb.map(u32::from);
    (299 * r + 587 * g + 114 * b) / 1000 >= 128
}

/// Whether `name` can name a theme: letters, digits, `-` and `_`, nothing that walks a path.
fn is_theme_name(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= 64
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || c == '-' || c == '_')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_theme_name_is_never_a_path() {
        let dir = tempfile::tempdir().expect("tempdir");
        let config = dir.path().join("config");
        std::fs::create_dir_all(config.join("themes")).expect("mkdir");
        // A TOML file outside the themes folder, whose first key would show as an error.
        std::fs::write(dir.path().join("secret.toml"), "password = \"hunter2\"\n").expect("write");
        for name in ["../../secret", "../secret", "/etc/x", "a/b", "..", ""] {
            let (t, msg) = Theme::load(name, Some(&config));
            let msg = msg.expect("a message");
            assert_eq!(t, Theme::default(), "{name}");
            assert!(msg.contains("not a theme name"), "{name}: {msg}");
            assert!(
                !msg.contains("hunter2") && !msg.contains("password"),
                "{msg}"
            );
        }
        // The explicit route reads a file by path.
        std::fs::write(dir.path().join("mine.toml"), "cursor = \"red\"\n").expect("write");
        let (t, msg) = Theme::load_file(&dir.path().join("mine.toml"));
        assert_eq!((t.cursor, msg), (Color::Red, None));
    }

    #[test]
    fn square_colours_map_to_the_nearest_terminal_colour() {
        use crate::grid::Rgb;
        assert_eq!(nearest(Rgb(255, 0, 0)), Color::Indexed(196));
        assert_eq!(nearest(Rgb(0, 0, 0)), Color::Indexed(16));
        assert_eq!(nearest(Rgb(255, 255, 255)), Color::Indexed(231));
        // A grey between cube levels goes to the grey ramp.
        assert_eq!(nearest(Rgb(128, 128, 128)), Color::Indexed(244));
        assert_eq!(nearest(Rgb(0xFF, 0xD7, 0x00)), Color::Indexed(220));
        assert!(is_light(nearest(Rgb(255, 255, 0))));
        assert!(!is_light(nearest(Rgb(0, 0, 128))));
    }

    #[test]
    fn a_theme_can_turn_square_colours_off() {
        let t =
            Theme::parse("square_colors = false\nshaded = \"#808080\"\n", "mine").expect("theme");
        assert!(!t.square_colors);
        assert_eq!(t.shaded, Color::Rgb(128, 128, 128));
        assert!(Theme::default().square_colors);
        let (hc, _) = Theme::load("high-contrast", None);
        assert!(!hc.square_colors, "high contrast keeps to its own colours");
    }

    #[test]
    fn built_in_themes_parse() {
        for name in Theme::built_in_names() {
            let (t, msg) = Theme::load(name, None);
            assert!(msg.is_none(), "{msg:?}");
            assert_eq!(t.name, name);
        }
    }

    #[test]
    fn bad_themes_fall_back_with_a_message() {
        let dir = tempfile::tempdir().expect("tempdir");
        std::fs::create_dir_all(dir.path().join("themes")).expect("mkdir");
        std::fs::write(
            dir.path().join("themes/ugly.toml"),
            "cursor = \"not-a-colour\"\n",
        )
        .expect("write");
        let (t, msg) = Theme::load("ugly", Some(dir.path()));
        assert_eq!(t, Theme::default());
        assert!(msg.expect("message").contains("cursor"));
        let (_, msg) = Theme::load("nope", None);
        assert!(msg.expect("message").contains("built in"));
        std::fs::write(dir.path().join("themes/mine.toml"), "cursor = \"red\"\n").expect("write");
        let (t, msg) = Theme::load("mine", Some(dir.path()));
        assert!(msg.is_none());
        assert_eq!(t.cursor, Color::Red);
        assert_eq!(t.square, Theme::default().square);
    }
}
