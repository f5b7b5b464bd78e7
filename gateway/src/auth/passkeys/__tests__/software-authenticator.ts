/**
 * A passkey authenticator in software, for tests of the server's ceremonies: an EC P-256 key pair
 * per credential, "none" attestation and assertions built byte by byte as WebAuthn lays them out
 * (authenticator data, clientDataJSON, an ECDSA signature over both), with user presence and
 * verification flagged. `tamper` options make the wrong answers a test needs.
 */
import { createHash, generateKeyPairSync, KeyObject, randomBytes, sign } from 'node:crypto';
import type {
  PasskeyAssertionCredential,
  PasskeyCreationOptions,
  PasskeyRegistrationCredential,
  PasskeyRequestOptions,
} from '@storefront/contracts';

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer) => data.toString('base64url');

/** The CBOR this needs: unsigned and negative integers, byte and text strings, maps. */
function cbor(value: unknown): Buffer {
  const head = (major: number, length: number): Buffer => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
    if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
    const out = Buffer.alloc(5);
    out[0] = (major << 5) | 26;
    out.writeUInt32BE(length, 1);
    return out;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Map) {
    const parts = [...value.entries()].flatMap(([k, v]) => [cbor(k), cbor(v)]);
    return Buffer.concat([head(5, value.size), ...parts]);
  }
  throw new Error(`cannot encode ${typeof value}`);
}

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

interface StoredCredential {
  id: Buffer;
  rpId: string;
  userHandle: string;
  privateKey: KeyObject;
  counter: number;
}

export interface AssertionTamper {
  /** Sign with a key that is not the credential's. */
  wrongKey?: boolean;
  /** Answer for another origin than the page's. */
  origin?: string;
  /** The device did not check its owner (no PIN, no biometric). */
  noUserVerification?: boolean;
  /** Present an older signature counter than the last one. */
  counter?: number;
}

export class SoftwareAuthenticator {
  private readonly credentials: StoredCredential[] = [];

  constructor(readonly origin: string) {}

  /** What `navigator.credentials.create()` answers to the server's options. */
  register(options: PasskeyCreationOptions): PasskeyRegistrationCredential {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const coseKey = new Map<number, unknown>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    const id = randomBytes(32);
    const length = Buffer.alloc(2);
    length.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([FLAG_UP | FLAG_UV | FLAG_AT]),
      Buffer.alloc(4),
      Buffer.alloc(16), // aaguid: none
      length,
      id,
      cbor(coseKey),
    ]);
    const attestationObject = cbor(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    const clientDataJSON = JSON.stringify({
      type: 'webauthn.create',
      challenge: options.challenge,
      origin: this.origin,
      crossOrigin: false,
    });
    this.credentials.push({ id, rpId, userHandle: options.user.id, privateKey, counter: 0 });
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(Buffer.from(clientDataJSON)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  /**
   * What `navigator.credentials.get()` answers: with the credential the options allow, or (a
   * discoverable sign-in, no list) the last one made for the relying party.
   */
  assert(options: PasskeyRequestOptions, tamper: AssertionTamper = {}): PasskeyAssertionCredential {
    const rpId = options.rpId ?? new URL(this.origin).hostname;
    const allowed = options.allowCredentials?.map((c) => c.id) ?? [];
    const credential = [...this.credentials]
      .reverse()
      .find((c) => c.rpId === rpId && (!allowed.length || allowed.includes(b64url(c.id))));
    if (!credential) throw new Error('no passkey for this relying party');
    credential.counter += 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(tamper.counter ?? credential.counter);
    const flags = FLAG_UP | (tamper.noUserVerification ? 0 : FLAG_UV);
    const authData = Buffer.concat([sha256(rpId), Buffer.from([flags]), counter]);
    const clientDataJSON = Buffer.from(
      JSON.stringify({
        type: 'webauthn.get',
        challenge: options.challenge,
        origin: tamper.origin ?? this.origin,
        crossOrigin: false,
      }),
    );
    const key = tamper.wrongKey
      ? generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey
      : credential.privateKey;
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), key);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }
}
