import { bootstrapService, loadConfig } from '@storefront/platform';
import { appModule } from './app.module';
import { NotificationsConfig } from './config';

const config = loadConfig(NotificationsConfig);
void bootstrapService({ name: 'notifications', config, module: appModule(config) });
