// The tutorial ("Learn to play"): `/learn` lists the games, `/learn/<game>` goes back to where
// the learner was, `/learn/<game>/<lesson>` is a lesson. A lesson is a worked example of the
// rulebook played from one seat (the server's `GET /api/games/{game}/lessons/{id}?at=K`, which
// holds no state): each step says what to do and why (`tutorial-<game>-<lesson>-<n>`), marks
// the fields, cards or buttons involved (the game module's `highlight`), and checks the move:
// a wrong one is explained with the rule it practises, and not played. Where the learner is
// stays in this browser (`gameroom.learn.<game>`), so a learner who leaves comes back there.

import { h, fill } from "./ui.js";
import { t } from "./i18n.js";
import { api } from "./api.js";
import { GAMES } from "./games/index.js";
import { ruleHref } from "./rules.js";

/** Where the learner is in a game's tutorial: `{lesson, at, done: [ids]}`. */
export function progress(game) {
  try {
    const p = JSON.parse(localStorage.getItem(`gameroom.learn.${game}`) || "{}");
    return { lesson: p.lesson || null, at: Number(p.at) || 0, done: Array.isArray(p.done) ? p.done : [] };
  } catch {
    return { lesson: null, at: 0, done: [] };
  }
}

function keep(game, p) {
  localStorage.setItem(`gameroom.learn.${game}`, JSON.stringify(p));
}

async function lessonsOf(game) {
  return (await api("GET", `/api/games/${game}/lessons`)).lessons;
}

export async function showLearn(app, game, lesson) {
  if (!game) return showGames(app);
  const module = GAMES[game];
  let lessons;
  try {
    if (!module) throw new Error(t("rules-no-game", { game }));
    lessons = await lessonsOf(game);
  } catch (e) {
    fill(app, h("p", { class: "error" }, e.message));
    return () => {};
  }
  const p = progress(game);
  if (!lesson || !lessons.some((l) => l.id === lesson)) {
    // Back where the learner was, else at the first lesson not done.
    const here = lessons.find((l) => l.id === p.lesson) || lessons.find((l) => !p.done.includes(l.id)) || lessons[0];
    lesson = here.id;
    history.replaceState({}, "", `/learn/${game}/${lesson}`);
  }
  const page = new LessonPage(app, game, module, lessons, lesson);
  await page.load(p.lesson === lesson ? p.at : 0, false);
  return () => page.stop();
}

/** The games to learn, with how far the learner got in each. */
async function showGames(app) {
  const list = h("div", { class: "learn-games" });
  fill(
    app,
    h(
      "div",
      { class: "learn-page" },
      h("p", {}, h("a", { href: "/", "data-route": true }, t("to-lobby"))),
      h("h1", { class: "page-title" }, t("learn-to-play")),
      h("p", { class: "learn-about" }, t("learn-about")),
      list,
    ),
  );
  for (const game of Object.keys(GAMES)) {
    let lessons;
    try {
      lessons = await lessonsOf(game);
    } catch (e) {
      list.append(h("p", { class: "error" }, e.message));
      continue;
    }
    const p = progress(game);
    const done = lessons.filter((l) => p.done.includes(l.id)).length;
    list.append(
      h(
        "section",
        { class: "card learn-game", id: `learn-${game}` },
        h("h2", {}, t(`game-${game}`)),
        h("p", {}, t("learn-progress", { done, total: lessons.length })),
        h(
          "p",
          {},
          h("a", { href: `/learn/${game}`, "data-route": true, class: "button primary", id: `learn-start-${game}` }, t(p.lesson ? "learn-continue" : "learn-start")),
          " ",
          h("a", { href: `/rules/${game}`, "data-route": true }, t("rules-of", { game: t(`game-${game}`) })),
        ),
      ),
    );
  }
  return () => {};
}

