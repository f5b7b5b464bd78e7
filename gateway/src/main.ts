import 'reflect-metadata';
import { ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { createLogger, loadConfig, PinoNestLogger } from '@storefront/platform';
import { AppModule } from './app.module';
import { GatewayConfig } from './config';
import { bodyErrors } from './http/body-errors';
import { HttpErrorFilter } from './http/http-error.filter';
import { requestLogging } from './http/request-logging';
import { securityHeaders } from './http/security-headers';
import { RedisIoAdapter } from './realtime/redis-io.adapter';

async function bootstrap() {
  const config = loadConfig(GatewayConfig);
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config), {
    logger: new PinoNestLogger(logger),
    bodyParser: false,
  });
  app.disable('x-powered-by');
  app.use(requestLogging(logger));
  app.use(securityHeaders(config.isProduction));
  app.useBodyParser('json', { limit: '64kb' });
  app.use(bodyErrors);
  app.useGlobalFilters(new HttpErrorFilter(logger));
  app.useGlobalPipes(new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true }));
  app.enableCors({ origin: config.PUBLIC_URL, credentials: true });

  const openApi = new DocumentBuilder()
    .setTitle('Storefront API')
    .setDescription('Product API (`/api`), GoTrue-compatible auth (`/auth/v1`) and health')
    .addBearerAuth()
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, openApi), {
    jsonDocumentUrl: 'api/docs/openapi.json',
  });

  const io = new RedisIoAdapter(app, config.REDIS_URL, config.REDIS_KEY_PREFIX, config.PUBLIC_URL);
  await io.connect();
  app.useWebSocketAdapter(io);
  app.enableShutdownHooks();

  await app.listen(config.PORT);
  logger.info({ port: config.PORT }, `gateway listening on ${config.PUBLIC_URL}`);
}

void bootstrap();
