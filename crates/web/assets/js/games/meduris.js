// Meduris at the web table: the ring of building fields drawn from the board's data (both
// sides), the four high plains with their stacked workers, the druid, the river, the rune
// districts; legal actions clickable where they happen. The page decides no rule: it draws the
// view and offers the legal actions the server sent.

import { h, s, fill, pulse } from "../ui.js";
import { t, has } from "../i18n.js";

/** A rune stone's name in the page's language (the board data names the symbols in English). */
function runeName(rune) {
  const id = `rune-name-${String(rune).toLowerCase()}`;
  return has(id) ? t(id) : rune;
}

export const MATERIALS = ["wood", "wool", "copper", "stone"];
const COLOURS = ["purple", "blue", "green", "red"];
const VB = 1000;
const C = VB / 2;
const R_OUT = 470;
const R_IN = 345;

const boards = new Map();

/** The board's data (fields, districts, druid's stones, river), fetched once. */
async function board(name) {
  if (!boards.has(name)) {
    const r = await fetch(`/api/games/meduris/material/${encodeURIComponent(name)}`);
    boards.set(name, r.ok ? await r.json() : null);
  }
  return boards.get(name);
}

function boardNameOf(view) {
  return view.board && typeof view.board === "object" ? view.board.name : view.board;
}

/** Loads what the page needs to draw and narrate `view` (the board's data). */
export async function prepare(view) {
  await board(boardNameOf(view));
}

function polar(r, deg) {
  const a = (deg * Math.PI) / 180;
  return [C + r * Math.cos(a), C + r * Math.sin(a)];
}

function angleOf(i, n) {
  return -90 + (360 * i) / n;
}

/** A material's glyph: a shape and a colour (never colour alone). */
function materialGlyph(m, x, y, size = 13) {
  const title = s("title", {}, t(`material-${m}`));
  const cls = `mat mat-${m}`;
  switch (m) {
    case "wood":
      return s("polygon", { class: cls, points: `${x},${y - size} ${x + size},${y + size * 0.8} ${x - size},${y + size * 0.8}` }, title);
    case "wool":
      return s("circle", { class: cls, cx: x, cy: y, r: size * 0.95 }, title);
    case "copper": {
      const pts = [];
      for (let k = 0; k < 6; k++) {
        const [px, py] = [x + size * Math.cos((Math.PI / 3) * k), y + size * Math.sin((Math.PI / 3) * k)];
        pts.push(`${px.toFixed(1)},${py.toFixed(1)}`);
      }
      return s("polygon", { class: cls, points: pts.join(" ") }, title);
    }
    default:
      return s("rect", { class: cls, x: x - size * 0.85, y: y - size * 0.85, width: size * 1.7, height: size * 1.7, rx: 2 }, title);
  }
}

/** A player's mark: a colour and a shape (circle, triangle, square, diamond). */
export function markShape(colour, x, y, size, extra = {}) {
  const cls = `mark mark-${colour}`;
  const i = COLOURS.indexOf(colour);
  switch (i) {
    case 1:
      return s("polygon", { class: cls, points: `${x},${y - size} ${x + size},${y + size * 0.8} ${x - size},${y + size * 0.8}`, ...extra });
    case 2:
      return s("rect", { class: cls, x: x - size * 0.8, y: y - size * 0.8, width: size * 1.6, height: size * 1.6, ...extra });
    case 3:
      return s("polygon", { class: cls, points: `${x},${y - size} ${x + size},${y} ${x},${y + size} ${x - size},${y}`, ...extra });
    default:
      return s("circle", { class: cls, cx: x, cy: y, r: size * 0.9, ...extra });
  }
}

/** The mark as a small inline SVG (lists, the log). */
export function markIcon(colour) {
  return s("svg", { class: "mark-icon", viewBox: "0 0 20 20", "aria-hidden": "true" }, markShape(colour, 10, 10, 8));
}

function sector(i, n, rIn, rOut) {
  const gap = 0.35;
  const a0 = angleOf(i, n) + gap;
  const a1 = angleOf(i + 1, n) - gap;
  const [x0, y0] = polar(rOut, a0);
  const [x1, y1] = polar(rOut, a1);
  const [x2, y2] = polar(rIn, a1);
  const [x3, y3] = polar(rIn, a0);
  return `M${x0},${y0} A${rOut},${rOut} 0 0 1 ${x1},${y1} L${x2},${y2} A${rIn},${rIn} 0 0 0 ${x3},${y3} Z`;
}

