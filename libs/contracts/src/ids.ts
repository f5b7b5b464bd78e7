import { isUUID } from 'class-validator';

/** Whether `value` is a UUID string (any version): the ids of users, sessions, payments and rows. */
export const isUuid = (value: unknown): value is string => isUUID(value);
