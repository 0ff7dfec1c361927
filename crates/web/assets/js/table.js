// A table: the waiting room before the start (invitations, who has joined, start), then the
// game (the board of the game's module, the players, the clocks, the log in words, the legal
// actions with what they cost and bring, undo), then the result explained and the rematch.
// A reload comes back to the same seat (the token is kept) and asks for what it missed.

import { h, fill, toast, copy, paceMs } from "./ui.js";
import { t, has, language, errorText, fmtClock } from "./i18n.js";
import { api, Connection, LEVELS } from "./api.js";
import { seatAt, keepSeat, playerName, setPlayerName } from "./store.js";
import { go } from "./app.js";
import { GAMES } from "./games/index.js";
import { turn as signalTurn, leftTable } from "./alerts.js";
import { deviceLink } from "./device.js";
import { Chat } from "./chat.js";
import { serverMails, emailField, typedEmail, mailPanel } from "./mail.js";
import { setMailAt } from "./store.js";
import { reviewPanel, hintWhy } from "./review.js";
import { ruleHref } from "./rules.js";


/** Asks for a name and takes the seat an invitation is for. */
async function join(app, id, invite) {
  // A turn-based table asks for an address for the turns' mails too (when the server sends any).
  let turnBased = false;
  try {
    turnBased = (await api("GET", `/api/tables/${id}`)).pace === "turn-based" && (await serverMails());
  } catch {
    turnBased = false;
  }
  return new Promise((resolve) => {
    const input = h("input", { id: "join-name", required: true, maxlength: 32, value: playerName(), autocomplete: "nickname" });
    const email = turnBased ? emailField("join-email") : null;
    const submit = async (e) => {
      e.preventDefault();
      const name = input.value.trim();
      if (!name) return;
      setPlayerName(name);
      const body = { invite, name };
      const address = email ? typedEmail(email.querySelector("input")) : undefined;
      if (address) {
        body.email = address;
        body.lang = document.documentElement.lang || "en";
      }
      try {
        const seat = await api("POST", `/api/tables/${id}/join`, body);
        keepSeat(id, { token: seat.token, seat: seat.seat, name });
        if (address) setMailAt(id, address);
        history.replaceState({}, "", `/t/${id}`);
        resolve(true);
      } catch (err) {
        toast(errorText(err), "error");
        resolve(false);
      }
    };
    fill(
      app,
      h(
        "section",
        { class: "card join" },
        h("h1", {}, t("join-table")),
        h(
          "form",
          { onsubmit: submit },
          h("label", { for: "join-name" }, t("your-name")),
          input,
          email,
          h("button", { type: "submit", class: "primary", id: "join" }, t("take-seat")),
        ),
      ),
    );
    input.focus();
  });
}

export async function showTable(app, id, params) {
  // A seat sent from another device: its link carries the seat's token after `#` (never sent
  // to the server, so never in a log); kept, and taken off the address.
  const sent = new URLSearchParams(location.hash.slice(1)).get("seat");
  if (sent) {
    keepSeat(id, { token: sent, seat: null, name: "" });
    history.replaceState({}, "", `/t/${id}`);
  }
  const invite = params.get("invite");
  if (invite && !seatAt(id)) {
    const ok = await join(app, id, invite);
    if (!ok) {
      history.replaceState({}, "", `/t/${id}`);
    }
  }
  const held = seatAt(id);
  const page = new TablePage(app, id, held);
  page.start();
  return () => page.stop();
}

class TablePage {
  constructor(app, id, held) {
    this.app = app;
    this.id = id;
    this.held = held;
    this.table = null;
    this.events = [];
    this.game = null;
    this.selected = null;
    this.status = "connecting";
    this.timer = null;
    this.logLines = [];
    this.build();
  }

  build() {
    this.barEl = h("div", { class: "bar" });
    // What a screen reader says as the game goes on: each move of the others, and whose turn
    // it is (the bar and its ticking clocks are not read out).
    this.sayEl = h("div", { class: "sr-only", role: "status", "aria-live": "polite", id: "announce" });
    this.boardEl = h("div", { class: "board-area" });
    this.sideEl = h("aside", { class: "side" });
    // The moves (drawn again at every update) and the tools (kept: what is typed into the
    // notation field and its focus survive the others' moves).
    this.movesEl = h("div", { class: "moves" });
    this.toolsEl = h("div", { class: "tools" });
    this.actionsEl = h("section", { class: "actions", "aria-labelledby": "moves-heading" }, h("h2", { class: "sr-only", id: "moves-heading" }, t("your-move")), this.movesEl, this.toolsEl);
    // The log scrolls: it takes the keyboard's focus, so it can be scrolled without a mouse.
    this.logEl = h("ol", { class: "log", "aria-label": t("log"), tabindex: 0 });
    this.resultEl = h("div", { class: "result-area" });
    this.chat = new Chat(this);
    this.missedEl = h("div", { class: "missed-area" });
    // Until the first message is drawn only the bar is shown: the board, the moves and the
    // log then appear together, and nothing on the page moves as they arrive.
    this.pageEl = h(
      "div",
      { class: "table-page loading" },
      this.barEl,
      this.resultEl,
      this.missedEl,
      // Headings a screen reader finds the parts by (each part's own come under them).
      h(
        "div",
        { class: "play" },
        h("section", { class: "board-sec" }, h("h2", { class: "sr-only" }, t("board-heading")), this.boardEl),
        (this.sideWrapEl = h("div", { class: "side-wrap" }, this.actionsEl, h("h2", { class: "sr-only" }, t("players")), this.sideEl)),
      ),
      // The log and the chat, side by side on a wide screen.
      h("div", { class: "talk" }, h("section", { class: "log-wrap" }, h("h2", {}, t("log")), this.logEl), this.chat.el),
      this.sayEl,
    );
    fill(this.app, this.pageEl);
    document.addEventListener("keydown", (this.keys = (e) => this.onKey(e)));
    // A click on the board while the others' moves are being shown shows the rest at once.
    this.boardEl.addEventListener("click", () => this.skipNow && this.skip(), true);
  }

