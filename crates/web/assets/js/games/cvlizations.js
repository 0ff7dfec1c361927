// CVlizations at the web table: your hand of orders, the others' cards face down until the
// reveal, the action phase in order, resources and happiness, the idea track with costs and
// effects, your ideas; the card set's reconstruction notice. The page decides no rule.

import { h, s, fill, pulse } from "../ui.js";
import { t, has } from "../i18n.js";

const RESOURCES = ["wood", "food", "stone"];
const ORDERS = ["thieving", "logging", "hunting", "quarrying", "cunning", "slacking", "trading", "doubling"];
const MARKS = ["purple", "blue", "green", "red", "orange"];

const sets = new Map();

async function cardSet(name) {
  const key = typeof name === "string" ? name : "inline";
  if (!sets.has(key)) {
    if (typeof name === "string") {
      const r = await fetch(`/api/games/cvlizations/material/${encodeURIComponent(name)}`);
      sets.set(key, r.ok ? await r.json() : null);
    } else {
      sets.set(key, name);
    }
  }
  return sets.get(key);
}

/** Loads what the page needs to draw and narrate `view` (the card set: names, costs, effects). */
export async function prepare(view) {
  if (view && view.public) await cardSet(view.public.cards);
}

/** A refusal's `args` in the reader's words (docs/wire.md lists them per code). */
export function refusalArgs(a, view) {
  const out = { ...a };
  if (typeof a.card === "number") out.card = cardName(view, a.card);
  for (const k of ["cost", "have"]) if (a[k] && typeof a[k] === "object") out[k] = res(a[k]);
  if (typeof a.resource === "string") out.resource = t(`resource-${a.resource}`);
  if (typeof a.order === "string") out.order = t(`order-${a.order}`);
  return out;
}

function res(r) {
  const parts = RESOURCES.filter((k) => r && r[k] > 0).map((k) => t("res-n", { n: r[k], resource: t(`resource-${k}`) }));
  return parts.length ? parts.join(", ") : t("nothing");
}

export function colourOf(view, seat) {
  return MARKS[seat];
}

function markIcon(seat) {
  const colour = MARKS[seat] || "purple";
  return s("svg", { class: "mark-icon", viewBox: "0 0 20 20", "aria-hidden": "true" }, s("circle", { class: `mark mark-${colour}`, cx: 10, cy: 10, r: 7 }), s("text", { x: 10, y: 14, "text-anchor": "middle", class: "mark-letter" }, String.fromCharCode(65 + seat)));
}

function civName(view, civ, ctx) {
  const n = view.public.players.length;
  if (civ < n) return ctx.playerName(civ);
  if (view.public.variant === "neutral") return t("cave-geeks");
  return t("neutral-of", { player: ctx.playerName(civ - n) });
}

/** A card's name in the page's language: a named card's translation (`card-<name>`), and
 * "Idea N" for the reconstruction's cards whose printed name is unknown. */
