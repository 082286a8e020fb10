/** A small JSON client for an API process the test started (any base URL). */
export function apiClient(baseUrl: string) {
  return async function call<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    const body = (
      text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text
    ) as T & Record<string, unknown>;
    return { status: response.status, headers: response.headers, body };
  };
}
