import { ServiceConfig } from '@storefront/platform';

export class AuthConfig extends ServiceConfig {}
