/**
 * A small HTTP client for tests: real requests over the socket (node:http, which unlike fetch lets
 * a test set the Host header), cookies kept per client like a browser.
 */
import http from 'node:http';

export interface Answer<T = any> {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: T;
  text: string;
  /** The answer's bytes as received (an image, a zip). */
  bytes: Buffer;
}

/** Next loopback source address: each client is another machine to per-client limits. */
let nextClient = 1;
export function nextLoopbackAddress(): string {
  nextClient = (nextClient % 65_000) + 1;
  return `127.0.${Math.floor(nextClient / 250)}.${(nextClient % 250) + 2}`;
}

export class HttpClient {
  readonly cookies = new Map<string, string>();

  /** `localAddress` is the client's source address (a loopback one: 127.x.y.z). */
  constructor(readonly baseUrl: string, readonly localAddress: string = nextLoopbackAddress()) {}

  async request<T = any>(
    method: string,
    path: string,
    options: { json?: unknown; body?: string | Buffer | FormData; headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: string | Buffer | undefined;
    if (options.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.body instanceof FormData) {
      const encoded = new Response(options.body);
      headers['content-type'] = encoded.headers.get('content-type')!;
      body = Buffer.from(await encoded.arrayBuffer());
    } else {
      body = options.body;
    }
    // Node sends a DELETE body without a length unless told, and the server would not read it.
    if (body !== undefined) headers['content-length'] ??= String(Buffer.byteLength(body));
    const url = new URL(path, this.baseUrl);
    const response = await new Promise<http.IncomingMessage & { text: string; bytes: Buffer }>((resolve, reject) => {
      const req = http.request(url, { method, headers, localAddress: this.localAddress }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve(Object.assign(res, { text: bytes.toString('utf8'), bytes }));
        });
        res.on('error', reject);
      });
      // A server may answer (413) and close before a huge body is sent: that answer still counts.
      req.on('error', reject);
      req.end(body);
    });
    for (const cookie of response.headers['set-cookie'] ?? []) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      const cleared = /expires=Thu, 01 Jan 1970/i.test(cookie) || /max-age=0/i.test(cookie);
      if (cleared) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.join('='));
    }
    let parsed: unknown = response.text;
    if (String(response.headers['content-type'] ?? '').includes('application/json') && response.text) parsed = JSON.parse(response.text);
    return { status: response.statusCode ?? 0, headers: response.headers, body: parsed as T, text: response.text, bytes: response.bytes };
  }

  get<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, { headers });
  }
  post<T = any>(path: string, json?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, { json, headers });
  }
  put<T = any>(path: string, json?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PUT', path, { json, headers });
  }

  /** Logs in with the demo password by default. */
  async login(email: string, password = 'demo1234') {
    return this.post('/api/user.php', { email, password });
  }
}
