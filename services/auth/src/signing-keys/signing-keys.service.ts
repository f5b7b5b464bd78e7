import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import type { AccessTokenClaims, JsonWebKeyWithKid, JwksReply } from '@storefront/contracts';
import {
  createHash,
  createHmac,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  KeyObject,
  sign,
} from 'node:crypto';
import { DataSource } from 'typeorm';
import { AuthConfig } from '../config';
import { SigningKeyEntity } from './signing-key.entity';

const ALGORITHM = 'ES256';

interface LoadedKey {
  kid: string;
  privateKey: KeyObject;
  publicJwk: JsonWebKeyWithKid;
}

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/** Signs access tokens (ES256) and publishes the public key as a JWKS. */
@Injectable()
export class SigningKeysService implements OnModuleInit {
  private readonly logger = new Logger(SigningKeysService.name);
  private key: LoadedKey;

  constructor(
    @Inject(AuthConfig) private readonly config: AuthConfig,
    private readonly dataSource: DataSource,
  ) {}

  async onModuleInit() {
    const pem = this.config.JWT_PRIVATE_KEY?.replace(/\\n/g, '\n') ?? (await this.developmentKeyPem());
    this.key = loadKey(pem);
  }

  sign(claims: Omit<AccessTokenClaims, 'iss' | 'iat' | 'exp'>, ttlSeconds: number): string {
    const iat = Math.floor(Date.now() / 1000);
    const header = { alg: ALGORITHM, kid: this.key.kid, typ: 'JWT' };
    const payload = { ...claims, iss: this.config.JWT_ISSUER, iat, exp: iat + ttlSeconds };
    const input = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
    // JWS wants the raw r||s signature, not DER.
    const signature = sign('sha256', Buffer.from(input), {
      key: this.key.privateKey,
      dsaEncoding: 'ieee-p1363',
    });
    return `${input}.${base64url(signature)}`;
  }

  jwks(): JwksReply {
    return { keys: [this.key.publicJwk], issuer: this.config.JWT_ISSUER };
  }

  /** A stable secret for a purpose (e.g. hashing one-time codes), derived from the signing key. */
  deriveSecret(label: string): Buffer {
    const material = this.key.privateKey.export({ format: 'der', type: 'pkcs8' });
    return createHmac('sha256', material).update(label).digest();
  }

  /**
   * Outside production a key is generated once and stored; an advisory lock makes replicas that
   * start together agree on one.
   */
  private async developmentKeyPem(): Promise<string> {
    return this.dataSource.transaction(async (em) => {
      await em.query(`SELECT pg_advisory_xact_lock(hashtext('auth:signing-key'))`);
      const repo = em.getRepository(SigningKeyEntity);
      const [existing] = await repo.find({ order: { createdAt: 'ASC' }, take: 1 });
      if (existing) return existing.privateKeyPem;
      const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
      await repo.insert({ kid: loadKey(pem).kid, privateKeyPem: pem });
      this.logger.warn('generated a development signing key; set JWT_PRIVATE_KEY in production');
      return pem;
    });
  }
}

export function loadKey(pem: string): LoadedKey {
  const privateKey = createPrivateKey(pem);
  if (privateKey.asymmetricKeyType !== 'ec' || privateKey.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new Error('JWT_PRIVATE_KEY must be an EC P-256 private key in PEM form');
  }
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' }) as {
    kty: string;
    crv: string;
    x: string;
    y: string;
  };
  // RFC 7638 thumbprint: SHA-256 of the required members in lexicographic order.
  const kid = base64url(
    createHash('sha256')
      .update(JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x, y: jwk.y }))
      .digest(),
  );
  return {
    kid,
    privateKey,
    publicJwk: { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y, kid, alg: ALGORITHM, use: 'sig' },
  };
}
