/** Error codes of the back office's routes, next to CommonErrorCode. */
export const AdminErrorCode = {
  /** The user named in the path or body does not exist (or not any more). */
  UserNotFound: 'USER_NOT_FOUND',
  /** A change that needs a reason was sent without one (or with one too short). */
  ReasonRequired: 'REASON_REQUIRED',
  /** A customer note that is empty or too long. */
  NoteInvalid: 'NOTE_INVALID',
  /** An edit that changes nothing. */
  NoChange: 'NO_CHANGE',
  /** An administrator tried to ban their own address. */
  OwnIp: 'OWN_IP',
} as const;
export type AdminErrorCode = (typeof AdminErrorCode)[keyof typeof AdminErrorCode];
