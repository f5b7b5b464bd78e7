export interface FreshDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

export function withDatabase(url: string, name: string): string;
export function createDatabase(baseUrl: string, name: string): Promise<FreshDatabase>;