function hutShape(colour, x, y, size) {
  return s(
    "g",
    { class: `building hut mark-${colour}` },
    s("polygon", { class: `mark mark-${colour}`, points: `${x - size},${y + size * 0.7} ${x - size},${y - size * 0.1} ${x},${y - size} ${x + size},${y - size * 0.1} ${x + size},${y + size * 0.7}` }),
    markShape(colour, x, y + size * 0.15, size * 0.38, { class: "inner" }),
  );
}

function templeShape(colour, x, y, size) {
  return s(
    "g",
    { class: `building temple mark-${colour}` },
    s("rect", { class: `mark mark-${colour}`, x: x - size, y: y - size * 0.55, width: size * 2, height: size * 1.3, rx: 2 }),
    s("polygon", { class: `mark mark-${colour}`, points: `${x - size * 1.15},${y - size * 0.5} ${x},${y - size * 1.15} ${x + size * 1.15},${y - size * 0.5}` }),
    // Two columns, and between them the player's shape (a mark is never told by colour alone).
    [-0.72, 0.72].map((dx) => s("line", { class: "column", x1: x + dx * size, y1: y - size * 0.4, x2: x + dx * size, y2: y + size * 0.65 })),
    colour === "druid" ? s("line", { class: "column", x1: x, y1: y - size * 0.4, x2: x, y2: y + size * 0.65 }) : markShape(colour, x, y + size * 0.12, size * 0.42, { class: "inner" }),
  );
}

function bonusGlyph(chip, x, y) {
  const label = { points: "+2", "free-hut": "0", druid: "D" }[chip] || "?";
  return s(
    "g",
    { class: `bonus bonus-${chip}` },
    s("title", {}, t(`bonus-${chip}`)),
    s("circle", { cx: x, cy: y, r: 15 }),
    s("text", { x, y: y + 5, "text-anchor": "middle", "aria-hidden": "true" }, label),
  );
}

/** Where a worker stack stands: the four plains of the mountain. */
function plainPos(m) {
  const q = { wood: [-1, -1], wool: [1, -1], copper: [1, 1], stone: [-1, 1] }[m];
  return [C + q[0] * 115, C + q[1] * 115];
}

/** The legal actions, by where they are clicked. */
export function placesOf(legal) {
  const fields = new Map();
  const plains = new Map();
  const workers = new Map();
  for (const l of legal) {
    const w = l.action.split(/\s+/);
    if (w[0] === "hut" || w[0] === "temple") {
      const f = Number(w[1]);
      if (!fields.has(f)) fields.set(f, []);
      fields.get(f).push(l);
    } else if (w[0] === "place") {
      plains.set(w[1], [l]);
    } else if (w[0] === "yield") {
      const [from, which] = w[1].split(":");
      const key = `${from}:${which ? Number(which) - 1 : 0}`;
      if (!workers.has(key)) workers.set(key, []);
      workers.get(key).push(l);
    }
  }
  return { fields, plains, workers };
}

function seatOf(view, colour) {
  return view.players.indexOf(colour);
}

/** The board's static drawing (the ring, the fields' materials and numbers, the districts,
 * the river, the druid's path, the plains), made once per table; `render` then only updates
 * what a view changes. Clicks and keys are handled once, on the SVG, for whatever is legal now. */
