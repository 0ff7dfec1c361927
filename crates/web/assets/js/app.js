// The page: the lobby at `/`, a table at `/t/<id>` (`?invite=…` takes a seat), a finished
// game's replay at `/r/<id>`, a game's rules at `/rules/<game>`, the tutorial at `/learn`
// (`/learn/<game>/<lesson>`), a mail's unsubscribe link at `/unsubscribe/<key>`. Language and
// animation settings live in the header.

import { h, fill, animationsOn, paceMs } from "./ui.js";
import { alertOn, setAlert, notifyBlocked } from "./alerts.js";
import { t, setLanguage, initialLanguage, languages, language, onLanguage } from "./i18n.js";
import { showLobby } from "./lobby.js";
import { showTable } from "./table.js";
import { showReplay } from "./replay.js";
import { showUnsubscribe } from "./mail.js";
import { showRules } from "./rules.js";
import { showLearn } from "./learn.js";

let leave = null;

/** Goes to a page of the app without reloading. */
export function go(path) {
  history.pushState({}, "", path);
  route();
}

// The page last routed (path and query): a change of the `#…` alone (the rules page's
// contents) is no new page.
let routed = null;

async function route() {
  routed = location.pathname + location.search;
  if (leave) {
    leave();
    leave = null;
  }
  const app = document.getElementById("app");
  const path = location.pathname;
  const table = path.match(/^\/t\/([a-z0-9]+)$/);
  const replay = path.match(/^\/r\/([a-z0-9]+)$/);
  const unsubscribe = path.match(/^\/unsubscribe\/([A-Za-z0-9_-]+)$/);
  const rules = path.match(/^\/rules\/([a-z0-9-]+)$/);
  const learn = path.match(/^\/learn(?:\/([a-z0-9-]+)(?:\/([a-z0-9-]+))?)?$/);
  if (learn) {
    leave = await showLearn(app, learn[1] || null, learn[2] || null);
  } else if (rules) {
    leave = await showRules(app, rules[1]);
  } else if (unsubscribe) {
    leave = showUnsubscribe(app, unsubscribe[1]);
  } else if (table) {
    leave = await showTable(app, table[1], new URLSearchParams(location.search));
  } else if (replay) {
    leave = await showReplay(app, replay[1], new URLSearchParams(location.search));
  } else {
    leave = await showLobby(app);
  }
}

async function tools() {
  const box = document.getElementById("top-tools");
  const langs = await languages();
  const select = h(
    "select",
    {
      id: "lang",
      "aria-label": t("language"),
      onchange: async (e) => {
        await setLanguage(e.target.value);
      },
    },
    langs.map((l) => h("option", { value: l, selected: l === language() }, t(`language-${l}`))),
  );
  // The settings, behind one button (the header stays one line on a phone).
  const check = (id, label, on, change) =>
    h("label", { for: id, class: "setting" }, h("input", { type: "checkbox", id, checked: on, onchange: (e) => change(e.target.checked) }), " ", label);
  const blocked = h("p", { class: "hint", id: "notify-blocked", hidden: !notifyBlocked() }, t("notify-blocked"));
  const menu = h(
    "details",
    { class: "settings", id: "settings" },
    h("summary", {}, t("settings")),
    h(
      "div",
      { class: "settings-panel" },
      check("anim", t("animations"), animationsOn(), (on) => localStorage.setItem("gameroom.animations", on ? "on" : "off")),
      h(
        "label",
        { for: "pace", class: "setting" },
        t("pace"),
        h(
          "select",
          { id: "pace", onchange: (e) => localStorage.setItem("gameroom.pace", e.target.value) },
          [0, 350, 700, 1200].map((ms) => h("option", { value: ms, selected: ms === paceMs() }, t(`pace-${ms}`))),
        ),
      ),
      check("alert-tab", t("alert-tab"), alertOn("tab"), (on) => setAlert("tab", on)),
      check("alert-sound", t("alert-sound"), alertOn("sound"), (on) => setAlert("sound", on)),
      check("alert-notify", t("alert-notify"), alertOn("notify"), async (on) => {
        await setAlert("notify", on);
        blocked.hidden = !notifyBlocked();
      }),
      blocked,
    ),
  );
  fill(box, select, menu);
}

async function main() {
  await setLanguage(await initialLanguage());
  document.title = t("app-title");
  document.querySelector(".skip").textContent = t("skip-to-table");
  await tools();
  onLanguage(async () => {
    document.title = t("app-title");
    await tools();
    await route();
  });
  window.addEventListener("popstate", () => {
    if (location.pathname + location.search !== routed) route();
  });
  document.addEventListener("click", (e) => {
    const a = e.target.closest("a[data-route]");
    if (a && !e.ctrlKey && !e.metaKey) {
      e.preventDefault();
      go(a.getAttribute("href"));
    }
  });
  await route();
}

// Unexpected errors are kept (the browser tests report them) and said.
window.__errors = [];
window.addEventListener("error", (e) => window.__errors.push(String(e.message)));
// A Content-Security-Policy violation (an inline style, an outside host) is a page error too.
document.addEventListener("securitypolicyviolation", (e) => window.__errors.push(`CSP: ${e.violatedDirective} ${e.blockedURI}`));
window.addEventListener("unhandledrejection", (e) => window.__errors.push(String(e.reason && (e.reason.stack || e.reason.message || e.reason))));

main();
