//! Subcommand groups whose crates are not built yet: they say so and fail, never fake output.

use std::process::ExitCode;

/// Whatever arguments a not-yet-built group was given.
#[derive(Debug, clap::Args)]
pub struct Group {
    /// Arguments for this group (it is not built yet).
    #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
    pub args: Vec<String>,
}

/// Exit code for "this command does not exist yet" (2, like a usage error).
pub const NOT_BUILT: u8 = 2;

/// Tells the user plainly that `group` is not built and which piece of work brings it.
pub fn refuse(group: &str, arrives_with: &str, _args: &Group) -> anyhow::Result<ExitCode> {
    eprintln!(
        "nuffle {group}: not built yet. This command arrives with {arrives_with}; \
         nothing was done. Run `nuffle --help` for the commands that work today."
    );
    Ok(ExitCode::from(NOT_BUILT))
}