function cardTitle(name) {
  const id = `card-${String(name).toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  if (has(id)) return t(id);
  const unnamed = /^Idea (\d+)$/.exec(name);
  return unnamed ? t("idea-unnamed", { n: Number(unnamed[1]) }) : name;
}

/** A card in a sentence: its name and its number (what `buy N` takes); an unnamed card's
 * name is its number already. */
function cardInWords(c) {
  return /^Idea \d+$/.test(c.name) ? cardTitle(c.name) : `${cardTitle(c.name)} (${c.no})`;
}

function effectText(card) {
  const e = card.effect || { kind: "none" };
  const args = {};
  for (const [k, v] of Object.entries(e)) {
    if (k === "kind") continue;
    args[k] = ORDERS.includes(v) ? t(`order-${v}`) : RESOURCES.includes(v) ? t(`resource-${v}`) : v;
  }
  return t(`effect-${e.kind}`, args);
}

function cardEl(set, index, extra = {}) {
  const c = set.cards[index];
  if (!c) return h("div", { class: "idea" }, "?");
  return h(
    "div",
    { class: `idea type-${c.type}`, dataset: { card: index }, ...extra },
    h("div", { class: "idea-head" }, h("span", { class: "no" }, c.no), h("span", { class: "idea-name" }, cardTitle(c.name))),
    h("div", { class: "idea-cost" }, t("costs", { cost: res(c.cost) })),
    h("div", { class: "idea-points" }, t("points", { n: c.points })),
    h("div", { class: "idea-effect" }, effectText(c)),
  );
}

function orderCard(o, extra = {}) {
  return h("div", { class: `order order-${o}`, ...extra }, h("span", { class: "order-name" }, t(`order-${o}`)));
}

/** Legal actions by what they touch. */
function placesOf(legal) {
  const buy = new Map();
  const orders = [];
  for (const l of legal) {
    const w = l.action.split(/\s+/);
    if (w[0] === "buy" && w[1] !== "top") buy.set(w[1], l);
    if (w[0] === "orders") orders.push(l);
  }
  return { buy, orders };
}

export async function render(root, ctx) {
  const view = ctx.view;
  const p = view.public;
  // The page's names of the seats (a bot is "Bot (easy)" in the reader's language), for the
  // actions that name a player.
  if (ctx.playerName) namer = ctx.playerName;
  const set = await cardSet(p.cards);
  if (!set) {
    fill(root, h("p", { class: "error" }, t("cards-missing")));
    return;
  }
  const places = placesOf(ctx.legal);
  const me = ctx.seat;
  // The track.
  const track = h(
    "div",
    { class: "track" },
    p.track.map((idx) => {
      const c = set.cards[idx];
      const l = c && places.buy.get(String(c.no));
      const el = cardEl(set, idx, {
        class: `idea type-${c && c.type}${l ? " legal" : ""}`,
        tabindex: l ? 0 : -1,
        role: l ? "button" : null,
      });
      if (l) {
        el.dataset.action = l.action;
        el.addEventListener("click", () => ctx.choose([l], el));
        el.addEventListener("keydown", (e) => {
          if (e.key === "Enter" || e.key === " ") {
            e.preventDefault();
            ctx.choose([l], el);
          }
        });
      }
      return el;
    }),
  );
  // The civilisations' orders this round.
  const civs = h(
    "div",
    { class: "civs" },
    p.civs.map((civ, i) => {
      const mineDown = (view.mine.face_down || []).find((f) => f.civ === i);
      const down = civ.down || (mineDown && mineDown.order);
      return h(
        "div",
        { class: `civ${i === me ? " me" : ""}`, dataset: { civ: i } },
        h("h3", {}, i < p.players.length ? markIcon(i) : null, " ", civName(view, i, ctx)),
        h(
          "div",
          { class: "played" },
          civ.up ? orderCard(civ.up, { title: t("face-up") }) : h("div", { class: "order empty" }, "·"),
          down
            ? orderCard(down, { title: t("face-down"), class: `order order-${down}${civ.down ? "" : " secret"}` })
            : civ.up
              ? h("div", { class: "order back", title: t("face-down") }, "?")
              : h("div", { class: "order empty" }, "·"),
        ),
        h("p", { class: "hand-count" }, t("orders-in-hand", { n: civ.hand.length })),
      );
    }),
  );
  // Your hand: the orders you may play (two clicks: face up, then face down).
  let hand = null;
  if (me !== null && me < p.civs.length) {
    const civIndex = p.phase.step === "orders" && p.order_sequence ? p.order_sequence[p.phase.pos] : me;
    const myCiv = p.civs[civIndex] || p.civs[me];
    const picks = places.orders;
    const chosenUp = ctx.pendingUp;
    hand = h(
      "div",
      { class: "hand" },
      h("h3", {}, t(picks.length ? (chosenUp ? "pick-down" : "pick-up") : "your-hand")),
      h(
        "div",
        { class: "orders" },
        ORDERS.filter((o) => myCiv.hand.includes(o)).map((o) => {
          const usable = picks.some((l) => l.action.split(/\s+/)[chosenUp ? 2 : 1] === o && (!chosenUp || l.action.split(/\s+/)[1] === chosenUp));
          const el = orderCard(o, {
            class: `order order-${o}${usable ? " legal" : ""}${chosenUp === o ? " chosen" : ""}`,
            tabindex: usable ? 0 : -1,
            role: usable ? "button" : null,
          });
          if (usable) {
            const pick = () => {
              if (!chosenUp) {
                ctx.pendingUp = o;
                ctx.rerender();
              } else {
                const l = picks.find((x) => x.action === `orders ${chosenUp} ${o}`);
                ctx.pendingUp = null;
                if (l) ctx.choose([l], el);
              }
            };
            el.addEventListener("click", pick);
            el.addEventListener("keydown", (e) => {
              if (e.key === "Enter" || e.key === " ") {
                e.preventDefault();
                pick();
              }
            });
          }
          return el;
        }),
      ),
    );
  }
  const mineIdeas = me !== null && p.players[me] ? p.players[me].ideas : [];
  const top = view.mine.top !== null && view.mine.top !== undefined ? h("div", { class: "top-card" }, h("h3", {}, t("top-card")), cardEl(set, view.mine.top)) : null;
  fill(
    root,
    h(
      "div",
      { class: "cv-table" },
      set.notice ? h("p", { class: "notice", role: "note" }, t("notice-cards")) : null,
      h("h3", {}, t("round-of", { age: p.age, round: p.round, n: (p.age - 1) * 3 + p.round }), " · ", t("helm", { civ: civName(view, p.helm, ctx) })),
      civs,
      hand,
      h("h3", {}, t("idea-track", { deck: p.deck.length })),
      track,
      top,
      mineIdeas.length ? h("div", { class: "my-ideas" }, h("h3", {}, t("your-ideas")), h("div", { class: "track" }, mineIdeas.map((i) => cardEl(set, i.card)))) : null,
      h("details", { class: "order-table" }, h("summary", {}, t("order-table")), orderTable(set)),
    ),
  );
}

function orderTable(set) {
  return h(
    "table",
    {},
    h("thead", {}, h("tr", {}, h("th", {}, "#"), h("th", {}, t("order")), h("th", {}, "1"), h("th", {}, "2"), h("th", {}, "3+"))),
    h(
      "tbody",
      {},
      (set.orders || []).map((o) => h("tr", {}, h("td", {}, o.number ?? "*"), h("td", {}, t(`order-${o.id}`)), h("td", {}, o.one), h("td", {}, o.two), h("td", {}, o.many))),
    ),
  );
}

export function animate(root, events) {
  for (const e of events) {
    if (e.event === "revealed") for (const el of root.querySelectorAll(".civ")) pulse(el, "flash");
    if (e.event === "bought") pulse(root.querySelector(".my-ideas"), "flash");
  }
}

export function question(view, ctx) {
  const p = view.public;
  const ph = p.phase || {};
  switch (ph.step) {
    case "orders": {
      const civ = p.order_sequence ? p.order_sequence[ph.pos] : 0;
      return t("q-orders", { civ: civName(view, civ, ctx) });
    }
    case "act":
      return t(`q-act-${ph.kind}`, { player: ctx.playerName(ph.seat), left: ph.left ?? 1, k: ph.k ?? 1 });
    case "develop":
      return t("q-develop", { player: ctx.playerName(ph.seat), left: ph.buys_left ?? 1 });
    case "egoism":
      return t("q-egoism", { player: ctx.playerName(ph.seat) });
    case "draw":
      return t("q-draw");
    case "over":
      return t("q-over");
    default:
      return "";
  }
}

export function label(l, view) {
  const w = l.action.split(/\s+/);
  const r = (x) => t(`resource-${x}`);
  switch (w[0]) {
    case "orders":
      return t("act-orders", { up: t(`order-${w[1]}`), down: t(`order-${w[2]}`) });
    case "steal":
      return w[3] === "supply"
        ? t("act-steal-supply", { resource: r(w[1]) })
        : t("act-steal", { resource: r(w[1]), player: playerByName(view, w[3]) });
    case "cunning":
      return t("act-cunning", { what: w.slice(1).map(r).join(", ") });
    case "trade":
      return t("act-trade", { give: r(w[1]), take: r(w[2]) });
    case "dog":
      return t("act-dog", { resource: r(w[1]) });
    case "buy":
      return w[1] === "top" ? t("act-buy-top") : t("act-buy", { card: cardName(view, Number(w[1])) });
    case "peek":
      return t("act-peek");
    case "pass":
      return t("act-pass");
    case "hammer":
      return t("act-hammer", { give: r(w[1]), take: r(w[2]) });
    case "egoism":
      return t("act-egoism", { resource: r(w[1]) });
    default:
      return l.action;
  }
}

/** How the page names a seat (set by the last `render`; the engine's names until then). */
let namer = null;

/** The player an action names (by the engine's name, in lower case), as the page names them. */
function playerByName(view, name) {
  const players = view && view.public ? view.public.players : [];
  const seat = players.findIndex((x) => x.name.toLowerCase() === name);
  if (seat < 0) return name;
  return namer ? namer(seat) : players[seat].name;
}

function cardName(view, no) {
  const set = view && view.public ? sets.get(typeof view.public.cards === "string" ? view.public.cards : "inline") : null;
  const c = set && set.cards.find((x) => x.no === no);
  return c ? cardInWords(c) : String(no);
}

/** What a purchase costs and brings (from the card set's data), in the player's language. */
export function describe(l, view) {
  const w = l.action.split(/\s+/);
  if (w[0] !== "buy" || w[1] === "top" || !view) return null;
  const set = sets.get(typeof view.public.cards === "string" ? view.public.cards : "inline");
  const c = set && set.cards.find((x) => x.no === Number(w[1]));
  return c ? `${t("costs", { cost: res(c.cost) })}; ${t("points", { n: c.points })}; ${effectText(c)}` : null;
}

/** The board element an event happened at (to mark each seat's last move), or null. */
export function touched(e) {
  if (["bought", "stole", "traded", "hammered", "gained"].includes(e.event) && e.seat !== undefined) return `.civ[data-civ="${e.seat}"]`;
  return null;
}

/** An action as it is typed (the notation field's example). */
export const EXAMPLE = "buy 12";
/** The position the rules page draws: three players at the first order phase (the hand of
 * orders, the idea track). */
export const RULES_EXAMPLE = { players: 3, decisions: 0 };

export function group(l) {
  const v = l.action.split(/\s+/)[0];
  return { orders: "orders", buy: "buy", steal: "steal", cunning: "take", trade: "trade", hammer: "trade" }[v] || "other";
}

export function narrate(e, view, ctx) {
  const p = (seat) => ctx.playerName(seat);
  const r = (x) => t(`resource-${x}`);
  switch (e.event) {
    case "track-drawn":
      return t("ev-track-drawn", { card: cardNameByIndex(view, e.card) });
    case "peeked":
      return e.card === null || e.card === undefined
        ? t("ev-peeked-secret", { player: p(e.seat) })
        : t("ev-peeked", { player: p(e.seat), card: cardNameByIndex(view, e.card) });
    case "round-began":
      return t("ev-round-began", { age: e.age, round: e.round });
    case "age-began":
      return t("ev-age-began", { age: e.age });
    case "orders-played":
      return e.down
        ? t("ev-orders-played", { civ: civName(view, e.civ, ctx), up: t(`order-${e.up}`), down: t(`order-${e.down}`) })
        : t("ev-orders-played-secret", { civ: civName(view, e.civ, ctx), up: t(`order-${e.up}`) });
    case "revealed":
      return t("ev-revealed", { list: e.downs.map(([c, o]) => `${civName(view, c, ctx)}: ${t(`order-${o}`)}`).join(", ") });
    case "gained":
      return t("ev-gained", { player: p(e.seat), n: e.amount, resource: r(e.resource), why: why(e.why) });
    case "happiness":
      return t("ev-happiness", { player: p(e.seat), n: e.amount, why: why(e.why) });
    case "stole":
      return e.from === "supply"
        ? t("ev-stole-supply", { player: p(e.thief), resource: r(e.resource) })
        : t("ev-stole", { player: p(e.thief), other: p(e.from), resource: r(e.resource) });
    case "traded":
      return t("ev-traded", { player: p(e.seat), give: r(e.give), n: e.amount, take: r(e.take) });
    case "bought":
      return t(e.from_track ? "ev-bought" : "ev-bought-top", { player: p(e.seat), card: cardNameByIndex(view, e.card) });
    case "passed":
      return null;
    case "hammered":
      return t("ev-hammered", { player: p(e.seat), give: r(e.give), take: r(e.take) });
    case "helm-passed":
      return t("ev-helm-passed", { civ: civName(view, e.to, ctx) });
    case "scored":
      return t("ev-scored", { player: p(e.seat), happiness: e.happiness, ideas: e.idea_points, total: e.total });
    case "game-over":
      return t("ev-game-over");
    default:
      return null;
  }
}

/** Why something was gained: an order (its name in the player's language) or a card's name. */
function why(w) {
  const id = String(w || "").toLowerCase();
  if (id === "card") return t("why-card");
  return ORDERS.includes(id) ? t(`order-${id}`) : cardTitle(w);
}

function cardNameByIndex(view, idx) {
  const set = view && view.public ? sets.get(typeof view.public.cards === "string" ? view.public.cards : "inline") : null;
  const c = set && set.cards[idx];
  return c ? cardInWords(c) : `#${idx}`;
}

