//! The `:` line run through the command table: the name checked, its argument refused or
//! passed on, a bare name sent as its action, and what the command said put through the door.

use super::*;
use crate::tui::call::Call;
use crate::tui::command_table::{Args, Bind, by_name};

/// Runs one command line: `:name[!] [argument]`, checked against the table.
pub fn run_command(app: &mut Studio, line: &str) {
    let line = line.trim().trim_start_matches(':');
    let (word, arg) = match line.split_once(char::is_whitespace) {
        Some((w, a)) => (w, a.trim()),
        None => (line, ""),
    };
    if word.is_empty() {
        return;
    }
    let (name, bang) = match word.strip_suffix('!') {
        Some(n) if !n.is_empty() => (n, true),
        _ => (word, false),
    };
    let Some(cmd) = by_name(name) else {
        app.view.say(format!(
            "unknown command :{word} (Tab completes names, ? lists them)"
        ));
        return;
    };
    let refused = match cmd.args {
        _ if bang && !cmd.bang => Some(format!(":{name} has no ! form")),
        Args::None if !arg.is_empty() => Some(format!(":{name} takes no argument")),
        Args::NoneSee(why) if !arg.is_empty() => Some(why.to_string()),
        Args::Required(hint) if arg.is_empty() => {
            Some(format!("usage: :{name} {hint} ({})", cmd.help))
        }
        _ => None,
    };
    if let Some(why) = refused {
        app.view.say(why);
        return;
    }
    // A bare name sends the command's action (`:new` asks the size as Ctrl-N does); an
    // argument or a `!` goes to its typed function.
    match (&cmd.action, cmd.typed) {
        (Bind::Send(a), _) if arg.is_empty() && !bang => update(app, a.clone()),
        (_, Some(f)) => {
            let said = f(
                app,
                Call {
                    arg,
                    bang,
                    act: update,
                },
            );
            app.view.tell(said);
        }
        (Bind::Send(a), None) => update(app, a.clone()),
        // The table test keeps every named command reachable: this is never a name.
        (Bind::Nothing | Bind::PerKey(_), None) => {
            app.view.say(format!(":{name} is only on its keys"));
        }
    }
}
