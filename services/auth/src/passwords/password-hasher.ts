import { Algorithm, hash, verify } from '@node-rs/argon2';
import { Inject, Injectable } from '@nestjs/common';
import { AuthErrorCode, checkPassword } from '@storefront/contracts';
import { ServiceError } from '@storefront/platform';
import { randomBytes } from 'node:crypto';
import { AuthConfig } from '../config';

/** argon2id hashing, plus the policy every newly set password must meet. */
@Injectable()
export class PasswordHasher {
  private readonly options: {
    algorithm: Algorithm;
    memoryCost: number;
    timeCost: number;
    parallelism: number;
  };
  private dummyHash?: Promise<string>;

  constructor(@Inject(AuthConfig) config: AuthConfig) {
    this.options = {
      algorithm: Algorithm.Argon2id,
      memoryCost: config.PASSWORD_HASH_MEMORY_KIB,
      timeCost: config.PASSWORD_HASH_TIME_COST,
      parallelism: 1,
    };
  }

  /** Hashes a password being set, after checking it against the product's policy. */
  async hashNew(password: string): Promise<string> {
    assertPasswordAllowed(password);
    return hash(password, this.options);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }

  /**
   * Spends the same time as a real check when there is no account, so an unknown email and a
   * wrong password cannot be told apart by timing.
   */
  async verifyNothing(password: string): Promise<false> {
    this.dummyHash ??= hash(randomBytes(16).toString('hex'), this.options);
    await this.verify(await this.dummyHash, password);
    return false;
  }
}

export function assertPasswordAllowed(password: string): void {
  const check = checkPassword(password);
  if (!check.valid) throw new ServiceError(422, AuthErrorCode.WeakPassword, check.message);
}
