//! Every command of the studio in one table: its keys, its `:` name and argument, its help
//! line and what it does. Key dispatch, the `:` line, Tab completion of `:` names and the
//! help overlay all read [`COMMANDS`], so they cannot drift apart (the shape of helix's
//! `TypableCommand` list).

use super::action::{Action, Move};
use super::commands as run;
use super::studio::Studio;
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

mod find;
pub use find::{
    Completion, action_for_key, by_name, command_for_key, complete, key_label, label, names,
    normalize,
};

/// A key (or pointer gesture) that reaches a command.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Key {
    /// A key with its modifiers, as the help shows it.
    Press(KeyCode, KeyModifiers),
    /// Another code some terminals send for the key before it (Shift-F5 as F17): bound,
    /// but not shown a second time.
    Alias(KeyCode, KeyModifiers),
    /// Any character typed without Ctrl that no other command takes.
    AnyChar,
    /// A left click on a grid square or a candidate (the event loop turns it into
    /// [`Action::Click`] or [`Action::PlaceCandidateAt`]).
    Click,
    /// The mouse wheel over the candidates (the event loop turns it into
    /// [`Action::CandidateBy`]).
    Wheel,
}

/// What a command's keys (and a bare `:name`) send.
#[derive(Debug, Clone)]
pub enum Bind {
    /// No action of its own: the `:` line reaches the command (or, for a click, the event
    /// loop, which knows the square).
    Nothing,
    /// This action.
    Send(Action),
    /// The action depends on the key pressed (which arrow, which letter).
    PerKey(fn(KeyEvent) -> Option<Action>),
}

