//! `gridwright about`: version, licence, and the notices of the built-in word list's sources.

use super::Context;
use super::out::{out, outln};
use std::process::ExitCode;

/// The notices of SCOWL, WordNet, naughty-words, jkugelman's list and wordfreq, and the list's
/// own licence (CC BY-SA 4.0, from wordfreq's data). Their licences ask for the notice to go
/// with every copy, and the binary is a copy: it embeds `default.dict`.
pub const WORD_LIST_NOTICES: &str = include_str!("../../wordlists/NOTICE");

/// Arguments of `gridwright about` (none).
#[derive(Debug, clap::Args)]
pub struct Args {}

/// Runs `gridwright about`.
pub fn run(_ctx: &Context, _args: Args) -> anyhow::Result<ExitCode> {
    outln!(
        "gridwright {}: {}",
        super::install::VERSION,
        env!("CARGO_PKG_DESCRIPTION")
    )?;
    outln!("{}", env!("CARGO_PKG_REPOSITORY"))?;
    outln!(
        "Licence: {} (LICENSE-MIT, LICENSE-APACHE in the source)",
        env!("CARGO_PKG_LICENSE")
    )?;
    outln!("Copyright: The gridwright developers")?;
    outln!()?;
    outln!("The built-in word list is embedded in this program. It is licensed CC BY-SA 4.0")?;
    outln!("(its scores derive from wordfreq's data); its sources' notices follow.")?;
    outln!()?;
    out!("{WORD_LIST_NOTICES}")?;
    outln!()?;
    outln!("The wordplay tools' pronunciations (homophones) come from the CMU Pronouncing")?;
    outln!("Dictionary, embedded in this program; its notice follows.")?;
    outln!()?;
    out!("{}", crate::words::wordplay::CMUDICT_LICENSE)?;
    Ok(ExitCode::SUCCESS)
}
