import { bootstrapService, loadConfig } from '@storefront/platform';
import { AppModule } from './app.module';
import { AdminConfig } from './config';

const config = loadConfig(AdminConfig);
void bootstrapService({ name: 'admin', config, module: AppModule.register(config) });
