//! Secrets: seat tokens and invitation codes are 128-bit random values; the database keeps only
//! their SHA-256 hashes, so a stolen database does not seat anyone.

use rand::Rng;
use sha2::{Digest, Sha256};

/// A new secret: 128 random bits as 32 hex digits.
pub fn secret() -> String {
    let mut bytes = [0u8; 16];
    rand::rng().fill_bytes(&mut bytes);
    hex::encode(bytes)
}

/// The hash the database keeps of a secret.
pub fn hash(secret: &str) -> String {
    hex::encode(Sha256::digest(secret.trim().as_bytes()))
}

/// A table's public id: 10 characters a person can read aloud (no 0/O, 1/l).
pub fn table_id() -> String {
    const ALPHABET: &[u8] = b"23456789abcdefghijkmnpqrstuvwxyz";
    let mut bytes = [0u8; 10];
    rand::rng().fill_bytes(&mut bytes);
    bytes
        .iter()
        .map(|b| ALPHABET[(*b as usize) % ALPHABET.len()] as char)
        .collect()
}

/// A random 64-bit seed from the operating system's generator.
pub fn seed() -> u64 {
    rand::rng().next_u64()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_are_128_bits_and_only_their_hashes_compare() {
        let a = secret();
        let b = secret();
        assert_eq!(a.len(), 32);
        assert_ne!(a, b);
        assert_eq!(hash(&a), hash(&format!(" {a} ")));
        assert_ne!(hash(&a), hash(&b));
        assert_eq!(hash(&a).len(), 64);
        assert!(!hash(&a).contains(&a));
        assert_eq!(table_id().len(), 10);
    }
}
