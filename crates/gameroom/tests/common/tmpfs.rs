//! A small tmpfs of the test's own, mounted on a temporary directory and unmounted when
//! dropped: a disk that really fills (the kernel answers `ENOSPC`) and that can be made
//! read-only (`EROFS`). Mounting needs root (CAP_SYS_ADMIN); elsewhere the tests that need it
//! are skipped, and fail with `CI` set.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

use gameroom_testkit::Missing;

pub struct Tmpfs {
    dir: tempfile::TempDir,
}

impl Tmpfs {
    /// A tmpfs of `bytes`, or why none can be mounted here.
    pub fn mount(bytes: u64) -> Result<Tmpfs, Missing> {
        let dir = tempfile::tempdir().map_err(|e| Missing(format!("no temp dir: {e}")))?;
        let out = Command::new("mount")
            .args([
                "-t",
                "tmpfs",
                "-o",
                &format!("size={bytes},mode=0700"),
                "tmpfs",
            ])
            .arg(dir.path())
            .output()
            .map_err(|e| Missing(format!("cannot run mount: {e}")))?;
        if !out.status.success() {
            return Err(Missing(format!(
                "cannot mount a tmpfs here (the full-disk tests need root: {})",
                String::from_utf8_lossy(&out.stderr).trim()
            )));
        }
        Ok(Tmpfs { dir })
    }

    pub fn path(&self) -> &Path {
        self.dir.path()
    }

    /// Remounts it read-only (`read_only`) or writable again, keeping what it holds. (The
    /// kernel refuses to make it read-only while a file on it is open for writing.)
    pub fn remount(&self, read_only: bool) {
        let mode = if read_only {
            "remount,ro"
        } else {
            "remount,rw"
        };
        let out = Command::new("mount")
            .args(["-o", mode])
            .arg(self.path())
            .output()
            .expect("mount runs");
        assert!(
            out.status.success(),
            "mount -o {mode}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }

    /// Fills the disk until `leave` bytes are free (as near as the file system's blocks allow)
    /// with a file of its own, which [`Filler::free`] removes.
    pub fn fill(&self, leave: u64) -> Filler {
        let path = self.path().join("filler");
        let mut f = std::fs::File::create(&path).expect("the filler");
        let block = vec![0u8; 64 * 1024];
        let mut written = 0u64;
        loop {
            match f.write(&block) {
                Ok(0) => break,
                Ok(n) => written += n as u64,
                Err(e) if e.kind() == std::io::ErrorKind::StorageFull => break,
                Err(e) => panic!("filling the disk: {e}"),
            }
        }
        f.set_len(written.saturating_sub(leave))
            .expect("the filler shortened");
        f.sync_all().expect("synced");
        Filler { path }
    }
}

/// The file that fills a [`Tmpfs`].
pub struct Filler {
    path: PathBuf,
}

impl Filler {
    /// Frees the space it took.
    pub fn free(self) {
        std::fs::remove_file(&self.path).expect("the filler removed");
    }
}

impl Drop for Tmpfs {
    fn drop(&mut self) {
        // Lazily: a server killed a moment ago may still hold a file on it.
        let _ = Command::new("umount").arg("-l").arg(self.path()).status();
    }
}