  start() {
    // A turn-based table's seat may ask for mails (when the server sends any).
    Promise.all([api("GET", `/api/tables/${this.id}`), serverMails()])
      .then(([summary, mails]) => {
        this.mails = summary.pace === "turn-based" && mails;
        if (this.table) this.renderTools(this.table);
      })
      .catch(() => {});
    this.conn = new Connection(this.id, this.held && this.held.token, {
      message: (m) => this.onMessage(m),
      status: (s, detail) => {
        this.status = s;
        if (s === "fatal") toast(errorText(detail), "error");
        this.renderBar();
      },
    });
    this.conn.connect();
    this.timer = setInterval(() => this.tickClocks(), 500);
  }

  stop() {
    clearInterval(this.timer);
    leftTable();
    document.removeEventListener("keydown", this.keys);
    if (this.conn) this.conn.close();
  }

  get seat() {
    return this.mySeat ?? null;
  }

  playerName(seat) {
    const s = this.table && this.table.seats[seat];
    if (!s) return t("seat-n", { n: seat + 1 });
    if (s.kind === "bot") return t("bot-name", { level: has(`level-${s.bot}`) ? t(`level-${s.bot}`) : s.bot });
    return s.name || t("seat-n", { n: seat + 1 });
  }

  /** Marks on the board where each other seat moved last (a dashed edge, and its name). */
  markLastMoves() {
    for (const el of this.boardEl.querySelectorAll(".last-move")) {
      el.classList.remove("last-move");
      el.removeAttribute("data-last-by");
    }
    for (const [seat, where] of this.lastTouch || []) {
      const el = this.boardEl.querySelector(where);
      if (!el) continue;
      el.classList.add("last-move");
      el.dataset.lastBy = this.playerName(seat);
    }
  }

  /** A person's presence at the table: here, away (since when), left, or played by the
   * stand-in bot (a bot seat has none). Away times count on in the bar's ticker. */
  presence(seat) {
    const s = this.table && this.table.seats[seat];
    if (!s || s.kind === "bot" || !s.name) return null;
    const parts = [];
    let cls = "here";
    if (s.connected) parts.push(t("presence-here"));
    else {
      cls = "away";
      if (s.left) parts.push(t("presence-left"));
      else if (s.away_ms !== null && s.away_ms !== undefined) parts.push(null);
    }
    if (s.bot_standing_in) {
      cls = `${cls} stand-in`;
      parts.push(t("presence-stand-in"));
    }
    const el = h("span", { class: `presence presence-${cls.split(" ").join(" presence-")}`, dataset: { seat } });
    if (parts[0] === null) {
      el.dataset.away = s.away_ms;
      el.dataset.at = this.seatsAt || Date.now();
    }
    el.dataset.parts = JSON.stringify(parts);
    this.presenceText(el);
    return el;
  }

  /** A presence's words now (an away time counts on). */
  presenceText(el) {
    const parts = JSON.parse(el.dataset.parts || "[]").map((p) => {
      if (p !== null) return p;
      const min = Math.floor((Number(el.dataset.away) + Date.now() - Number(el.dataset.at)) / 60000);
      return t("presence-away", { min });
    });
    el.textContent = parts.join(" · ");
  }

  /** Messages are handled one after another: a table's first message waits for the game's
   * material (card names, the board's data) before anything is narrated or drawn. */
  onMessage(m) {
    // Chat is shown as it comes (never held behind the bots' moves being paced).
    if (m.type === "chat") {
      this.chat.add(m);
      return;
    }
    this.waiting = (this.waiting || 0) + 1;
    // (When each move came and when it was shown: the browser tests read them.)
    if (m.type === "update" && (m.events || []).length) (window.__received ||= []).push([m.seq, performance.now()]);
    this.queue = (this.queue || Promise.resolve())
      .then(async () => {
        await this.pace(m);
        this.waiting -= 1;
        await this.handle(m);
        // The pace counts from the moment a move is on the screen.
        if (m.type === "update" && (m.events || []).length) this.lastShownAt = performance.now();
        if (this.waiting === 0) {
          this.skipping = false;
          this.showSkip(false);
        }
      })
      .catch((e) => {
        console.error(e);
        window.__errors && window.__errors.push(String(e && (e.stack || e.message || e)));
      });
  }

  /** The seat whose move an update is: the server says so (`mover`) for a seat's action; else
   * its first event's seat (or civilisation), as for a die a seat rolled. */
  moverOf(m) {
    if (typeof m.mover === "number") return m.mover;
    for (const e of m.events || []) {
      const who = e.seat ?? e.civ;
      if (who !== undefined && who !== null) return who;
    }
    return null;
  }

