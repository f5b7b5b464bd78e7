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
  /** Support changes the status of customers only, not of another administrator. */
  SupportCustomersOnly: 'SUPPORT_CUSTOMERS_ONLY',
} as const;
export type AdminErrorCode = (typeof AdminErrorCode)[keyof typeof AdminErrorCode];

/** Refusals of a four-eyes request. */
export const ApprovalErrorCode = {
  NotFound: 'APPROVAL_NOT_FOUND',
  OwnRequest: 'FOUR_EYES_OWN_REQUEST',
  NotRequester: 'APPROVAL_NOT_REQUESTER',
  NotPending: 'APPROVAL_NOT_PENDING',
  Expired: 'APPROVAL_EXPIRED',
  /** Nobody adds, removes, grants or gives back credits by hand to their own balance. */
  OwnBalance: 'OWN_BALANCE',
  /** Nobody approves a change whose beneficiary is themselves. */
  OwnBeneficiary: 'FOUR_EYES_OWN_BENEFICIARY',
} as const;

/** A request from a banned address (403). */
export const IP_BANNED_CODE = 'IP_BANNED';

/** A non-admin's request while maintenance is on (503). */
export const MAINTENANCE_CODE = 'MAINTENANCE';
