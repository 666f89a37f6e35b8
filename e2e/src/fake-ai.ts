// A local stand-in for the AI provider (convention 6: the one edge we cannot run here). It speaks the
// chat-completions protocol the real `openai` client uses, returns canned JSON for text and for images,
// and can be told to fail. Tests steer it over HTTP because it may live in another process.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeMode = 'ok' | 'fail' | 'garbage' | 'empty';

export interface FakeAiState {
  text: FakeMode;
  photo: FakeMode;
  /** Hold every answer until `releaseFakeAi` is called: lets a test see the app while analysis runs. */
  hold?: boolean;
}

export interface RecordedRequest {
  kind: 'text' | 'photo';
  model: string;
  temperature: unknown;
  maxTokens: unknown;
  /** The user's words (image data left out). */
  userText: string;
  /** The image's data-URL prefix, e.g. 'data:image/jpeg;base64,' (photo requests only). */
  imagePrefix: string | null;
  imageBytes: number;
}

/**
 * What the text model "understands": the foods it knows by a keyword, with the number written before it as
 * the quantity ("2 eggs"); a composite meal is one item, as the spec's prompt asks; no known food -> [].
 */
export const TEXT_FOODS: Record<
  string,
  { name: string; units: string; per: [number, number, number, number] }
> = {
  egg: { name: 'Eggs', units: 'large', per: [72, 6.3, 0.4, 4.8] },
  toast: { name: 'Whole wheat toast', units: 'slices', per: [80, 4, 13.8, 1.1] },
  burrito: { name: 'Chicken burrito bowl', units: 'bowl', per: [655, 41.5, 72, 21.3] },
  banana: { name: 'Banana', units: 'medium', per: [105, 1.3, 27, 0.4] },
};

const WORD_NUMBERS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4 };

export function textReply(text: string) {
  const lower = text.toLowerCase();
  const items = [];
  for (const [keyword, food] of Object.entries(TEXT_FOODS)) {
    const at = lower.search(new RegExp(`\\b${keyword}`));
    if (at < 0) continue;
    const before = lower.slice(0, at).trim().split(/\s+/).slice(-4).reverse();
    let quantity = 1;
    for (const w of before) {
      const n = Number(w) || WORD_NUMBERS[w];
      if (n) {
        quantity = n;
        break;
      }
    }
    const [calories, protein, carbs, fat] = food.per.map(
      (v) => Math.round(v * quantity * 10) / 10,
    ) as number[];
    items.push({
      name: food.name,
      calories: Math.round(calories!),
      protein,
      carbs,
      fat,
      units: food.units,
      quantity,
    });
  }
  return items;
}

/** What the vision model "sees": two distinct items, wrapped in a fenced block as real models often do. */
export const PHOTO_REPLY = [
  { name: 'Grilled salmon', calories: 367, protein: 39.2, carbs: 0, fat: 22.1, units: 'fillet', quantity: 1 },
  {
    name: 'Steamed white rice',
    calories: 205,
    protein: 4.3,
    carbs: 44.5,
    fat: 0.4,
    units: 'cups',
    quantity: 1,
  },
];

interface ChatMessage {
  role: string;
  content: string | { type: string; text?: string; image_url?: { url: string } }[];
}