function drawStatic(data, boardName) {
  const n = data.fields.length;
  const svg = s("svg", {
    class: "board meduris",
    viewBox: `-90 -70 ${VB + 180} ${VB + 140}`,
    role: "group",
    "aria-label": t("board-label", { fields: n }),
  });
  const districtOf = new Map();
  data.districts.forEach((d, di) => d.fields.forEach((f) => districtOf.set(f, di)));
  const st = { boardName, lang: document.documentElement.lang, svg, n, fields: [], runes: [], plains: {}, places: null, ctx: null };
  // The ring of fields: the static sector, number and materials, and a layer for what stands there.
  const ring = s("g", { class: "ring" });
  const chips = s("g", { class: "chips-layer", "aria-hidden": "true" });
  for (let i = 0; i < n; i++) {
    const mid = (angleOf(i, n) + angleOf(i + 1, n)) / 2;
    // A field is a graphic with a name (what it is and what stands there), a button when
    // something can be built there.
    const name = t("field-label", { field: i, a: t(`material-${data.fields[i][0]}`), b: t(`material-${data.fields[i][1]}`) });
    const g = s("g", {
      class: `field district-${districtOf.get(i) % 3}`,
      dataset: { field: i },
      role: "img",
      "aria-label": name,
    });
    g.append(s("path", { d: sector(i, n, R_IN, R_OUT) }));
    const [nx, ny] = polar(R_OUT - 18, mid);
    // (The words on the board are drawn for the eye; the element's name says them all.)
    g.append(s("text", { class: "field-no", x: nx, y: ny + 5, "text-anchor": "middle", "aria-hidden": "true" }, i));
    const [m1x, m1y] = polar(R_OUT - 55, mid - 360 / n / 4.5);
    const [m2x, m2y] = polar(R_OUT - 55, mid + 360 / n / 4.5);
    g.append(materialGlyph(data.fields[i][0], m1x, m1y), materialGlyph(data.fields[i][1], m2x, m2y));
    const dyn = s("g", { class: "dyn" });
    const title = s("title");
    g.append(dyn);
    ring.append(g);
    // A bonus chip lies on the field but is drawn above it, outside the field's button (its
    // name says the chip); clicks go through it to the field.
    const chip = s("g", { class: "chip" });
    chips.append(chip);
    st.fields.push({ g, dyn, chip, title, mid, name, sig: "", legal: "" });
  }
  svg.append(ring, chips);
  // District boundaries and their rune stones.
  const marks = s("g", { class: "districts" });
  for (let i = 0; i < n; i++) {
    const next = (i + 1) % n;
    if (districtOf.get(i) !== districtOf.get(next)) {
      const a = angleOf(i + 1, n);
      const [x0, y0] = polar(R_IN - 8, a);
      const [x1, y1] = polar(R_OUT + 8, a);
      marks.append(s("line", { class: "boundary", x1: x0, y1: y0, x2: x1, y2: y1 }));
    }
  }
  data.districts.forEach((d) => {
    const first = d.fields[0];
    const last = d.fields[d.fields.length - 1];
    const span = ((last - first + n) % n) + 1;
    const mid = angleOf(first, n) + (360 * span) / n / 2;
    // The name beside the ring, never over a field: on the left and right sides it ends (or
    // begins) just outside the ring, a long name on two lines; above and below it is centred.
    const side = Math.cos((mid * Math.PI) / 180);
    const anchor = side < -0.35 ? "end" : side > 0.35 ? "start" : "middle";
    const [x, y] = polar(anchor === "middle" ? R_OUT + 38 : R_OUT + 14, mid);
    const words = runeName(d.rune).split(/(?<=[- ])/);
    const lines = words.length > 1 && runeName(d.rune).length > 9 ? [words.slice(0, Math.ceil(words.length / 2)).join(""), words.slice(Math.ceil(words.length / 2)).join("")] : [runeName(d.rune)];
    const top = y + 4 - ((lines.length - 1) * 17) / 2;
    const text = s("text", { x, y: top, "text-anchor": anchor }, lines.map((line, k) => s("tspan", { x, dy: k ? 17 : 0 }, line.trim())));
    const holder = s("g", { class: "holder" });
    marks.append(s("g", { class: "rune" }, s("title", {}, t("rune-label", { rune: runeName(d.rune) })), text, holder));
    const hx = anchor === "end" ? x - 20 : anchor === "start" ? x + 20 : x;
    st.runes.push({ rune: d.rune, holder, x: hx, y: top + (lines.length - 1) * 17, sig: "" });
  });
  svg.append(marks);
  // The river crosses the path between two fields.
  if (data.river_between) {
    const a = angleOf(data.river_between[1], n);
    const pts = [];
    for (let r = R_IN - 45; r <= R_OUT + 60; r += 12) {
      const wiggle = Math.sin(r / 9) * 1.6;
      const [x, y] = polar(r, a + wiggle);
      pts.push(`${x.toFixed(1)},${y.toFixed(1)}`);
    }
    svg.append(s("polyline", { class: "river", points: pts.join(" ") }, s("title", {}, t("river"))));
  }
  // The druid's temple, his stone fields and the druid.
  const entry = data.path_entry_field || 0;
  const ea = angleOf(entry, n) + 180 / n;
  const stones = data.stone_fields || 3;
  st.stonePos = (k) => polar(250 + (k * (R_IN - 290)) / Math.max(1, stones), ea);
  const druidG = s("g", { class: "druid-path" });
  const [tx, ty] = st.stonePos(0);
  druidG.append(templeShape("druid", tx, ty, 16));
  for (let k = 1; k <= stones; k++) {
    const [sx, sy] = st.stonePos(k);
    druidG.append(s("circle", { class: "stone-field", cx: sx, cy: sy, r: 9 }));
  }
  st.druid = s("g", { class: "druid" }, s("title", {}, t("druid")), s("circle", { r: 16 }), s("text", { y: 6, "text-anchor": "middle" }, "D"));
  st.druidAt = "";
  druidG.append(st.druid);
  svg.append(druidG);
  // The mountain: four high plains, each with a layer for its workers.
  const mountain = s("g", { class: "mountain" });
  mountain.append(s("circle", { class: "peak", cx: C, cy: C, r: 225 }));
  for (const m of MATERIALS) {
    const [px, py] = plainPos(m);
    const g = s("g", { class: `plain plain-${m}`, dataset: { plain: m }, role: "img", "aria-label": t("plain-label", { material: t(`material-${m}`) }) });
    g.append(s("rect", { x: px - 92, y: py - 92, width: 184, height: 184, rx: 26 }));
    g.append(materialGlyph(m, px - 62, py - 62, 15));
    g.append(s("text", { class: "plain-name", x: px + 14, y: py - 56, "text-anchor": "middle", "aria-hidden": "true" }, t(`material-${m}`)));
    // The workers stand on the plain but beside it in the drawing: a worker that can move is a
    // button of its own, never inside the plain's.
    const stack = s("g", { class: "stack" });
    mountain.append(g, stack);
    st.plains[m] = { g, stack, px, py, sig: "", legal: false };
  }
  svg.append(mountain);
  // One listener for every click and key on the board: what is legal there now.
  const pick = (target) => {
    const w = target.closest(".worker.legal");
    if (w) {
      const moves = st.places.workers.get(w.dataset.key);
      if (moves) st.ctx.choose(moves, w, { kind: "yield-from", from: w.dataset.plain });
      return true;
    }
    const f = target.closest(".field.legal");
    if (f) {
      const here = st.places.fields.get(Number(f.dataset.field));
      if (here) st.ctx.choose(here, f);
      return true;
    }
    const p = target.closest(".plain.legal");
    if (p) {
      const here = st.places.plains.get(p.dataset.plain);
      if (here) st.ctx.choose(here, p);
      return true;
    }
    return false;
  };
  svg.addEventListener("click", (e) => pick(e.target));
  svg.addEventListener("keydown", (e) => {
    if ((e.key === "Enter" || e.key === " ") && pick(e.target)) e.preventDefault();
  });
  const wrap = h("div", { class: "board-wrap" }, svg);
  if (data.provisional || String(boardName).startsWith("4")) {
    wrap.prepend(h("p", { class: "notice", role: "note" }, t("notice-board")));
  }
  st.wrap = wrap;
  return st;
}

