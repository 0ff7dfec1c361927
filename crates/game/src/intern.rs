//! Boards and card sets read at run time, kept for the rest of the process so that states can
//! refer to them as `&'static` (a state then clones without touching the heap or a reference
//! count). An [`Interner`] keeps each distinct value once (an identical board loaded twice is
//! kept once) and keeps a bounded number and size of them: a server that loads boards or card
//! sets that strangers send refuses, with a clear error, a new one past the bound instead of
//! growing without end. What it keeps is never freed; the bound is what makes that safe.

use std::sync::Mutex;

/// A bounded, deduplicating list of values kept for the whole process.
pub struct Interner<T: 'static> {
    kept: Mutex<Kept<T>>,
    max_count: usize,
    max_bytes: usize,
}

struct Kept<T: 'static> {
    values: Vec<&'static T>,
    bytes: usize,
}

/// A value the interner cannot keep: it holds as many, or as much, as it may.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "this process already keeps {count} custom ones ({bytes} bytes); it keeps at most \
     {max_count} (and {max_bytes} bytes) for its whole life: use one of those, a built-in one, \
     or restart it"
)]
pub struct InternFull {
    pub count: usize,
    pub bytes: usize,
    pub max_count: usize,
    pub max_bytes: usize,
}

impl<T: PartialEq + Send + Sync + 'static> Interner<T> {
    /// An empty interner keeping at most `max_count` values of at most `max_bytes` in all.
    pub const fn new(max_count: usize, max_bytes: usize) -> Self {
        Interner {
            kept: Mutex::new(Kept {
                values: Vec::new(),
                bytes: 0,
            }),
            max_count,
            max_bytes,
        }
    }

    /// The kept value equal to `value`, or `value` kept from now on; `bytes` tells its size
    /// (asked only for a new value).
    pub fn intern(
        &self,
        value: T,
        bytes: impl FnOnce(&T) -> usize,
    ) -> Result<&'static T, InternFull> {
        let mut kept = self.kept.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(v) = kept.values.iter().find(|v| ***v == value) {
            return Ok(v);
        }
        let size = bytes(&value);
        if kept.values.len() >= self.max_count || kept.bytes.saturating_add(size) > self.max_bytes {
            return Err(InternFull {
                count: kept.values.len(),
                bytes: kept.bytes,
                max_count: self.max_count,
                max_bytes: self.max_bytes,
            });
        }
        let v: &'static T = Box::leak(Box::new(value));
        kept.values.push(v);
        kept.bytes += size;
        Ok(v)
    }

    /// How many values are kept.
    pub fn len(&self) -> usize {
        self.kept
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .values
            .len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_values_are_kept_once_and_the_bound_refuses_new_ones() {
        static I: Interner<String> = Interner::new(2, 100);
        let a = I.intern("a".into(), |s| s.len()).expect("kept");
        let again = I.intern("a".into(), |s| s.len()).expect("kept");
        assert!(std::ptr::eq(a, again), "an equal value is the one kept");
        I.intern("b".into(), |s| s.len()).expect("kept");
        assert_eq!(I.len(), 2);
        let e = I.intern("c".into(), |s| s.len()).unwrap_err();
        assert_eq!((e.count, e.max_count), (2, 2));
        assert!(e.to_string().contains("at most 2"), "{e}");
        // Values already kept are still found when full.
        assert!(I.intern("b".into(), |s| s.len()).is_ok());
        static SMALL: Interner<String> = Interner::new(10, 5);
        assert!(
            SMALL.intern("123456".into(), |s| s.len()).is_err(),
            "too big"
        );
        assert!(SMALL.is_empty());
    }
}
