// A minimal keep-alive HTTP/1.1 client for paced load: each request is one write of a prebuilt
// message and each answer is read by its status line and Content-Length, on sockets that are kept
// and reused. node:http spends several times more CPU per request (request and response objects,
// streams, header handling), and a load generator shares the machine with the stack it measures,
// so what it spends is taken from the figures.
import net from 'node:net';

const HEADER_END = Buffer.from('\r\n\r\n');

/** One socket, one request at a time. */
class Connection {
  constructor(pool) {
    this.pool = pool;
    this.buffer = Buffer.alloc(0);
    this.pending = null;
    this.socket = net.connect({ host: pool.host, port: pool.port, noDelay: true });
    this.socket.on('data', (chunk) => this.read(chunk));
    const fail = (err) => this.close(err ?? new Error('connection closed'));
    this.socket.on('error', fail);
    this.socket.on('close', () => fail());
  }

  send(message, pending) {
    this.pending = pending;
    this.socket.write(message);
  }

  read(chunk) {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    const end = this.buffer.indexOf(HEADER_END);
    if (end < 0 || !this.pending) return;
    const head = this.buffer.subarray(0, end).toString('latin1');
    const length = Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1]);
    if (!Number.isFinite(length)) return this.close(new Error('an answer without Content-Length'));
    const total = end + HEADER_END.length + length;
    if (this.buffer.length < total) return;
    const status = Number(head.slice(9, 12));
    const body = this.buffer.subarray(end + HEADER_END.length, total).toString();
    this.buffer = this.buffer.subarray(total);
    const { resolve } = this.pending;
    this.pending = null;
    if (/\r\nconnection:\s*close/i.test(head)) this.close();
    else this.pool.idle.push(this);
    resolve({ status, body });
  }

  close(err) {
    if (this.closed) return;
    this.closed = true;
    this.pool.all.delete(this);
    this.socket.destroy();
    const pending = this.pending;
    this.pending = null;
    pending?.reject(err ?? new Error('connection closed'));
  }
}

export class RawHttpPool {
  constructor(url) {
    const target = new URL(url);
    this.host = target.hostname;
    this.port = Number(target.port || 80);
    this.hostHeader = target.host;
    this.idle = [];
    this.all = new Set();
  }

  /** Resolves to { status, body } or rejects (connection lost, timed out). */
  request({ method = 'GET', path, headers = {}, body }, timeoutMs = 10_000) {
    const payload = body === undefined ? '' : String(body);
    let message = `${method} ${path} HTTP/1.1\r\nhost: ${this.hostHeader}\r\n`;
    for (const [name, value] of Object.entries(headers)) message += `${name}: ${value}\r\n`;
    message += `content-length: ${Buffer.byteLength(payload)}\r\n\r\n${payload}`;
    let connection = this.idle.pop();
    while (connection?.closed) connection = this.idle.pop();
    if (!connection) {
      connection = new Connection(this);
      this.all.add(connection);
    }
    const used = connection;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => used.close(new Error('timed out')), timeoutMs);
      used.send(message, {
        resolve: (r) => (clearTimeout(timer), resolve(r)),
        reject: (e) => (clearTimeout(timer), reject(e)),
      });
    });
  }

  close() {
    for (const connection of this.all) connection.close();
    this.all.clear();
    this.idle = [];
  }
}