/** Makes an element of the board offered (focusable, a button, titled) or not. */
function offer(el, title, on, text) {
  if (on) {
    el.classList.add("legal");
    el.setAttribute("tabindex", "0");
    el.setAttribute("role", "button");
    title.textContent = text;
    if (title.parentNode !== el) el.prepend(title);
  } else {
    el.classList.remove("legal");
    el.removeAttribute("tabindex");
    el.setAttribute("role", "img");
    title.remove();
  }
}

/** Draws the board as `view` shows it: the static drawing once, then only what changed. */
export async function render(root, ctx) {
  const { view, legal } = ctx;
  const boardName = boardNameOf(view);
  const data = await board(boardName);
  if (!data) {
    root.__meduris = null;
    fill(root, h("p", { class: "error" }, t("board-missing")));
    return;
  }
  let st = root.__meduris;
  if (!st || st.boardName !== boardName || st.lang !== document.documentElement.lang || !root.contains(st.wrap)) {
    st = drawStatic(data, boardName);
    root.__meduris = st;
    fill(root, st.wrap);
  }
  const places = placesOf(legal || []);
  st.places = places;
  st.ctx = ctx;
  const n = st.n;
  // Fields: what stands there, and whether something can be built.
  for (let i = 0; i < n; i++) {
    const f = st.fields[i];
    const hut = view.huts[i] || view.huts[String(i)];
    const temple = view.temples[i] || view.temples[String(i)];
    const chip = view.bonus_chips[i] || view.bonus_chips[String(i)];
    const sig = `${hut || ""}|${temple || ""}|${chip || ""}`;
    if (sig !== f.sig) {
      f.sig = sig;
      const [bx, by] = polar(R_IN + 35, f.mid);
      const parts = [];
      if (hut) parts.push(hutShape(hut, bx, by, 20));
      else if (temple) parts.push(templeShape(temple, bx, by, 19));
      f.dyn.replaceChildren(...parts);
      if (chip) {
        const [cx, cy] = hut ? polar(R_IN + 12, f.mid) : [bx, by];
        f.chip.replaceChildren(bonusGlyph(chip, cx, cy));
      } else f.chip.replaceChildren();
      const who = (colour) => ctx.playerName(seatOf(view, colour));
      const standing = hut ? t("field-hut", { player: who(hut) }) : temple ? t("field-temple", { player: who(temple) }) : null;
      const bonus = chip ? t(`bonus-${chip}`) : null;
      f.g.setAttribute("aria-label", [f.name, standing, bonus].filter(Boolean).join("; "));
    }
    const here = places.fields.get(i);
    const key = here ? here.map((l) => l.action).join("|") : "";
    if (key !== f.legal) {
      f.legal = key;
      offer(f.g, f.title, Boolean(here), here ? here.map((l) => ctx.label(l)).join(" / ") : "");
    }
  }
  // Rune stones: who holds each.
  for (const r of st.runes) {
    const holder = view.runes[r.rune] || "";
    if (holder !== r.sig) {
      r.sig = holder;
      r.holder.replaceChildren(...(holder ? [markShape(holder, r.x, r.y + 22, 9)] : []));
    }
  }
  // The druid.
  const d = String(view.druid || "temple");
  if (d !== st.druidAt) {
    st.druidAt = d;
    let dp;
    if (d.startsWith("field")) {
      const f = Number(d.split(" ")[1]);
      dp = polar(R_IN - 22, (angleOf(f, n) + angleOf(f + 1, n)) / 2);
    } else if (d.startsWith("stone")) {
      dp = st.stonePos(Number(d.split(" ")[1]));
    } else {
      dp = st.stonePos(0);
    }
    st.druid.setAttribute("transform", `translate(${dp[0]},${dp[1]})`);
  }
  // The plains: whether a worker can be placed, and the stacks of workers, bottom first.
  for (const m of MATERIALS) {
    const p = st.plains[m];
    const legalHere = places.plains.get(m);
    const lkey = legalHere ? legalHere[0].action : "";
    if (lkey !== p.legal) {
      p.legal = lkey;
      p.title = p.title || s("title");
      offer(p.g, p.title, Boolean(legalHere), legalHere ? ctx.label(legalHere[0]) : "");
    }
    const stack = view.workers[m] || [];
    const movable = [];
    const seen = [];
    for (let k = stack.length - 1; k >= 0; k--) {
      // Which of a player's workers this is, counted from the top, a run of one player's
      // workers counting once (the notation's `yield wood:2 …`).
      const colour = stack[k];
      const runTop = k === stack.length - 1 || stack[k + 1] !== colour;
      const which = seen.filter((c) => c === colour).length;
      if (runTop) seen.push(colour);
      const key = `${m}:${which}`;
      const moves = colour === ctx.myColour && runTop ? places.workers.get(key) : null;
      movable[k] = moves ? key : "";
    }
    const sig = `${stack.join(",")}|${movable.join(",")}|${stack.map((c) => ctx.playerName(seatOf(view, c))).join(",")}`;
    if (sig === p.sig) continue;
    p.sig = sig;
    const workers = [];
    for (let k = stack.length - 1; k >= 0; k--) {
      const colour = stack[k];
      const wy = p.py + 62 - k * 44;
      const key = movable[k];
      const wg = s("g", {
        class: `worker${key ? " legal" : ""}`,
        dataset: { plain: m, height: k + 1, key },
        tabindex: key ? 0 : null,
        role: key ? "button" : "img",
        "aria-label": t("worker-label", { player: ctx.playerName(seatOf(view, colour)), height: k + 1 }),
      });
      wg.append(markShape(colour, p.px + 14, wy, 19));
      workers.push(wg);
    }
    p.stack.replaceChildren(...workers);
  }
}

