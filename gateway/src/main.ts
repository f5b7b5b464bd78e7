import 'reflect-metadata';
import { ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { createLogger, loadConfig, PinoNestLogger, startProcessMetrics } from '@storefront/platform';
import { AppModule } from './app.module';
import { GatewayConfig } from './config';
import { bodyErrors } from './http/body-errors';
import { compressedAssets } from './http/compressed-assets';
import { HttpErrorFilter } from './http/http-error.filter';
import { prerenderedPages } from './http/prerendered-pages';
import { requestLogging } from './http/request-logging';
import { securityHeaders } from './http/security-headers';
import { applyServerTimeouts } from './http/server-timeouts';
import { httpMetrics } from './metrics/http-metrics';
import { MetricsConfig } from './metrics/metrics.config';
import { metricsEndpoint } from './metrics/metrics-endpoint';
import { RedisIoAdapter } from './realtime/redis-io.adapter';

async function bootstrap() {
  const config = loadConfig(GatewayConfig);
  const metricsConfig = loadConfig(MetricsConfig);
  const logger = createLogger('gateway', config.LOG_LEVEL);
  startProcessMetrics('gateway');
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config), {
    logger: new PinoNestLogger(logger),
    bodyParser: false,
  });
  app.disable('x-powered-by');
  app.use(metricsEndpoint(metricsConfig));
  app.use(httpMetrics());
  app.use(requestLogging(logger));
  app.use(securityHeaders(config.isProduction, config.publicOrigin));
  app.use(compressedAssets(config.FRONTEND_DIST));
  app.use(prerenderedPages(config.FRONTEND_DIST));
  app.useBodyParser('json', { limit: '64kb' });
  app.use(bodyErrors);
  app.useGlobalFilters(new HttpErrorFilter(logger));
  app.useGlobalPipes(new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true }));
  // A list, not a string: a string origin is echoed to every caller, a list only to a match. No
  // credentials: the API takes bearer tokens, never cookies.
  app.enableCors({ origin: [config.publicOrigin] });

  const openApi = new DocumentBuilder()
    .setTitle('Storefront API')
    .setDescription('Product API (`/api`), GoTrue-compatible auth (`/auth/v1`) and health')
    .addBearerAuth()
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, openApi), {
    jsonDocumentUrl: 'api/docs/openapi.json',
  });

  const io = new RedisIoAdapter(app, config.REDIS_URL, config.REDIS_KEY_PREFIX, config.publicOrigin);
  await io.connect();
  app.useWebSocketAdapter(io);
  app.enableShutdownHooks();
  applyServerTimeouts(app.getHttpServer(), config);

  await app.listen(config.PORT);
  logger.info({ port: config.PORT }, `gateway listening on ${config.PUBLIC_URL}`);
}

void bootstrap();
