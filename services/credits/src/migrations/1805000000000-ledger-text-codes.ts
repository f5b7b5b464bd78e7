import type { MigrationInterface, QueryRunner } from 'typeorm';

const NUMBER = '-?[0-9]+(\\.[0-9]+)?';

/** A ledger description the services wrote, the code it becomes and how its values are read. */
const PATTERNS: { code: string; where: string; params: string }[] = [
  {
    code: 'ledger.purchase',
    where: `type = 'credit_purchase' AND description ~ '^Achat de ${NUMBER} crédits \\([A-Z0-9]+\\)$'`,
    params: `jsonb_build_object(
      'credits', (regexp_match(description, '^Achat de (${NUMBER}) '))[1]::numeric,
      'crypto', (regexp_match(description, '\\(([A-Z0-9]+)\\)$'))[1])`,
  },
  {
    code: 'ledger.purchase',
    where: `type = 'credit_purchase' AND description ~ '^Achat de ${NUMBER} crédits$'`,
    params: `jsonb_build_object('credits', (regexp_match(description, '^Achat de (${NUMBER}) '))[1]::numeric)`,
  },
  {
    code: 'ledger.admin-added',
    where: `description ~ '^${NUMBER} crédits ajoutés par un administrateur$'`,
    params: `jsonb_build_object('amount', (regexp_match(description, '^(${NUMBER}) '))[1]::numeric)`,
  },
  {
    code: 'ledger.admin-removed',
    where: `description ~ '^${NUMBER} crédits retirés par un administrateur$'`,
    params: `jsonb_build_object('amount', (regexp_match(description, '^(${NUMBER}) '))[1]::numeric)`,
  },
  {
    code: 'ledger.balance-set',
    where: `description ~ '^Solde fixé à ${NUMBER} crédits par un administrateur$'`,
    params: `jsonb_build_object('balance', (regexp_match(description, '^Solde fixé à (${NUMBER}) '))[1]::numeric)`,
  },
  {
    code: 'ledger.payment-refunded',
    where: `type = 'credit_refund' AND payment_id IS NOT NULL
      AND description ~ '^Crédits repris : paiement (.+ )?remboursé$'`,
    params: `'{}'::jsonb`,
  },
  {
    code: 'ledger.spend-reversed',
    where: `type = 'credit_refund' AND reverses_id IS NOT NULL AND description ~ '^Remboursement : '`,
    params: `jsonb_build_object('description', substr(description, length('Remboursement : ') + 1))`,
  },
];

/** Gives the known descriptions of rows without a code their code and values; run again, it changes nothing. */
export async function codeKnownLedgerTexts(q: Pick<QueryRunner, 'query'>): Promise<void> {
  for (const pattern of PATTERNS) {
    await q.query(
      `UPDATE credits.transactions SET description_code = $1, description_params = ${pattern.params}
        WHERE description_code IS NULL AND ${pattern.where}`,
      [pattern.code],
    );
  }
}

/**
 * Ledger rows keep the description the services write as a code and its values
 * (`description_code`, `description_params`), written out in the reader's language when read;
 * `description` stays the text first written, the fallback for rows without a code (an API spend's
 * own description, an administrator's note, anything unrecognised). Rows written before carry
 * French text: the known patterns get their code.
 */
export class LedgerTextCodes1805000000000 implements MigrationInterface {
  name = 'LedgerTextCodes1805000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE credits.transactions ADD COLUMN description_code varchar(64), ADD COLUMN description_params jsonb`,
    );
    await codeKnownLedgerTexts(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE credits.transactions DROP COLUMN description_code, DROP COLUMN description_params`,
    );
  }
}
