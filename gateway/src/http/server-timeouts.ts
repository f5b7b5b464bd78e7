import type { Server } from 'node:http';

interface ServerTimeouts {
  HTTP_HEADERS_TIMEOUT_MS: number;
  HTTP_REQUEST_TIMEOUT_MS: number;
  HTTP_KEEP_ALIVE_TIMEOUT_MS: number;
}

/**
 * Cuts off slow clients. Node checks headers and request deadlines on a timer (every 30 s by
 * default), so the check runs at a quarter of the shortest deadline: a client trickling bytes is
 * dropped soon after its deadline. Must run before `listen`, which starts that timer.
 */
export function applyServerTimeouts(server: Server, config: ServerTimeouts): void {
  const request = config.HTTP_REQUEST_TIMEOUT_MS;
  const headers = Math.min(config.HTTP_HEADERS_TIMEOUT_MS, request);
  server.headersTimeout = headers;
  server.requestTimeout = request;
  server.keepAliveTimeout = config.HTTP_KEEP_ALIVE_TIMEOUT_MS;
  // Read by Node when the server starts listening; typed only as a createServer option.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = Math.max(
    100,
    Math.min(5000, Math.floor(headers / 4)),
  );
}
