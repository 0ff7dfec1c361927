//! The Python package as its users install it: `pip install ./crates/python` into a fresh
//! virtual environment (maturin builds the extension from this workspace), then its pytest suite
//! (`tests/test_*.py`: the package, PettingZoo's own checks of its environment, OpenSpiel's of its
//! registration) against the installed package. This is how `cargo test --workspace` (and so CI)
//! tests the package; it needs `python3` with `venv` and the PyPI registry (for maturin, pytest,
//! PettingZoo, Gymnasium, NumPy and OpenSpiel). The build goes to `target/python` (kept between runs, so only the first
//! one compiles everything).

use std::path::{Path, PathBuf};
use std::process::Command;

use gameroom_testkit::{Missing, Test};

fn main() -> std::process::ExitCode {
    gameroom_testkit::run(
        vec![Test {
            name: "the_installed_package_passes_its_pytest_suite",
            run: the_installed_package_passes_its_pytest_suite,
        }],
        None,
        concat!(env!("CARGO_TARGET_TMPDIR"), "/skipped-tests.txt"),
    )
}

/// Runs a step that needs something from outside (a venv, PyPI): when it fails, that is why the
/// test cannot run here, not a failure of the package.
fn need(cmd: &mut Command, why: &str) -> Result<(), Missing> {
    let out = cmd
        .output()
        .map_err(|e| Missing(format!("{why} (cannot start: {e})")))?;
    if out.status.success() {
        return Ok(());
    }
    let err = String::from_utf8_lossy(&out.stderr);
    let tail: Vec<&str> = err.lines().rev().take(2).collect();
    Err(Missing(format!("{why} ({})", tail.join(" | "))))
}

fn run(cmd: &mut Command, what: &str) {
    let out = cmd
        .output()
        .unwrap_or_else(|e| panic!("{what}: cannot start: {e}"));
    assert!(
        out.status.success(),
        "{what} failed ({}):\n{}\n{}",
        out.status,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

fn target_dir(root: &Path) -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| root.join("target"))
        .join("python")
}

fn path_with(dir: &Path) -> std::ffi::OsString {
    let mut dirs = vec![dir.to_path_buf()];
    dirs.extend(std::env::split_paths(
        &std::env::var_os("PATH").unwrap_or_default(),
    ));
    std::env::join_paths(dirs).expect("a PATH")
}

fn the_installed_package_passes_its_pytest_suite() -> Result<(), Missing> {
    let here = Path::new(env!("CARGO_MANIFEST_DIR"));
    let root = here.join("../..");
    let python = std::env::var("PYTHON").unwrap_or_else(|_| "python3".into());
    let tmp = tempfile::tempdir().expect("a temp dir");
    let venv = tmp.path().join("venv");
    need(
        Command::new(&python).args(["-m", "venv"]).arg(&venv),
        "no Python venv here (Debian: apt-get install -y python3-venv; .ci/install installs it)",
    )?;
    let pip = venv.join("bin/pip");
    need(
        Command::new(&pip).args([
            "install",
            "--quiet",
            "maturin>=1.5,<2",
            "pytest",
            "pettingzoo>=1.24",
            "gymnasium>=0.29",
            "numpy>=1.21",
            "open_spiel>=1.5",
        ]),
        "maturin, pytest, PettingZoo and OpenSpiel could not be installed from PyPI",
    )?;
    // Its own target directory: the build does not wait for the lock of the one running this test.
    run(
        Command::new(&pip)
            .args(["install", "--quiet", "--no-build-isolation"])
            .arg(here)
            .env("CARGO_TARGET_DIR", target_dir(&root))
            // maturin's build hook runs the `maturin` program of the environment.
            .env("PATH", path_with(&venv.join("bin"))),
        "pip install ./crates/python",
    );
    let out = Command::new(venv.join("bin/python"))
        .args([
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "-rs",
            "tests",
        ])
        .current_dir(here)
        .output()
        .expect("pytest starts");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "pytest failed:\n{text}\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    // Tests did run (a suite that collected nothing would pass).
    assert!(text.contains(" passed"), "pytest ran nothing:\n{text}");
    eprintln!("{}", text.lines().last().unwrap_or_default());
    Ok(())
}
