// "Continue on another device": a link (and its QR code) that takes this browser's seat at a
// table to another browser, a phone say. No account: the link carries the seat's token after
// `#`, which browsers never send to the server. Whoever has the link has the seat: it is shown
// only to the seat's player, and said so.

import { h, s, fill, copy } from "./ui.js";
import { t } from "./i18n.js";

/** Shows the link of this seat for another device, with its QR code, in a dialog. */
export async function deviceLink(table, token) {
  const url = `${location.origin}/t/${table}#seat=${encodeURIComponent(token)}`;
  // The QR code's module is loaded only now (the first page stays small).
  const { default: qrcode } = await import("../vendor/qrcode/qrcode.js");
  const qr = qrcode(0, "M");
  qr.addData(url);
  qr.make();
  const n = qr.getModuleCount();
  const cells = [];
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (qr.isDark(r, c)) cells.push(`M${c + 4},${r + 4}h1v1h-1z`);
    }
  }
  const code = s(
    "svg",
    { class: "qr", viewBox: `0 0 ${n + 8} ${n + 8}`, role: "img", "aria-label": t("qr-label") },
    s("rect", { class: "qr-bg", width: n + 8, height: n + 8 }),
    s("path", { class: "qr-dark", d: cells.join("") }),
  );
  let dialog = document.getElementById("device");
  if (!dialog) {
    dialog = h("dialog", { id: "device", class: "card device-dialog", "aria-labelledby": "device-title" });
    document.body.append(dialog);
  }
  fill(
    dialog,
    h("h2", { id: "device-title" }, t("on-another-device")),
    h("p", {}, t("device-how")),
    code,
    h("p", {}, h("input", { id: "device-link", readonly: true, value: url, "aria-label": t("device-link") })),
    h("p", { class: "hint" }, t("device-secret")),
    h(
      "div",
      {},
      h("button", { class: "primary", onclick: () => copy(url, t("copied")) }, t("copy")),
      h("button", { id: "device-close", onclick: () => dialog.close() }, t("close")),
    ),
  );
  dialog.showModal();
}