  /** Whether an update is the viewer's own move. */
  byMe(m) {
    return this.seat !== null && this.moverOf(m) === this.seat;
  }

  /** Whether an update is a person's move (not a bot's, the stand-in's, or chance's). */
  byPerson(m) {
    const s = this.table && this.table.seats[this.moverOf(m)];
    return Boolean(s) && s.kind !== "bot" && !s.bot_standing_in;
  }

  /** The bots' moves (and chance's) one after another, at a pace a person can follow: each is
   * shown no sooner than the setting's time after the move before it (people's moves come at a
   * person's pace and are never held). The server does not
   * wait: it has sent them all; the page holds them. A click on "Show all" (or anywhere on the
   * board) shows the rest at once; a long backlog is caught up. */
  async pace(m) {
    if (m.type !== "update" || !(m.events || []).length) return;
    if (this.byPerson(m)) return;
    const wait = this.lastShownAt ? this.lastShownAt + paceMs() - performance.now() : 0;
    if (wait > 0 && !this.skipping && this.waiting <= 30) {
      this.showSkip(true);
      await new Promise((resolve) => {
        this.skipNow = resolve;
        setTimeout(resolve, wait);
      });
      this.skipNow = null;
    }
  }

  skip() {
    this.skipping = true;
    if (this.skipNow) this.skipNow();
    this.showSkip(false);
  }

  showSkip(on) {
    this.skipBtn ||= h("button", { id: "skip-ahead", class: "skip-ahead", onclick: () => this.skip() }, t("show-all"));
    if (on && !this.skipBtn.isConnected) this.barEl.append(this.skipBtn);
    if (!on && this.skipBtn.isConnected) this.skipBtn.remove();
  }

  async handle(m) {
    if (m.seats) this.seatsAt = Date.now();
    switch (m.type) {
      case "welcome":
        this.gameName = m.game;
        this.game = GAMES[m.game];
        this.mySeat = m.seat;
        if (m.reset || !this.events.length) {
          this.events = [];
          this.logLines = [];
          this.logShown = null;
          this.sinceMine = undefined;
        }
        if (m.view && this.game.prepare) await this.game.prepare(m.view);
        this.table = m;
        // Hints: whether the table gives them, and the one for the decision now.
        this.hintsAllowed = Boolean(m.hints);
        this.hint = m.hint || null;
        this.hintAsked = false;
        this.addEvents(m.events, false);
        this.sinceMine ??= this.afterMyLastLine();
        this.showMissed();
        await this.render();
        this.chat.welcome(m.chat, m.reset, m.seq);
        break;
      case "update":
        if (m.view && this.game && this.game.prepare) await this.game.prepare(m.view);
        this.table = { ...this.table, ...m };
        // A hint is for the decision it was asked at: a new entry ends it (and a question still
        // out: its answer, if any, is stale).
        if (this.hint && m.seq > this.hint.seq) this.hint = null;
        if ((m.events || []).length) this.hintAsked = false;
        if (this.byMe(m)) this.sinceMine = this.logLines.length;
        this.announce(this.addEvents(m.events, true));
        await this.render(m.events);
        if ((m.events || []).length) (window.__shown ||= []).push([m.seq, performance.now(), this.byMe(m), Boolean(this.skipping)]);
        break;
      case "undone":
        this.table = { ...this.table, ...m };
        this.hint = null;
        this.events = [];
        this.logLines = [];
        this.logShown = null;
        this.addEvents(m.events, false);
        // The history is new: "since your last move" counts from the last of it.
        this.sinceMine = this.afterMyLastLine();
        this.logLines.push({ text: t("undone", { player: this.playerName(m.seat) }), cls: "undo" });
        await this.render();
        break;
      case "seats":
        if (this.table) {
          this.table.seats = m.seats;
          await this.render();
          this.chat.renderOptions();
        }
        break;
      case "refused":
        if (m.request_id && m.request_id === this.hintAsked) {
          this.hintAsked = false;
          this.renderActions(this.lastCtx);
        }
        // A hint asked for a decision that has passed since: nothing to say (the decision
        // now has its own Hint button).
        if (m.code === "stale-hint") break;
        this.showRefusal(m);
        break;
      case "hint": {
        const asked = Boolean(this.hintAsked);
        this.hint = m;
        this.hintAsked = false;
        this.renderActions(this.lastCtx);
        // Said to a screen reader, and the focus on its button when this page asked for it.
        const box = this.actionsEl.querySelector("#hint-box");
        if (box) fill(this.sayEl, [...box.querySelectorAll(".hint-says, .hint-why")].map((p) => p.textContent).join(" "));
        const select = this.actionsEl.querySelector("#hint-select");
        if (asked && select) select.focus();
        break;
      }
      case "ack":
        break;
      case "bot-replaced":
        // An outside bot lost its seat; the normal level plays it.
        toast(t("bot-replaced", { player: this.playerName(m.seat), bot: m.bot || "", fault: m.fault || "" }), "error");
        break;
      case "bye":
        toast(t("server-restarting"));
        break;
      case "error":
        toast(errorText(m), "error");
        break;
      default:
        break;
    }
  }

