// The lobby: create a table (game, players, variant, board side or card set, who sits where,
// the clock, spectators), and the lists of open tables and running games to watch.

import { h, fill, toast } from "./ui.js";
import { t, has, errorText, fmtClock } from "./i18n.js";
import { api, LEVELS } from "./api.js";
import { keepSeat, heldSeats, playerName, setPlayerName } from "./store.js";
import { deviceLink } from "./device.js";
import { go } from "./app.js";
import { serverMails, emailField, typedEmail } from "./mail.js";

const CLOCKS = {
  none: null,
  blitz: { initial_secs: 300, increment_secs: 5 },
  normal: { initial_secs: 600, increment_secs: 10 },
  long: { initial_secs: 1200, increment_secs: 20 },
};

export async function showLobby(app) {
  let games = [];
  let outside = [];
  try {
    const answer = await api("GET", "/api/games");
    games = answer.games;
    outside = answer.bots || [];
  } catch (e) {
    fill(app, h("p", { class: "error" }, t("server-unreachable")));
    return () => {};
  }
  const form = h("section", { class: "card create", "aria-labelledby": "create-title" });
  const lists = h("section", { class: "card lists" });
  const mine = h("section", { class: "card my-games", id: "my-games", "aria-labelledby": "my-games-title", hidden: true });
  // New players: the tutorial, from the lobby's top.
  const learn = h("p", { class: "learn-cta" }, h("a", { href: "/learn", "data-route": true, class: "button", id: "learn-link" }, t("learn-to-play")), " ", t("learn-cta"));
  fill(app, h("h1", { class: "page-title" }, t("lobby-title")), learn, mine, h("div", { class: "lobby" }, form, lists));
  buildForm(form, games, outside, await serverMails());
  const refresh = () => Promise.all([showLists(lists, games), showMine(mine, games)]).catch(() => {});
  await refresh();
  const timer = setInterval(refresh, 5000);
  return () => clearInterval(timer);
}

/** A bot's level in words (an outside bot by its registered name). */
function levelName(level) {
  return has(`level-${level}`) ? t(`level-${level}`) : level;
}

function gameTitle(games, name) {
  const g = games.find((x) => x.name === name);
  return g ? g.title : name;
}

