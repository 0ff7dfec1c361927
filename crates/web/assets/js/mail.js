// Mails at turn-based tables: the address field of the forms, the table's "mails for your
// turns" panel, and the page an unsubscribe link opens. The address goes to the server and to
// this browser's storage only; the server shows it to nobody.

import { h, fill, toast } from "./ui.js";
import { t, errorText } from "./i18n.js";
import { api } from "./api.js";
import { mailAddress, setMailAddress, mailAt, setMailAt } from "./store.js";

let answer = null;

/** Whether this server sends mail (its host set --smtp). */
export async function serverMails() {
  answer ||= api("GET", "/api/games")
    .then((g) => Boolean(g.mail))
    .catch(() => false);
  return answer;
}

/** The address field of the lobby's form and of the join form, with what it is for. */
export function emailField(id) {
  return h(
    "div",
    { class: "row email-row" },
    h("label", { for: id }, t("email-label")),
    h("input", { id, type: "email", maxlength: 254, autocomplete: "email", value: mailAddress(), "aria-describedby": `${id}-hint` }),
    h("p", { class: "hint", id: `${id}-hint` }, t("email-hint")),
  );
}

/** The address typed into a field (none: empty), kept in this browser for the next form. */
export function typedEmail(input) {
  const address = input ? input.value.trim() : "";
  if (address) setMailAddress(address);
  return address || undefined;
}

/** A turn-based table's panel for the seat's mails: give an address, or stop the mails. */
export function mailPanel(table, token) {
  const box = h("details", { class: "mail-panel", id: "mail-panel" });
  const draw = () => {
    const given = mailAt(table);
    const input = h("input", { id: "mail-address", type: "email", maxlength: 254, autocomplete: "email", value: given || mailAddress(), "aria-describedby": "mail-hint" });
    const save = async (e) => {
      e.preventDefault();
      const email = input.value.trim();
      if (!email) return;
      try {
        await api("PUT", `/api/tables/${table}/email`, { token, email, lang: document.documentElement.lang || "en" });
        setMailAddress(email);
        setMailAt(table, email);
        toast(t("mail-saved"));
        draw();
      } catch (err) {
        toast(errorText(err), "error");
      }
    };
    const remove = async () => {
      try {
        await api("DELETE", `/api/tables/${table}/email`, { token });
        setMailAt(table, "");
        toast(t("mail-removed"));
        draw();
      } catch (err) {
        toast(errorText(err), "error");
      }
    };
    fill(
      box,
      h("summary", {}, t("mail-panel")),
      h("p", { class: "hint", id: "mail-hint" }, t("email-hint")),
      given ? h("p", { id: "mail-on" }, t("mail-on", { address: given })) : null,
      h(
        "form",
        { class: "mail-form", onsubmit: save },
        h("label", { for: "mail-address", class: "sr-only" }, t("email-label")),
        input,
        h("button", { type: "submit", id: "mail-save" }, t("mail-save")),
      ),
      given ? h("button", { id: "mail-remove", onclick: remove }, t("mail-remove")) : null,
    );
  };
  draw();
  return box;
}

/** The page of a mail's unsubscribe link: one button, which removes the address. (A link
 * alone does nothing: mail scanners open links.) */
export function showUnsubscribe(app, key) {
  const result = h("p", { role: "status", id: "unsubscribe-result" });
  const button = h(
    "button",
    {
      class: "primary",
      id: "unsubscribe",
      onclick: async () => {
        try {
          const r = await api("POST", `/api/unsubscribe/${encodeURIComponent(key)}`, {});
          fill(result, r.unsubscribed ? t("unsubscribed") : t("unsubscribe-unknown"));
          button.disabled = true;
        } catch (err) {
          fill(result, errorText(err));
        }
      },
    },
    t("unsubscribe-button"),
  );
  fill(
    app,
    h(
      "section",
      { class: "card unsubscribe" },
      h("h1", {}, t("unsubscribe-title")),
      h("p", {}, t("unsubscribe-text")),
      button,
      result,
      h("p", {}, h("a", { href: "/", "data-route": true }, t("back-to-lobby"))),
    ),
  );
  return () => {};
}