/** Highlights what the last events touched (when animations are on). */
export function animate(root, events) {
  for (const e of events) {
    if (e.field !== undefined && (e.event === "hut-built" || e.event === "temple-built")) {
      pulse(root.querySelector(`[data-field="${e.field}"] .dyn`), "built");
    }
    if (e.event === "worker-moved") pulse(root.querySelector(`[data-plain="${e.to}"]`), "flash");
    if (e.event === "obtained") pulse(root.querySelector(`[data-plain="${e.material}"]`), "flash");
    if (e.event === "druid-walked" || e.event === "druid-stepped") pulse(root.querySelector(".druid"), "flash");
  }
}

/** The board element an event happened at (to mark each seat's last move), or null. */
export function touched(e) {
  if ((e.event === "hut-built" || e.event === "temple-built") && e.field !== undefined) return `.field[data-field="${e.field}"]`;
  if (e.event === "worker-placed") return `.plain[data-plain="${e.plain}"]`;
  if (e.event === "worker-moved") return `.plain[data-plain="${e.to}"]`;
  return null;
}

/** What the seat is asked now, in words. */
export function question(view, ctx) {
  const phase = view.phase || {};
  const who = (colour) => ctx.playerName(seatOf(view, colour));
  switch (phase.step) {
    case "place-workers":
      return t("q-place-workers", { player: who(phase.player) });
    case "roll":
      return t("q-roll");
    case "choice":
      return t("q-choice", { player: who(phase.player) });
    case "minus":
      return t("q-minus", { player: who(phase.player) });
    case "main":
      return t("q-main", { player: who(view.active) });
    case "offering":
      return t("q-offering", { field: phase.field, player: who(view.huts[phase.field]) });
    case "over":
      return t("q-over");
    default:
      return "";
  }
}

