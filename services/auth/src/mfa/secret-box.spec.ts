import { randomBytes } from 'node:crypto';
import { SecretBox } from './secret-box';

describe('SecretBox', () => {
  const box = new SecretBox(randomBytes(32));

  it('opens what it sealed for the same context, and the sealed text does not contain the secret', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'factor-1');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed, 'factor-1')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('seals the same secret differently each time', () => {
    expect(box.seal('same', 'f')).not.toBe(box.seal('same', 'f'));
  });

  it('refuses a secret moved to another factor, a tampered text or another key', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'factor-1');
    expect(() => box.open(sealed, 'factor-2')).toThrow();
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body, 'base64url');
    flipped[0] ^= 1;
    expect(() => box.open([v, iv, tag, flipped.toString('base64url')].join('.'), 'factor-1')).toThrow();
    expect(() => new SecretBox(randomBytes(32)).open(sealed, 'factor-1')).toThrow();
  });
});
