import type { SqlDefinitions } from '@storefront/platform';

/**
 * The audit log's row count, kept by triggers so its first page does not count the table.
 *
 * Their only definition (see SqlDefinitions), applied by the migrate step when it changes: a change
 * is made here, and nowhere else.
 */
export const AUDIT_LOG_SIZE_SQL: SqlDefinitions = {
  functions: {
    'admin.audit_log_size_added()': `
CREATE OR REPLACE FUNCTION admin.audit_log_size_added()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        UPDATE admin.audit_log_size SET entries = entries + (SELECT count(*) FROM added);
        RETURN NULL;
      END $function$
`,
    'admin.audit_log_size_emptied()': `
CREATE OR REPLACE FUNCTION admin.audit_log_size_emptied()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        UPDATE admin.audit_log_size SET entries = 0;
        RETURN NULL;
      END $function$
`,
    'admin.audit_log_size_removed()': `
CREATE OR REPLACE FUNCTION admin.audit_log_size_removed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        UPDATE admin.audit_log_size SET entries = entries - (SELECT count(*) FROM removed);
        RETURN NULL;
      END $function$
`,
  },
  triggers: {
    'admin.audit_log.audit_log_size_added': `
CREATE TRIGGER audit_log_size_added AFTER INSERT ON admin.audit_log REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION admin.audit_log_size_added()
`,
    'admin.audit_log.audit_log_size_emptied': `
CREATE TRIGGER audit_log_size_emptied AFTER TRUNCATE ON admin.audit_log FOR EACH STATEMENT EXECUTE FUNCTION admin.audit_log_size_emptied()
`,
    'admin.audit_log.audit_log_size_removed': `
CREATE TRIGGER audit_log_size_removed AFTER DELETE ON admin.audit_log REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION admin.audit_log_size_removed()
`,
  },
};
