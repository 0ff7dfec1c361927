//! The free space of the disk a SQLite database lives on, watched before SQLite runs out of it:
//! below a threshold (`--min-free-disk-mb`) the server warns in its log and in `/healthz`, and
//! refuses new tables with the reason, while the games under way go on writing as long as
//! there is room. (A full disk is then a commit that fails: its moves are refused
//! `not-saved`, and writes go through again once there is room, `store.rs`.)

use std::path::PathBuf;
use std::sync::Mutex;

/// The disk of one directory, and whether it is low now.
#[derive(Debug)]
pub struct Disk {
    dir: PathBuf,
    /// Below this many bytes free, the disk is low.
    pub min_free: u64,
    low: Mutex<bool>,
}

/// A disk found low: how much is free, and the threshold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Low {
    pub free: u64,
    pub min_free: u64,
}

impl std::fmt::Display for Low {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "the database's disk has {} free, below --min-free-disk-mb ({}): new tables are \
             refused, the games under way go on while there is room",
            size(self.free),
            size(self.min_free)
        )
    }
}

/// A number of bytes for people (`40 KB`, `12.5 MB`).
pub fn size(bytes: u64) -> String {
    const KB: f64 = 1024.0;
    let b = bytes as f64;
    if b < KB * KB {
        format!("{:.0} KB", b / KB)
    } else if b < KB * KB * KB {
        format!("{:.1} MB", b / KB / KB)
    } else {
        format!("{:.1} GB", b / KB / KB / KB)
    }
}

impl Disk {
    /// The disk of `dir`, low below `min_free` bytes.
    pub fn new(dir: PathBuf, min_free: u64) -> Disk {
        Disk {
            dir,
            min_free,
            low: Mutex::new(false),
        }
    }

    /// The bytes free for the server on the disk now (`None`: the file system does not say).
    pub fn free(&self) -> Option<u64> {
        let s = rustix::fs::statvfs(&self.dir).ok()?;
        Some(s.f_bavail.saturating_mul(s.f_frsize))
    }

    /// Looks at the disk now: low or not. A change is logged once (a warning when it becomes
    /// low, a line when there is room again).
    pub fn check(&self) -> Option<Low> {
        let free = self.free()?;
        crate::metrics::disk_free(free);
        let low = (free < self.min_free).then_some(Low {
            free,
            min_free: self.min_free,
        });
        let mut was = self.low.lock().unwrap_or_else(|e| e.into_inner());
        match (&low, *was) {
            (Some(l), false) => tracing::warn!(dir = %self.dir.display(), "{l}"),
            (None, true) => tracing::warn!(
                dir = %self.dir.display(),
                "the database's disk has room again ({} free): new tables are taken",
                size(free)
            ),
            _ => {}
        }
        *was = low.is_some();
        low
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A threshold above what any disk has makes it low, with the figures in the reason; one
    /// of 0 never does.
    #[test]
    fn a_disk_is_low_below_its_threshold() {
        let dir = std::env::temp_dir();
        let low = Disk::new(dir.clone(), u64::MAX).check().expect("low");
        assert!(low.free < u64::MAX);
        assert!(low.to_string().contains("new tables are refused"), "{low}");
        assert_eq!(Disk::new(dir, 0).check(), None);
        assert_eq!(size(40 * 1024), "40 KB");
        assert_eq!(size(3 * 1024 * 1024 / 2), "1.5 MB");
    }
}
