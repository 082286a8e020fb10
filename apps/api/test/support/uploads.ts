/** Where the API said to send a file (a document record or an identity capture answer). */
export interface UploadTarget {
  upload_url?: string | null;
  upload_fields?: Record<string, string> | null;
  confirm_url?: string | null;
}

/**
 * Sends a file as the web app does: the raw body to the API's upload route, or, when the API
 * answered a presigned POST, a form to the bucket and then the confirmation to the API. Answers
 * the API's answer (or the bucket's, if it refused the form).
 */
export async function sendUpload<T = Record<string, unknown>>(
  baseUrl: string,
  target: UploadTarget,
  content: Buffer,
  type: string,
  options: { token?: string; headers?: Record<string, string> } = {},
) {
  const headers = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (!target.upload_fields) {
    const response = await fetch(`${baseUrl}${target.upload_url}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': type },
      body: content,
    });
    return {
      status: response.status,
      body: (await response.json()) as T & { code?: string; detail?: string },
    };
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(target.upload_fields)) form.append(name, value);
  form.append('file', new Blob([content], { type }));
  const stored = await fetch(target.upload_url!, { method: 'POST', body: form });
  if (!stored.ok) {
    return {
      status: stored.status,
      body: { detail: await stored.text() } as T & { code?: string; detail?: string },
    };
  }
  const confirmed = await fetch(`${baseUrl}${target.confirm_url}`, { method: 'POST', headers });
  return {
    status: confirmed.status,
    body: (await confirmed.json()) as T & { code?: string; detail?: string },
  };
}
