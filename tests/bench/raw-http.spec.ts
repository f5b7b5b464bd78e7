import { once } from 'node:events';
import { createServer, Server } from 'node:net';
import { RawHttpPool } from '../../bench/lib/raw-http.mjs';

/** A server that answers each request with what `answer` writes, in as many pieces as it likes. */
async function serve(answer: (request: string, write: (piece: string) => void) => void) {
  const connections: number[] = [];
  const server: Server = createServer((socket) => {
    connections.push(connections.length);
    let buffer = '';
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      for (;;) {
        const end = buffer.indexOf('\r\n\r\n');
        if (end < 0) return;
        const length = Number(/content-length: (\d+)/i.exec(buffer.slice(0, end))?.[1] ?? 0);
        if (buffer.length < end + 4 + length) return;
        const request = buffer.slice(0, end + 4 + length);
        buffer = buffer.slice(end + 4 + length);
        answer(request, (piece) => socket.write(piece));
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, connections, close: () => server.close() };
}

describe('the bench’s paced HTTP client (bench/lib/raw-http.mjs)', () => {
  it('sends method, path, headers and body, and reads an answer that arrives in pieces', async () => {
    const seen: string[] = [];
    const server = await serve((request, write) => {
      seen.push(request);
      write('HTTP/1.1 201 Created\r\nContent-Type: application/json\r\nContent-Len');
      write('gth: 11\r\n\r\n{"id":');
      setTimeout(() => write('"a1"}'), 5);
    });
    const pool = new RawHttpPool(server.url);
    const answer = await pool.request({
      method: 'POST',
      path: '/api/v1/spends',
      headers: { 'idempotency-key': 'k1' },
      body: '{"amount":1}',
    });
    expect(answer).toEqual({ status: 201, body: '{"id":"a1"}' });
    expect(seen[0]).toMatch(/^POST \/api\/v1\/spends HTTP\/1\.1\r\n/);
    expect(seen[0]).toContain('idempotency-key: k1\r\n');
    expect(seen[0]).toContain('content-length: 12\r\n\r\n{"amount":1}');
    pool.close();
    server.close();
  });

  it('reuses a kept-alive connection, and opens one per request in flight at once', async () => {
    const server = await serve((_request, write) =>
      setTimeout(() => write('HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nok'), 5),
    );
    const pool = new RawHttpPool(server.url);
    await pool.request({ path: '/a' });
    await pool.request({ path: '/b' });
    expect(server.connections).toHaveLength(1);
    const answers = await Promise.all([pool.request({ path: '/c' }), pool.request({ path: '/d' })]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(server.connections).toHaveLength(2);
    pool.close();
    server.close();
  });

  it('fails a request whose answer never comes or has no length, and goes on with a new connection', async () => {
    let n = 0;
    const server = await serve((_request, write) => {
      n++;
      if (n === 1) return; // never answered
      if (n === 2) write('HTTP/1.1 200 OK\r\ntransfer-encoding: chunked\r\n\r\n');
      else write('HTTP/1.1 402 Payment Required\r\ncontent-length: 0\r\n\r\n');
    });
    const pool = new RawHttpPool(server.url);
    await expect(pool.request({ path: '/slow' }, 50)).rejects.toThrow('timed out');
    await expect(pool.request({ path: '/chunked' })).rejects.toThrow('Content-Length');
    await expect(pool.request({ path: '/after' })).resolves.toEqual({ status: 402, body: '' });
    pool.close();
    server.close();
  });
});
