// "Your turn" for a player who looks elsewhere. The tab's title and icon change while it is
// their turn (on unless turned off); a short sound and a browser notification (when the tab is
// hidden) come when the turn arrives, each off until the player turns it on. The browser is
// asked for permission to notify on that click, never on load. Settings are kept in the browser.
//
// What the page did is kept in window.__alerts (the browser tests read it).

import { t } from "./i18n.js";

const DEFAULTS = { tab: true, sound: false, notify: false };
const ICON = "/assets/icon.svg";
const ICON_TURN = "/assets/icon-turn.svg";

window.__alerts = [];
const note = (kind, detail) => window.__alerts.push(detail === undefined ? kind : `${kind}: ${detail}`);

/** Whether an alert (`tab`, `sound`, `notify`) is on. */
export function alertOn(kind) {
  const v = localStorage.getItem(`gameroom.alert.${kind}`);
  return v === null ? DEFAULTS[kind] : v === "on";
}

/** Turns an alert on or off (a click of the player's: the browser may ask for permission). */
export async function setAlert(kind, on) {
  localStorage.setItem(`gameroom.alert.${kind}`, on ? "on" : "off");
  if (kind === "sound" && on) beep();
  if (kind === "notify" && on && "Notification" in window && Notification.permission === "default") {
    note("permission-asked");
    note("permission", await Notification.requestPermission());
  }
  if (kind === "tab") show(state);
}

/** Whether the player turned notifications on and the browser refuses them (the settings say
 * how to allow them). */
export function notifyBlocked() {
  return alertOn("notify") && "Notification" in window && Notification.permission === "denied";
}

/** Whether notifications can be shown (the setting is on and the browser allows them). */
export function canNotify() {
  return "Notification" in window && Notification.permission === "granted";
}

let audio = null;

/** A short soft tone (made by the browser: no sound file). */
function beep() {
  try {
    audio ||= new AudioContext();
    if (audio.state === "suspended") audio.resume();
    const now = audio.currentTime;
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.frequency.value = 660;
    gain.gain.setValueAtTime(0.0001, now);
    gain.gain.exponentialRampToValueAtTime(0.15, now + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + 0.4);
    osc.connect(gain).connect(audio.destination);
    osc.start(now);
    osc.stop(now + 0.45);
    note("sound", audio.state);
  } catch (e) {
    note("sound-failed", e);
  }
}

// A browser lets a page play sound only after a click on it: the first click unlocks it.
document.addEventListener("click", () => audio && audio.state === "suspended" && audio.resume(), { once: true });

let state = { mine: false, game: null, table: null };

function show({ mine, game }) {
  const signal = mine && alertOn("tab");
  const base = game ? `${game} · gameroom` : t("app-title");
  document.title = signal ? `● ${t("your-turn")} · ${base}` : base;
  const link = document.querySelector("link[rel=icon]");
  if (link) link.href = signal ? ICON_TURN : ICON;
}

/**
 * The table's turn as the page draws it: `mine` whether the viewer is to move, `game` the
 * game's name in words, `table` its id. The sound and the notification come when the turn
 * arrives (not when a page opens on it).
 */
export function turn(mine, game, table) {
  const arrived = mine && !state.mine && state.table === table;
  state = { mine, game, table };
  show(state);
  if (!arrived) return;
  if (alertOn("sound")) beep();
  if (alertOn("notify") && document.visibilityState === "hidden" && canNotify()) {
    const n = new Notification(t("your-turn-at", { game }), { body: t("your-turn-body"), tag: `turn-${table}`, icon: ICON_TURN });
    n.onshow = () => note("notification-shown", n.title);
    n.onerror = () => note("notification-failed", n.title);
    n.onclick = () => {
      window.focus();
      n.close();
    };
    note("notification", n.title);
  }
}

/** The page left the table: the title and icon are the site's again. */
export function leftTable() {
  state = { mine: false, game: null, table: null };
  show(state);
}
