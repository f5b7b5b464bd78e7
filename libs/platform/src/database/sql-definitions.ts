/**
 * A feature's SQL functions and triggers as they stand today, beside the code that calls them:
 * functions keyed by signature (`credits.spend(uuid,numeric,…)`), triggers by
 * `schema.table.trigger`, each as Postgres writes it back. Migrations are frozen steps that make
 * them; this is where today's rule is read.
 */
export interface SqlDefinitions {
  functions: Record<string, string>;
  triggers: Record<string, string>;
}
