// Talk at a table (docs/server.md, "Chat"). Players talk to the table; spectators to each other
// on their own channel, which a player sees only if they choose to. Every message comes from the
// server's log (sent once committed), so it is there after a reload and in the replay. A reader
// mutes a player for themselves only. Quick phrases are sent as ids and said in the reader's
// language; everything else is shown as text, never as markup (`h` makes text nodes).

import { h, fill } from "./ui.js";
import { t, language } from "./i18n.js";

/** The quick phrases the server knows (`chat::PHRASES`). */
export const PHRASES = ["hello", "good-luck", "thinking", "well-played", "good-game", "thanks"];

const SPECTATORS_KEY = "gameroom.chat.spectators";

/** A message as a line: its time, who said it, and what (a phrase in the reader's words). */
export function chatLine(line, nameOf) {
  const who = line.seat !== null && line.seat !== undefined ? line.name || nameOf(line.seat) : line.name || t("chat-a-spectator");
  const time = new Intl.DateTimeFormat(language(), { hour: "2-digit", minute: "2-digit" }).format(new Date(line.at));
  const what = line.phrase ? t(`phrase-${line.phrase}`) : line.text;
  return h(
    "p",
    { class: `chat-line chat-${line.channel}${line.phrase ? " chat-phrase" : ""}`, dataset: { seq: line.seq, seat: line.seat ?? "" } },
    h("time", { class: "chat-time", datetime: new Date(line.at).toISOString() }, time),
    " ",
    h("b", { class: "chat-name" }, who),
    line.channel === "spectators" ? h("span", { class: "tag chat-spectator" }, t("chat-spectator")) : null,
    " ",
    h("span", { class: "chat-text" }, what),
  );
}

/** The chat box of a table page. `page` gives the connection, the seat and the players' names. */
export class Chat {
  constructor(page) {
    this.page = page;
    this.lines = [];
    // The request ids of messages sent from here (their refusals are shown here).
    this.mine = new Set();
    this.linesEl = h("div", { class: "chat-lines", id: "chat-lines", role: "log", "aria-labelledby": "chat-heading", tabindex: 0 });
    this.statusEl = h("p", { class: "chat-refusal", role: "alert" });
    this.optionsEl = h("div", { class: "chat-options" });
    this.formEl = h("div", { class: "chat-compose" });
    this.el = h(
      "section",
      { class: "chat-wrap", "aria-labelledby": "chat-heading" },
      h("div", { class: "chat-head" }, h("h2", { id: "chat-heading" }, t("chat-heading")), this.optionsEl),
      this.linesEl,
      this.formEl,
      this.statusEl,
    );
    this.built = null;
  }

  get seat() {
    return this.page.seat;
  }

  /** What this reader chose: spectators' messages shown (players), players muted. */
  get showSpectators() {
    return this.seat === null || localStorage.getItem(SPECTATORS_KEY) === "1";
  }

  get muted() {
    try {
      return new Set(JSON.parse(localStorage.getItem(`gameroom.chat.muted.${this.page.id}`) || "[]"));
    } catch {
      return new Set();
    }
  }

  setMuted(seat, on) {
    const m = this.muted;
    if (on) m.add(seat);
    else m.delete(seat);
    localStorage.setItem(`gameroom.chat.muted.${this.page.id}`, JSON.stringify([...m]));
    this.renderLines();
  }

  shown(line) {
    if (line.channel === "spectators" && !this.showSpectators) return false;
    return !(line.seat !== null && line.seat !== undefined && this.muted.has(line.seat));
  }

  /** The welcome's chat (up to its entry `seq`): all of it (`reset`), or what was missed. A
   * message shown since (chat is not queued behind the table's messages) stays. */
  welcome(lines, reset, seq) {
    if (reset) this.lines = this.lines.filter((l) => l.seq > seq);
    const have = new Set(this.lines.map((l) => l.seq));
    this.lines.push(...(lines || []).filter((l) => !have.has(l.seq)));
    this.lines.sort((a, b) => a.seq - b.seq);
    this.render();
  }

