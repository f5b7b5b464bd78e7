import type { GoTrueFactor } from '@storefront/contracts';
import type { MfaFactorEntity } from './mfa-factor.entity';

/** Factors as GoTrue lists them in `user.factors`. */
export function toGoTrueFactors(factors: MfaFactorEntity[]): GoTrueFactor[] {
  return factors.map((factor) => ({
    id: factor.id,
    friendly_name: factor.friendlyName,
    factor_type: factor.factorType,
    status: factor.status,
    created_at: factor.createdAt.toISOString(),
    updated_at: factor.updatedAt.toISOString(),
    last_challenged_at: factor.lastChallengedAt ? factor.lastChallengedAt.toISOString() : null,
  }));
}