class LessonPage {
  constructor(app, game, module, lessons, lesson) {
    this.game = game;
    this.module = module;
    this.lessons = lessons;
    this.index = lessons.findIndex((l) => l.id === lesson);
    this.info = lessons[this.index];
    this.state = null;
    this.pendingUp = null;
    this.choices = null;
    this.left = false;
    const title = (l) => t(`tutorial-${game}-${l.id}`);
    const done = progress(game).done;
    this.navEl = h(
      "nav",
      { class: "learn-lessons", "aria-label": t("learn-lessons") },
      h("h2", {}, t("learn-lessons")),
      h(
        "ol",
        {},
        lessons.map((l, i) =>
          h(
            "li",
            { class: done.includes(l.id) ? "done" : null },
            h(
              "a",
              { href: `/learn/${game}/${l.id}`, "data-route": true, "aria-current": i === this.index ? "step" : null },
              title(l),
              done.includes(l.id) ? h("span", { class: "learn-done-mark" }, " ✓", h("span", { class: "sr-only" }, ` ${t("learn-lesson-done")}`)) : null,
            ),
          ),
        ),
      ),
    );
    this.stepEl = h("div", { class: "learn-step", id: "learn-step", tabindex: -1 });
    this.wrongEl = h("div", { class: "learn-wrong", id: "learn-wrong", role: "alert" });
    this.boardEl = h("div", { class: "board-area" });
    this.sideEl = h("aside", { class: "side" });
    this.movesEl = h("div", { class: "moves" });
    this.pageEl = h(
      "div",
      { class: "learn-page learn-lesson loading", dataset: { game, lesson: this.info.id } },
      h("p", {}, h("a", { href: "/learn", "data-route": true }, t("learn-all")), " · ", h("a", { href: "/", "data-route": true }, t("to-lobby"))),
      h("h1", { class: "page-title" }, t("learn-heading", { game: t(`game-${game}`) })),
      h(
        "div",
        { class: "learn-layout" },
        this.navEl,
        h(
          "div",
          { class: "learn-main" },
          h("h2", { id: "lesson-title" }, t("learn-lesson-n", { n: this.index + 1, total: lessons.length, title: title(this.info) })),
          h("p", { class: "learn-intro", id: "learn-intro" }, t(`tutorial-${game}-${this.info.id}-intro`)),
          // What to do beside the board, and the moves under it (on a phone: what to do, the
          // board, the moves, the players).
          h(
            "div",
            { class: "play learn-play" },
            h("section", { class: "card learn-coach", "aria-labelledby": "lesson-title" }, this.stepEl, this.wrongEl),
            h("section", { class: "board-sec" }, h("h2", { class: "sr-only" }, t("board-heading")), this.boardEl),
            h("section", { class: "actions", "aria-labelledby": "moves-heading" }, h("h2", { class: "sr-only", id: "moves-heading" }, t("your-move")), this.movesEl),
            h("div", { class: "side-wrap" }, h("h2", { class: "sr-only" }, t("players")), this.sideEl),
          ),
        ),
      ),
    );
    fill(app, this.pageEl);
  }

  stop() {
    this.left = true;
  }

  /** The lesson after the learner's first `at` moves; `moved`: the learner just made one (the
   * step's words then take the focus, so a screen reader reads them). */
  async load(at, moved) {
    let s;
    try {
      s = await api("GET", `/api/games/${this.game}/lessons/${this.info.id}?at=${at}`);
    } catch (e) {
      if (at > 0 && e.code === "beyond-lesson") return this.load(0, false);
      fill(this.stepEl, h("p", { class: "error" }, e.message));
      return;
    }
    if (this.left) return;
    this.state = s;
    this.pendingUp = null;
    this.choices = null;
    const p = progress(this.game);
    p.lesson = this.info.id;
    p.at = s.at;
    if (!s.expect && !p.done.includes(this.info.id)) p.done.push(this.info.id);
    keep(this.game, p);
    fill(this.wrongEl);
    await this.draw();
    this.pageEl.dataset.at = s.at;
    this.pageEl.classList.remove("loading");
    if (moved) this.stepEl.focus();
  }

  playerName(seat) {
    const s = this.state;
    return this.module.seatName ? this.module.seatName(s.view, seat) : t("seat-n", { n: seat + 1 });
  }

  async draw() {
    const s = this.state;
    const module = this.module;
    const view = s.view;
    const page = this;
    const ctx = {
      view,
      seat: s.learner,
      legal: s.legal,
      result: s.result,
      myColour: module.colourOf ? module.colourOf(view, s.learner) : null,
      playerName: (seat) => this.playerName(seat),
      label: (l) => module.label(l, view),
      choose: (options) => this.choose(options),
      get pendingUp() {
        return page.pendingUp;
      },
      set pendingUp(v) {
        page.pendingUp = v;
      },
      rerender: () => this.draw(),
    };
    this.ctx = ctx;
    if (module.prepare) await module.prepare(view);
    await module.render(this.boardEl, ctx);
    fill(this.sideEl, module.players(view, ctx), module.extras ? module.extras(view, ctx) : null);
    this.drawStep(ctx);
    this.drawMoves(ctx);
    this.mark(ctx);
  }

