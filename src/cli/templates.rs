//! `gridwright templates`: the built-in grid templates (British blocked cryptic grids,
//! American grids), listed or shown.

use super::Context;
use super::out::{errln, outln};
use crate::grid::templates::{self, Template, TemplateStyle};
use anyhow::{Context as _, bail};
use std::process::ExitCode;

/// The template commands.
#[derive(Debug, clap::Subcommand)]
pub enum TemplatesCommand {
    /// List the templates: name, style, size, entries and blocks.
    List(ListArgs),
    /// Print one template's grid (`.` white, `#` block) after its `; Style:` line, ready for
    /// `gridwright check` and `gridwright fill`.
    Show(ShowArgs),
    /// Start a puzzle from a template, with the template's style (american or british) and
    /// rotational symmetry, in a save slot or a file (.ipuz, .jpz, .toml keep the style).
    New(NewArgs),
}

/// Arguments of `templates new`.
#[derive(Debug, clap::Args)]
pub struct NewArgs {
    /// The template's name, as `templates list` prints it.
    name: String,
    /// Save the new puzzle into slot N (1–9).
    #[arg(long, value_name = "N", required_unless_present = "out")]
    slot: Option<crate::store::SlotNumber>,
    /// With --slot: replace what the slot holds (the old version stays in its history).
    #[arg(long, requires = "slot")]
    force: bool,
    /// Write the new puzzle to FILE instead, in the format its extension names.
    #[arg(long, short, value_name = "FILE", conflicts_with = "slot")]
    out: Option<std::path::PathBuf>,
}

/// Arguments of `templates list`.
#[derive(Debug, clap::Args)]
pub struct ListArgs {
    /// Only templates of this style.
    #[arg(long, value_enum)]
    style: Option<StyleArg>,
    /// Only templates of this size, WIDTHxHEIGHT (15x15) or one number for a square.
    #[arg(long, value_name = "WxH", value_parser = super::parse::size)]
    size: Option<(usize, usize)>,
    /// Print JSON: [{"name", "style", "width", "height", "entries", "blocks", "note"}].
    #[arg(long)]
    json: bool,
}

/// Arguments of `templates show`.
#[derive(Debug, clap::Args)]
pub struct ShowArgs {
    /// The template's name, as `templates list` prints it.
    name: String,
    /// Print JSON: {"name", "style", "width", "height", "entries", "blocks", "note", "rows"}.
    #[arg(long)]
    json: bool,
}

/// One template as JSON.
#[derive(Debug, serde::Serialize)]
struct Json {
    name: String,
    style: &'static str,
    width: usize,
    height: usize,
    entries: usize,
    blocks: usize,
    note: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    rows: Option<Vec<String>>,
}

impl Json {
    fn of(t: &Template, with_rows: bool) -> Json {
        Json {
            name: t.name.clone(),
            style: t.style.name(),
            width: t.grid.width(),
            height: t.grid.height(),
            entries: t.entries(),
            blocks: t.blocks(),
            note: t.note.clone(),
            rows: with_rows.then(|| rows(t)),
        }
    }
}

/// Runs `gridwright templates`; `list` exits 1 when no template matches.
pub fn run(ctx: &Context, command: TemplatesCommand) -> anyhow::Result<ExitCode> {
    let all = templates::builtin().context("the built-in templates")?;
    match command {
        TemplatesCommand::List(args) => list(&all, &args),
        TemplatesCommand::Show(args) => show(&all, &args),
        TemplatesCommand::New(args) => new(ctx, &all, &args),
    }
}

/// The template named `name` (case-insensitive), or an error pointing at `templates list`.
fn find<'a>(all: &'a [Template], name: &str) -> anyhow::Result<&'a Template> {
    match all.iter().find(|t| t.name.eq_ignore_ascii_case(name)) {
        Some(t) => Ok(t),
        None => bail!("no template named {name:?} (`gridwright templates list` names them)"),
    }
}

/// `templates new`: the template as a puzzle of its style, saved to a slot or a file.
fn new(ctx: &Context, all: &[Template], args: &NewArgs) -> anyhow::Result<ExitCode> {
    let t = find(all, &args.name)?;
    // A template is blocks and empty squares only: the Latin alphabet, as a blank studio grid.
    let puzzle = t.puzzle(&crate::grid::Alphabet::latin());
    let whither = match (args.slot, &args.out) {
        (Some(n), _) => {
            let store = super::input::store(ctx)?;
            super::slots::save_into(&store, n, &puzzle, args.force)?;
            format!("slot {n} ({})", store.path(n).display())
        }
        (None, Some(out)) => {
            super::export::export_to(&puzzle, out, None, true)?;
            out.display().to_string()
        }
        (None, None) => bail!("give --slot N or --out FILE"),
    };
    errln!(
        "new {} {} puzzle from template {} in {whither}",
        t.size(),
        t.style,
        t.name
    );
    Ok(ExitCode::SUCCESS)
}

fn list(all: &[Template], args: &ListArgs) -> anyhow::Result<ExitCode> {
    let found = templates::select(all, args.style.map(Into::into), args.size);
    if args.json {
        let doc: Vec<Json> = found.iter().map(|t| Json::of(t, false)).collect();
        outln!("{}", serde_json::to_string_pretty(&doc)?)?;
    } else {
        for t in &found {
            outln!(
                "{:<16} {:<8} {:>5}  {:>3} entries  {:>3} blocks",
                t.name,
                t.style.name(),
                t.size(),
                t.entries(),
                t.blocks()
            )?;
        }
    }
    Ok(if found.is_empty() {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}

fn show(all: &[Template], args: &ShowArgs) -> anyhow::Result<ExitCode> {
    let t = find(all, &args.name)?;
    if args.json {
        outln!("{}", serde_json::to_string_pretty(&Json::of(t, true))?)?;
    } else {
        // The style line and the rows: a grid file `check`, `fill` and `import` read as is,
        // as a puzzle of the template's style.
        outln!("; Style: {}", t.style.house().name())?;
        for row in rows(t) {
            outln!("{row}")?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The template's rows as text, `.` white and `#` block.
fn rows(t: &Template) -> Vec<String> {
    (0..t.grid.height())
        .map(|r| {
            (0..t.grid.width())
                .map(|c| {
                    if templates::is_block(t, r, c) {
                        '#'
                    } else {
                        '.'
                    }
                })
                .collect()
        })
        .collect()
}

/// `--style`: the template styles by the names the command line takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum StyleArg {
    /// Every square checked, entries of 3 or more.
    American,
    /// A blocked cryptic grid with unchecked squares.
    British,
}

impl From<StyleArg> for TemplateStyle {
    fn from(s: StyleArg) -> TemplateStyle {
        match s {
            StyleArg::American => TemplateStyle::American,
            StyleArg::British => TemplateStyle::British,
        }
    }
}
