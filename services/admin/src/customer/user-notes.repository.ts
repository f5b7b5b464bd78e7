import { Injectable } from '@nestjs/common';
import type { AdminActor, UserNote } from '@storefront/contracts';
import { DataSource } from 'typeorm';

interface NoteRow extends Omit<UserNote, 'created_at'> {
  created_at: Date;
}

const toNote = (row: NoteRow): UserNote => ({ ...row, created_at: row.created_at.toISOString() });

/** Administrators' internal notes about a customer: append-only, never shown to the customer. */
@Injectable()
export class UserNotesRepository {
  constructor(private readonly dataSource: DataSource) {}

  async add(userId: string, author: AdminActor, body: string): Promise<UserNote> {
    const rows: NoteRow[] = await this.dataSource.query(
      `INSERT INTO admin.user_notes (user_id, author_id, author_email, body)
       VALUES ($1, $2, $3, $4)
       RETURNING id, user_id, author_id, author_email, body, created_at`,
      [userId, author.id, author.email, body],
    );
    return toNote(rows[0]);
  }

  async ofUser(userId: string, limit: number, before?: string): Promise<UserNote[]> {
    const rows: NoteRow[] = await this.dataSource.query(
      `SELECT id, user_id, author_id, author_email, body, created_at FROM admin.user_notes
        WHERE user_id = $1 AND ($3::timestamptz IS NULL OR created_at < $3::timestamptz)
        ORDER BY created_at DESC, id DESC LIMIT $2`,
      [userId, limit, before ?? null],
    );
    return rows.map(toNote);
  }
}
