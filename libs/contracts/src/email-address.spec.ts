import { validateSync } from 'class-validator';
import { IsEmailAddress, isEmailAddress } from './email-address';

class Body {
  @IsEmailAddress({ message: 'bad email' })
  email: unknown;
}

const errorsFor = (email: unknown) => validateSync(Object.assign(new Body(), { email })).length;

describe('isEmailAddress', () => {
  it('takes what isEmail takes', () => {
    expect(isEmailAddress('ada@example.test')).toBe(true);
    expect(isEmailAddress('Ada.Lovelace+tag@example.test')).toBe(true);
    expect(isEmailAddress('not-an-email')).toBe(false);
    expect(isEmailAddress(42)).toBe(false);
  });

  it('refuses a lone surrogate instead of throwing (JSON may carry one)', () => {
    for (const value of ['\ud800', 'ada\udfff@example.test', `x@example.test${'\ud83d'}`]) {
      expect(() => isEmailAddress(value)).not.toThrow();
      expect(isEmailAddress(value)).toBe(false);
      expect(errorsFor(value)).toBe(1);
    }
  });

  it('still takes an address with a paired surrogate the way isEmail does', () => {
    expect(() => isEmailAddress('😀@example.test')).not.toThrow();
  });
});
