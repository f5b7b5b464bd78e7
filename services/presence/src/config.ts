import { ServiceConfig } from '@storefront/platform';

export class PresenceConfig extends ServiceConfig {}
