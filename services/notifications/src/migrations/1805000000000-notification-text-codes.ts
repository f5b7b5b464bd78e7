import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A notification's known French or English text, the code it becomes and how its values are read. */
const PATTERNS: { code: string; where: string; params: string }[] = [
  {
    code: 'notification.payment-confirmed',
    where: `"message" ~ '^Paiement confirmé ! [0-9]+(\\.[0-9]+)? crédits? ajouté\\(s\\) à votre compte\\.$'`,
    params: `jsonb_build_object('credits', (regexp_match("message", '([0-9]+(\\.[0-9]+)?) crédit'))[1]::numeric)`,
  },
  {
    code: 'notification.credits-added',
    where: `"message" ~ '^[0-9]+(\\.[0-9]+)? crédits? ajouté\\(s\\) à votre compte par un administrateur\\. Nouveau solde : -?[0-9]+(\\.[0-9]+)? crédits?\\.$'`,
    params: `jsonb_build_object(
      'amount', (regexp_match("message", '^([0-9]+(\\.[0-9]+)?) '))[1]::numeric,
      'balance', (regexp_match("message", 'Nouveau solde : (-?[0-9]+(\\.[0-9]+)?) '))[1]::numeric)`,
  },
  {
    code: 'notification.credits-removed',
    where: `"message" ~ '^[0-9]+(\\.[0-9]+)? crédits? retiré\\(s\\) de votre compte par un administrateur\\. Nouveau solde : -?[0-9]+(\\.[0-9]+)? crédits?\\.$'`,
    params: `jsonb_build_object(
      'amount', (regexp_match("message", '^([0-9]+(\\.[0-9]+)?) '))[1]::numeric,
      'balance', (regexp_match("message", 'Nouveau solde : (-?[0-9]+(\\.[0-9]+)?) '))[1]::numeric)`,
  },
  {
    code: 'notification.low-balance',
    where: `"message" ~ '^Votre solde est de -?[0-9]+(,[0-9]+)? crédits?, sous votre seuil d''alerte de [0-9]+(,[0-9]+)? crédits?\\. Rechargez depuis la page Tarifs\\.$'`,
    params: `jsonb_build_object(
      'balance', replace((regexp_match("message", 'solde est de (-?[0-9]+(,[0-9]+)?) '))[1], ',', '.')::numeric,
      'threshold', replace((regexp_match("message", 'alerte de ([0-9]+(,[0-9]+)?) '))[1], ',', '.')::numeric)`,
  },
  {
    code: 'notification.welcome',
    where: `"title" ~ '^Welcome to .+!$'
      AND "message" = 'Your account has been created successfully. You start with 0 credits — buy a pack to begin.'`,
    params: `jsonb_build_object('brand', (regexp_match("title", '^Welcome to (.+)!$'))[1])`,
  },
];

/** Gives the known texts of rows without a code their code and values; run again, it changes nothing. */
export async function codeKnownNotificationTexts(q: Pick<QueryRunner, 'query'>): Promise<void> {
  for (const pattern of PATTERNS) {
    await q.query(
      `UPDATE "notifications"."notifications" SET "code" = $1, "params" = ${pattern.params}
        WHERE "code" IS NULL AND ${pattern.where}`,
      [pattern.code],
    );
  }
}

/**
 * Notifications keep their text as a code and its values (`code`, `params`), written out in the
 * reader's language when read; `title` and `message` stay as the text first written, the fallback
 * for rows without a code (broadcasts, which an administrator writes, and anything unrecognised).
 * Rows written before carry French text (or the English welcome): the known patterns get their code.
 */
export class NotificationTextCodes1805000000000 implements MigrationInterface {
  name = 'NotificationTextCodes1805000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE "notifications"."notifications" ADD COLUMN "code" varchar(64), ADD COLUMN "params" jsonb`,
    );
    await codeKnownNotificationTexts(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "notifications"."notifications" DROP COLUMN "code", DROP COLUMN "params"`);
  }
}
