//! The games this build plays, listed once: [`GAMES`] is the registry the binary hands to the
//! server, the tools and the Python package (`gameroom_match::registry` says what a registry
//! is). Adding a game is adding it here (docs/adding-a-game.md lists every other step, and the
//! tests that check them).
//!
//! ```
//! use gameroom_match::registry::Registry;
//! let names = gameroom_games::GAMES.catalog().names();
//! assert_eq!(names, ["meduris", "cvlizations"]);
//! ```

use cvlizations::Cvlizations;
use gameroom_match::registry::{
    Catalog, Entry, GameEntry, GameVisitor, Registry, UnknownGame, name_of,
};
use meduris::Meduris;

static MEDURIS: Entry<Meduris> = Entry::new();
static CVLIZATIONS: Entry<Cvlizations> = Entry::new();
static ENTRIES: [&dyn GameEntry; 2] = [&MEDURIS, &CVLIZATIONS];

/// The registry of this build's games.
pub struct Games;

/// The registry of this build's games.
pub static GAMES: Games = Games;

impl Registry for Games {
    fn catalog(&self) -> Catalog {
        Catalog::new(&ENTRIES)
    }

    fn visit<V: GameVisitor>(&self, name: &str, visitor: V) -> Result<V::Output, UnknownGame> {
        let key = name.trim().to_ascii_lowercase();
        if key == name_of::<Meduris>() {
            Ok(visitor.visit::<Meduris>())
        } else if key == name_of::<Cvlizations>() {
            Ok(visitor.visit::<Cvlizations>())
        } else {
            Err(self.catalog().unknown(name))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gameroom_bots::BotGame;

    struct Name;
    impl GameVisitor for Name {
        type Output = String;
        fn visit<G: BotGame>(self) -> String {
            G::info().name
        }
    }

    /// The catalog and the visitor list the same games: each name visits its own game.
    #[test]
    fn every_listed_game_is_visited_under_its_own_name() {
        let catalog = GAMES.catalog();
        for g in catalog.all() {
            let name = &g.info().name;
            assert_eq!(&GAMES.visit(name, Name).expect("visits"), name);
            let upper = catalog.game(&name.to_uppercase()).expect("found");
            assert_eq!(&upper.info().name, name);
        }
        let e = catalog.game("chess").err().expect("unknown");
        assert!(e.to_string().contains("meduris, cvlizations"), "{e}");
        assert!(GAMES.visit("chess", Name).is_err());
    }
}
