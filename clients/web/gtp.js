// A GTP client over the engine's WebSocket (protocol-spec §1): one text frame per command line
// out; replies come as text frames whose texts, put together, are the GTP byte stream, each
// reply ending with an empty line. Replies come in the order the commands were sent. A streamed
// reply (pn-analyze, solve with progress=; protocol-spec §6 and §7) starts with "=" or "=id" alone
// on its line; its lines are handed to the command's onLine as they arrive.

export class GtpError extends Error {}

export class Gtp {
  constructor(url) {
    this.url = url;
    this.pending = [];   // commands sent and not yet answered, oldest first
    this.buffer = '';    // text received after the last complete line
    this.lines = null;   // the lines of the reply being received, or null between replies
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
    while ((end = this.buffer.indexOf('\n')) >= 0) {
      const line = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end + 1);
      this.line(line);
    }
  }

  line(line) {
    if (this.lines === null) {
      if (line === '') return;
      this.lines = [line];
      return;
    }
    if (line !== '') {
      this.lines.push(line);
      const p = this.pending[0];
      if (p && p.onLine && /^=\d*$/.test(this.lines[0])) p.onLine(line);
      return;
    }
    const reply = this.lines;
    this.lines = null;
    const p = this.pending.shift();
    if (!p) return;   // a line sent by the server out of turn, answered to nobody
    const m = /^([=?])\d*(?: |$)/.exec(reply[0]);
    if (!m) {
      p.reject(new GtpError('malformed reply: ' + reply.join('\n')));
      return;
    }
    const text = [reply[0].slice(m[0].length), ...reply.slice(1)];
    if (text[0] === '' && text.length > 1) text.shift();
    if (m[1] === '=') p.resolve(text.join('\n'));
    else p.reject(new GtpError(text.join('\n')));
  }

  /**
   * Sends one command; resolves with its result text, or rejects with the engine's message. With
   * onLine, a streamed reply's lines are given to it one by one as they arrive.
   */
  send(command, onLine = null) {
    if (!this.isOpen) return Promise.reject(new GtpError('not connected'));
    return new Promise((resolve, reject) => {
      this.pending.push({ resolve, reject, onLine });
      this.ws.send(command);
    });
  }

  close() {
    if (this.ws) this.ws.close();
  }
}