/** A refusal's `args` in the reader's words (docs/wire.md lists them per code). */
export function refusalArgs(a) {
  const out = { ...a };
  for (const k of ["material", "plain"]) if (typeof a[k] === "string") out[k] = t(`material-${a[k]}`);
  for (const k of ["cost", "have"]) if (a[k] && typeof a[k] === "object") out[k] = chips(a[k]);
  if (a.what === "hut" || a.what === "temple") out.what = t(`building-${a.what}`);
  if (a.what === "huts" || a.what === "temples") out.what = t(`buildings-${a.what}`);
  if (Array.isArray(a.asked)) out.asked = a.asked.map((m) => t(`material-${m}`)).join(` ${t("and")} `);
  return out;
}

function chips(counts) {
  const parts = MATERIALS.filter((m) => counts && counts[m] > 0).map((m) => t("chips-n", { n: counts[m], material: t(`material-${m}`) }));
  return parts.length ? parts.join(", ") : t("nothing");
}

/** A legal action in words, in the player's language. */
export function label(l) {
  const w = l.action.split(/\s+/);
  switch (w[0]) {
    case "place":
      return t("act-place", { plain: t(`material-${w[1]}`) });
    case "take":
      return t("act-take", { material: t(`material-${w[1]}`) });
    case "decline":
      return t("act-decline");
    case "return":
      return t("act-return", { material: t(`material-${w[1]}`) });
    case "yield": {
      const [from, which] = w[1].split(":");
      return t(which ? "act-yield-lower" : "act-yield", { from: t(`material-${from}`), to: t(`material-${w[2]}`) });
    }
    case "hut":
      return t("act-hut", { field: Number(w[1]) });
    case "temple":
      return t("act-temple", { field: Number(w[1]) });
    case "exchange":
      return t("act-exchange", {
        give: w.slice(1, 4).map((m) => t(`material-${m}`)).join(", "),
        get: t(`material-${w[4]}`),
      });
    case "offer":
      if (w[1] === "nothing") return t("act-offer-nothing");
      if (w[1] === "druid") return t("act-offer-druid");
      return t("act-offer", { what: w.slice(1).map((m) => t(`material-${m}`)).join(` ${t("and")} `) });
    default:
      return l.action;
  }
}

