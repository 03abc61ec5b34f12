// @vitest-environment jsdom
import { MutationObserver, QueryClient, type InfiniteData } from '@tanstack/react-query';
import toast from 'react-hot-toast/headless';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { List } from '../../../contract/envelope';
import type { Reminder } from '../../../contract/reminder';
import type { ReminderAnswerVariables } from './answer-reminder';
import { reminderKeys, reminderMutationKeys } from './reminder-keys';
import { registerReminderMutations } from './register-mutations';
import { makeReminder } from '../testing/make-reminder';

const reminder = makeReminder();
const key = reminderKeys.list({ answer: 'pending' });
const meta = { page: 1, limit: 50, total: 1, totalPages: 1 };

let client: QueryClient;
let bodies: unknown[];

const cached = () => client.getQueryData<InfiniteData<List<Reminder>>>(key)!.pages[0]!.data[0];
const answer = (variables: ReminderAnswerVariables) =>
  new MutationObserver<unknown, Error, ReminderAnswerVariables>(client, { mutationKey: reminderMutationKeys.answer })
    .mutate(variables)
    .catch(() => {});

function stubFetch(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(body), { status });
    }),
  );
}

beforeEach(() => {
  bodies = [];
  client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  registerReminderMutations(client);
  client.setQueryData(key, { pages: [{ data: [reminder], meta }], pageParams: [1] });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it('shows the answer at once and refetches once the server has it', async () => {
  let seen: Reminder | undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      seen = cached();
      bodies.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify({ data: reminder }));
    }),
  );
  await answer({ id: 9, answer: 'ok', note: 'Ertaga buyurtma beradi' });
  expect(seen).toMatchObject({ answer: 'ok', note: 'Ertaga buyurtma beradi' });
  expect(bodies).toEqual([{ answer: 'ok', note: 'Ertaga buyurtma beradi' }]);
  expect(client.getQueryState(key)!.isInvalidated).toBe(true);
});

it('rolls back a refused answer and names the customer', async () => {
  const toastError = vi.spyOn(toast, 'error');
  stubFetch(404, { data: null, meta: { status: 404, message: 'Eslatma topilmadi' } });
  await answer({ id: 9, answer: 'no' });
  expect(cached()).toEqual(reminder);
  // The toast module is imported on first use.
  await vi.waitFor(() =>
    expect(toastError).toHaveBeenCalledWith('Aziza Karimova: Eslatma topilmadi', expect.anything()),
  );
});
