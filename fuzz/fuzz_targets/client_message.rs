#![no_main]
//! `cargo +nightly fuzz run client_message` (docs/fuzzing.md).

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    gameroom_fuzz::run(gameroom_fuzz::Target::ClientMessage, data);
});