/// What follows a `:` name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Args {
    /// Nothing; an argument is an error.
    None,
    /// Nothing; an argument is refused with this message, which names the command meant.
    NoneSee(&'static str),
    /// One argument (the rest of the line), with its hint: `N`, `FILE`.
    Required(&'static str),
    /// An argument that may be left out.
    Optional(&'static str),
}

pub use super::call::Call;

/// What a `:` command runs when it is more than its action.
pub type Typed = fn(&mut Studio, Call<'_>) -> crate::tui::view::Said;

/// One command.
#[derive(Debug, Clone)]
pub struct Command {
    /// The `:` name, empty for a command only keys reach.
    pub name: &'static str,
    /// Other `:` names for it.
    pub aliases: &'static [&'static str],
    /// Its default keys, in the order the help shows them.
    pub keys: &'static [Key],
    /// What follows the `:` name.
    pub args: Args,
    /// Whether `:name!` exists (the help line says what the `!` changes).
    pub bang: bool,
    /// The help overlay's line.
    pub help: &'static str,
    /// What its keys send; a bare `:name` (no argument, no `!`) sends it too.
    pub action: Bind,
    /// What `:name` runs with an argument or a `!`, or bare when there is no action.
    pub typed: Option<Typed>,
}

impl Command {
    /// A command reached by keys.
    const fn keys(keys: &'static [Key], help: &'static str, action: Bind) -> Command {
        Command {
            name: "",
            aliases: &[],
            keys,
            args: Args::None,
            bang: false,
            help,
            action,
            typed: None,
        }
    }

    /// A command only the `:` line reaches.
    const fn typed(name: &'static str, args: Args, help: &'static str, f: Typed) -> Command {
        let mut c = Command::keys(&[], help, Bind::Nothing);
        c.name = name;
        c.args = args;
        c.typed = Some(f);
        c
    }

    /// The same command, also reached as `:name`.
    const fn named(mut self, name: &'static str) -> Command {
        self.name = name;
        self
    }

    /// The same command with other `:` names.
    const fn aka(mut self, aliases: &'static [&'static str]) -> Command {
        self.aliases = aliases;
        self
    }

    /// The same command, taking `args` on the `:` line.
    const fn with(mut self, args: Args) -> Command {
        self.args = args;
        self
    }

    /// The same command, whose `:` form runs `f`.
    const fn runs(mut self, f: Typed) -> Command {
        self.typed = Some(f);
        self
    }

    /// The same command with a `:name!` form (its typed function reads [`Call::bang`]).
    const fn bang(mut self) -> Command {
        self.bang = true;
        self
    }

    /// Whether `name` is this command's `:` name or one of its aliases.
    pub fn answers_to(&self, name: &str) -> bool {
        !name.is_empty() && (self.name == name || self.aliases.contains(&name))
    }
}

const NONE: KeyModifiers = KeyModifiers::NONE;
const CTRL: KeyModifiers = KeyModifiers::CONTROL;
const SHIFT: KeyModifiers = KeyModifiers::SHIFT;

const fn key(code: KeyCode) -> Key {
    Key::Press(code, NONE)
}

const fn ch(c: char) -> Key {
    Key::Press(KeyCode::Char(c), NONE)
}

const fn ctrl(c: char) -> Key {
    Key::Press(KeyCode::Char(c), CTRL)
}

const ARROWS: [Key; 4] = [
    key(KeyCode::Left),
    key(KeyCode::Up),
    key(KeyCode::Right),
    key(KeyCode::Down),
];

const SHIFT_ARROWS: [Key; 4] = [
    Key::Press(KeyCode::Left, SHIFT),
    Key::Press(KeyCode::Up, SHIFT),
    Key::Press(KeyCode::Right, SHIFT),
    Key::Press(KeyCode::Down, SHIFT),
];

/// The message for `:w FILE`, which once saved over the current slot and dropped the name.
pub const W_TAKES_NO_FILE: &str = ":w takes no file; :export FILE writes a file, :saveas N a slot";

/// Every command, in the order the help overlay lists them. Letters always type into the
/// grid, so keys are punctuation, function keys and Ctrl.
pub static COMMANDS: &[Command] = {
    use crate::words::personal::Change;
    use Action as A;
    use Args::{NoneSee, Optional, Required};
    use Bind::{PerKey, Send};
    type C = Command;
    // The help flows down two columns of 22 rows a page at 80×24: editing first, the marks
    // of squares heading the second column, then the rest; what does not fit goes on to
    // the next page.
    &[
        C::keys(&ARROWS, "move; a cross arrow turns", PerKey(arrow)),
        C::keys(&SHIFT_ARROWS, "select a rectangle", PerKey(shift_arrow)),
        // A click goes to a square (or turns there) or places the candidate clicked; the
        // wheel scrolls the candidates.
        C::keys(
            &[Key::Click, Key::Wheel],
            "go / place; scroll list",
            Bind::Nothing,
        ),
        C::keys(&[Key::AnyChar], "type a letter", PerKey(letter)),
        C::keys(
            &[key(KeyCode::Backspace)],
            "delete and step back",
            Send(A::Backspace),
        ),
        C::keys(&[key(KeyCode::Delete)], "clear the square", Send(A::Delete)),
        C::keys(&[ch(' ')], "switch across / down", Send(A::ToggleDirection)),
        C::keys(
            &[key(KeyCode::Tab), key(KeyCode::BackTab)],
            "next / previous entry",
            PerKey(entry),
        ),
        C::keys(
            &[ch('.'), ch('#')],
            "block + symmetry partners",
            Send(A::ToggleBlock),
        ),
        C::keys(&[ch('!')], "lock / unlock the entry", Send(A::ToggleLock)),
        C::keys(&[ctrl('z')], "undo", Send(A::Undo)).named("undo"),
        C::keys(&[ctrl('y')], "redo", Send(A::Redo)).named("redo"),
        C::keys(
            &[ch('['), ch(']')],
            "previous / next candidate",
            PerKey(candidate),
        ),
        C::keys(
            &[key(KeyCode::Enter)],
            "place the candidate",
            Send(A::PlaceCandidate),
        ),
        C::keys(&[ch('/')], "search s???r?? [aeiou] *", Send(A::OpenSearch)),
        C::keys(
            &[ch('"'), key(KeyCode::F(4))],
            "edit the entry's clue",
            Send(A::EditClue),
        ),
        C::keys(
            &[key(KeyCode::F(5)), ctrl('f')],
            "autofill selection/grid",
            Send(A::Autofill),
        )
        .named("fill"),
        // Terminals send Shift-F5 as F5 with Shift, or as F17.
        C::keys(
            &[
                Key::Press(KeyCode::F(5), SHIFT),
                Key::Alias(KeyCode::F(17), NONE),
            ],
            "may replace letters",
            Send(A::Refill),
        )
        .named("refill"),
        C::keys(
            &[key(KeyCode::F(6))],
            "fill entry + crossings",
            Send(A::AutofillSlot),
        ),
        C::keys(
            &[ctrl('a')],
            "accept proposed fill",
            Send(A::AcceptProposal),
        ),
        C::keys(
            &[key(KeyCode::Esc)],
            "cancel, reject, unselect",
            Send(A::Escape),
        ),
        C::keys(&[ch(':')], "commands; Tab completes", Send(A::OpenCommand)),
        // Marks go on the square, or on every square of the selection.
        C::keys(&[ch('@')], "circle square(s)", Send(A::ToggleCircle)).named("circle"),
        C::keys(&[ch('%')], "shade square(s)", Send(A::ToggleShade)).named("shade"),
        C::keys(&[ch('+')], "given letter(s)", Send(A::ToggleGiven)).named("given"),
        // `{` as in the text grid's `{STAR}`.
        C::keys(&[ch('{')], "rebus: STAR, 7, …", Send(A::RebusPrompt))
            .named("rebus")
            .with(Optional("TEXT"))
            .runs(run::rebus),
        C::keys(&[ch('?'), key(KeyCode::F(1))], "this help", Send(A::Help)).named("help"),
        C::keys(&[ctrl('g')], "go to an entry", Send(A::GotoPrompt))
            .named("goto")
            .with(Optional("51A"))
            .runs(run::goto),
        C::keys(&[], "earlier messages", Send(A::ShowMessages)).named("messages"),
        C::keys(
            &[key(KeyCode::F(7))],
            "heat map of letters",
            Send(A::ToggleHeat),
        )
        .named("heat"),
        C::typed(
            "timeout",
            Optional("SECS"),
            "autofill time limit",
            crate::tui::viability::timeout,
        ),
        C::keys(&[ctrl('s')], "save; ! over bad file", Send(A::Save))
            .named("w")
            .with(NoneSee(W_TAKES_NO_FILE))
            .runs(run::write)
            .bang(),
        C::typed("saveas", Required("N"), "save into slot N", run::save_as),
        C::typed("wq", Args::None, "save and quit", run::write_quit).aka(&["x"]),
        C::keys(
            &[key(KeyCode::F(2))],
            "slots and history",
            Send(A::OpenSlots),
        )
        .named("slots"),
        C::typed("load", Required("N"), "load slot N", run::load),
        // A size and/or an alphabet name: `:new 15x15 russian`, `:new greek`.
        C::keys(&[ctrl('n')], "new grid (ABC: greek)", Send(A::NewGrid))
            .named("new")
            .with(Optional("WxH ABC"))
            .runs(run::new_grid),
        C::keys(
            &[ctrl('q'), ctrl('c')],
            "quit; ! drops changes",
            Send(A::Quit),
        )
        .named("q")
        .runs(run::quit)
        .bang(),
        // Bars end entries as blocks do; each toggle takes its symmetry partners along.
        C::keys(&[ch('|'), ch('_')], "bar right / below", PerKey(bar)),
        C::keys(&[], "arrows draw bars", Send(A::BarsMode)).named("bars"),
        // `:style barred`, `:style twos on`, `:style unches 40`.
        C::typed(
            "style",
            Optional("NAME"),
            "house rules",
            crate::tui::house_style::style,
        ),
        // `=` cycles; `:sym NAME` names one (a bare `:sym` asks for the name).
        C::keys(&[ch('=')], "symmetry: cycle / set", Send(A::CycleSymmetry))
            .named("sym")
            .aka(&["symmetry"])
            .with(Required("NAME"))
            .runs(run::symmetry),
        C::typed(
            "minscore",
            Required("N"),
            "lowest word score",
            run::min_score,
        ),
        C::typed("title", Optional("TEXT"), "set the title", run::title),
        C::typed("author", Optional("TEXT"), "set the author", run::author),
        // Without a file, an imported puzzle goes back to the file it came from.
        C::typed(
            "export",
            Optional("FILE"),
            "! even if unfinished",
            run::export,
        )
        .bang(),
        // The formats crate::formats reads (a test keeps this line in step with it).
        C::typed(
            "import",
            Required("FILE"),
            "puz ipuz jpz xd exolve txt",
            run::import,
        ),
        C::typed(
            "layout",
            Required("FILE"),
            "lay out answers+clues",
            run::layout,
        ),
        C::typed("theme", Required("NAME"), "dark, light, …", run::theme),
        // Freeform: each answer where it crosses most, the grid growing round it; the
        // form is a bare `:place` too.
        C::keys(&[ctrl('p')], "place word: a form", Send(A::PlaceForm)),
        C::typed(
            "place",
            Optional("ANS CLUE"),
            "place word (freeform)",
            crate::tui::place_word::place,
        ),
        // To the cursor, in its direction.
        C::typed(
            "move",
            Required("ANSWER"),
            "move placed word here",
            crate::tui::place_word::move_answer,
        ),
        C::typed(
            "unplace",
            Required("ANSWER"),
            "take a placed word out",
            crate::tui::place_word::unplace,
        ),
        C::typed(
            "unresolved",
            Optional("on"),
            "allow unresolved runs",
            crate::tui::place_word::unresolved,
        ),
        // The personal list: the current entry's word when complete, else the candidate.
        C::keys(&[ch('*')], "personal score (60)", Send(A::ScorePrompt))
            .named("score")
            .with(Optional("WORD N"))
            .runs(run::score),
        C::keys(
            &[ch('-')],
            "ban word (score 0)",
            Send(A::Personal {
                word: None,
                change: Change::Score(0),
            }),
        )
        .named("ban")
        .with(Optional("WORD"))
        .runs(run::ban),
        C::typed("unban", Optional("WORD"), "drop personal score", run::unban),
        // Theme entries are kept in the puzzle; a bare `:include` names them.
        C::typed(
            "include",
            Optional("WORD"),
            "add a theme entry",
            crate::tui::fill_rules::include,
        ),
        C::typed(
            "uninclude",
            Required("WORD"),
            "drop a theme entry",
            crate::tui::fill_rules::uninclude,
        ),
        C::typed(
            "maxshared",
            Required("N|off"),
            "longest run shared",
            crate::tui::fill_rules::max_shared,
        ),
        // Block patterns round the `:include` entries (or typed ones), each proven to fill.
        C::typed(
            "design",
            Optional("WxH"),
            "design grids: gallery",
            crate::tui::design::design_command,
        ),
        // A complete branch and bound on the total score: small grids and corners.
        C::keys(&[], "best fill, proven", Send(A::OptimalFill)).named("optimal"),
        // Everything that should stop a puzzle leaving: each row jumps to its square.
        C::keys(&[], "publish checks", Send(A::OpenChecks)).named("check"),
        // The quality sheet (`check --stats`) on the status line.
        C::typed(
            "stats",
            Args::None,
            "grid figures: words, cheaters…",
            crate::tui::stats::stats,
        ),
        // Every entry's answer and clue on one screen, edited in place.
        C::keys(
            &[key(KeyCode::F(3))],
            "clue desk: every clue",
            Send(A::OpenClues),
        )
        .named("clues"),
        // WordNet's ideas for a complete answer; Enter puts one in the clue editor (its text
        // replaced), where the editor's own Enter keeps it.
        C::keys(
            &[key(KeyCode::F(8)), ctrl('t')],
            "clue ideas; pick replaces",
            Send(A::ClueIdeas),
        )
        .named("ideas"),
        // Anagrams, hidden words, charades… for the entry; Enter puts the answer in it.
        C::keys(
            &[key(KeyCode::F(9))],
            "wordplay: anagram, hidden…",
            Send(A::Wordplay),
        )
        .named("wordplay"),
        // Browsing a long candidate list (the help's first page is full).
        C::keys(
            &[key(KeyCode::PageUp), key(KeyCode::PageDown)],
            "page the candidates",
            PerKey(candidate_page),
        ),
        C::keys(
            &[key(KeyCode::Home), key(KeyCode::End)],
            "first / last candidate",
            PerKey(candidate_page),
        ),
    ]
};

fn bar(k: KeyEvent) -> Option<Action> {
    match k.code {
        KeyCode::Char('|') => Some(Action::ToggleBar(crate::grid::Direction::Across)),
        KeyCode::Char('_') => Some(Action::ToggleBar(crate::grid::Direction::Down)),
        _ => None,
    }
}

fn arrow(k: KeyEvent) -> Option<Action> {
    direction(k.code).map(Action::Move)
}

fn shift_arrow(k: KeyEvent) -> Option<Action> {
    direction(k.code).map(Action::Select)
}

fn direction(code: KeyCode) -> Option<Move> {
    match code {
        KeyCode::Up => Some(Move::Up),
        KeyCode::Down => Some(Move::Down),
        KeyCode::Left => Some(Move::Left),
        KeyCode::Right => Some(Move::Right),
        _ => None,
    }
}

fn letter(k: KeyEvent) -> Option<Action> {
    match k.code {
        KeyCode::Char(c) => Some(Action::Type(c)),
        _ => None,
    }
}

fn entry(k: KeyEvent) -> Option<Action> {
    match k.code {
        KeyCode::Tab => Some(Action::NextEntry),
        KeyCode::BackTab => Some(Action::PrevEntry),
        _ => None,
    }
}

/// Rows PgUp and PgDn move the candidate highlight.
pub const CANDIDATE_PAGE: i32 = 10;

fn candidate_page(k: KeyEvent) -> Option<Action> {
    match k.code {
        KeyCode::PageUp => Some(Action::CandidateBy(-CANDIDATE_PAGE)),
        KeyCode::PageDown => Some(Action::CandidateBy(CANDIDATE_PAGE)),
        KeyCode::Home => Some(Action::CandidateBy(i32::MIN)),
        KeyCode::End => Some(Action::CandidateBy(i32::MAX)),
        _ => None,
    }
}

fn candidate(k: KeyEvent) -> Option<Action> {
    match k.code {
        KeyCode::Char('[') => Some(Action::CandidatePrev),
        KeyCode::Char(']') => Some(Action::CandidateNext),
        _ => None,
    }
}
