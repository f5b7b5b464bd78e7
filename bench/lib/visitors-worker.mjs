// A share of the simulated visitors, in a process of its own so the sockets' work does not delay
// the parent's clock readings. Driven over IPC: connect, ping, close some, stop.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/workspace.mjs';

const require = createRequire(join(ROOT, 'package.json'));
const { io } = require('socket.io-client');

const HELLO = {
  userAgent:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  screenSize: '1920x1080',
  language: 'fr-FR',
  device: 'Desktop',
  browser: 'Chrome',
  os: 'Windows',
};

const sockets = [];
const timers = [];
const stats = { connected: 0, connectErrors: 0, unexpectedDisconnects: 0, errors: [] };
let closing = false;

function connectOne(baseUrl, index) {
  return new Promise((resolve) => {
    const socket = io(baseUrl, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      timeout: 20_000,
    });
    socket.once('connect', () => {
      stats.connected++;
      socket.once('visitor:registered', () => resolve(socket));
      socket.emit('hello', { ...HELLO, url: `/visit/${index}` });
    });
    socket.once('connect_error', (err) => {
      stats.connectErrors++;
      if (stats.errors.length < 5) stats.errors.push(String(err?.data?.code ?? err?.message ?? err));
      resolve(null);
    });
    socket.on('disconnect', (reason) => {
      if (closing || socket.benchClosed) return;
      stats.unexpectedDisconnects++;
      if (stats.errors.length < 5) stats.errors.push(`disconnect: ${reason}`);
    });
  });
}

process.on('message', async (msg) => {
  if (msg.type === 'connect') {
    const started = Date.now();
    for (let i = 0; i < msg.count; i += msg.batch) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(msg.batch, msg.count - i) }, (_, j) =>
          connectOne(msg.baseUrl, msg.offset + i + j),
        ),
      );
      sockets.push(...batch.filter(Boolean));
    }
    process.send({
      type: 'connected',
      held: sockets.length,
      lastRegisteredAt: Date.now(),
      ms: Date.now() - started,
      ...stats,
    });
  } else if (msg.type === 'ping') {
    sockets.forEach((socket, i) => {
      // A reader stays on a page a while: a new page every 15th ping (30 s), the same one between.
      let pings = 0;
      const ping = () =>
        socket.connected &&
        socket.emit('ping:activity', { url: `/visit/${msg.offset + i}/${Math.floor(pings++ / 15)}` });
      // Spread over the interval like independent browsers.
      timers.push(
        setTimeout(
          () => {
            ping();
            timers.push(setInterval(ping, msg.everyMs));
          },
          (i * msg.everyMs) / sockets.length,
        ),
      );
    });
    process.send({ type: 'pinging' });
  } else if (msg.type === 'close') {
    const closed = sockets.splice(0, msg.count);
    for (const socket of closed) {
      socket.benchClosed = true;
      socket.close();
    }
    process.send({ type: 'closed', count: closed.length, at: Date.now() });
  } else if (msg.type === 'stats') {
    process.send({ type: 'stats', held: sockets.filter((s) => s.connected).length, ...stats });
  } else if (msg.type === 'stop') {
    closing = true;
    timers.forEach((t) => clearInterval(t));
    sockets.forEach((s) => s.close());
    setTimeout(() => process.exit(0), 200);
  }
});
