// The games the page draws: one module per game, by the registry's name (`gameroom games`). The
// one list of them; crates/web/README.md is the contract every module keeps.

import * as meduris from "./meduris.js";
import * as cvlizations from "./cvlizations.js";

export const GAMES = { meduris, cvlizations };