function buildForm(form, games, outside, mails) {
  // (The way of play chosen is kept while the page lives: a change of language keeps it.)
  const state = { game: games[0].name, players: 2, variant: null, material: null, pace: sessionStorage.getItem("gameroom.form.pace") || "live", hints: "auto" };
  const body = h("div", { class: "form-body" });
  const render = () => {
    const info = games.find((g) => g.name === state.game);
    if (state.players < info.min_players || state.players > info.max_players) state.players = info.min_players;
    const variants = info.variants.filter((v) => v.players.includes(state.players));
    if (!variants.some((v) => v.name === state.variant)) state.variant = variants[0] ? variants[0].name : null;
    const materials = info.material.builtin.filter((m) => m.players.includes(state.players));
    if (!materials.some((m) => m.name === state.material)) state.material = materials[0] ? materials[0].name : null;
    const chosen = materials.find((m) => m.name === state.material);
    const seatRows = [];
    for (let s = 1; s < state.players; s++) {
      seatRows.push(
        h(
          "li",
          {},
          h("label", { for: `seat-${s}` }, t("seat-n", { n: s + 1 })),
          " ",
          h(
            "select",
            { id: `seat-${s}`, name: `seat-${s}` },
            h("option", { value: "human" }, t("seat-friend")),
            LEVELS.map((l) =>
              h("option", { value: l, selected: s > 1 && l === "normal" }, t("seat-bot", { level: t(`level-${l}`) })),
            ),
            // Outside bots the server's operator registered, by name.
            outside.map((name) => h("option", { value: name }, t("seat-bot", { level: name }))),
          ),
        ),
      );
    }
    fill(
      body,
      h(
        "div",
        { class: "row" },
        h("label", { for: "game" }, t("game")),
        h(
          "select",
          {
            id: "game",
            onchange: (e) => {
              state.game = e.target.value;
              render();
            },
          },
          games.map((g) => h("option", { value: g.name, selected: g.name === state.game }, `${g.title} (${g.credits})`)),
        ),
        // The chosen game's rules, in the page.
        h("a", { href: `/rules/${state.game}`, "data-route": true, class: "rules-link", id: "lobby-rules" }, t("rules-of", { game: t(`game-${state.game}`) })),
      ),
      h(
        "div",
        { class: "row" },
        h("label", { for: "players" }, t("players")),
        h(
          "select",
          {
            id: "players",
            onchange: (e) => {
              state.players = Number(e.target.value);
              render();
            },
          },
          Array.from({ length: info.max_players - info.min_players + 1 }, (_, i) => info.min_players + i).map((n) =>
            h("option", { value: n, selected: n === state.players }, n),
          ),
        ),
      ),
      variants.length > 1
        ? h(
            "div",
            { class: "row" },
            h("label", { for: "variant" }, t("variant")),
            h(
              "select",
              {
                id: "variant",
                onchange: (e) => {
                  state.variant = e.target.value;
                  render();
                },
              },
              variants.map((v) =>
                h("option", { value: v.name, selected: v.name === state.variant }, t(`variant-${info.name}-${v.name}`)),
              ),
            ),
          )
        : null,
      h("p", { class: "hint" }, state.variant ? t(`variant-${info.name}-${state.variant}-about`) : ""),
      materials.length > 1
        ? h(
            "div",
            { class: "row" },
            h("label", { for: "material" }, t(`material-${info.material.option}`)),
            h(
              "select",
              {
                id: "material",
                onchange: (e) => {
                  state.material = e.target.value;
                  render();
                },
              },
              materials.map((m) => h("option", { value: m.name, selected: m.name === state.material }, m.name)),
            ),
          )
        : null,
      chosen && chosen.notice ? h("p", { class: "notice", role: "note" }, t(`notice-${info.material.option}`)) : null,
      h("fieldset", {}, h("legend", {}, t("who-sits")), h("ol", { class: "seats" }, seatRows)),
      h(
        "div",
        { class: "row" },
        h("label", { for: "pace-choice" }, t("pace-choice")),
        h(
          "select",
          {
            id: "pace-choice",
            onchange: (e) => {
              state.pace = e.target.value;
              sessionStorage.setItem("gameroom.form.pace", state.pace);
              render();
            },
          },
          h("option", { value: "live", selected: state.pace === "live" }, t("pace-live")),
          h("option", { value: "turn-based", selected: state.pace === "turn-based" }, t("pace-turn-based")),
        ),
      ),
      state.pace === "live"
        ? h(
            "div",
            { class: "row" },
            h("label", { for: "clock" }, t("clock")),
            h(
              "select",
              { id: "clock" },
              Object.keys(CLOCKS).map((c) => h("option", { value: c }, t(`clock-${c}`))),
            ),
          )
        : [
            h(
              "div",
              { class: "row" },
              h("label", { for: "per-move" }, t("per-move")),
              h("select", { id: "per-move" }, [1, 2, 3, 5].map((d) => h("option", { value: d * 24 }, t("per-move-days", { n: d })))),
            ),
            h(
              "div",
              { class: "row" },
              h("label", { for: "vacation" }, t("vacation")),
              h("select", { id: "vacation" }, [0, 3, 7, 14].map((d) => h("option", { value: d, selected: d === 7 }, String(d)))),
            ),
            h(
              "div",
              { class: "row" },
              h("label", { for: "on-timeout" }, t("on-timeout")),
              h(
                "select",
                { id: "on-timeout" },
                ["bot-moves", "bot-takes-over", "abandon"].map((r) => h("option", { value: r }, t(`on-timeout-${r}`))),
              ),
            ),
          ],
      h(
        "div",
        { class: "row" },
        h("label", { for: "hints-choice" }, t("hints-choice")),
        h(
          "select",
          { id: "hints-choice", onchange: (e) => (state.hints = e.target.value) },
          ["auto", "yes", "no"].map((v) => h("option", { value: v, selected: v === state.hints }, t(`hints-${v}`))),
        ),
      ),
      h("label", { class: "check" }, h("input", { type: "checkbox", id: "spectators", checked: true }), " ", t("spectators-allowed")),
      h("label", { class: "check" }, h("input", { type: "checkbox", id: "public" }), " ", t("public-table")),
      h(
        "div",
        { class: "row" },
        h("label", { for: "name" }, t("your-name")),
        h("input", { id: "name", required: true, maxlength: 32, autocomplete: "nickname", value: playerName() }),
      ),
      state.pace === "turn-based" && mails ? emailField("email") : null,
      h("button", { type: "submit", class: "primary", id: "create" }, t("create-table")),
    );
  };
  const submit = async (e) => {
    e.preventDefault();
    const name = form.querySelector("#name").value.trim();
    if (!name) {
      toast(t("name-needed"), "error");
      form.querySelector("#name").focus();
      return;
    }
    setPlayerName(name);
    const seats = ["human"];
    for (let s = 1; s < state.players; s++) {
      const v = form.querySelector(`#seat-${s}`).value;
      seats.push(v === "human" ? "human" : { bot: v });
    }
    const body = {
      game: state.game,
      players: state.players,
      variant: state.variant,
      material: state.material,
      seats,
      spectators: form.querySelector("#spectators").checked,
      public: form.querySelector("#public").checked,
      name,
    };
    // Hints: by who plays (allowed against bots only), or as chosen.
    const hints = form.querySelector("#hints-choice").value;
    if (hints !== "auto") body.hints = hints === "yes";
    if (state.pace === "turn-based") {
      body.pace = "turn-based";
      body.clock = { per_move_hours: Number(form.querySelector("#per-move").value), vacation_days: Number(form.querySelector("#vacation").value) };
      body.on_timeout = form.querySelector("#on-timeout").value;
      const email = typedEmail(form.querySelector("#email"));
      if (email) body.email = email;
      body.lang = document.documentElement.lang || "en";
    } else {
      body.clock = CLOCKS[form.querySelector("#clock").value];
    }
    try {
      const created = await api("POST", "/api/tables", body);
      keepSeat(created.table, { token: created.token, seat: created.seat, name, creator: true });
      if (body.email) localStorage.setItem(`gameroom.mail.${created.table}`, body.email);
      sessionStorage.setItem(`gameroom.invites.${created.table}`, JSON.stringify(created));
      go(`/t/${created.table}`);
    } catch (err) {
      toast(err && err.code ? errorText(err) : t("server-unreachable"), "error");
    }
  };
  fill(form, h("h2", { id: "create-title" }, t("new-table")), h("form", { onsubmit: submit }, body));
  render();
}

