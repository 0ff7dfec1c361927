// A game's rules in the page, at `/rules/<game>`: a passage for each rule the engine cites by id
// (the ids and their order come from `GET /api/games`; the words from the language's Fluent
// file, `rule-<id>` and `rule-<id>-text`), grouped by part, with the page's own drawing of the
// game beside them (a position the server plays for pictures). A refusal's "why?" links to its
// rule's passage: `/rules/<game>#<id>`.

import { h, fill } from "./ui.js";
import { t, has } from "./i18n.js";
import { api } from "./api.js";
import { GAMES } from "./games/index.js";

/** The part a rule belongs to, from its id: `M-T4` → `M-T`, `R-3` → `R`, `R-C2` → `R-C`. */
export function partOf(id) {
  return id.replace(/-?\d+$/, "");
}

/** Where a rule's passage is. */
export function ruleHref(game, id) {
  return `/rules/${game}#${encodeURIComponent(id)}`;
}

export async function showRules(app, game) {
  let games;
  try {
    games = (await api("GET", "/api/games")).games;
  } catch (e) {
    fill(app, h("p", { class: "error" }, e.message));
    return () => {};
  }
  const info = games.find((g) => g.name === game);
  const module = GAMES[game];
  if (!info || !module) {
    fill(app, h("p", { class: "error" }, t("rules-no-game", { game })));
    return () => {};
  }
  const parts = new Map();
  for (const r of info.rules) {
    const p = partOf(r.id);
    if (!parts.has(p)) parts.set(p, []);
    parts.get(p).push(r);
  }
  const title = t(`game-${game}`);
  const figure = h("figure", { class: "rules-figure", id: "rules-figure" });
  const page = h(
    "div",
    { class: "rules-page" },
    h("p", {}, h("a", { href: "/", "data-route": true }, t("to-lobby"))),
    h("h1", { class: "page-title" }, t("rules-heading", { game: title })),
    h("p", { class: "rules-intro" }, t(`rules-intro-${game}`)),
    h(
      "nav",
      { class: "rules-toc", "aria-label": t("rules-contents") },
      h("ol", {}, [...parts.keys()].map((p) => h("li", {}, h("a", { href: `#${encodeURIComponent(`part-${p}`)}` }, t(`rules-part-${p}`))))),
    ),
    figure,
    [...parts.entries()].map(([p, rules]) =>
      h(
        "section",
        { class: "rules-part", id: `part-${p}`, "aria-labelledby": `part-${p}-h` },
        h("h2", { id: `part-${p}-h` }, t(`rules-part-${p}`)),
        rules.map((r) =>
          h(
            "section",
            { class: "rule", id: r.id, tabindex: -1, "aria-labelledby": `${r.id}-h` },
            h("h3", { id: `${r.id}-h` }, h("span", { class: "rule-id" }, r.id), " ", has(`rule-${r.id}`) ? t(`rule-${r.id}`) : r.title),
            h("p", {}, t(`rule-${r.id}-text`)),
          ),
        ),
      ),
    ),
  );
  fill(app, page);
  show(location.hash);
  const onHash = () => show(location.hash);
  window.addEventListener("hashchange", onHash);
  let left = false;
  const leave = () => {
    left = true;
    window.removeEventListener("hashchange", onHash);
  };
  const hash = location.hash;
  // The drawing comes after the words (the page is not held for it); it pushes the passages
  // down, so the one asked for is brought back into view, unless the reader went elsewhere.
  drawExample(figure, game, module).then(() => {
    if (!left && location.hash === hash) show(hash);
  });
  return leave;
}

/** Brings the passage of `#id` into view, marked and focused (a screen reader reads it). */
function show(hash) {
  let id = "";
  try {
    id = decodeURIComponent((hash || "").slice(1));
  } catch {
    return;
  }
  for (const el of document.querySelectorAll(".rule.target")) el.classList.remove("target");
  const el = id && document.getElementById(id);
  if (!el) return;
  if (el.classList.contains("rule")) el.classList.add("target");
  el.scrollIntoView({ block: "start" });
  el.focus({ preventScroll: true });
}

/** The game as the table draws it, in a position the server plays for pictures. */
async function drawExample(figure, game, module) {
  const want = module.RULES_EXAMPLE || { players: 2, decisions: 0 };
  let ex;
  try {
    ex = await api("GET", `/api/games/${game}/example?players=${want.players}&decisions=${want.decisions}`);
  } catch {
    figure.remove();
    return;
  }
  const board = h("div", { class: "board-area" });
  const side = h("div", { class: "side" });
  const name = (s) => t("seat-n", { n: s + 1 });
  const ctx = { view: ex.view, seat: ex.seat, legal: [], myColour: null, playerName: name, label: (l) => module.label(l, ex.view), choose: () => {}, rerender: () => {} };
  try {
    if (module.prepare) await module.prepare(ex.view);
    await module.render(board, ctx);
    fill(side, module.players(ex.view, ctx));
  } catch (e) {
    // The rules read well without their picture.
    (window.__errors ||= []).push(String(e && (e.stack || e.message || e)));
    figure.remove();
    return;
  }
  // (The drawing's own headings sit under this one, as at the table.)
  fill(figure, h("h2", { class: "sr-only" }, t("board-heading")), h("div", { class: "rules-drawing" }, board, side), h("figcaption", {}, t(`rules-figure-${game}`, { n: want.decisions })));
}