/** An action as it is typed (the notation field's example). */
export const EXAMPLE = "hut 17";
/** The position the rules page draws: two players, some huts and temples built. */
export const RULES_EXAMPLE = { players: 2, decisions: 70 };

/** The group shown open when the list is long: the builds. */
export const OPEN_GROUP = "build";

/** The group an action is listed under. */
export function group(l) {
  const v = l.action.split(/\s+/)[0];
  return { hut: "build", temple: "build", yield: "yield", exchange: "exchange" }[v] || "other";
}

/** An event in words (`null`: nothing to say). */
export function narrate(e, view, ctx) {
  const p = (seat) => ctx.playerName(seat);
  const m = (x) => t(`material-${x}`);
  switch (e.event) {
    case "worker-placed":
      return t("ev-worker-placed", { player: p(e.seat), plain: m(e.plain) });
    case "turn-began":
      return t("ev-turn-began", { player: p(e.seat), turn: e.turn });
    case "rolled":
      return t("ev-rolled", { player: p(e.seat), face: t(`face-${e.face}`) });
    case "obtained":
      return e.got < e.wanted
        ? t("ev-obtained-short", { player: p(e.seat), n: e.got, wanted: e.wanted, material: m(e.material) })
        : t("ev-obtained", { player: p(e.seat), n: e.got, material: m(e.material) });
    case "declined":
      return t("ev-declined", { player: p(e.seat) });
    case "returned":
      return t("ev-returned", { player: p(e.seat), material: m(e.material) });
    case "worker-moved":
      return t("ev-worker-moved", { player: p(e.seat), from: m(e.from), to: m(e.to), height: e.to_height });
    case "exchanged":
      return t("ev-exchanged", { player: p(e.seat), gave: e.gave.map(m).join(", "), got: m(e.got) });
    case "hut-built":
      return t("ev-hut-built", { player: p(e.seat), field: e.field, size: e.settlement, paid: chips(e.paid) });
    case "temple-built":
      return t("ev-temple-built", { player: p(e.seat), field: e.field, paid: chips(e.paid) });
    case "bonus-used":
      return t(`ev-bonus-used-${e.bonus}`, { player: p(e.seat), field: e.field });
    case "rune-taken":
      return e.from === null || e.from === undefined
        ? t("ev-rune-taken", { player: p(e.seat), rune: runeName(e.rune) })
        : t("ev-rune-taken-from", { player: p(e.seat), rune: runeName(e.rune), other: p(e.from) });
    case "druid-stepped":
      return t("ev-druid-stepped", { stone: e.stone });
    case "druid-waits":
      return t("ev-druid-waits");
    case "druid-walked":
      return t("ev-druid-walked", { field: e.to });
    case "river-crossed":
      return t("ev-river-crossed");
    case "rune-interim-scoring":
      return t("ev-rune-interim", {
        points: e.points.map((x, i) => `${p(i)} +${x}`).join(", "),
      });
    case "ritual-began":
      return e.final_circuit
        ? t("ev-ritual-final", { field: e.field, size: e.settlement })
        : t("ev-ritual", { field: e.field, size: e.settlement });
    case "offered":
      return t("ev-offered", {
        player: p(e.seat),
        field: e.field,
        what: e.druid_chip ? t("bonus-druid") : chips(e.offered),
        points: e.points,
      });
    case "ritual-ended":
      return null;
    case "end-triggered":
      return t("ev-end-triggered", { player: p(e.seat) });
    case "final-round-began":
      return t("ev-final-round", { reason: t(`end-${e.reason}`) });
    case "temple-scored":
      return t("ev-temple-scored", { player: p(e.seat), field: e.field, points: e.points });
    case "runes-scored":
      return t("ev-runes-scored", { player: p(e.seat), runes: e.runes, points: e.points });
    case "game-over":
      return t("ev-game-over");
    default:
      return null;
  }
}

