import 'reflect-metadata';
import { ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import {
  cacheValidationRules,
  createLogger,
  loadConfig,
  PinoNestLogger,
  ServiceRedis,
  startProcessMetrics,
} from '@storefront/platform';
import { AppModule } from './app.module';
import { trustProxyValue } from './http/trust-proxy';
import { GatewayConfig } from './config';
import { serveFrontend } from './http/frontend-files';
import { HttpErrorFilter, RequestRejected } from './http/http-error.filter';
import { acceptJsonBodies } from './http/json-body';
import { correlationIdOf, logRequests } from './http/request-logging';
import { securityHeaders } from './http/security-headers';
import { applyServerTimeouts } from './http/server-timeouts';
import { countRequests } from './metrics/http-metrics';
import { MetricsConfig } from './metrics/metrics.config';
import { METRICS_PATH, serveMetrics } from './metrics/metrics-endpoint';
import { RedisIoAdapter } from './realtime/redis-io.adapter';
import { API_KEY_SCHEME } from './spend-api/api-key.guard';
import { IpBanCheck } from './site-control/ip-ban.check';
import { MaintenanceCheck } from './site-control/maintenance.check';

const BODY_LIMIT_BYTES = 64 * 1024;

async function bootstrap() {
  const config = loadConfig(GatewayConfig);
  const metricsConfig = loadConfig(MetricsConfig);
  const logger = createLogger('gateway', config.LOG_LEVEL);
  startProcessMetrics('gateway');
  const errors = new HttpErrorFilter(logger);
  const headers = securityHeaders(config.isProduction, config.publicOrigin);
  const adapter = new FastifyAdapter({
    // The client IP feeds rate limits and bans: X-Forwarded-For is believed only from these proxies.
    trustProxy: trustProxyValue(config.TRUST_PROXY),
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: correlationIdOf,
    // A path the router cannot take (bad escapes, an overlong id), refused before any hook runs.
    frameworkErrors: (_error: FastifyError, req: FastifyRequest, reply: FastifyReply) =>
      headers.call(adapter.getInstance(), req, reply, () =>
        errors.answer(
          new RequestRejected(400, 'MALFORMED_PATH', 'The request path is not valid'),
          req,
          reply,
        ),
      ),
    // Paths match as they always have: any case, doubled or trailing slashes ignored.
    routerOptions: {
      caseSensitive: false,
      ignoreTrailingSlash: true,
      ignoreDuplicateSlashes: true,
      maxParamLength: 500,
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config), adapter, {
    logger: new PinoNestLogger(logger),
    bodyParser: false,
  });
  const fastify = adapter.getInstance();
  // Hooks run in this order on every request, whatever answers it.
  logRequests(fastify, logger);
  countRequests(fastify, METRICS_PATH);
  fastify.addHook('onRequest', headers);
  // A banned address is refused before maintenance is even considered.
  fastify.addHook('onRequest', app.get(IpBanCheck).onRequest);
  fastify.addHook('onRequest', app.get(MaintenanceCheck).onRequest);
  acceptJsonBodies(fastify, BODY_LIMIT_BYTES);
  serveMetrics(fastify, metricsConfig);
  await serveFrontend(app, config.FRONTEND_DIST);
  app.useGlobalFilters(errors);
  cacheValidationRules();
  app.useGlobalPipes(new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true }));
  // A list, not a string: a string origin is echoed to every caller, a list only to a match. No
  // credentials: the API takes bearer tokens, never cookies.
  app.enableCors({ origin: [config.publicOrigin] });

  const openApi = new DocumentBuilder()
    .setTitle('Storefront API')
    .setDescription('Product API (`/api`), GoTrue-compatible auth (`/auth/v1`) and health')
    .addBearerAuth()
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'osk_…',
        description: 'An API key (`osk_…`), for `/api/v1`',
      },
      API_KEY_SCHEME,
    )
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, openApi), {
    jsonDocumentUrl: 'api/docs/openapi.json',
  });

  const io = new RedisIoAdapter(app, app.get(ServiceRedis), config.publicOrigin);
  await io.connect();
  app.useWebSocketAdapter(io);
  app.enableShutdownHooks();
  applyServerTimeouts(app.getHttpServer(), config);

  await app.listen(config.PORT, '0.0.0.0');
  logger.info({ port: config.PORT }, `gateway listening on ${config.PUBLIC_URL}`);
}

void bootstrap();
