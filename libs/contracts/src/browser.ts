/**
 * The contracts for the browser: every type, and the values (error-code lists, rules, messages,
 * the stored-text catalogue) from modules that import neither class-validator nor
 * class-transformer. Published as `@storefront/contracts/browser`; the package root stays the
 * Node entry with the request DTOs. `browser.spec.ts` keeps decorators out of this entry's graph.
 */
export type * from './index';

export * from './errors';
export * from './stored-texts/stored-texts';

export * from './admin/errors';
export * from './admin/messages';
export * from './admin/audit-actions';
export * from './admin/maintenance-texts';

export * from './auth/admin-roles';
export * from './auth/auth-errors';
export * from './auth/api-key-rules';
export * from './auth/factors';
export * from './auth/passkey-rules';
export * from './auth/password-policy';

export * from './credits/errors';
export * from './credits/transactions';

export * from './notifications/email-preference-rules';

export * from './payments/checkout-refusals';
export * from './payments/credit-packs';
export * from './payments/display-status';
export * from './payments/errors';
export * from './payments/payment';
