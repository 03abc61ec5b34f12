// @vitest-environment jsdom
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp, http } from './http';
import { errorMessage, HttpError, NetworkError, UNKNOWN_ERROR } from './http-error';
import { authAtom, signIn } from '../session';
import { store } from '../store';
import type { User } from '../../contract/user';

const user = { id: 1, fullName: 'Admin', role: 'admin' } as User;
const fetchMock = vi.fn<typeof fetch>();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function lastCall() {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url: String(url), init: init!, headers: new Headers(init!.headers) };
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async () => json(200, { data: 'ok' }));
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  localStorage.clear();
  store.set(authAtom, null);
});

describe('http', () => {
  it('prefixes the base, encodes the query and parses JSON', async () => {
    const result = await http.get('/order-history', {
      query: { status: ['pending', 'accepted'], search: '', page: 1 },
    });
    expect(result).toEqual({ data: 'ok' });
    expect(lastCall().url).toBe('/api/order-history?status=pending&status=accepted&page=1');
    expect(lastCall().init.method).toBe('GET');
  });

  it('sends JSON bodies with a JSON content type', async () => {
    await http.post('/auth/sign-in', { phone: '+998900000001', password: 'x' });
    const { init, headers } = lastCall();
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"phone":"+998900000001","password":"x"}');
  });

  it('sends FormData as is, without a JSON content type', async () => {
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await http.post('/file', form);
    const { init, headers } = lastCall();
    expect(init.body).toBe(form);
    expect(headers.has('Content-Type')).toBe(false);
  });

  it('adds the bearer token when signed in, and none when signed out', async () => {
    await http.get('/auth/me');
    expect(lastCall().headers.has('Authorization')).toBe(false);
    signIn({ token: 'tok', user });
    await http.get('/auth/me');
    expect(lastCall().headers.get('Authorization')).toBe('Bearer tok');
  });

  it('throws HttpError with status and body', async () => {
    const body = { data: null, meta: { status: 409, message: 'Holat oʻzgargan' } };
    fetchMock.mockResolvedValue(json(409, body));
    const error = await http.patch('/order-history/1', { status: 'courier' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 409, body });
  });

  it('throws HttpError with a null body when the answer is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('Bad gateway', { status: 502 }));
    const error = await http.get('/product').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, body: null });
  });

  it('on 401 with a token tells the app, which signs out (src/app; session.test.ts)', async () => {
    const onUnauthorized = vi.fn();
    configureHttp({ onUnauthorized });
    signIn({ token: 'dead', user });
    fetchMock.mockResolvedValue(json(401, { data: null, meta: { status: 401, message: 'Kirish kerak' } }));

    await expect(http.get('/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('a 401 without a token (wrong password) leaves navigation to the form', async () => {
    const onUnauthorized = vi.fn();
    configureHttp({ onUnauthorized });
    fetchMock.mockResolvedValue(json(401, { data: null, meta: { status: 401, message: 'Parol notoʻgʻri' } }));
    await expect(http.post('/auth/sign-in', {})).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

/** Just enough of XMLHttpRequest for the upload path; the test answers it. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers = new Headers();
  body: unknown;
  status = 0;
  responseText = '';
  timeout = 0;
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  ontimeout?: () => void;
  onabort?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    Object.assign(this, { method, url });
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    Object.assign(this, { status, responseText: JSON.stringify(body) });
    this.onload?.();
  }
}

describe('http.upload', () => {
  const form = () => {
    const data = new FormData();
    data.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    return data;
  };
  // The upload's transport is loaded when first used (./via-xhr): its request opens a moment after the call.
  const opened = () =>
    vi.waitFor(() => {
      if (!FakeXhr.last) throw new Error('no request yet');
      return FakeXhr.last;
    });
  beforeEach(() => {
    FakeXhr.last = undefined;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => onlineManager.setOnline(true));

  it('goes through XMLHttpRequest with the token, reports progress and parses the answer', async () => {
    signIn({ token: 'tok', user });
    const progress: number[] = [];
    const data = form();
    const uploaded = http.upload('/file', data, { onProgress: (fraction) => progress.push(fraction) });
    const xhr = await opened();
    expect([xhr.method, xhr.url, xhr.body]).toEqual(['POST', '/api/file', data]);
    expect(xhr.headers.get('Authorization')).toBe('Bearer tok');
    expect(xhr.headers.has('Content-Type')).toBe(false);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    xhr.answer(201, { data: { id: 7 } });
    await expect(uploaded).resolves.toEqual({ data: { id: 7 } });
    expect(progress).toEqual([0.5]);
  });

  it('tells the app of a 401 and throws HttpError, as every call does', async () => {
    const onUnauthorized = vi.fn();
    configureHttp({ onUnauthorized });
    signIn({ token: 'dead', user });
    const uploaded = http.upload('/file', form(), { onProgress: () => {} });
    (await opened()).answer(401, { data: null, meta: { status: 401, message: 'Kirish kerak' } });
    await expect(uploaded).rejects.toBeInstanceOf(HttpError);
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('a server it cannot reach is a NetworkError and marks the app offline', async () => {
    const uploaded = http.upload('/file', form(), { onProgress: () => {} });
    (await opened()).onerror?.();
    await expect(uploaded).rejects.toBeInstanceOf(NetworkError);
    expect(onlineManager.isOnline()).toBe(false);
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    const uploaded = http.upload('/file', form(), { onProgress: () => {}, signal: controller.signal });
    controller.abort();
    await expect(uploaded).rejects.toHaveProperty('name', 'AbortError');
  });
});

describe('errorMessage', () => {
  it("prefers the body's meta.message", () => {
    const error = new HttpError(400, { data: null, meta: { status: 400, message: 'Narx notoʻgʻri' } });
    expect(errorMessage(error)).toBe('Narx notoʻgʻri');
  });

  it("falls back to the error's own message", () => {
    expect(errorMessage(new Error('Failed to fetch'))).toBe('Failed to fetch');
  });

  it('falls back to the fixed unknown-error text', () => {
    expect(UNKNOWN_ERROR).toBe('Nomaʼlum xatolik yuz berdi.');
    expect(errorMessage(new HttpError(500, null))).toBe(UNKNOWN_ERROR);
    expect(errorMessage(new Error(''))).toBe(UNKNOWN_ERROR);
    expect(errorMessage('boom')).toBe(UNKNOWN_ERROR);
  });
});
