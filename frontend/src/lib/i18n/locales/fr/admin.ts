// The back office is written in French (SPEC §1): the reference catalogue is already its French text.
import { admin as reference, type AdminCatalogue } from '../en/admin';

export const admin: AdminCatalogue = reference;
