import { createServer } from 'node:http';
import { parseConfig } from '@storefront/platform';
import { GatewayConfig } from '../config';
import { applyServerTimeouts } from './server-timeouts';

describe('gateway server deadlines', () => {
  it('sets the configured deadlines and checks them often enough to matter', () => {
    const server = createServer();
    applyServerTimeouts(server, parseConfig(GatewayConfig, {}));
    expect(server.headersTimeout).toBe(20000);
    expect(server.requestTimeout).toBe(60000);
    expect(server.keepAliveTimeout).toBe(65000);
    expect((server as unknown as { connectionsCheckingInterval: number }).connectionsCheckingInterval).toBe(
      5000,
    );
  });

  it('never lets the headers deadline outlast the whole-request deadline', () => {
    const server = createServer();
    const config = parseConfig(GatewayConfig, {
      HTTP_HEADERS_TIMEOUT_MS: '30000',
      HTTP_REQUEST_TIMEOUT_MS: '2000',
    });
    applyServerTimeouts(server, config);
    expect(server.headersTimeout).toBe(2000);
    expect((server as unknown as { connectionsCheckingInterval: number }).connectionsCheckingInterval).toBe(
      500,
    );
  });

  it('names a deadline that is not a number of milliseconds', () => {
    expect(() => parseConfig(GatewayConfig, { HTTP_HEADERS_TIMEOUT_MS: 'soon' })).toThrow(
      /HTTP_HEADERS_TIMEOUT_MS/,
    );
  });
});
