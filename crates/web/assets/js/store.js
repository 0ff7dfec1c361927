// What the browser keeps: the seats it holds (a table's token is its seat's secret), the
// player's name, the settings.

const KEY = "gameroom.seats";

function all() {
  try {
    return JSON.parse(localStorage.getItem(KEY) || "{}");
  } catch {
    return {};
  }
}

/** The seat this browser holds at a table: {token, seat, name}, or null. */
export function seatAt(table) {
  return all()[table] || null;
}

export function keepSeat(table, seat) {
  const a = all();
  a[table] = seat;
  localStorage.setItem(KEY, JSON.stringify(a));
}

/** Every seat this browser holds, by table: {table: {token, seat, name, creator}}. */
export function heldSeats() {
  return all();
}

export function playerName() {
  return localStorage.getItem("gameroom.name") || "";
}

export function setPlayerName(name) {
  localStorage.setItem("gameroom.name", name);
}

/** The e-mail address this browser's player gave last (offered again; only in this browser). */
export function mailAddress() {
  return localStorage.getItem("gameroom.email") || "";
}

export function setMailAddress(address) {
  localStorage.setItem("gameroom.email", address);
}

/** The address this browser gave for its seat at a table (none: no mails, or not from here). */
export function mailAt(table) {
  return localStorage.getItem(`gameroom.mail.${table}`) || "";
}

export function setMailAt(table, address) {
  if (address) localStorage.setItem(`gameroom.mail.${table}`, address);
  else localStorage.removeItem(`gameroom.mail.${table}`);
}
