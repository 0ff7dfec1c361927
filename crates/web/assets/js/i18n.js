// Every string a player sees comes from a Fluent file (assets/i18n/<lang>.ftl). Adding a
// language is adding a file; tests/i18n.rs checks that every file has every key.

import { FluentBundle, FluentResource } from "../vendor/fluent/index.js";

let bundle = null;
let fallback = null;
let current = "en";
const listeners = [];

async function load(lang) {
  const resp = await fetch(`/assets/i18n/${lang}.ftl`);
  if (!resp.ok) throw new Error(`no translations for ${lang}`);
  const b = new FluentBundle(lang, { useIsolating: false });
  const errors = b.addResource(new FluentResource(await resp.text()));
  for (const e of errors) console.warn(lang, e);
  return b;
}

/** The languages there are files for. */
export async function languages() {
  const resp = await fetch("/languages.json");
  return resp.ok ? resp.json() : ["en"];
}

/** Loads a language (English stays loaded as the fallback). */
export async function setLanguage(lang) {
  if (!fallback) fallback = await load("en");
  try {
    bundle = lang === "en" ? fallback : await load(lang);
    current = lang;
  } catch {
    bundle = fallback;
    current = "en";
  }
  localStorage.setItem("gameroom.lang", current);
  document.documentElement.lang = current;
  for (const f of listeners) f(current);
}

export function language() {
  return current;
}

/** Calls `f` after every change of language. */
export function onLanguage(f) {
  listeners.push(f);
}

/** The player's language: chosen before, or the browser's, among the files there are. */
export async function initialLanguage() {
  const have = await languages();
  const saved = localStorage.getItem("gameroom.lang");
  if (saved && have.includes(saved)) return saved;
  for (const l of navigator.languages || []) {
    const short = l.slice(0, 2).toLowerCase();
    if (have.includes(short)) return short;
  }
  return "en";
}

/** A message by id with its arguments. A missing message shows its id (and the test fails). */
export function t(id, args = {}) {
  for (const b of [bundle, fallback]) {
    if (!b) continue;
    const m = b.getMessage(id);
    if (m && m.value) {
      const errors = [];
      const out = b.formatPattern(m.value, args, errors);
      if (errors.length) console.warn(id, errors);
      return out;
    }
  }
  console.warn("missing message", id);
  return id;
}

/** Whether a message exists (in the language or English). */
export function has(id) {
  return Boolean((bundle && bundle.hasMessage(id)) || (fallback && fallback.hasMessage(id)));
}

/** A server error in words: the `error-<code>` message where there is one, else the server's
 * own (English) sentence. */
export function errorText(e) {
  const id = `error-${e && e.code}`;
  return e && e.code && has(id) ? t(id) : (e && e.message) || String(e);
}

/** A clock's time in words: minutes and seconds, or (a turn-based table) hours, days. */
export function fmtClock(ms) {
  const total = Math.ceil(ms / 1000);
  // A turn-based table's clocks run in hours and days.
  if (total >= 3600) {
    const d = Math.floor(total / 86400);
    const hours = Math.floor((total % 86400) / 3600);
    return d ? t("clock-days", { d, h: hours }) : t("clock-hours", { h: hours, m: Math.floor((total % 3600) / 60) });
  }
  const m = Math.floor(total / 60);
  const sec = String(total % 60).padStart(2, "0");
  return `${m}:${sec}`;
}