  /** What happened since the learner's last move, and what to do now and why (or the
   * lesson's end, and what comes next). */
  drawStep(ctx) {
    const s = this.state;
    const base = `tutorial-${this.game}-${this.info.id}`;
    const happened = s.events.map((e) => this.module.narrate(e, s.view, ctx)).filter(Boolean);
    const parts = [];
    if (happened.length) {
      parts.push(h("h3", {}, t(s.at === 0 ? "learn-before" : "learn-happened")), h("ul", { class: "learn-happened" }, happened.map((l) => h("li", {}, l))));
    }
    if (s.expect) {
      parts.push(
        h("p", { class: "learn-count" }, t("learn-move-n", { n: s.at + 1, total: s.moves })),
        h("p", { class: "learn-do", id: "learn-do" }, t(`${base}-${s.at + 1}`)),
      );
    } else {
      parts.push(h("h3", {}, t("learn-well-done")), h("p", { class: "learn-do", id: "learn-done" }, t(`${base}-done`)));
      const next = this.lessons[this.index + 1];
      parts.push(
        h(
          "p",
          { class: "learn-next" },
          next
            ? h("a", { href: `/learn/${this.game}/${next.id}`, "data-route": true, class: "button primary", id: "learn-next" }, t("learn-next", { title: t(`tutorial-${this.game}-${next.id}`) }))
            : [h("span", { id: "learn-finished" }, t("learn-finished", { game: t(`game-${this.game}`) })), " ", h("a", { href: "/", "data-route": true, class: "button primary", id: "learn-play" }, t("learn-play"))],
        ),
      );
    }
    parts.push(h("p", {}, h("button", { id: "learn-again", onclick: () => this.load(0, true) }, t("learn-again"))));
    fill(this.stepEl, parts);
  }

  /** The learner's legal actions as buttons, grouped as at the table; the lesson's is marked. */
  drawMoves(ctx) {
    const s = this.state;
    const parts = [];
    if (!s.legal.length) {
      fill(this.movesEl);
      return;
    }
    parts.push(h("p", { class: "question" }, this.module.question(s.view, ctx)));
    if (this.choices) {
      parts.push(h("div", { class: "choice" }, this.choices.map((l) => this.moveButton(l, ctx))));
    }
    const groups = new Map();
    for (const l of s.legal) {
      const g = this.module.group ? this.module.group(l) : "other";
      if (!groups.has(g)) groups.set(g, []);
      groups.get(g).push(l);
    }
    const lists = [];
    for (const [g, ls] of groups) {
      const list = h("ul", { class: "act-list" }, ls.map((l) => h("li", {}, this.moveButton(l, ctx))));
      const here = ls.some((l) => l.action === s.expect);
      lists.push(
        ls.length > 8 && g !== "other"
          ? h("details", { open: here }, h("summary", {}, t(`group-${g}`, { n: ls.length })), list)
          : h("div", { class: "group" }, groups.size > 1 ? h("h3", {}, t(`group-${g}`, { n: ls.length })) : null, list),
      );
    }
    parts.push(h("div", { class: "legal" }, lists));
    fill(this.movesEl, parts);
  }

  moveButton(l, ctx) {
    const mine = l.action === this.state.expect;
    return h(
      "button",
      { class: `act${mine ? " learn-mark" : ""}`, dataset: { action: l.action }, title: this.module.describe ? this.module.describe(l, ctx.view) || l.description : l.description, onclick: () => this.attempt(l) },
      ctx.label(l),
      mine ? h("span", { class: "sr-only" }, ` (${t("learn-this-move")})`) : null,
    );
  }

  /** Marks on the board what the lesson's move involves (a field, a plain, a worker, a card). */
  mark(ctx) {
    for (const el of this.boardEl.querySelectorAll(".learn-mark")) el.classList.remove("learn-mark");
    const want = this.state.expect;
    if (!want || !this.module.highlight) return;
    for (const el of this.module.highlight(this.boardEl, want, ctx)) el.classList.add("learn-mark");
  }

  /** A board element offers several moves (a worker that can go to three plains): they are
   * listed above the others to pick from. */
  choose(options) {
    if (options.length === 1) {
      this.attempt(options[0]);
      return;
    }
    this.choices = options;
    this.drawMoves(this.ctx);
    const first = this.movesEl.querySelector(".choice button");
    if (first) first.focus();
  }

  /** The learner's move: the lesson's goes on; another is explained with the rule, and the
   * lesson stays where it was. */
  async attempt(l) {
    const s = this.state;
    if (!s || !s.expect) return;
    if (l.action === s.expect) {
      await this.load(s.at + 1, true);
      return;
    }
    this.pendingUp = null;
    this.choices = null;
    const want = s.legal.find((x) => x.action === s.expect);
    const rule = s.rule;
    fill(
      this.wrongEl,
      h("p", {}, t("learn-wrong", { move: this.ctx.label(l), want: want ? this.ctx.label(want) : s.expect })),
      rule
        ? h(
            "div",
            { class: "learn-rule" },
            h("p", {}, h("strong", {}, t("learn-the-rule", { rule, title: t(`rule-${rule}`) }))),
            h("p", {}, t(`rule-${rule}-text`)),
            h("p", {}, h("a", { href: ruleHref(this.game, rule), target: "_blank", rel: "noopener", class: "why", id: "learn-why" }, t("rules-why"), h("span", { class: "sr-only" }, ` ${t("new-tab")}`))),
          )
        : null,
    );
    await this.draw();
  }
}
