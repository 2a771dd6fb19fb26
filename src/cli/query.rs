//! `gridwright query`: words matching a pattern, best first.

use super::Context;
use super::wordargs::ListArgs;
use crate::words::Pattern;
use std::fmt::Write as _;
use std::process::ExitCode;

/// Arguments of `gridwright query`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The pattern: letters, `?` or `.` for any letter, `[AEIOU]`, `[^AEIOU]`, `*` for any run.
    pattern: String,
    #[command(flatten)]
    lists: ListArgs,
    /// Leave out words scored below N (0–100).
    #[arg(
        long,
        default_value_t = 0,
        value_name = "N",
        allow_negative_numbers = true,
        value_parser = super::wordargs::parse_score
    )]
    min_score: u8,
    /// Print at most N words (the total is still counted).
    #[arg(long, default_value_t = 100, value_name = "N")]
    limit: usize,
    /// Print JSON: {"pattern", "total", "matches": [{"word", "score"}]}.
    #[arg(long)]
    json: bool,
}

/// Runs `gridwright query`; exit status 1 when nothing matches.
pub fn run(_ctx: &Context, args: Args) -> anyhow::Result<ExitCode> {
    let words = args.lists.load(args.json)?;
    let alphabet = words.index.alphabet();
    let pattern = Pattern::parse(&args.pattern, alphabet)?;
    let result = words.index.query(&pattern, args.min_score, args.limit);
    // Gathered first and written once: one write error to report, not one per line.
    let mut out = String::new();
    if args.json {
        let matches: Vec<_> = result
            .matches
            .iter()
            .map(|m| serde_json::json!({"word": alphabet.spell(&m.word), "score": m.score}))
            .collect();
        let doc = serde_json::json!({
            "pattern": args.pattern,
            "total": result.total,
            "matches": matches,
        });
        writeln!(out, "{doc}")?;
    } else {
        for m in &result.matches {
            writeln!(out, "{:<21} {:>3}", alphabet.spell(&m.word), m.score)?;
        }
        let shown = result.matches.len();
        if shown < result.total {
            writeln!(
                out,
                "{} matches ({shown} shown; --limit for more)",
                result.total
            )?;
        } else {
            writeln!(out, "{} matches", result.total)?;
        }
    }
    super::out::write_bytes(out.as_bytes())?;
    Ok(if result.total == 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    })
}