export function players(view, ctx) {
  const p = view.public;
  return h(
    "ul",
    { class: "players" },
    p.players.map((pl, seat) =>
      h(
        "li",
        { class: `player${seat === ctx.seat ? " me" : ""}` },
        markIcon(seat),
        h("span", { class: "name" }, ctx.playerName(seat), seat === ctx.seat ? ` (${t("you")})` : ""),
        ctx.presence ? ctx.presence(seat) : null,
        // Happiness while the game runs; the final score (happiness, ideas and bonuses) after it.
        ctx.result
          ? h("span", { class: "score" }, h("small", {}, t("score")), " ", ctx.result.scores[seat])
          : h("span", { class: "score" }, h("small", {}, t("happiness")), " ", pl.happiness),
        h("span", { class: "chips" }, res(pl.resources)),
        h("span", { class: "left" }, t("ideas-n", { n: pl.ideas.length })),
      ),
    ),
  );
}

export function explainResult(events, view, ctx) {
  const scored = events.filter((e) => e.event === "scored");
  if (!scored.length) return null;
  return h(
    "table",
    { class: "explain" },
    h("caption", {}, t("where-points-came-from")),
    h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t("player")), h("th", { scope: "col" }, t("happiness")), h("th", { scope: "col" }, t("idea-points")), h("th", { scope: "col" }, t("bonuses")), h("th", { scope: "col" }, t("score")))),
    h(
      "tbody",
      {},
      scored.map((e) =>
        h(
          "tr",
          {},
          h("th", { scope: "row" }, markIcon(e.seat), " ", ctx.playerName(e.seat)),
          h("td", {}, e.happiness),
          h("td", {}, e.idea_points),
          h("td", {}, e.bonuses.filter(([, pts]) => pts > 0).map(([n, pts]) => `${cardTitle(n)} +${pts}`).join(", ") || "—"),
          h("td", { class: "total" }, e.total),
        ),
      ),
    ),
  );
}

/** A seat's name where the table has none (the tutorial's): the engine's. */
export function seatName(view, seat) {
  const players = view.public.players;
  if (seat < players.length) return players[seat].name;
  return view.public.variant === "neutral" ? t("cave-geeks") : t("seat-n", { n: seat + 1 });
}

/** What a move involves on the table (the tutorial marks it): the order to play face up, then
 * the one face down, or the idea to buy. */
export function highlight(root, action, ctx) {
  const w = action.split(/\s+/);
  const q = (sel) => root.querySelector(sel);
  let found = [];
  if (w[0] === "orders") found = [q(`.hand .order-${ctx.pendingUp === w[1] ? w[2] : w[1]}`)];
  else if (w[0] === "buy") found = [q(`.track [data-action="${action}"]`)];
  return found.filter(Boolean);
}