function completion(model: string, content: string | null) {
  return {
    id: `chatcmpl-fake-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

export interface FakeAi {
  url: string;
  close(): Promise<void>;
}

export async function startFakeAi(): Promise<FakeAi> {
  let state: FakeAiState = { text: 'ok', photo: 'ok' };
  let requests: RecordedRequest[] = [];
  let held: (() => void)[] = [];

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://fake');
      if (url.pathname === '/__fake/state' && req.method === 'PUT') {
        state = { text: 'ok', photo: 'ok', ...(JSON.parse(await readBody(req)) as Partial<FakeAiState>) };
        requests = [];
        return send(res, 200, state);
      }
      if (url.pathname === '/__fake/release' && req.method === 'POST') {
        const waiting = held.length;
        held.forEach((release) => release());
        held = [];
        return send(res, 200, { released: waiting });
      }
      if (url.pathname === '/__fake/held' && req.method === 'GET')
        return send(res, 200, { held: held.length });
      if (url.pathname === '/__fake/requests' && req.method === 'GET') return send(res, 200, requests);
      if (url.pathname.endsWith('/models') && req.method === 'GET') {
        return send(res, 200, { object: 'list', data: [{ id: 'fake-text', object: 'model' }] });
      }
      if (!url.pathname.endsWith('/chat/completions') || req.method !== 'POST') {
        return send(res, 404, { error: { message: `No route ${req.method} ${url.pathname}` } });
      }

      const body = JSON.parse(await readBody(req)) as {
        model: string;
        messages: ChatMessage[];
        temperature?: unknown;
        max_tokens?: unknown;
        max_completion_tokens?: unknown;
      };
      let userText = '';
      let imageUrl: string | null = null;
      for (const m of body.messages.filter((x) => x.role === 'user')) {
        if (typeof m.content === 'string') userText += m.content;
        else
          for (const part of m.content) {
            if (part.type === 'text') userText += part.text ?? '';
            if (part.type === 'image_url') imageUrl = part.image_url?.url ?? null;
          }
      }
      const kind = imageUrl === null ? 'text' : 'photo';
      const comma = imageUrl?.indexOf(',') ?? -1;
      requests.push({
        kind,
        model: body.model,
        temperature: body.temperature,
        maxTokens: body.max_tokens ?? body.max_completion_tokens,
        userText,
        imagePrefix: imageUrl && comma >= 0 ? imageUrl.slice(0, comma + 1) : null,
        imageBytes: imageUrl && comma >= 0 ? Buffer.from(imageUrl.slice(comma + 1), 'base64').length : 0,
      });

      if (state.hold) await new Promise<void>((resolve) => held.push(resolve));
      const mode = state[kind];
      // `x-should-retry: false` keeps the openai client from retrying, so a failure is quick and single.
      if (mode === 'fail') {
        return send(
          res,
          500,
          { error: { message: 'The fake provider was told to fail', type: 'server_error' } },
          { 'x-should-retry': 'false' },
        );
      }
      if (mode === 'empty') return send(res, 200, completion(body.model, null));
      if (mode === 'garbage') return send(res, 200, completion(body.model, 'I am not sure what that is.'));
      const content =
        kind === 'text'
          ? JSON.stringify(textReply(userText))
          : '```json\n' + JSON.stringify(PHOTO_REPLY, null, 2) + '\n```';
      return send(res, 200, completion(body.model, content));
    } catch (err) {
      send(res, 400, { error: { message: String(err) } });
    }
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        held.forEach((release) => release());
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Steers a fake provider that may run in another process; also clears its request log. */
export async function setFakeAi(baseUrl: string, state: Partial<FakeAiState>): Promise<void> {
  const res = await fetch(`${baseUrl}/__fake/state`, { method: 'PUT', body: JSON.stringify(state) });
  if (!res.ok) throw new Error(`fake AI refused the state: ${res.status}`);
}

export async function fakeAiRequests(baseUrl: string): Promise<RecordedRequest[]> {
  const res = await fetch(`${baseUrl}/__fake/requests`);
  return (await res.json()) as RecordedRequest[];
}

/** Lets held answers go (see `hold`); resolves with how many were waiting. */
export async function releaseFakeAi(baseUrl: string): Promise<number> {
  const res = await fetch(`${baseUrl}/__fake/release`, { method: 'POST' });
  return ((await res.json()) as { released: number }).released;
}

/** How many requests the fake is holding right now. */
export async function heldFakeAi(baseUrl: string): Promise<number> {
  const res = await fetch(`${baseUrl}/__fake/held`);
  return ((await res.json()) as { held: number }).held;
}