  add(line) {
    if (this.lines.some((l) => l.seq === line.seq)) return;
    this.lines.push(line);
    if (this.shown(line)) {
      this.linesEl.querySelector(".chat-none")?.remove();
      const el = chatLine(line, (s) => this.page.playerName(s));
      // The newest message of the others is marked (until the next one comes).
      for (const old of this.linesEl.querySelectorAll(".new")) old.classList.remove("new");
      if (line.seat !== this.seat || this.seat === null) el.classList.add("new");
      this.linesEl.append(el);
      this.linesEl.scrollTop = this.linesEl.scrollHeight;
    }
  }

  /** A refusal of one of this box's messages is said here (and true), else false. */
  refused(m, text) {
    if (!this.mine.has(m.request_id)) return false;
    this.mine.delete(m.request_id);
    fill(this.statusEl, text);
    return true;
  }

  send(msg) {
    fill(this.statusEl);
    this.mine.add(this.page.conn.send({ type: "chat", ...msg }));
  }

  render() {
    this.renderCompose();
    this.renderOptions();
    this.renderLines();
  }

  renderLines() {
    const shown = this.lines.filter((l) => this.shown(l));
    fill(
      this.linesEl,
      shown.length ? shown.map((l) => chatLine(l, (s) => this.page.playerName(s))) : h("p", { class: "chat-none" }, t("chat-none")),
    );
    this.linesEl.scrollTop = this.linesEl.scrollHeight;
  }

  /** The field, the send button and the quick phrases: made once per seat and language (what
   * is typed stays while the table is drawn again). */
  renderCompose() {
    const key = `${this.seat}|${language()}`;
    if (this.built === key) return;
    this.built = key;
    const spectator = this.seat === null;
    const text = h("input", {
      id: "chat-text",
      maxlength: 280,
      autocomplete: "off",
      "aria-label": t(spectator ? "chat-to-spectators" : "chat-to-table"),
      placeholder: t(spectator ? "chat-to-spectators" : "chat-to-table"),
    });
    const name = spectator
      ? h("input", { id: "chat-name", maxlength: 32, autocomplete: "nickname", "aria-label": t("chat-your-name"), placeholder: t("chat-your-name"), value: localStorage.getItem("gameroom.name") || "" })
      : null;
    const named = () => {
      const n = name && name.value.trim();
      return n ? { name: n } : {};
    };
    fill(
      this.formEl,
      h(
        "form",
        {
          class: "chat-form",
          onsubmit: (e) => {
            e.preventDefault();
            const said = text.value.trim();
            if (!said) return;
            this.send({ text: said, ...named() });
            text.value = "";
          },
        },
        name,
        text,
        h("button", { type: "submit", id: "chat-send" }, t("chat-send")),
      ),
      h(
        "div",
        { class: "chat-phrases", role: "group", "aria-label": t("chat-phrases") },
        PHRASES.map((p) => h("button", { type: "button", class: "phrase", dataset: { phrase: p }, onclick: () => this.send({ phrase: p, ...named() }) }, t(`phrase-${p}`))),
      ),
    );
  }

  /** A player's choices: the spectators' messages, and whom to mute. */
  renderOptions() {
    const tb = this.page.table;
    if (this.seat === null || !tb) {
      fill(this.optionsEl);
      return;
    }
    const others = (tb.seats || []).filter((s) => s.seat !== this.seat && s.kind !== "bot" && s.name);
    const open = this.optionsEl.querySelector("details")?.open;
    const muted = this.muted;
    fill(
      this.optionsEl,
      h(
        "details",
        { id: "chat-settings", open: Boolean(open) },
        h("summary", {}, t("chat-settings")),
        h(
          "label",
          {},
          h("input", {
            type: "checkbox",
            id: "chat-show-spectators",
            checked: this.showSpectators,
            onchange: (e) => {
              localStorage.setItem(SPECTATORS_KEY, e.target.checked ? "1" : "0");
              this.renderLines();
            },
          }),
          " ",
          t("chat-show-spectators"),
        ),
        others.length
          ? h(
              "fieldset",
              {},
              h("legend", {}, t("chat-mute")),
              others.map((s) =>
                h(
                  "label",
                  {},
                  h("input", { type: "checkbox", class: "chat-mute", dataset: { seat: s.seat }, checked: muted.has(s.seat), onchange: (e) => this.setMuted(s.seat, e.target.checked) }),
                  " ",
                  this.page.playerName(s.seat),
                ),
              ),
            )
          : null,
      ),
    );
  }
}
