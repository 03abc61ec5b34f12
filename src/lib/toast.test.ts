import { onlineManager } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { afterEach, expect, it, vi } from 'vitest';
import { HttpError, NetworkError, UNKNOWN_ERROR } from './http/http-error';
import { errorToastText, toastError } from './toast';

afterEach(() => {
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
});

const refused = new HttpError(409, { data: null, meta: { status: 409, message: 'Buyurtma allaqachon olingan' } });

it('tells an HTTP error by the server’s message, after its label', () => {
  expect(errorToastText(refused)).toBe('Buyurtma allaqachon olingan');
  expect(errorToastText(refused, 'Buyurtma №10045')).toBe('Buyurtma №10045: Buyurtma allaqachon olingan');
});

it('tells an error without a message as unknown', () => {
  expect(errorToastText(new HttpError(500, null))).toBe(UNKNOWN_ERROR);
  expect(errorToastText('boom')).toBe(UNKNOWN_ERROR);
});

it('says nothing of an unreached server while offline, so failing polls do not pile up', () => {
  onlineManager.setOnline(false);
  expect(errorToastText(new NetworkError())).toBeNull();
  expect(errorToastText(new HttpError(503, null))).toBeNull();
  expect(errorToastText(refused)).toBe('Buyurtma allaqachon olingan');
  onlineManager.setOnline(true);
  expect(errorToastText(new NetworkError())).toBe('Internetga ulanib boʻlmadi. Qayta urinib koʻring.');
});

it('shows a failed call once per text, and nothing while offline', async () => {
  const error = vi.spyOn(toast, 'error');
  onlineManager.setOnline(false);
  toastError(new NetworkError());
  toastError(refused);
  await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1));
  expect(error).toHaveBeenCalledWith('Buyurtma allaqachon olingan', { id: 'Buyurtma allaqachon olingan' });
});
