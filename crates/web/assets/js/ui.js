// Small DOM helpers: elements from data, never from HTML strings (nothing a player types is
// ever parsed as markup).

import { t } from "./i18n.js";

const SVG = "http://www.w3.org/2000/svg";

/** An element: h("button", {class: "x", onclick: f}, "text", child, …). */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  setAttrs(el, attrs);
  append(el, children);
  return el;
}

/** An SVG element. */
export function s(tag, attrs = {}, ...children) {
  const el = document.createElementNS(SVG, tag);
  setAttrs(el, attrs);
  append(el, children);
  return el;
}

function setAttrs(el, attrs) {
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith("on") && typeof v === "function") {
      el.addEventListener(k.slice(2), v);
    } else if (k === "dataset") {
      Object.assign(el.dataset, v);
    } else if (k === "style" && typeof v === "object") {
      Object.assign(el.style, v);
    } else {
      el.setAttribute(k, v === true ? "" : String(v));
    }
  }
}

function append(el, children) {
  for (const c of children.flat(Infinity)) {
    if (c === undefined || c === null || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
}

/** Replaces an element's children. */
export function fill(el, ...children) {
  el.replaceChildren();
  append(el, children);
  return el;
}

/** A short-lived message at the bottom of the screen (also read out by screen readers). */
export function toast(text, kind = "info") {
  let box = document.getElementById("toasts");
  if (!box) {
    box = h("div", { id: "toasts", role: "status", "aria-live": "polite" });
    document.body.append(box);
  }
  // It goes by itself, or at once when closed (it may cover the page's bottom on a phone).
  const el = h("div", { class: `toast ${kind}` }, h("span", {}, text), h("button", { class: "toast-close", "aria-label": t("close"), onclick: () => el.remove() }, "×"));
  box.append(el);
  setTimeout(() => el.remove(), kind === "error" ? 8000 : 3500);
}

/** A small drawn icon (the same on every system, unlike the symbol characters of fonts). */
export function icon(name) {
  const paths = {
    first: "M3 3h2v10H3zM13 3v10L6 8z",
    back: "M12 3v10L5 8z",
    forward: "M4 3v10l7-5z",
    last: "M11 3h2v10h-2zM3 3v10l7-5z",
  };
  return s("svg", { class: "icon", viewBox: "0 0 16 16", "aria-hidden": "true" }, s("path", { d: paths[name] }));
}

/** How long the page shows each of the other seats' moves before the next (milliseconds; 0:
 * at once). A setting, kept in the browser; 0.7 s unless changed. */
export function paceMs() {
  const v = Number(localStorage.getItem("gameroom.pace") ?? 700);
  return Number.isFinite(v) && v >= 0 ? v : 700;
}

/** Whether the player turned animations off (or asks the system for less motion). */
export function animationsOn() {
  const setting = localStorage.getItem("gameroom.animations");
  if (setting === "off") return false;
  if (setting === "on") return true;
  return !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

const PULSES = {
  flash: [{ filter: "brightness(1.6)" }, { filter: "none" }],
  built: [{ opacity: 0.2, transform: "scale(.7)" }, { opacity: 1, transform: "none" }],
};

/** Plays a short animation once on an element (when animations are on). The Web Animations
 * API restarts it without forcing a layout. */
export function pulse(el, kind = "flash") {
  if (!el || !animationsOn() || !el.animate) return;
  el.animate(PULSES[kind] || PULSES.flash, { duration: kind === "built" ? 900 : 800, easing: "ease-out" });
}

/** Copies text to the clipboard, saying so. */
export async function copy(text, said) {
  try {
    await navigator.clipboard.writeText(text);
    toast(said);
  } catch {
    window.prompt("", text);
  }
}
