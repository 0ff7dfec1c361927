//! Boards read at run time are kept for the process (states hold `&'static Board`): a process
//! that loads board after board (a server taking custom boards) must not grow without bound.
//! Its own test binary, so that filling the process's table disturbs no other test.

use meduris::{Board, MAX_CUSTOM_BOARDS};

fn custom(i: usize) -> Board {
    let mut data = Board::two_three().data().clone();
    data.name = format!("custom {i}");
    Board::from_data(data).expect("a valid board")
}

#[test]
fn custom_boards_are_kept_once_each_and_at_most_max_custom_boards() {
    let first = Board::intern(custom(0)).expect("kept");
    assert!(
        std::ptr::eq(Board::intern(custom(0)).expect("kept"), first),
        "an identical board loaded twice is kept once"
    );
    for i in 1..MAX_CUSTOM_BOARDS {
        Board::intern(custom(i)).expect("within the bound");
    }
    let e = Board::intern(custom(MAX_CUSTOM_BOARDS)).expect_err("past the bound");
    let text = e.to_string();
    assert!(
        text.contains("custom board sides")
            && text.contains(&format!("at most {MAX_CUSTOM_BOARDS}")),
        "{text}"
    );
    // What is kept is still found, and the built-in sides need no room.
    assert!(std::ptr::eq(
        Board::intern(custom(5)).expect("kept"),
        Board::intern(custom(5)).expect("kept")
    ));
    let printed = Board::from_data(Board::two_three().data().clone()).expect("valid");
    assert!(std::ptr::eq(
        Board::intern(printed).expect("built in"),
        Board::two_three()
    ));
}