/** The players' panel: marks, scores, what is left to build, chips (yours only). */
export function players(view, ctx) {
  return h(
    "ul",
    { class: "players" },
    view.players.map((colour, seat) => {
      const mine = seat === ctx.seat;
      const stock = view.stock && view.stock[colour];
      return h(
        "li",
        { class: `player${seat === seatOf(view, view.active) ? " active" : ""}${mine ? " me" : ""}` },
        markIcon(colour),
        h("span", { class: "name" }, ctx.playerName(seat), mine ? ` (${t("you")})` : ""),
        h("span", { class: "score" }, h("small", {}, t("score")), " ", view.scores[colour] ?? 5),
        ctx.presence ? ctx.presence(seat) : null,
        h(
          "span",
          { class: "left" },
          t("left-to-build", { huts: view.huts_left[colour], temples: view.temples_left[colour] }),
        ),
        h(
          "span",
          { class: "chips" },
          mine && stock ? chips(stock) : t("chips-hidden"),
        ),
      );
    }),
  );
}

/** The supply, beside the players. */
export function extras(view) {
  return h("p", { class: "supply" }, t("supply", { chips: chips(view.supply) }));
}

/** Where each player's points came from, summed from the events everyone saw. */
export function explainResult(events, view, ctx) {
  const n = view.players.length;
  const rows = Array.from({ length: n }, () => ({ start: 5, rituals: 0, bonus: 0, river: 0, temples: 0, runes: 0 }));
  for (const e of events) {
    if (e.event === "offered") rows[e.seat].rituals += e.points;
    if (e.event === "bonus-used" && e.bonus === "points") rows[e.seat].bonus += 2;
    if (e.event === "rune-interim-scoring") e.points.forEach((x, i) => (rows[i].river += x));
    if (e.event === "temple-scored") rows[e.seat].temples += e.points;
    if (e.event === "runes-scored") rows[e.seat].runes += e.points;
  }
  const cols = ["start", "rituals", "bonus", "river", "temples", "runes"];
  return h(
    "table",
    { class: "explain" },
    h("caption", {}, t("where-points-came-from")),
    h("thead", {}, h("tr", {}, h("th", { scope: "col" }, t("player")), cols.map((c) => h("th", { scope: "col" }, t(`points-${c}`))), h("th", { scope: "col" }, t("score")))),
    h(
      "tbody",
      {},
      view.players.map((colour, seat) =>
        h(
          "tr",
          {},
          h("th", { scope: "row" }, markIcon(colour), " ", ctx.playerName(seat)),
          cols.map((c) => h("td", {}, rows[seat][c])),
          h("td", { class: "total" }, view.scores[colour]),
        ),
      ),
    ),
    h("tfoot", {}, h("tr", {}, h("td", { colspan: cols.length + 2 }, t("points-note")))),
  );
}

export function colourOf(view, seat) {
  return view.players[seat];
}

/** A seat's name where the players have none (the tutorial's): its colour. */
export function seatName(view, seat) {
  return t(`colour-${view.players[seat]}`);
}

/** What a move involves on the board (the tutorial marks it): the field built on, the plain a
 * worker is placed on, the worker a big yield moves and the plain it goes to. */
export function highlight(root, action) {
  const w = action.split(/\s+/);
  const q = (sel) => root.querySelector(sel);
  let found = [];
  if (w[0] === "hut" || w[0] === "temple") found = [q(`.field[data-field="${Number(w[1])}"]`)];
  else if (w[0] === "place") found = [q(`.plain[data-plain="${w[1]}"]`)];
  else if (w[0] === "yield") {
    const [from, which] = w[1].split(":");
    found = [q(`.worker[data-key="${from}:${which ? Number(which) - 1 : 0}"]`), q(`.plain[data-plain="${w[2]}"]`)];
  }
  return found.filter(Boolean);
}