  showRefusal(m) {
    // The server's sentence is English and exact (it names the numbers); other languages say
    // the refusal's code in their words.
    // A refusal that names things (a cost, a field, who decides: its `args`) is said with
    // them, in the game's own words where it has them (`refusal-<game>-<code>`).
    const args = m.args || {};
    const named = Object.keys(args).length > 0;
    const own = `refusal-${this.gameName}-${m.code}`;
    let id = named && has(own) ? own : `refusal-${m.code}`;
    const words = named && this.game && this.game.refusalArgs ? this.game.refusalArgs(args, this.table && this.table.view) : { ...args };
    if (m.code === "not-your-turn" && typeof args.seat === "number") {
      id = "refusal-not-your-turn-player";
      words.player = this.playerName(args.seat);
    }
    // (The server quotes what was typed in backticks; the page in quotation marks.)
    // (The server's sentence begins in lower case: the page begins it with a capital.)
    const english = m.message.replace(/`([^`]*)`/g, "“$1”").replace(/^\p{Ll}/u, (c) => c.toUpperCase());
    const text = language() === "en" || !has(id) ? english : t(id, words);
    const rule = m.rule ? ` ${t("rule-ref", { rule: m.rule })}` : "";
    // A chat message's refusal is said in the chat box.
    if (this.chat.refused(m, text)) return;
    toast(`${text}${rule}`, "error");
    const box = this.actionsEl.querySelector(".refusal");
    // "Why?": the passage of the rule it names, in the rules page (another tab).
    const why = m.rule ? h("a", { href: ruleHref(this.gameName, m.rule), target: "_blank", rel: "noopener", class: "why", id: "refusal-why" }, t("rules-why"), h("span", { class: "sr-only" }, ` ${t("new-tab")}`)) : null;
    if (box) fill(box, text, rule, why ? " " : null, why);
  }

  /** The log line after the viewer's last one (where "since your last move" begins), if any. */
  afterMyLastLine() {
    if (this.seat === null) return undefined;
    for (let i = this.logLines.length - 1; i >= 0; i--) if (this.logLines[i].seat === this.seat) return i + 1;
    return undefined;
  }

  /** Adds events to the log in words; returns the new lines. */
  addEvents(events, live) {
    const lines = [];
    for (const e of events || []) {
      this.events.push(e);
      if (!this.game || !this.table || !this.table.view) continue;
      const line = this.game.narrate(e, this.table.view, this);
      if (line) {
        this.logLines.push({ text: line, cls: live ? "new" : "", seat: e.seat });
        lines.push(line);
      }
      // Where each other seat's last move happened, marked on the board.
      const where = this.game.touched ? this.game.touched(e) : null;
      if (where && e.seat !== this.seat && e.seat !== undefined) (this.lastTouch ||= new Map()).set(e.seat, where);
    }
    return lines;
  }

  /** A player back at their seat (a reload, another day, the connection back) is told what
   * happened while they were away, and what the stand-in bot played for them. The number of
   * events this browser has shown is kept per table. */
  showMissed() {
    const key = `gameroom.seen.${this.id}`;
    const seen = Number(localStorage.getItem(key) ?? this.events.length);
    localStorage.setItem(key, String(this.events.length));
    if (this.seat === null || !this.table.view || !(this.events.length > seen)) return;
    const missed = this.events.slice(seen);
    const line = (e) => this.game.narrate(e, this.table.view, this);
    const forMe = missed.filter((e) => e.seat === this.seat).map(line).filter(Boolean);
    const all = missed.map(line).filter(Boolean);
    if (!all.length) return;
    const close = h("button", { class: "toast-close", "aria-label": t("close"), onclick: () => fill(this.missedEl) }, "×");
    fill(
      this.missedEl,
      h(
        "section",
        { class: "card missed", id: "missed", "aria-labelledby": "missed-title" },
        h("div", { class: "missed-head" }, h("h2", { id: "missed-title" }, t("missed-title", { n: all.length })), close),
        forMe.length ? h("p", {}, t("missed-for-you", { n: forMe.length })) : null,
        forMe.length ? h("ul", { class: "missed-mine" }, forMe.map((l) => h("li", {}, l))) : null,
        h("details", {}, h("summary", {}, t("missed-all", { n: all.length })), h("ol", {}, all.map((l) => h("li", {}, l)))),
      ),
    );
  }

  /** Says what just happened to a screen reader (the live region), and when it is your turn. */
  announce(lines) {
    const tb = this.table;
    const mine = tb && !tb.result && tb.to_move && tb.to_move.seat === this.seat && this.seat !== null;
    const said = [...lines];
    if (mine && !this.wasMine) said.push(t("your-turn"));
    this.wasMine = mine;
    if (said.length) fill(this.sayEl, said.join(" "));
  }

  myColourOf(view) {
    return this.seat !== null && this.game && this.game.colourOf ? this.game.colourOf(view, this.seat) : null;
  }

  async render(newEvents) {
    this.renderBar();
    const tb = this.table;
    if (!tb) return;
    if (tb.status === "open" || tb.to_move === "not-started") {
      this.renderWaiting();
      return;
    }
    const view = tb.view;
    const page = this;
    this.sideWrapEl.hidden = false;
    const ctx = {
      view,
      seat: this.seat,
      legal: tb.legal || [],
      result: tb.result || null,
      presence: (s) => this.presence(s),
      myColour: this.myColourOf(view),
      playerName: (s) => this.playerName(s),
      label: (l) => this.label(l, view),
      choose: (options, el, hint) => this.select(options, el, hint),
      get pendingUp() {
        return page.pendingUp || null;
      },
      set pendingUp(v) {
        page.pendingUp = v;
      },
      rerender: () => this.render(),
    };
    if (!(tb.legal || []).length) this.pendingUp = null;
    if (tb.rematch && this.held && !seatAt(tb.rematch)) keepSeat(tb.rematch, { ...this.held, creator: false });
    // The time an update takes, by step, up to a laid-out page (the log's scroll needs the
    // layout, which the frame would otherwise do): window.__lastRenderMs, __renderSteps.
    const steps = {};
    let mark = performance.now();
    const started = mark;
    const step = (name) => {
      const now = performance.now();
      steps[name] = now - mark;
      mark = now;
    };
    await this.game.render(this.boardEl, ctx);
    if (newEvents && newEvents.length && this.game.animate) this.game.animate(this.boardEl, newEvents);
    this.markLastMoves();
    step("board");
    fill(this.sideEl, this.game.players(view, ctx), this.game.extras ? this.game.extras(view, ctx) : null);
    step("side");
    this.rendering = true;
    try {
      this.renderActions(ctx);
    } finally {
      this.rendering = false;
    }
    step("actions");
    if (tb.result) this.renderResult(ctx);
    else if (tb.status === "abandoned") {
      fill(this.resultEl, h("section", { class: "card result abandoned", role: "status" }, h("h2", {}, t("game-abandoned")), h("p", {}, t("abandoned-why"))));
    } else if (this.resultEl.firstChild) fill(this.resultEl);
    this.renderLog();
    step("log");
    this.logEl.scrollTop = this.logEl.scrollHeight;
    this.pageEl.classList.remove("loading");
    localStorage.setItem(`gameroom.seen.${this.id}`, String(this.events.length));
    this.restoreFocus();
    step("layout");
    window.__lastRenderMs = performance.now() - started;
    window.__renderSteps = steps;
  }

  renderBar() {
    const tb = this.table;
    if (tb && this.gameName) {
      const mine = !tb.result && this.seat !== null && Boolean(tb.to_move) && tb.to_move.seat === this.seat && tb.status === "running";
      signalTurn(mine, t(`game-${this.gameName}`), this.id);
    }
    const conn = h("span", { class: `conn conn-${this.status}` }, t(`conn-${this.status}`));
    if (!tb) {
      fill(this.barEl, conn);
      return;
    }
    let turn = "";
    if (tb.result) turn = t("game-over");
    else if (tb.status === "abandoned") turn = t("game-abandoned");
    else if (tb.to_move && tb.to_move.seat !== undefined) {
      const s = tb.to_move.seat;
      turn = s === this.seat ? t("your-turn") : t("their-turn", { player: this.playerName(s) });
      if (tb.thinking === s) turn = t("bot-thinking", { player: this.playerName(s) });
    }
    const clocks = (tb.clocks || []).map((c) =>
      h(
        "span",
        { class: `clock${c.running ? " running" : ""}`, dataset: { seat: c.seat, bank: c.bank_ms, at: Date.now() } },
        `${this.playerName(c.seat)} ${fmtClock(c.bank_ms)}`,
      ),
    );
    fill(
      this.barEl,
      h("h1", { class: "title" }, this.game ? t(`game-${this.gameName}`) : t("app-title")),
      h("span", { class: "turn" }, turn),
      h("span", { class: "clocks" }, clocks),
      this.seat === null ? h("span", { class: "tag" }, t("spectating")) : null,
      // The rules, in another tab: the table stays as it is.
      this.game ? h("a", { href: `/rules/${this.gameName}`, target: "_blank", rel: "noopener", class: "rules-link", id: "rules-link" }, t("rules-link"), h("span", { class: "sr-only" }, ` ${t("new-tab")}`)) : null,
      conn,
    );
  }

  tickClocks() {
    for (const el of this.sideEl.querySelectorAll(".presence[data-away]")) this.presenceText(el);
    for (const el of this.barEl.querySelectorAll(".clock.running")) {
      const left = Number(el.dataset.bank) - (Date.now() - Number(el.dataset.at));
      const seat = Number(el.dataset.seat);
      el.textContent = `${this.playerName(seat)} ${fmtClock(Math.max(0, left))}`;
      el.classList.toggle("low", left < 30000);
    }
  }

  renderWaiting() {
    const tb = this.table;
    const held = this.held || {};
    const created = JSON.parse(sessionStorage.getItem(`gameroom.invites.${this.id}`) || "null");
    const origin = location.origin;
    const links = created
      ? h(
          "div",
          { class: "invites" },
          h("h3", {}, t("invitations")),
          h(
            "ul",
            {},
            created.invites.map((inv) =>
              h(
                "li",
                {},
                t("seat-n", { n: inv.seat + 1 }),
                " ",
                h("input", { readonly: true, value: origin + inv.url, "aria-label": t("invitation-for", { n: inv.seat + 1 }) }),
                h("button", { onclick: () => copy(origin + inv.url, t("copied")) }, t("copy")),
              ),
            ),
            h(
              "li",
              {},
              t("any-free-seat"),
              " ",
              h("input", { readonly: true, value: origin + created.open_invite.url, "aria-label": t("any-free-seat") }),
              h("button", { onclick: () => copy(origin + created.open_invite.url, t("copied")) }, t("copy")),
            ),
          ),
        )
      : null;
    // The start (and the choice of bots) is made once: drawing the room again when someone
    // comes keeps what was chosen, and a click on it is never lost.
    if (!this.startBox) {
      const fillBots = h("select", { id: "fill-bots" }, h("option", { value: "" }, t("wait-for-players")), LEVELS.map((l) => h("option", { value: l }, t("fill-with", { level: t(`level-${l}`) }))));
      this.startBox = held.creator
        ? h(
            "div",
            { class: "start" },
            h("label", { for: "fill-bots" }, t("fill-empty-seats")),
            " ",
            fillBots,
            h(
              "button",
              {
                class: "primary",
                id: "start",
                onclick: async () => {
                  try {
                    await api("POST", `/api/tables/${this.id}/start`, { token: held.token, fill_with_bots: fillBots.value || undefined });
                  } catch (e) {
                    toast(errorText(e), "error");
                  }
                },
              },
              t("start"),
            ),
          )
        : h("p", { class: "hint" }, t("waiting-for-start"));
    }
    const startBtn = this.startBox;
    fill(
      this.boardEl,
      h(
        "section",
        { class: "card waiting" },
        h("h2", {}, t("waiting-room")),
        links,
        h("h3", {}, t("who-sits")),
        h(
          "ul",
          { class: "seats-joined" },
          tb.seats.map((s) =>
            h(
              "li",
              { class: s.name ? "taken" : "free" },
              t("seat-n", { n: s.seat + 1 }),
              ": ",
              s.kind === "bot" ? this.playerName(s.seat) : s.name || t("free-seat"),
              s.connected ? h("span", { class: "tag" }, t("connected")) : null,
            ),
          ),
        ),
        startBtn,
      ),
    );
    fill(this.movesEl);
    fill(this.toolsEl);
    this.toolsEl.hidden = true;
    fill(this.sideEl);
    // No moves and no players' panel yet: the waiting room alone (no empty boxes beside it).
    this.sideWrapEl.hidden = true;
    this.pageEl.classList.remove("loading");
  }

  /** The player picked something on the board: one action is selected, several are offered. */
  select(options, el, hint) {
    if (options.length === 1) {
      this.selected = options[0];
    } else {
      this.selected = null;
      this.choices = options;
    }
    this.renderActions(this.lastCtx, hint);
    const confirm = this.actionsEl.querySelector("#confirm");
    if (confirm) confirm.focus();
    else {
      const first = this.actionsEl.querySelector(".choice button");
      if (first) first.focus();
    }
  }

  renderActions(ctx, hint) {
    if (!ctx) return;
    this.lastCtx = ctx;
    const tb = this.table;
    const legal = ctx.legal;
    const question = this.game.question(ctx.view, ctx);
    const parts = [];
    // At your turn: what the others did since your last move.
    if (legal.length && this.sinceMine !== undefined) {
      const since = this.logLines.slice(this.sinceMine).filter((l) => l.seat !== this.seat && l.seat !== undefined);
      if (since.length) {
        parts.push(
          h(
            "details",
            { class: "since", id: "since" },
            h("summary", {}, t("since-your-turn", { n: since.length })),
            h("ul", {}, since.map((l) => h("li", {}, l.text))),
          ),
        );
      }
    }
    parts.push(h("p", { class: "question" }, question));
    if (legal.length) {
      if (this.selected && !legal.some((l) => l.action === this.selected.action)) this.selected = null;
      if (this.choices && !this.choices.every((c) => legal.some((l) => l.action === c.action))) this.choices = null;
      if (this.selected) {
        parts.push(
          h(
            "div",
            { class: "selected" },
            h("p", { class: "what" }, this.label(this.selected, ctx.view)),
            h("p", { class: "cost" }, this.describe(this.selected)),
            h("button", { class: "primary", id: "confirm", onclick: () => this.send(this.selected) }, t("confirm")),
            h("button", { onclick: () => { this.selected = null; this.renderActions(ctx); } }, t("cancel")),
          ),
        );
      } else if (this.choices) {
        parts.push(
          h(
            "div",
            { class: "choice" },
            this.choices.map((l) =>
              h("button", { onclick: () => { this.selected = l; this.choices = null; this.renderActions(ctx); } }, this.label(l, ctx.view), h("small", {}, this.describe(l))),
            ),
          ),
        );
      }
      // Every legal action is also a button (keyboard play), grouped; numbers 1–9 pick.
      const groups = new Map();
      for (const l of legal) {
        const g = this.game.group ? this.game.group(l) : "other";
        if (!groups.has(g)) groups.set(g, []);
        groups.get(g).push(l);
      }
      let k = 0;
      this.numbered = [];
      const lists = [];
      for (const [g, ls] of groups) {
        const items = ls.map((l) => {
          k += 1;
          this.numbered.push(l);
          return h(
            "li",
            {},
            h(
              "button",
              {
                class: "act",
                dataset: { action: l.action },
                title: this.describe(l),
                onclick: () => this.pick(l, ctx),
              },
              k <= 9 ? h("kbd", {}, k) : null,
              " ",
              this.label(l, ctx.view),
            ),
          );
        });
        const list = h("ul", { class: "act-list" }, items);
        const open = this.game.OPEN_GROUP;
        lists.push(
          ls.length > 8 && g !== "other"
            ? h("details", { open: g === open || (!groups.has(open) && lists.length === 0) }, h("summary", {}, t(`group-${g}`, { n: ls.length })), list)
            : h("div", { class: "group" }, groups.size > 1 ? h("h3", {}, t(`group-${g}`, { n: ls.length })) : null, list),
        );
      }
      parts.push(h("div", { class: "legal" }, lists));
    }
    if (legal.length && this.hintsAllowed && this.seat !== null) parts.push(this.hintBox(legal, ctx));
    parts.push(h("p", { class: "refusal", role: "alert" }));
    // A keyboard player whose focus was among the moves finds it on the first move offered now
    // (else on the question), not back at the top of the page.
    // (Only a keyboard's focus, one that is shown: a click's focus stays where it falls, and
    // the page does not scroll under the mouse.)
    const active = document.activeElement;
    const hadFocus = active && active !== document.body && this.movesEl.contains(active) && active.matches(":focus-visible");
    fill(this.movesEl, parts);
    // (The same control when it is still there: Confirm stays focused when another's message
    // redraws the moves.)
    this.refocus = hadFocus && (active.id ? `#${CSS.escape(active.id)}` : true);
    if (!this.rendering) this.restoreFocus();
    this.renderTools(tb);
    void hint;
  }

  /** The hint: a button to ask what the hard bot would do, then its answer and why, with a
   * button that selects that move (it is not played: the player confirms it, or does not). */
  hintBox(legal, ctx) {
    const hint = this.hint;
    const l = hint && legal.find((x) => x.action === hint.action);
    if (!l) {
      const asking = Boolean(this.hintAsked);
      return h(
        "div",
        { class: "hint-box", id: "hint-box" },
        h(
          "button",
          {
            id: "hint",
            disabled: asking,
            "aria-keyshortcuts": "h",
            onclick: () => this.askHint(),
          },
          t(asking ? "hint-thinking" : "hint-ask"),
        ),
      );
    }
    return h(
      "div",
      { class: "hint-box", id: "hint-box", dataset: { action: hint.action } },
      h("p", { class: "hint-says" }, t("hint-says", { action: this.label(l, ctx.view) })),
      h("p", { class: "hint-why" }, hintWhy(hint, (x) => this.label(x, ctx.view))),
      h(
        "button",
        {
          id: "hint-select",
          onclick: () => this.pick(l, ctx),
        },
        t("hint-select"),
      ),
      h("p", { class: "hint-note" }, t("hint-note")),
    );
  }

  /** Selects one action (a button of the list, the hint's): Confirm takes the focus. */
  pick(l, ctx) {
    this.selected = l;
    this.choices = null;
    this.renderActions(ctx);
    const c = this.actionsEl.querySelector("#confirm");
    if (c) c.focus();
  }

  askHint() {
    if (this.hintAsked || !this.hintsAllowed) return;
    this.hintAsked = this.conn.hint();
    this.renderActions(this.lastCtx);
  }

  restoreFocus() {
    if (!this.refocus) return;
    const same = typeof this.refocus === "string" ? this.refocus : null;
    this.refocus = false;
    // In this order, not the page's: the "since your last move" summary above the moves is
    // last.
    const first = [same, "#confirm", ".choice button", "button.act", "summary"]
      .filter(Boolean)
      .map((css) => this.movesEl.querySelector(css))
      .find(Boolean);
    if (first) first.focus();
    else {
      const q = this.movesEl.querySelector(".question");
      q.tabIndex = -1;
      q.focus();
    }
  }

  renderTools(tb) {
    const undo = tb.can_undo ? (this.undoBtn ||= h("button", { id: "undo", onclick: () => this.conn.undo() }, t("undo"))) : null;
    // Where Undo would be, why it is not there (a game where it is rarely offered says why).
    const whyId = `undo-why-${this.gameName}`;
    const why = !tb.can_undo && this.seat !== null && !tb.result && has(whyId)
      ? (this.undoWhy ||= h("details", { class: "undo-why", id: "undo-why" }, h("summary", {}, t("undo-why")), h("p", {}, t(whyId))))
      : null;
    let form = null;
    if (this.seat !== null && !tb.result) {
      if (!this.notationForm) {
        // The example is the game's own (a Meduris hut, a CVlizations purchase).
        const example = t("type-action", { example: this.game.EXAMPLE || "" });
        const input = h("input", { id: "notation", placeholder: example, "aria-label": example, autocomplete: "off" });
        this.notationForm = h(
          "form",
          {
            class: "notation",
            onsubmit: (e) => {
              e.preventDefault();
              const a = input.value.trim();
              if (a) this.conn.move(a);
              input.value = "";
            },
          },
          input,
          h("button", { type: "submit" }, t("send")),
        );
      }
      form = this.notationForm;
    }
    // Only what changed is moved: a focused field stays focused.
    if (undo && undo.parentNode !== this.toolsEl) this.toolsEl.prepend(undo);
    if (!undo && this.undoBtn) this.undoBtn.remove();
    if (why && why.parentNode !== this.toolsEl) this.toolsEl.prepend(why);
    if (!why && this.undoWhy) this.undoWhy.remove();
    if (form && form.parentNode !== this.toolsEl) this.toolsEl.append(form);
    // The seat, on another device (a phone): its link and QR code.
    const device = this.seat !== null && !tb.result && this.held ? (this.deviceBtn ||= h("button", { id: "device-link-open", onclick: () => deviceLink(this.id, this.held.token) }, t("on-another-device"))) : null;
    if (device && device.parentNode !== this.toolsEl) this.toolsEl.append(device);
    if (!device && this.deviceBtn) this.deviceBtn.remove();
    if (!form && this.notationForm) this.notationForm.remove();
    // A turn-based seat's mails: given here, or stopped.
    const over = Boolean(tb.result) || tb.status === "abandoned";
    const mail = this.mails && this.seat !== null && this.held && !over ? (this.mailEl ||= mailPanel(this.id, this.held.token)) : null;
    if (mail && mail.parentNode !== this.toolsEl) this.toolsEl.append(mail);
    if (!mail && this.mailEl) this.mailEl.remove();
    this.toolsEl.hidden = !this.toolsEl.firstChild;
  }

  /** An action in words; the words of an action do not change during a game (names, cards),
   * so each is made once. */
  label(l, view) {
    if (!this.labels) this.labels = new Map();
    let text = this.labels.get(l.action);
    if (text === undefined) {
      text = this.game.label(l, view);
      this.labels.set(l.action, text);
    }
    return text;
  }

  describe(l) {
    if (this.game.describe) {
      const d = this.game.describe(l, this.lastCtx && this.lastCtx.view);
      if (d) return d;
    }
    return l.description || "";
  }

  send(l) {
    this.selected = null;
    this.choices = null;
    this.conn.move(l.action);
  }

  onKey(e) {
    if (e.target.closest("input, select, textarea")) return;
    if (e.key === "u" && this.table && this.table.can_undo) {
      this.conn.undo();
    } else if (e.key === "h" && this.hintsAllowed && this.table && this.table.legal.length && !this.hint) {
      this.askHint();
    } else if (/^[1-9]$/.test(e.key) && this.numbered && this.numbered[Number(e.key) - 1]) {
      this.selected = this.numbered[Number(e.key) - 1];
      this.renderActions(this.lastCtx);
      const c = this.actionsEl.querySelector("#confirm");
      if (c) c.focus();
    } else if (e.key === "Escape") {
      this.selected = null;
      this.choices = null;
      this.renderActions(this.lastCtx);
    }
  }

  /** The log: only the lines added since the last render are made (the last 200 to 250 shown). */
  renderLog() {
    const lines = this.logLines;
    if (!this.logShown || this.logShown.list !== lines || this.logShown.count > lines.length) {
      fill(this.logEl);
      this.logShown = { list: lines, count: Math.max(0, lines.length - 200) };
      this.logEl.start = this.logShown.count + 1;
    }
    for (const li of this.logEl.querySelectorAll("li.new")) li.classList.remove("new");
    const fresh = lines.slice(this.logShown.count).map((l) => {
      const li = h("li", { class: l.cls }, l.text);
      if (l.cls === "new") l.cls = "";
      return li;
    });
    this.logShown.count = lines.length;
    this.logEl.append(...fresh);
    // Lines are dropped 50 at a time (the numbers of all the others change then, and all are
    // laid out again); the list goes on counting from the first line kept.
    if (this.logEl.childElementCount > 250) {
      for (let k = 0; k < 50; k++) this.logEl.firstElementChild.remove();
      this.logEl.start = lines.length - this.logEl.childElementCount + 1;
    }
  }

  renderResult(ctx) {
    const tb = this.table;
    const r = tb.result;
    const winners = r.winners.map((s) => this.playerName(s)).join(` ${t("and")} `);
    const held = this.held;
    const box = h(
      "section",
      { class: "card result", id: "result" },
      h("h2", {}, t(r.winners.length > 1 ? "shared-win" : "winner", { players: winners })),
      h(
        "ol",
        { class: "ranking" },
        r.scores
          .map((score, seat) => ({ score, seat, rank: r.ranks[seat] }))
          .sort((a, b) => a.rank - b.rank)
          .map((x) => h("li", {}, `${this.playerName(x.seat)}: ${t("points", { n: x.score })}`)),
      ),
      this.game.explainResult ? h("div", { class: "explain-wrap" }, this.game.explainResult(this.events, ctx.view, ctx, r)) : null,
      h(
        "div",
        { class: "after" },
        held
          ? h(
              "button",
              {
                class: "primary",
                id: "rematch",
                onclick: async () => {
                  try {
                    const next = await api("POST", `/api/tables/${this.id}/rematch`, { token: held.token });
                    keepSeat(next.table, { ...held, creator: true });
                    go(`/t/${next.table}`);
                  } catch (e) {
                    toast(errorText(e), "error");
                  }
                },
              },
              t("rematch"),
            )
          : null,
        tb.rematch ? h("a", { href: `/t/${tb.rematch}`, "data-route": true, class: "button" }, t("to-rematch")) : null,
        h("a", { href: `/r/${this.id}${this.seat !== null ? `?seat=${this.seat}` : ""}`, "data-route": true, class: "button" }, t("watch-replay")),
        h("a", { href: "/", "data-route": true, class: "button" }, t("to-lobby")),
      ),
    );
    // The review panel is made once (per language): it keeps its state across renders.
    if (!this.review || this.review.lang !== language()) {
      const view = ctx.view;
      const label = (a) => this.game.label({ action: a, description: "" }, view);
      const colour = (s) => (this.game.colourOf ? this.game.colourOf(view, s) : null);
      this.review = { lang: language(), panel: reviewPanel(this.id, (s) => this.playerName(s), label, colour) };
    }
    fill(this.resultEl, box, this.review.panel);
  }
}

