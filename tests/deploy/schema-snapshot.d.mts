/** The schemas of the six services. */
export const SERVICE_SCHEMAS: string[];

/** The services' tables in the database at `url`, a line per column, constraint, index, sequence and seeded table. */
export function schemaSnapshot(url: string): Promise<string>;
