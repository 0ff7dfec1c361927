// A finished game stepped through from any seat's view (or a spectator's): the board after each
// action, and what that seat had seen by then.

import { h, fill, icon } from "./ui.js";
import { t, has } from "./i18n.js";
import { api } from "./api.js";
import { GAMES } from "./games/index.js";
import { chatLine } from "./chat.js";
import { reviewPanel, hintWhy } from "./review.js";


export async function showReplay(app, id, params) {
  let info;
  try {
    info = await api("GET", `/api/tables/${id}`);
  } catch (e) {
    fill(app, h("p", { class: "error" }, e.message));
    return () => {};
  }
  const game = GAMES[info.game];
  let seat = params.has("seat") ? Number(params.get("seat")) : null;
  let view = null;
  let at = params.has("at") ? Number(params.get("at")) : null;
  const boardEl = h("div", { class: "board-area" });
  const sideEl = h("aside", { class: "side" });
  const logEl = h("ol", { class: "log", "aria-label": t("log"), tabindex: 0 });
  // What was said by then (both channels), as the table showed it.
  const chatEl = h("div", { class: "chat-lines", id: "chat-lines", "aria-labelledby": "chat-heading", tabindex: 0 });
  const controls = h("div", { class: "replay-controls" });
  // As at the table: the board, the players and the log appear together (nothing moves).
  const pageEl = h(
    "div",
    { class: "table-page replay loading" },
    h("div", { class: "bar" }, h("h1", { class: "title" }, t("replay-of", { game: t(`game-${info.game}`) }))),
    controls,
    h(
      "div",
      { class: "play" },
      h("section", { class: "board-sec" }, h("h2", { class: "sr-only" }, t("board-heading")), boardEl),
      h("div", { class: "side-wrap" }, h("h2", { class: "sr-only" }, t("players")), sideEl),
    ),
    h(
      "div",
      { class: "talk" },
      h("section", { class: "log-wrap" }, h("h2", {}, t("log")), logEl),
      h("section", { class: "chat-wrap", "aria-labelledby": "chat-heading" }, h("h2", { id: "chat-heading" }, t("chat-heading")), chatEl),
    ),
  );
  fill(app, pageEl);
  const name = (s) => {
    const x = info.seats[s];
    if (x && x.kind === "bot") return t("bot-name", { level: has(`level-${x.name}`) ? t(`level-${x.name}`) : x.name });
    return x && x.name ? x.name : t("seat-n", { n: s + 1 });
  };
  const show = async () => {
    const q = new URLSearchParams();
    if (seat !== null) q.set("seat", seat);
    if (at !== null) q.set("at", at);
    let r;
    try {
      r = await api("GET", `/api/tables/${id}/replay?${q}`);
    } catch (e) {
      fill(boardEl, h("p", { class: "error" }, e.message));
      return;
    }
    at = r.at;
    view = r.view;
    history.replaceState({}, "", `/r/${id}?${q}`);
    const ctx = { view: r.view, seat, legal: [], myColour: null, playerName: name, label: (l) => game.label(l, r.view), choose: () => {}, rerender: () => {} };
    if (game.prepare) await game.prepare(r.view);
    await game.render(boardEl, ctx);
    fill(sideEl, game.players(r.view, ctx), game.extras ? game.extras(r.view, ctx) : null);
    fill(logEl, r.events.map((e) => game.narrate(e, r.view, ctx)).filter(Boolean).map((l) => h("li", {}, l)));
    logEl.scrollTop = logEl.scrollHeight;
    const said = r.chat || [];
    fill(chatEl, said.length ? said.map((l) => chatLine(l, name)) : h("p", { class: "chat-none" }, t("chat-none")));
    chatEl.scrollTop = chatEl.scrollHeight;
    pageEl.classList.remove("loading");
    fill(
      controls,
      h(
        "label",
        {},
        t("replay-seat"),
        " ",
        h(
          "select",
          {
            id: "replay-seat",
            onchange: (e) => {
              seat = e.target.value === "" ? null : Number(e.target.value);
              show();
            },
          },
          h("option", { value: "", selected: seat === null }, t("spectator")),
          info.seats.map((x) => h("option", { value: x.seat, selected: seat === x.seat }, name(x.seat))),
        ),
      ),
      h("button", { id: "replay-start", onclick: () => { at = 0; show(); }, "aria-label": t("replay-start") }, icon("first")),
      h("button", { id: "replay-back", onclick: () => { at = Math.max(0, at - 1); show(); }, "aria-label": t("replay-back") }, icon("back")),
      h("input", { type: "range", min: 0, max: r.actions, value: at, "aria-label": t("replay-step"), onchange: (e) => { at = Number(e.target.value); show(); } }),
      h("button", { id: "replay-forward", onclick: () => { at = Math.min(r.actions, at + 1); show(); }, "aria-label": t("replay-forward") }, icon("forward")),
      h("button", { id: "replay-end", onclick: () => { at = r.actions; show(); }, "aria-label": t("replay-end") }, icon("last")),
      h("span", { class: "step" }, t("replay-at", { at, total: r.actions })),
    );
    // The hints the players asked for at this decision, and how many in the game so far.
    const here = (r.hints || []).filter((x) => x.at === r.at);
    const count = (r.hints || []).length;
    if (count) {
      controls.append(
        h(
          "div",
          { class: "replay-hints", id: "replay-hints" },
          h("p", {}, t("replay-hints", { n: count })),
          here.map((x) =>
            h(
              "p",
              { class: "hint-says" },
              t("replay-hint", { player: name(x.seat), action: game.label({ action: x.action, description: x.description }, r.view) }),
              ` ${hintWhy(x, (a) => game.label(a, r.view))}`,
            ),
          ),
        ),
      );
    }
  };
  await show();
  // The game's review, below the replay: its points move the replay to a decision.
  if (info.status === "finished") {
    const label = (a) => game.label({ action: a, description: "" }, view);
    const colour = (s) => (game.colourOf ? game.colourOf(view, s) : null);
    pageEl.append(reviewPanel(id, name, label, colour));
  }
  return () => {};
}
