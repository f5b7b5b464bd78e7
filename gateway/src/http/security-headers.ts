import type { onRequestHookHandler } from 'fastify';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { routedPath } from './request-path';

/**
 * Security headers for every response. The single-page app runs under a strict policy: its own
 * scripts only, no framing, images and fonts from itself or data: URLs (QR codes), and sockets
 * to its own origin ('self', plus PUBLIC_URL's ws:/wss: origin spelled out for browsers that do not
 * yet count same-origin sockets as 'self'). Styles allow inline because the toast library injects a style element.
 * Swagger UI's page needs its inline bootstrap script, so `/api/docs` gets a policy of its own.
 * API answers are never cached.
 */
const API_PREFIXES = ['/api/', '/auth/'];

/** The WebSocket origin of an http(s) origin: `https://shop.example` → `wss://shop.example`. */
function socketOrigin(httpOrigin: string): string {
  return httpOrigin.replace(/^http/, 'ws');
}

type Step = { set: string; value: string } | { remove: string };

/**
 * What a helmet middleware does to every response, recorded once and replayed: with these options
 * each header it sets is a constant (no directive is a function of the request), so the replay
 * gives every response the same headers in the same order, without a chain of a dozen middlewares
 * per request.
 */
function recorded(middleware: ReturnType<typeof helmet>): (res: ServerResponse) => void {
  const steps: Step[] = [];
  const recorder = {
    setHeader: (name: string, value: string) => steps.push({ set: name, value }),
    removeHeader: (name: string) => steps.push({ remove: name }),
  };
  let finished = false;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not set its headers at once');
  return (res) => {
    for (const step of steps) {
      if ('set' in step) res.setHeader(step.set, step.value);
      else res.removeHeader(step.remove);
    }
  };
}

export function securityHeaders(production: boolean, publicOrigin: string): onRequestHookHandler {
  const directives = {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", socketOrigin(publicOrigin)],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: production ? [] : null,
  };
  const app = recorded(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives },
      crossOriginEmbedderPolicy: false,
      hsts: production ? { maxAge: 31536000, includeSubDomains: true } : false,
    }),
  );
  const docs = recorded(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { ...directives, scriptSrc: ["'self'", "'unsafe-inline'"] },
      },
      crossOriginEmbedderPolicy: false,
      hsts: production ? { maxAge: 31536000, includeSubDomains: true } : false,
    }),
  );
  return (req, reply, done) => {
    // As the router reads it: /API/... and /%61pi/... are API answers too.
    const path = routedPath(req);
    // Set on the raw response, so they go out however the answer is sent.
    if (path.startsWith('/api/docs')) docs(reply.raw);
    else {
      // API answers carry tokens and personal data: no browser or proxy cache may keep them.
      if (API_PREFIXES.some((prefix) => path.startsWith(prefix)))
        reply.raw.setHeader('cache-control', 'no-store');
      app(reply.raw);
    }
    done();
  };
}
