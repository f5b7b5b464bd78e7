export interface RawRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export declare class RawHttpPool {
  constructor(url: string);
  request(request: RawRequest, timeoutMs?: number): Promise<{ status: number; body: string }>;
  close(): void;
}
