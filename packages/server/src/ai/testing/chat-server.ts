// A local HTTP server speaking the chat-completions protocol (ARCHITECTURE convention 6: the one edge we
// cannot run here). Tests queue replies and read back exactly what the real `openai` client sent.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface ScriptedReply {
  status?: number;
  headers?: Record<string, string>;
  /** Sent as JSON; a string is sent as-is. */
  body?: unknown;
  /** Wait this long before answering (for timeouts). */
  delayMs?: number;
}

export interface ChatServer {
  baseURL: string;
  requests: RecordedRequest[];
  /** Queue replies, used in order; when the queue is empty the server answers 500. */
  reply(...replies: ScriptedReply[]): void;
  close(): Promise<void>;
}

/** A chat completion whose first choice's message has this content. */
export function completion(content: string | null, model = 'test-model'): ScriptedReply {
  return {
    body: {
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 1_700_000_000,
      model,
      choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content, refusal: null } }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    },
  };
}

/** An error reply the client may retry; retry-after-ms 0 keeps the retry instant. */
export function failure(status: number, message = 'provider trouble'): ScriptedReply {
  return {
    status,
    headers: { 'retry-after-ms': '0' },
    body: { error: { message, type: 'server_error', code: null } },
  };
}

export async function startChatServer(): Promise<ChatServer> {
  const requests: RecordedRequest[] = [];
  const queue: ScriptedReply[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = raw;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        // keep the raw text: a test will see it was not JSON
      }
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      const next = queue.shift() ?? failure(500, 'no reply scripted');
      const send = () => {
        if (res.destroyed) return;
        const payload = typeof next.body === 'string' ? next.body : JSON.stringify(next.body ?? {});
        res.writeHead(next.status ?? 200, { 'content-type': 'application/json', ...next.headers });
        res.end(payload);
      };
      if (next.delayMs) {
        const t = setTimeout(() => {
          timers.delete(t);
          send();
        }, next.delayMs);
        timers.add(t);
      } else send();
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    reply: (...replies) => queue.push(...replies),
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const t of timers) clearTimeout(t);
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
