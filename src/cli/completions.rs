//! `savanna completions SHELL` and `savanna man`: the shell completion scripts (clap_complete)
//! and the manual pages (clap_mangen), both made from the same argument definitions `--help`
//! prints, so they cannot drift from the program.

use super::io::{Failure, print_stdout, write_file};
use clap::CommandFactory;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// The options of `savanna completions`.
#[derive(clap::Args, Debug)]
pub struct CompletionsArgs {
    /// The shell: bash, zsh, fish, powershell or elvish.
    #[arg(value_enum)]
    pub shell: clap_complete::Shell,
}

/// The options of `savanna man`.
#[derive(clap::Args, Debug)]
pub struct ManArgs {
    /// A folder to write the pages into: savanna.1 and one savanna-COMMAND.1 per command.
    /// Without it, savanna(1) goes to standard output.
    #[arg(short, long, value_name = "DIR")]
    pub output: Option<PathBuf>,
}

/// Prints the completion script for `args.shell` on standard output.
///
/// # Errors
/// A [`Failure`] when standard output cannot be written.
pub fn completions(args: &CompletionsArgs) -> Result<ExitCode, Failure> {
    let mut cmd = crate::Cli::command();
    let mut out = Vec::new();
    clap_complete::generate(args.shell, &mut cmd, "savanna", &mut out);
    print_stdout(&String::from_utf8_lossy(&out))?;
    Ok(ExitCode::SUCCESS)
}

/// Prints savanna(1) on standard output, or writes every page into `args.output`.
///
/// # Errors
/// A [`Failure`] when a page cannot be written.
pub fn man(args: &ManArgs, quiet: bool) -> Result<ExitCode, Failure> {
    // The pages' texts in the reader's language (`--help`'s); clap_mangen's own section
    // headings NAME, SYNOPSIS and DESCRIPTION are English: it has no way to change them (the
    // options' heading is the localized one).
    let mut cmd = super::help::localize(crate::Cli::command(), super::io::reader_lang());
    cmd.build();
    let Some(dir) = &args.output else {
        print_stdout(&String::from_utf8_lossy(&page(&cmd)?))?;
        return Ok(ExitCode::SUCCESS);
    };
    std::fs::create_dir_all(dir)
        .map_err(|e| Failure(format!("cannot create {}: {e}", dir.display())))?;
    write_page(dir, "savanna", &page(&cmd)?, quiet)?;
    for sub in cmd.get_subcommands().filter(|s| s.get_name() != "help") {
        let name = format!("savanna-{}", sub.get_name());
        let sub = sub
            .clone()
            .name(name.clone())
            .display_name(name.clone())
            .bin_name(format!("savanna {}", sub.get_name()))
            .version(env!("CARGO_PKG_VERSION"));
        write_page(dir, &name, &page(&sub)?, quiet)?;
    }
    Ok(ExitCode::SUCCESS)
}

fn page(cmd: &clap::Command) -> Result<Vec<u8>, Failure> {
    let mut out = Vec::new();
    clap_mangen::Man::new(cmd.clone())
        .render(&mut out)
        .map_err(|e| Failure(format!("cannot render the manual page: {e}")))?;
    Ok(out)
}

fn write_page(dir: &Path, name: &str, bytes: &[u8], quiet: bool) -> Result<(), Failure> {
    write_file(&dir.join(format!("{name}.1")), bytes, quiet)
}
