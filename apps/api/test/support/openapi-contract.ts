import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import type { ApiResponse, RequestOptions } from './api-client.js';
import type { TestServer } from './server.js';

// The document cannot drift from the server: one valid request per operation goes through the
// real server, and every answer (status, and body for JSON) must be one the document declares for
// that operation, validated with the document's own schema (JSON Schema 2020-12, as OpenAPI 3.1
// says). Objects in the document forbid undeclared properties, so an answer that gains a field
// fails until the document says so. The contract suites share the operations by tag: each proves
// its tags' operations, and openapi-access.test.ts proves every tag has a suite.

type Responses = Record<string, { content?: Record<string, { schema?: object }> }>;
type Operation = { operationId: string; security?: unknown[]; tags?: string[]; responses: Responses };
type Document = { paths: Record<string, Record<string, Operation>>; components?: object };
export interface OperationEntry {
  key: string;
  method: string;
  pattern: RegExp;
  operation: Operation;
  // The document's named schemas, which the operation's schemas refer to (`$ref`).
  components: object;
}
interface Answer {
  operation: string;
  status: number;
  contentType: string;
  body: unknown;
}

/** Which contract suite proves which tags' operations. */
export const contractTags = {
  'openapi-contract-accounts.test.ts': ['health', 'config', 'auth', 'users', 'help', 'errors', 'captcha'],
  'openapi-contract-catalogues.test.ts': ['catalogs', 'simulations', 'admin'],
  'openapi-contract-applications.test.ts': [
    'applications',
    'documents',
    'identity',
    'review',
    'contracts',
    'signatures',
    'disbursements',
    'portfolio',
    'notifications',
  ],
  // Issue 32's desk: the credit bureau and the privacy notice, each proved by its own module's test.
  'bureau.test.ts': ['bureau'],
  'privacy-notice.test.ts': ['privacy-notice'],
  'buyout.test.ts': ['buyouts'],
  'openapi-contract-screening.test.ts': ['compliance'],
  // Issue 36's payroll deduction file, proved by its module's test.
  'deductions.test.ts': ['deductions'],
} as const;

/** Every operation of the server's document. */
export async function loadOperations(server: TestServer) {
  const document = (await server.get<Document>('/api/openapi.json')).body as unknown as Document;
  const operations: OperationEntry[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        pattern,
        operation,
        components: document.components ?? {},
      });
    }
  }
  return operations;
}

function operationOf(operations: OperationEntry[], method: string, path: string) {
  const bare = path.split('?')[0]!;
  // A literal segment wins over a parameter (…/captures/{id}/confirm/ over …/captures/{id}/{token}/).
  const parameters = (key: string) => key.split('{').length;
  return operations
    .filter((candidate) => candidate.method === method && candidate.pattern.test(bare))
    .sort((a, b) => parameters(a.key) - parameters(b.key))[0];
}

/** Records every answer of the server under the operation the document says it belongs to. */
export function createContractRecorder(operations: OperationEntry[]) {
  const answers: Answer[] = [];
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  formats.default(ajv);
  const validators = new Map<string, ValidateFunction>();

  /** A client of `server` whose every answer is recorded. */
  function recording(server: TestServer): TestServer {
    const call = async (method: string, path: string, options: RequestOptions & { raw?: Buffer } = {}) => {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let body: Uint8Array | string | undefined = options.raw ? new Uint8Array(options.raw) : options.rawBody;
      if (options.body !== undefined) {
        headers['content-type'] ??= 'application/json';
        body = JSON.stringify(options.body);
      }
      const response = await fetch(`${server.baseUrl}${path}`, { method, headers, body });
      const contentType = (response.headers.get('content-type') ?? '').split(';')[0]!;
      const text = contentType.includes('json') ? await response.text() : '';
      if (!contentType.includes('json')) await response.arrayBuffer();
      const parsed: unknown = text ? JSON.parse(text) : undefined;
      const operation = operationOf(operations, method, path);
      if (!operation) throw new Error(`${method} ${path} is not in the document`);
      answers.push({ operation: operation.key, status: response.status, contentType, body: parsed });
      return { status: response.status, headers: response.headers, body: parsed } as ApiResponse<never>;
    };
    return {
      ...server,
      request: call,
      get: (path, options) => call('GET', path, options),
      post: (path, body, options) => call('POST', path, { ...options, body }),
    } as TestServer;
  }

  /** The operations of these tags that no recorded request answered with success. */
  function uncovered(tags: readonly string[]) {
    const succeeded = new Set(
      answers.filter((answer) => answer.status < 400).map((answer) => answer.operation),
    );
    return operations
      .filter(({ operation }) => tags.includes(operation.tags?.[0] ?? ''))
      .map((operation) => operation.key)
      .filter((key) => !succeeded.has(key));
  }

  /** Every recorded answer the document does not declare, with what is wrong with it. */
  function problems() {
    const found: string[] = [];
    for (const answer of answers) {
      const { operation, components } = operations.find((candidate) => candidate.key === answer.operation)!;
      const declared = operation.responses[String(answer.status)];
      if (!declared) {
        found.push(`${answer.operation} answered ${answer.status}, which the document does not declare`);
        continue;
      }
      if (answer.status === 204 || answer.status === 304) continue;
      const content = declared.content ?? {};
      if (!(answer.contentType in content)) {
        found.push(`${answer.operation} ${answer.status} answered ${answer.contentType}, not declared`);
        continue;
      }
      if (!answer.contentType.includes('json')) continue;
      const key = `${answer.operation} ${answer.status}`;
      const validate =
        validators.get(key) ?? ajv.compile({ ...content[answer.contentType]!.schema, components });
      validators.set(key, validate);
      if (!validate(answer.body))
        found.push(`${key}: ${ajv.errorsText(validate.errors, { separator: '; ' })}`);
    }
    return found;
  }

  return { recording, uncovered, problems };
}
