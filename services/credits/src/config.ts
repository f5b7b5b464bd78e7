import { ServiceConfig } from '@storefront/platform';

export class CreditsConfig extends ServiceConfig {}
