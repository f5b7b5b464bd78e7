// A small local load balancer in front of several gateways: HTTP requests go round-robin,
// WebSocket upgrades are proxied, and a socket.io long-polling session stays on the gateway that
// opened it (engine.io keeps a polling session in that process's memory). The client address is
// passed on in X-Forwarded-For, which the gateways believe from loopback (TRUST_PROXY).
//
// `node scripts/lib/balancer.mjs --port 5001 --target http://127.0.0.1:5002 --target …` runs it
// alone; `startBalancer()` runs it inside another script.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import httpProxy from 'http-proxy';

/** How long a polling session may stay silent before its gateway is forgotten. */
const SESSION_IDLE_MS = 120_000;
/** How long a gateway that refused a connection is skipped by the rotation. */
const DOWN_FOR_MS = 3_000;

/**
 * Starts the balancer on `port` (0 for any) and `host` (every interface when undefined) in front
 * of `targets` (gateway base URLs). Resolves with the bound port and a `close()`.
 */
export async function startBalancer({ port, host, targets, log = () => {} }) {
  if (!targets.length) throw new Error('the balancer needs at least one target');
  const proxy = httpProxy.createProxyServer({ xfwd: true, ws: true });
  /** socket.io session id → index of the gateway holding it, and when it was last seen. */
  const sessions = new Map();
  const downUntil = targets.map(() => 0);
  let next = 0;

  const roundRobin = () => {
    const now = Date.now();
    for (let i = 0; i < targets.length; i++) {
      const index = next++ % targets.length;
      if (downUntil[index] <= now) return index;
    }
    return next++ % targets.length;
  };

  // A session id the balancer never saw (it restarted, or the handshake came another way) still
  // lands on one gateway per client address.
  const byAddress = (req) =>
    createHash('sha1').update(String(req.socket.remoteAddress)).digest().readUInt32BE(0) % targets.length;

  /** Which gateway a request goes to: socket.io sessions stick, everything else rotates. */
  const pick = (req) => {
    if (!req.url?.startsWith('/socket.io/')) return { index: roundRobin() };
    const query = new URL(req.url, 'http://balancer').searchParams;
    const sid = query.get('sid');
    if (!sid) return { index: roundRobin(), handshake: query.get('transport') === 'polling' };
    const session = sessions.get(sid);
    if (!session) return { index: byAddress(req) };
    session.seen = Date.now();
    return { index: session.index };
  };

  // The polling handshake's answer carries the session id: `0{"sid":"…",…}`.
  proxy.on('proxyRes', (proxyRes, req) => {
    const route = req.balancerRoute;
    if (!route?.handshake || proxyRes.statusCode !== 200) return;
    let head = '';
    const read = (chunk) => {
      head += chunk.toString('latin1');
      const sid = /"sid":"([^"]+)"/.exec(head)?.[1];
      if (sid || head.length > 4096) {
        proxyRes.off('data', read);
        if (sid) sessions.set(sid, { index: route.index, seen: Date.now() });
      }
    };
    proxyRes.on('data', read);
  });

  proxy.on('error', (err, req, res) => {
    const route = req.balancerRoute;
    if (route && err.code === 'ECONNREFUSED') downUntil[route.index] = Date.now() + DOWN_FOR_MS;
    log(`${req.method} ${req.url} → ${targets[route?.index ?? 0]}: ${err.code ?? err.message}`);
    if (typeof res?.writeHead !== 'function') return res?.destroy?.();
    if (!res.headersSent)
      res
        .writeHead(502, { 'content-type': 'application/json' })
        .end('{"error":"Bad gateway","code":"BAD_GATEWAY"}');
    else res.destroy();
  });

  const server = createServer((req, res) => {
    const route = pick(req);
    req.balancerRoute = route;
    proxy.web(req, res, { target: targets[route.index] });
  });
  server.on('upgrade', (req, socket, head) => {
    const route = pick(req);
    req.balancerRoute = route;
    socket.on('error', () => socket.destroy());
    proxy.ws(req, socket, head, { target: targets[route.index] });
  });

  const sweep = setInterval(() => {
    const stale = Date.now() - SESSION_IDLE_MS;
    for (const [sid, session] of sessions) if (session.seen < stale) sessions.delete(sid);
  }, 30_000);
  sweep.unref();

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: server.address().port,
    close: () =>
      new Promise((resolve) => {
        clearInterval(sweep);
        server.closeAllConnections?.();
        server.close(() => resolve());
        proxy.close();
      }),
  };
}

/** `--port N --host H --target URL [--target URL …]` */
function parseArgs(argv) {
  const options = { port: 0, host: '127.0.0.1', targets: [] };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (flag === '--port') options.port = Number(value);
    else if (flag === '--host') options.host = value;
    else if (flag === '--target') options.targets.push(value);
    else throw new Error(`unknown option ${flag}`);
  }
  return options;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const options = parseArgs(process.argv.slice(2));
  const balancer = await startBalancer({ ...options, log: (line) => console.error(line) });
  console.log(JSON.stringify({ msg: 'balancer listening', port: balancer.port, targets: options.targets }));
  const stop = () => balancer.close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
