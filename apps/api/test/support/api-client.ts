// A refusal carries the error fields instead of T's, so both are readable in tests.
export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T & { detail?: string; code?: string; errors?: Record<string, string[]> };
}

export interface RequestOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
  rawBody?: string | Buffer;
}

/** A JSON client for an API a test started: in process (TestServer) or its own process. */
export function apiClient(baseUrl: string) {
  return async function request<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | Buffer | undefined = options.rawBody;
    if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    if (response.headers.get('content-type')?.includes('json') && text) parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed as ApiResponse<T>['body'] };
  };
}
