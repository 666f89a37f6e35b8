// The single fetch wrapper: same-origin cookies, the browser's time zone, JSON in and out, the server's errors.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, browserTimeZone } from './api.ts';
import { HttpDataClient } from './http.ts';

afterEach(() => vi.unstubAllGlobals());

function stub(response: () => Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('api', () => {
  it('sends the time zone and same-origin credentials, and JSON when given', async () => {
    const fetchMock = stub(() => new Response(JSON.stringify({ ok: true })));
    expect(await api('/api/days/2026-11-22/items', { method: 'POST', json: { items: [] } })).toEqual({
      ok: true,
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/days/2026-11-22/items');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin', body: '{"items":[]}' });
    expect(init!.headers).toMatchObject({
      'X-Time-Zone': browserTimeZone(),
      'Content-Type': 'application/json',
    });
    expect(browserTimeZone()).toMatch(/\w/);
  });

  it("turns the server's error body into an ApiError with its code and message", async () => {
    stub(() =>
      Response.json(
        { error: { code: 'future_date', message: 'Cannot add items to future dates' } },
        { status: 400 },
      ),
    );
    const err = await api('/api/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 400,
      code: 'future_date',
      message: 'Cannot add items to future dates',
    });
  });

  it('names the status when the body is not the error shape, and a network failure plainly', async () => {
    stub(() => new Response('<html>', { status: 502 }));
    await expect(api('/api/x')).rejects.toThrow('Server responded with status 502');
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api('/api/x')).rejects.toMatchObject({ status: 0, code: 'network' });
  });

  it('returns nothing for 204', async () => {
    stub(() => new Response(null, { status: 204 }));
    expect(await api('/api/favorites/1', { method: 'DELETE' })).toBeUndefined();
  });
});

describe('HttpDataClient', () => {
  it('calls the documented paths and reads null for a missing profile', async () => {
    const fetchMock = stub(() =>
      Response.json(
        { error: { code: 'not_found', message: 'No profile found. Please complete onboarding.' } },
        { status: 404 },
      ),
    );
    const client = new HttpDataClient();
    expect(await client.getProfile()).toBeNull();
    fetchMock.mockImplementation(async () => Response.json({ days: [] }));
    expect(await client.getDays('2026-11-01', '2026-11-22')).toEqual([]);
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/days?from=2026-11-01&to=2026-11-22');
    fetchMock.mockImplementation(async () => Response.json({ suggestions: [] }));
    await client.getSuggestions('egg & toast');
    expect(fetchMock.mock.calls[2]![0]).toBe('/api/suggestions?q=egg%20%26%20toast');
    fetchMock.mockImplementation(async () => Response.json({ isFavorite: true }));
    await client.toggleFavorite({
      name: 'Egg',
      calories: 1,
      protein: 1,
      carbs: 0,
      fat: 0,
      units: 'large',
      quantity: 1,
    });
    expect(fetchMock.mock.calls[3]).toMatchObject(['/api/favorites/toggle', { method: 'POST' }]);
  });
});
