import { Injectable } from '@nestjs/common';
import type { AdminActor, UserNote } from '@storefront/contracts';
import { DataSource } from 'typeorm';
import { timelinePage, type TimelineSource } from '@storefront/platform';

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
    const rows = await timelinePage<NoteRow>(this.dataSource, NOTES_TIMELINE, userId, limit, before);
    return rows.map(toNote);
  }
}

/** Where the customer timeline (`timelinePage` above) reads these from. */
const NOTES_TIMELINE: TimelineSource = {
  from: 'id, user_id, author_id, author_email, body, created_at FROM admin.user_notes',
  owner: 'user_id = $1',
  time: 'created_at',
};
