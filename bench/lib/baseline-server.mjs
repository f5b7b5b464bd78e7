// The ceiling every scenario is compared with: raw Node http answering a fixed JSON body.
import { createServer } from 'node:http';

const body = JSON.stringify({ success: true, message: 'baseline', items: [1, 2, 3] });
const server = createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => process.send?.({ port: server.address().port }));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
