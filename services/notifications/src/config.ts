import { ServiceConfig } from '@storefront/platform';

export class NotificationsConfig extends ServiceConfig {}
