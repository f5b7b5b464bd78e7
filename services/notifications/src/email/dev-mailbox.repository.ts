import { Injectable } from '@nestjs/common';
import type { DevMail } from '@storefront/contracts';
import { DataSource } from 'typeorm';
import type { OutgoingMail } from './mail-transport';

interface DevMailRecord {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Date;
}

@Injectable()
export class DevMailboxRepository {
  constructor(private readonly db: DataSource) {}

  async store(mail: OutgoingMail): Promise<void> {
    await this.db.query(
      `INSERT INTO "notifications"."dev_mailbox" ("to_address", "subject", "text_body", "html_body") VALUES ($1, $2, $3, $4)`,
      [mail.to, mail.subject, mail.text, mail.html],
    );
  }

  /** Newest first; `to` matches the recipient case-insensitively. */
  async list(to: string | undefined, limit: number): Promise<DevMail[]> {
    const rows: DevMailRecord[] = await this.db.query(
      `SELECT * FROM "notifications"."dev_mailbox"
        WHERE $1::text IS NULL OR lower("to_address") = lower($1)
        ORDER BY "created_at" DESC, "id" DESC
        LIMIT $2`,
      [to ?? null, limit],
    );
    return rows.map((m) => ({
      id: m.id,
      to: m.to_address,
      subject: m.subject,
      text: m.text_body,
      html: m.html_body,
      createdAt: m.created_at.toISOString(),
    }));
  }
}
