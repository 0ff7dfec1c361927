// A finished game's review by the hard bot (docs/bots.md, "Game review"): each seat's chance to
// win after every decision as a graph, whose points open the replay at that decision from the
// deciding seat's view, and each player's biggest mistakes with the move the bot preferred.
// Asked for once (the server computes it off its tables and keeps it), with its progress.

import { h, s, fill } from "./ui.js";
import { t, errorText } from "./i18n.js";
import { api } from "./api.js";

const W = 640;
const H = 220;
const PAD = { left: 40, right: 10, top: 10, bottom: 24 };
/** A line per seat: a colour and a dash each (never the colour alone). */
const LINES = [
  ["var(--blue)", ""],
  ["var(--red)", "8 4"],
  ["var(--green)", "2 3"],
  ["var(--purple)", "10 3 2 3"],
  ["var(--orange)", "14 5"],
];

/** Where the replay shows the game just after the action at `index`, from `seat`'s view. */
/** Why the hard bot gives a hint, in the reader's words: the seat's chance through the move and
 * the next best (the search's estimate), else the bot's own English line. `label` names an
 * action. */
export function hintWhy(hint, label) {
  if (typeof hint.chance !== "number") return hint.reason ? t("hint-why", { reason: hint.reason }) : "";
  const pct = (x) => Math.round(x * 100);
  const said = [t("hint-chance", { chance: pct(hint.chance), games: hint.games || 0 })];
  if (hint.next) said.push(t("hint-next", { action: label(hint.next), chance: pct(hint.next.chance) }));
  return said.join(" ");
}

export function replayLink(id, seat, index) {
  return `/r/${id}?seat=${seat}&at=${index + 1}`;
}

const pct = (x) => Math.round(x * 100);

/** Reviews already read, by table: a panel made again (in another language) draws at once. */
const DONE = new Map();

/** The review panel of table `id`: `name(seat)` names a player, `label(action text)` says an
 * action in the page's language, `colourOf(seat)` is the seat's colour at the table (its name,
 * `purple`; none: the graph's own). */
export function reviewPanel(id, name, label, colourOf = () => null) {
  const line = (seat) => {
    const [own, dash] = LINES[seat % LINES.length];
    const c = colourOf(seat);
    return [c ? `var(--${c})` : own, dash];
  };
  const body = h("div", { class: "review-body", "aria-live": "polite" });
  const panel = h(
    "section",
    { class: "card review", id: "review", "aria-labelledby": "review-heading" },
    h("h2", { id: "review-heading" }, t("review-heading")),
    h("p", { class: "review-note" }, t("review-estimate")),
    body,
  );
  let timer = null;
  const says = (move) => move.split(", then ").map((a) => label(a)).join(" → ");
  const show = (r) => {
    clearTimeout(timer);
    if (r.status === "done") {
      DONE.set(id, r);
      fill(body, graph(id, r.review, name, says, line), mistakes(id, r.review, name, says));
    } else if (r.status === "computing") {
      fill(
        body,
        h(
          "p",
          { role: "status", class: "review-progress" },
          h("progress", { max: Math.max(1, r.of), value: r.done, "aria-hidden": "true" }),
          " ",
          t("review-computing", { done: r.done, of: r.of }),
        ),
      );
      // The panel polls while it is on the page.
      timer = setTimeout(() => panel.isConnected && poll(), 1000);
    } else {
      fill(
        body,
        r.status === "failed" ? h("p", { class: "error" }, t("review-failed", { message: r.message })) : null,
        h("button", { id: "review-start", class: "primary", onclick: start }, t(r.status === "failed" ? "review-retry" : "review-start")),
      );
    }
  };
  const poll = async () => {
    try {
      show(await api("GET", `/api/tables/${id}/review`));
    } catch (e) {
      fill(body, h("p", { class: "error" }, errorText(e)));
    }
  };
  async function start() {
    try {
      show(await api("POST", `/api/tables/${id}/review`));
    } catch (e) {
      fill(body, h("p", { class: "error" }, errorText(e)), h("button", { id: "review-start", onclick: start }, t("review-retry")));
    }
  }
  if (DONE.has(id)) show(DONE.get(id));
  else poll();
  return panel;
}

