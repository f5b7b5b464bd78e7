import { bootstrapService, loadConfig } from '@storefront/platform';
import { appModule } from './app.module';
import { AdminConfig } from './config';

const config = loadConfig(AdminConfig);
void bootstrapService({ name: 'admin', config, module: appModule(config) });
