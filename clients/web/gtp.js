// A GTP client over the engine's WebSocket (protocol-spec §1): one text frame per command line
// out; replies come as text frames whose texts, put together, are the GTP byte stream, each
// reply ending with an empty line. Replies come in the order the commands were sent.

export class GtpError extends Error {}

export class Gtp {
  constructor(url) {
    this.url = url;
    this.pending = [];   // resolvers of the commands sent and not yet answered, oldest first
    this.buffer = '';
    this.onclose = () => {};
  }

  /** Opens the socket; resolves once it is open. */
  open() {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(this.url);
      this.ws = ws;
      ws.onopen = () => resolve(this);
      ws.onerror = () => reject(new GtpError('cannot connect to ' + this.url));
      ws.onmessage = (e) => this.receive(String(e.data));
      ws.onclose = (e) => {
        for (const p of this.pending.splice(0)) p.reject(new GtpError('the connection closed'));
        this.onclose(e);
      };
    });
  }

  get isOpen() {
    return this.ws !== undefined && this.ws.readyState === WebSocket.OPEN;
  }

  receive(text) {
    this.buffer += text;
    let end;
    while ((end = this.buffer.indexOf('\n\n')) >= 0) {
      const reply = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 2);
      const m = /^([=?])\d*(?: |\n|$)/.exec(reply);
      const p = this.pending.shift();
      if (!p) continue;   // a line sent by the server out of turn (e.g. busy), answered to nobody
      if (!m) {
        p.reject(new GtpError('malformed reply: ' + reply));
      } else if (m[1] === '=') {
        p.resolve(reply.slice(m[0].length));
      } else {
        p.reject(new GtpError(reply.slice(m[0].length)));
      }
    }
  }

  /** Sends one command; resolves with its result text, or rejects with the engine's message. */
  send(command) {
    if (!this.isOpen) return Promise.reject(new GtpError('not connected'));
    return new Promise((resolve, reject) => {
      this.pending.push({ resolve, reject });
      this.ws.send(command);
    });
  }

  close() {
    if (this.ws) this.ws.close();
  }
}
