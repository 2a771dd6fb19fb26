//! `gridwright templates`: the built-in grid templates (British blocked cryptic grids,
//! American grids), listed or shown.

use super::Context;
use super::out::outln;
use crate::grid::templates::{self, Template, TemplateStyle};
use anyhow::{Context as _, bail};
use std::process::ExitCode;

/// The template commands.
#[derive(Debug, clap::Subcommand)]
pub enum TemplatesCommand {
    /// List the templates: name, style, size, entries and blocks.
    List(ListArgs),
    /// Print one template's grid (`.` white, `#` block), ready for `gridwright fill`.
    Show(ShowArgs),
}

/// Arguments of `templates list`.
#[derive(Debug, clap::Args)]
pub struct ListArgs {
    /// Only templates of this style: american or british.
    #[arg(long, value_parser = parse_style)]
    style: Option<TemplateStyle>,
    /// Only templates of this size, WIDTHxHEIGHT (15x15) or one number for a square.
    #[arg(long, value_name = "WxH", value_parser = parse_size)]
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
pub fn run(_ctx: &Context, command: TemplatesCommand) -> anyhow::Result<ExitCode> {
    let all = templates::builtin().context("the built-in templates")?;
    match command {
        TemplatesCommand::List(args) => list(&all, &args),
        TemplatesCommand::Show(args) => show(&all, &args),
    }
}

fn list(all: &[Template], args: &ListArgs) -> anyhow::Result<ExitCode> {
    let found = templates::select(all, args.style, args.size);
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
    let Some(t) = all.iter().find(|t| t.name.eq_ignore_ascii_case(&args.name)) else {
        bail!(
            "no template named {:?} (`gridwright templates list` names them)",
            args.name
        );
    };
    if args.json {
        outln!("{}", serde_json::to_string_pretty(&Json::of(t, true))?)?;
    } else {
        // Rows only, so the output is a grid file `check`, `fill` and `import` read as is.
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

fn parse_style(s: &str) -> Result<TemplateStyle, String> {
    TemplateStyle::parse(s).ok_or_else(|| format!("{s:?}: american or british"))
}

fn parse_size(s: &str) -> Result<(usize, usize), String> {
    let t = s.trim().to_ascii_lowercase().replace('×', "x");
    let num = |p: &str| {
        p.trim()
            .parse::<usize>()
            .map_err(|_| format!("{s:?}: expected WIDTHxHEIGHT such as 15x15"))
    };
    match t.split_once('x') {
        Some((w, h)) => Ok((num(w)?, num(h)?)),
        None => num(&t).map(|n| (n, n)),
    }
}
