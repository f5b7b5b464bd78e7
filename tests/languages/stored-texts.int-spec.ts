// Notifications and ledger rows are stored as a code with its values and read in the reader's
// language: the same stored rows, asked for in English and in French, through the gateway.
import { CreditsSubjects, type CreditTransaction, type NotificationRow } from '@storefront/contracts';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { adminSession, AuthKit, call, startKit, TestSession, userSession } from '../support/auth-kit';
import { waitFor } from '../support/stack';

describe('stored texts in the reader’s language', () => {
  let kit: AuthKit;
  let ada: TestSession;
  let admin: TestSession;
  let db: Client;

  beforeAll(async () => {
    kit = await startKit({
      services: ['auth', 'notifications', 'credits'],
      env: { RATE_LIMIT_PER_IP: '500' },
    });
    [ada, admin] = await Promise.all([userSession(kit, 'ada'), adminSession(kit)]);
    db = new Client({ connectionString: kit.stack.database.url });
    await db.connect();
    await kit.request(CreditsSubjects.adjust, {
      userId: ada.userId,
      amount: 20,
      direction: 'add',
      adminId: admin.userId,
    });
    await kit.request(CreditsSubjects.adjust, {
      userId: ada.userId,
      amount: 1,
      direction: 'remove',
      adminId: admin.userId,
    });
    await kit.request(CreditsSubjects.grantForPayment, {
      paymentId: `pay-${randomUUID()}`,
      userId: ada.userId,
      credits: 10,
      crypto: 'eth',
      paymentMethod: 'crypto_eth',
    });
  }, 120000);

  afterAll(async () => {
    await db?.end();
    await kit?.close();
  });

  const notifications = async (language?: string) => {
    const res = await call(kit, 'GET', '/api/notifications', {
      token: ada.token,
      headers: language ? { 'accept-language': language } : {},
    });
    expect(res.status).toBe(200);
    return (res.body as { notifications: NotificationRow[] }).notifications;
  };
  const history = async (language?: string) => {
    const res = await call(kit, 'GET', '/api/credits/transactions?limit=100', {
      token: ada.token,
      headers: language ? { 'accept-language': language } : {},
    });
    expect(res.status).toBe(200);
    return (res.body as { transactions: CreditTransaction[] }).transactions;
  };
  const byCode = (rows: NotificationRow[], code: string) => rows.find((n) => n.code === code);

  it('writes an administrator’s change in French or English, with the singular for 1 credit', async () => {
    await waitFor('both credit notifications', async () => {
      const rows = await notifications();
      return byCode(rows, 'notification.credits-added') && byCode(rows, 'notification.credits-removed');
    });
    const fr = await notifications('fr-FR,fr;q=0.9,en;q=0.8');
    expect(byCode(fr, 'notification.credits-removed')).toMatchObject({
      title: 'Crédits retirés',
      message: 'Un administrateur a retiré 1 crédit de votre compte. Nouveau solde : 19 crédits.',
      params: { amount: 1, balance: 19 },
    });
    expect(byCode(fr, 'notification.credits-added')?.message).toBe(
      'Un administrateur a ajouté 20 crédits à votre compte. Nouveau solde : 20 crédits.',
    );
    expect(byCode(fr, 'notification.welcome')?.title).toBe('Bienvenue sur Oddsmith !');

    const en = await notifications('en-GB');
    expect(byCode(en, 'notification.credits-removed')).toMatchObject({
      title: 'Credits removed',
      message: 'An administrator removed 1 credit from your account. New balance: 19 credits.',
    });
    expect(byCode(en, 'notification.welcome')?.title).toBe('Welcome to Oddsmith!');
    // Without a language the API answers in English.
    expect(byCode(await notifications(), 'notification.credits-removed')?.title).toBe('Credits removed');
  });

  it('writes the credit history in French or English', async () => {
    const fr = await history('fr');
    expect(fr.map((row) => row.description)).toEqual([
      'Achat de 10 crédits (ETH)',
      '1 crédit retiré par un administrateur',
      '20 crédits ajoutés par un administrateur',
    ]);
    const en = await history('en');
    expect(en.map((row) => row.description)).toEqual([
      'Purchase of 10 credits (ETH)',
      '1 credit removed by an administrator',
      '20 credits added by an administrator',
    ]);
    expect(en[0]).toMatchObject({
      description_code: 'ledger.purchase',
      description_params: { credits: 10, crypto: 'ETH' },
    });
  });

  it('writes the CSV export and the monthly statement in the caller’s language', async () => {
    const csv = async (path: string, language: string) => {
      const res = await fetch(`${kit.stack.baseUrl}${path}`, {
        headers: { authorization: `Bearer ${ada.token}`, 'accept-language': language },
      });
      expect(res.status).toBe(200);
      return res.text();
    };
    const fr = await csv('/api/credits/transactions.csv', 'fr-FR');
    expect(fr).toContain('Achat de 10 crédits (ETH)');
    expect(fr).toContain('1 crédit retiré par un administrateur');
    const en = await csv('/api/credits/transactions.csv', 'en');
    expect(en).toContain('Purchase of 10 credits (ETH)');
    expect(en).not.toContain('crédit');
    const month = new Date().toISOString().slice(0, 7);
    expect(await csv(`/api/credits/statement?month=${month}`, 'fr')).toContain(
      '20 crédits ajoutés par un administrateur',
    );
    expect(await csv(`/api/credits/statement?month=${month}`, 'en')).toContain(
      '20 credits added by an administrator',
    );
  });

  it('writes a row without a code as its text, in every language', async () => {
    const past = new Date(Date.now() - 86_400_000);
    await db.query(
      `INSERT INTO notifications.notifications (user_id, type, title, message, created_at)
       VALUES ($1, 'info', 'Maintenance ce soir', 'Le service sera indisponible de 2h à 3h.', $2)`,
      [ada.userId, past],
    );
    await db.query(
      `INSERT INTO credits.transactions (user_id, type, amount, description, payment_method, status, created_at)
       VALUES ($1, 'credit_add', 5, 'Geste commercial', 'admin', 'completed', $2)`,
      [ada.userId, past],
    );

    // A broadcast is an administrator's own words: the same in every language.
    for (const rows of [await notifications('en'), await notifications('fr')]) {
      expect(rows.find((n) => n.title === 'Maintenance ce soir')).toMatchObject({
        code: null,
        message: 'Le service sera indisponible de 2h à 3h.',
      });
    }
    for (const language of ['en', 'fr']) {
      expect((await history(language)).map((row) => row.description)).toContain('Geste commercial');
    }
  });
});