/** The tables this browser sits at (no account: the seats it holds), your turn first. */
async function showMine(box, games) {
  const held = Object.entries(heldSeats());
  if (!held.length) return;
  const rows = (
    await Promise.all(
      held.map(async ([id, seat]) => {
        try {
          return { id, seat, tb: await api("GET", `/api/tables/${id}`) };
        } catch {
          return null;
        }
      }),
    )
  ).filter((r) => r && (r.tb.status === "open" || r.tb.status === "running"));
  const mySeat = (r) => (r.seat.seat ?? r.tb.seats.findIndex((s) => s.name === r.seat.name));
  const myTurn = (r) => r.tb.status === "running" && r.tb.to_move !== null && r.tb.to_move === mySeat(r);
  // Your turn first, the one whose time runs out first at the top; then the newest.
  const due = (r) => (myTurn(r) && r.tb.deadline ? r.tb.deadline : Infinity);
  rows.sort((a, b) => Number(myTurn(b)) - Number(myTurn(a)) || due(a) - due(b) || b.tb.created_at - a.tb.created_at);
  box.hidden = !rows.length;
  if (!rows.length) return;
  fill(
    box,
    h("h2", { id: "my-games-title" }, t("my-games")),
    h(
      "ul",
      {},
      rows.slice(0, 12).map((r) =>
        h(
          "li",
          { class: `table-row${myTurn(r) ? " my-turn" : ""}`, dataset: { table: r.id } },
          h("span", { class: "game" }, gameTitle(games, r.tb.game)),
          " ",
          h("span", { class: "who" }, r.tb.seats.map((s) => (s.kind === "bot" ? t("bot-name", { level: levelName(s.name) }) : s.taken ? s.name : t("free-seat"))).join(" · ")),
          h("span", { class: "tag" }, myTurn(r) ? t("your-turn") : r.tb.status === "open" ? t("waiting-room") : t("their-move")),
          r.tb.pace === "turn-based" ? h("span", { class: "tag" }, t("turn-based-tag")) : null,
          myTurn(r) && r.tb.deadline ? h("span", { class: "tag time-left" }, t("time-left", { time: fmtClock(Math.max(0, r.tb.deadline - Date.now())) })) : null,
          " ",
          h("a", { href: `/t/${r.id}`, "data-route": true, class: "button" }, t("continue")),
          h("button", { class: "device", onclick: () => deviceLink(r.id, r.seat.token) }, t("on-another-device")),
        ),
      ),
    ),
  );
}

async function showLists(box, games) {
  const { open, running } = await api("GET", "/api/tables");
  const row = (tb, action) =>
    h(
      "li",
      { class: "table-row" },
      h("span", { class: "game" }, gameTitle(games, tb.game)),
      " ",
      h(
        "span",
        { class: "who" },
        tb.seats.map((s) => (s.kind === "bot" ? t("bot-name", { level: levelName(s.name) }) : s.taken ? s.name : t("free-seat"))).join(" · "),
      ),
      tb.pace === "turn-based" ? h("span", { class: "tag" }, t("turn-based-tag")) : tb.clock ? h("span", { class: "tag" }, t("with-clock")) : null,
      " ",
      action,
    );
  fill(
    box,
    h("h2", {}, t("open-tables")),
    open.length
      ? h(
          "ul",
          {},
          open.map((tb) =>
            row(
              tb,
              tb.public
                ? h("a", { href: `/t/${tb.table}?invite=public`, "data-route": true, class: "button" }, t("join"))
                : h("span", { class: "tag" }, t("by-invitation")),
            ),
          ),
        )
      : h("p", { class: "hint" }, t("no-open-tables")),
    h("h2", {}, t("games-to-watch")),
    running.length
      ? h(
          "ul",
          {},
          running.map((tb) => row(tb, h("a", { href: `/t/${tb.table}`, "data-route": true, class: "button" }, t("watch")))),
        )
      : h("p", { class: "hint" }, t("no-running-games")),
  );
}
