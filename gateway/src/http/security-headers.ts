import type { RequestHandler } from 'express';
import helmet from 'helmet';

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
export function socketOrigin(httpOrigin: string): string {
  return httpOrigin.replace(/^http/, 'ws');
}

export function securityHeaders(production: boolean, publicOrigin: string): RequestHandler {
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
  const app = helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    crossOriginEmbedderPolicy: false,
    hsts: production ? { maxAge: 31536000, includeSubDomains: true } : false,
  });
  const docs = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...directives, scriptSrc: ["'self'", "'unsafe-inline'"] },
    },
    crossOriginEmbedderPolicy: false,
    hsts: production ? { maxAge: 31536000, includeSubDomains: true } : false,
  });
  return (req, res, next) => {
    if (req.path.startsWith('/api/docs')) return docs(req, res, next);
    // API answers carry tokens and personal data: no browser or proxy cache may keep them.
    if (API_PREFIXES.some((prefix) => req.path.startsWith(prefix)))
      res.setHeader('cache-control', 'no-store');
    app(req, res, next);
  };
}
