import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { CHECKOUT_AMOUNT_NOT_A_PACK } from './checkout-refusals';
import { isCreditPackTotal } from './credit-packs';
import { AdminTransactionsQuery, CreatePaymentBody, TxHashBody } from './http';
import { MAX_PAYMENT_AMOUNT } from './payment';

function messages<T extends object>(cls: new () => T, plain: object): string[] {
  const errors = validateSync(plainToInstance(cls, plain) as object, {
    whitelist: true,
    forbidNonWhitelisted: true,
  });
  return errors.flatMap((e) => Object.values(e.constraints ?? {}));
}

describe('checkout body', () => {
  it('accepts a full, valid body and ignores userEmail', () => {
    expect(
      messages(CreatePaymentBody, { amount: 20, crypto: 'eth', currency: 'usd', userEmail: 'x@y.z' }),
    ).toEqual([]);
    expect(messages(CreatePaymentBody, { amount: '150.00', crypto: 'BTC' })).toEqual([]);
  });

  it('says "Veuillez remplir tous les champs" once when fields are missing', () => {
    expect(messages(CreatePaymentBody, {})).toEqual(['Veuillez remplir tous les champs']);
    expect(messages(CreatePaymentBody, { amount: 20 })).toEqual(['Veuillez remplir tous les champs']);
    expect(messages(CreatePaymentBody, { crypto: 'btc' })).toEqual(['Veuillez remplir tous les champs']);
    expect(messages(CreatePaymentBody, { amount: '', crypto: '' })).toEqual([
      'Veuillez remplir tous les champs',
    ]);
  });

  it('says "Le montant doit être supérieur à 0" for zero, negative or non-numeric amounts', () => {
    for (const amount of [0, -5, 'abc', Number.NaN, true]) {
      expect(messages(CreatePaymentBody, { amount, crypto: 'btc' })).toEqual([
        'Le montant doit être supérieur à 0',
      ]);
    }
  });

  it('refuses amounts above the maximum, with more than 2 decimals, and unknown cryptos or currencies', () => {
    expect(messages(CreatePaymentBody, { amount: 100001, crypto: 'btc' })).toHaveLength(1);
    expect(messages(CreatePaymentBody, { amount: 10.005, crypto: 'btc' })).toHaveLength(1);
    expect(messages(CreatePaymentBody, { amount: 20, crypto: 'doge' })).toHaveLength(1);
    expect(messages(CreatePaymentBody, { amount: 20, crypto: 'btc', currency: 'gbp' })).toHaveLength(1);
  });

  it('refuses a body that tries to set its own credits', () => {
    expect(messages(CreatePaymentBody, { amount: 20, crypto: 'btc', credits: 1000 })).toEqual([
      'property credits should not exist',
    ]);
  });
});

describe('checkout amounts: only packs on sale, alone or added up', () => {
  it('accepts each pack price and the totals a cart of several packs reaches', () => {
    for (const amount of [20, 40, 60, 80, 100, 150, 200, 170, 230, 300, 2000]) {
      expect(messages(CreatePaymentBody, { amount, crypto: 'btc' })).toEqual([]);
    }
  });

  it('refuses amounts no cart of packs costs, saying which amounts are sold', () => {
    for (const amount of [1, 3, 10, 30, 50, 130, 20.5, 21]) {
      expect(messages(CreatePaymentBody, { amount, crypto: 'btc' })).toEqual([CHECKOUT_AMOUNT_NOT_A_PACK]);
    }
    expect(CHECKOUT_AMOUNT_NOT_A_PACK).toContain('20, 40, 60, 80, 100, 150, 200 €');
  });

  it('knows every pack total up to the largest checkout', () => {
    // Steps of 5 credits: 10 and 20 make every even step, 75 the odd ones from 15 steps on.
    for (let credits = 5; credits <= 1000; credits += 5) {
      const odd = (credits / 5) % 2 === 1;
      expect([credits, isCreditPackTotal(credits * 2)]).toEqual([credits, odd ? credits >= 75 : true]);
    }
    expect(isCreditPackTotal(MAX_PAYMENT_AMOUNT)).toBe(true);
    expect(isCreditPackTotal(MAX_PAYMENT_AMOUNT - 10)).toBe(true);
  });
});

describe('transaction hash body', () => {
  it('needs a non-blank hash', () => {
    expect(messages(TxHashBody, { txHash: '  0xabc  ' })).toEqual([]);
    for (const txHash of [undefined, '', '   ', 42]) {
      expect(messages(TxHashBody, { txHash })).toEqual(['Veuillez saisir le hash de transaction']);
    }
    expect(messages(TxHashBody, { txHash: 'a b' })).toEqual(['Hash de transaction invalide']);
  });
});

describe('admin transactions query', () => {
  it('reads page numbers from the query string and refuses unknown filters', () => {
    expect(
      messages(AdminTransactionsQuery, { page: '2', pageSize: '10', status: 'pending', sort: 'amount_desc' }),
    ).toEqual([]);
    expect(messages(AdminTransactionsQuery, { page: '0' })).toHaveLength(1);
    expect(messages(AdminTransactionsQuery, { status: 'weird' })).toHaveLength(1);
    expect(messages(AdminTransactionsQuery, { sort: 'random' })).toHaveLength(1);
  });
});
