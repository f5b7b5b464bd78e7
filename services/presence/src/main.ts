import { bootstrapService, loadConfig } from '@storefront/platform';
import { appModule } from './app.module';
import { PresenceConfig } from './config';

const config = loadConfig(PresenceConfig);
void bootstrapService({ name: 'presence', config, module: appModule(config) });
