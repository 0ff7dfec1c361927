//! What the tests that need a system component (Chromium, Postgres, a Python venv) share, so
//! that a green run means the tests ran:
//!
//! - [`run`] is a test harness (libtest-mimic, `harness = false` in the test's manifest): a test
//!   whose component is missing is *ignored* with the reason (`ignored, no Chromium: …`), counted
//!   as such in the summary line, and a line after the summary repeats which component is
//!   missing and how to install it. With `CI` set (to anything
//!   but empty), the same test fails with that reason instead: CI never passes a test it did
//!   not run. Each skip is also appended to `target/tmp/skipped-tests.txt`, which `.ci/run`
//!   prints at the very end of its run.
//! - [`spawn`] starts a process in a process group of its own and records the group's id where
//!   `.ci/run` looks ([`PIDS_ENV`]); [`Group`] stops the whole group when dropped. `.ci/run`
//!   stops what a killed test binary left behind by those ids, never by a name pattern.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Child, Command, ExitCode};
use std::sync::{Arc, Mutex};

/// The environment variable naming the folder where tests record the processes they start
/// (set by `.ci/run`; unset, nothing is recorded).
pub const PIDS_ENV: &str = "GAMEROOM_TEST_PIDS";

/// Whether this is a CI run: `CI` set and not empty.
pub fn ci() -> bool {
    std::env::var_os("CI").is_some_and(|v| !v.is_empty())
}

/// Why a test cannot run here: a component is not installed or not reachable (which one, and
/// how to get it).
#[derive(Clone, Debug)]
pub struct Missing(pub String);

/// A test of a harness: its name and its body (which panics when it fails, and says
/// [`Missing`] when it finds a component missing as it runs).
pub struct Test {
    pub name: &'static str,
    pub run: fn() -> Result<(), Missing>,
}

/// Runs `tests` as the standard harness would (the same arguments: filters, `--list`,
/// `--test-threads`…). `missing` is why none of them can run here, found before any starts.
/// Skips are appended to `skips_file` (pass `env!("CARGO_TARGET_TMPDIR")` joined with
/// `skipped-tests.txt`).
pub fn run(tests: Vec<Test>, missing: Option<Missing>, skips_file: &str) -> ExitCode {
    let args = libtest_mimic::Arguments::from_args();
    let skipped: Arc<Mutex<Vec<(String, String)>>> = Arc::default();
    let trials = tests
        .into_iter()
        .map(|t| {
            let missing = missing.clone();
            let skipped = skipped.clone();
            libtest_mimic::Trial::ignorable_test(t.name, move || {
                let outcome = match missing {
                    Some(m) => Err(m),
                    None => (t.run)(),
                };
                match outcome {
                    Ok(()) => Ok(libtest_mimic::Completion::Completed),
                    Err(Missing(why)) if ci() => Err(format!(
                        "{why}; with CI set, a test that cannot run fails the run"
                    )
                    .into()),
                    Err(Missing(why)) => {
                        if let Ok(mut s) = skipped.lock() {
                            s.push((t.name.to_string(), why.clone()));
                        }
                        Ok(libtest_mimic::Completion::ignored_with(why))
                    }
                }
            })
        })
        .collect::<Vec<_>>();
    let conclusion = libtest_mimic::run(&args, trials);
    let skipped = skipped.lock().map(|s| s.clone()).unwrap_or_default();
    if !skipped.is_empty() {
        let lines: Vec<String> = skipped
            .iter()
            .map(|(name, why)| format!("SKIPPED (not run) {name}: {why}"))
            .collect();
        // Straight to the process's stderr (no harness captures it), after the summary.
        let _ = writeln!(std::io::stderr(), "\n{}\n", lines.join("\n"));
        let path = PathBuf::from(skips_file);
        if let Some(dir) = path.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        if let Ok(mut f) = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(&path)
        {
            for line in &lines {
                let _ = writeln!(f, "{line}");
            }
        }
    }
    conclusion.exit_code()
}

/// A process started in a process group of its own: dropped, the whole group is killed (the
/// process and whatever it started, such as chromedriver's browsers) and the process reaped.
pub struct Group {
    pub child: Child,
}

impl Group {
    /// The process group's id (the process's own id).
    pub fn id(&self) -> u32 {
        self.child.id()
    }

    /// Kills the group (SIGKILL) and reaps the process.
    pub fn kill(&mut self) {
        let _ = Command::new("kill")
            .args(["-KILL", "--", &format!("-{}", self.child.id())])
            .status();
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Group {
    fn drop(&mut self) {
        self.kill();
        forget("group", self.child.id());
    }
}

/// Starts `cmd` in a process group of its own and records the group where `.ci/run` looks.
pub fn spawn(cmd: &mut Command) -> std::io::Result<Group> {
    use std::os::unix::process::CommandExt;
    let child = cmd.process_group(0).spawn()?;
    record("group", child.id());
    Ok(Group { child })
}

/// Forgets a record: the test stopped what it started.
pub fn forget(kind: &str, id: u32) {
    if let Some(dir) = std::env::var_os(PIDS_ENV) {
        let _ = std::fs::remove_file(PathBuf::from(dir).join(format!("{kind}-{id}")));
    }
}

/// Records a process (`kind`: `group` for a process group, `pid` for one process) started by a
/// test, for `.ci/run` to stop if the test binary is killed before it can.
pub fn record(kind: &str, id: u32) {
    let Some(dir) = std::env::var_os(PIDS_ENV) else {
        return;
    };
    let dir = PathBuf::from(dir);
    let _ = std::fs::create_dir_all(&dir);
    let _ = std::fs::write(dir.join(format!("{kind}-{id}")), "");
}