/** Each seat's chance to win over the game: a line per seat, a point (a link into the replay)
 * per decision on the deciding seat's line. */
function graph(id, review, name, says, line) {
  const n = review.decisions.length;
  const x = (i) => PAD.left + ((W - PAD.left - PAD.right) * i) / Math.max(1, n);
  const y = (c) => PAD.top + (H - PAD.top - PAD.bottom) * (1 - c);
  const chancesAt = (i) => (i === 0 ? review.start : review.decisions[i - 1].chances);
  const grid = [0, 0.25, 0.5, 0.75, 1].map((c) =>
    s(
      "g",
      { class: "grid" },
      s("line", { x1: PAD.left, x2: W - PAD.right, y1: y(c), y2: y(c) }),
      s("text", { x: PAD.left - 6, y: y(c) + 4, "text-anchor": "end" }, `${pct(c)}%`),
    ),
  );
  const lines = [];
  for (let seat = 0; seat < review.players; seat++) {
    const pts = [];
    for (let i = 0; i <= n; i++) pts.push(`${x(i).toFixed(1)},${y(chancesAt(i)[seat]).toFixed(1)}`);
    const [colour, dash] = line(seat);
    lines.push(s("polyline", { class: "seat-line", points: pts.join(" "), stroke: colour, "stroke-dasharray": dash || null, "data-seat": seat }));
  }
  const points = review.decisions.map((d, i) => {
    const chance = d.chances[d.seat];
    const words = t("review-point", {
      n: i + 1,
      player: name(d.seat),
      action: says(d.action),
      chance: pct(chance),
      change: pct(d.change),
    });
    return s(
      "a",
      {
        class: `point${d.cost >= 0.03 ? " costly" : ""}`,
        href: replayLink(id, d.seat, d.index),
        "data-route": true,
        "data-decision": i,
        "data-index": d.index,
        "data-seat": d.seat,
        "data-change": d.change,
        "aria-label": words,
      },
      s("title", {}, words),
      s("circle", { cx: x(i + 1), cy: y(chance), r: 3.5, fill: line(d.seat)[0] }),
    );
  });
  const legend = h(
    "ul",
    { class: "review-legend" },
    Array.from({ length: review.players }, (_, seat) => {
      const [colour, dash] = line(seat);
      return h(
        "li",
        {},
        s("svg", { viewBox: "0 0 30 8", width: 30, height: 8, "aria-hidden": "true" }, s("line", { x1: 0, x2: 30, y1: 4, y2: 4, stroke: colour, "stroke-width": 3, "stroke-dasharray": dash || null })),
        " ",
        name(seat),
      );
    }),
  );
  return h(
    "figure",
    { class: "review-graph" },
    s(
      "svg",
      { id: "review-graph", viewBox: `0 0 ${W} ${H}`, role: "group", "aria-label": t("review-graph", { n }) },
      grid,
      s("text", { class: "axis", x: W - PAD.right, y: H - 6, "text-anchor": "end" }, t("review-decisions", { n })),
      lines,
      points,
    ),
    h("figcaption", {}, legend),
  );
}

/** Each player's biggest mistakes, with the move the bot preferred and a link into the replay. */
function mistakes(id, review, name, says) {
  const bySeat = Array.from({ length: review.players }, (_, seat) => review.mistakes.filter((m) => m.seat === seat));
  return h(
    "div",
    { class: "review-mistakes" },
    h("h3", {}, t("review-mistakes")),
    bySeat.map((list, seat) =>
      list.length === 0
        ? h("p", {}, t("review-no-mistakes", { player: name(seat), smallest: 3 }))
        : h(
            "div",
            {},
            h("h4", {}, name(seat)),
            h(
              "ol",
              {},
              list.map((m) =>
                h(
                  "li",
                  { class: "mistake", "data-decision": m.decision },
                  t("review-mistake", {
                    n: m.decision + 1,
                    action: says(m.action),
                    cost: pct(m.cost),
                    preferred: says(m.preferred),
                    chance: pct(m.preferred_chance),
                    games: m.preferred_games,
                  }),
                  " ",
                  h("a", { href: replayLink(id, m.seat, m.index), "data-route": true }, t("review-open")),
                ),
              ),
            ),
          ),
    ),
  );
}
