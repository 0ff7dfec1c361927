// The server: the lobby over HTTP, a table over WebSocket (protocol 1, docs/server.md). A
// connection comes back by itself after a drop, says the last entry it saw, and resends a move
// that was not acknowledged (with the same request id: the server applies it once).

/** A lobby request; throws {status, code, message} on an error. */
/** The bot levels a table seats, weakest first (the server's `LEVELS`, docs/bots.md). */
export const LEVELS = ["easy", "normal", "advanced", "hard", "expert"];

export async function api(method, path, body) {
  const resp = await fetch(path, {
    method,
    headers: body ? { "content-type": "application/json" } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  let data = null;
  try {
    data = await resp.json();
  } catch {
    data = null;
  }
  if (!resp.ok) {
    const e = (data && data.error) || { code: "http", message: resp.statusText };
    throw { status: resp.status, code: e.code, message: e.message };
  }
  return data;
}

let counter = 0;
function requestId() {
  counter += 1;
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}-${counter}`;
}

/** A live connection to a table. `handlers.message(msg)` gets every message; `handlers.status(s)`
 * gets `connecting`, `open`, `closed` (and `fatal` with the reason). */
export class Connection {
  constructor(table, token, handlers) {
    this.table = table;
    this.token = token;
    this.handlers = handlers;
    this.seq = null;
    this.pending = new Map();
    this.ws = null;
    this.stopped = false;
    this.retry = 500;
  }

  connect() {
    this.handlers.status("connecting");
    const url = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws`;
    const ws = new WebSocket(url);
    this.ws = ws;
    ws.onopen = () => {
      const hello = { type: "hello", protocol: 1, table: this.table };
      if (this.token) hello.token = this.token;
      if (this.seq !== null) hello.last_seq = this.seq;
      ws.send(JSON.stringify(hello));
    };
    ws.onmessage = (ev) => {
      // (What a player receives over a game, in bytes of its messages: the browser tests say.)
      window.__wsBytes = (window.__wsBytes || 0) + ev.data.length;
      let msg;
      try {
        msg = JSON.parse(ev.data);
      } catch {
        return;
      }
      if (msg.type === "welcome") {
        this.retry = 500;
        this.handlers.status("open");
        // Whatever was sent and not acknowledged goes again.
        for (const [id, m] of this.pending) ws.send(JSON.stringify({ ...m, request_id: id }));
      }
      if (typeof msg.seq === "number") this.seq = msg.seq;
      if (msg.type === "ack" || msg.type === "refused") this.pending.delete(msg.request_id);
      if (msg.type === "error" && ["unknown-token", "no-table", "no-spectators", "protocol"].includes(msg.code)) {
        this.stopped = true;
        this.handlers.status("fatal", msg);
      }
      this.handlers.message(msg);
    };
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.handlers.status("closed");
      if (!this.stopped) {
        setTimeout(() => this.connect(), this.retry);
        this.retry = Math.min(this.retry * 2, 8000);
      }
    };
  }

  send(msg) {
    const id = requestId();
    this.pending.set(id, msg);
    if (this.ws && this.ws.readyState === WebSocket.OPEN) {
      this.ws.send(JSON.stringify({ ...msg, request_id: id }));
    }
    return id;
  }

  move(action) {
    return this.send({ type: "move", action });
  }

  undo() {
    return this.send({ type: "undo" });
  }

  /** What would the hard bot do in this seat's decision now (a table that gives hints). */
  hint() {
    return this.send({ type: "hint" });
  }

  leave() {
    if (this.ws && this.ws.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify({ type: "leave" }));
  }

  close() {
    this.stopped = true;
    if (this.ws) this.ws.close();
  }
}
