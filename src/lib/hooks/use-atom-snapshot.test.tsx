import { act, render } from '@testing-library/react';
import { atom, createStore, Provider } from 'jotai';
import { useLayoutEffect } from 'react';
import { expect, it } from 'vitest';
import { useAtomSnapshot } from './use-atom-snapshot';

const countAtom = atom(1);
const doubledAtom = atom((get) => get(countAtom) * 2);

function setup() {
  const store = createStore();
  const renders: number[] = [];
  function Reader({ onMount }: { onMount?: () => void }) {
    const doubled = useAtomSnapshot(doubledAtom);
    renders.push(doubled);
    useLayoutEffect(() => onMount?.(), [onMount]);
    return <output>{doubled}</output>;
  }
  return { store, renders, Reader };
}

it('renders once on mount, where useAtomValue would render twice', async () => {
  const { store, renders, Reader } = setup();
  render(
    <Provider store={store}>
      <Reader />
    </Provider>,
  );
  await act(async () => {});
  expect(renders).toEqual([2]);
});

it('renders again when the atom changes, and stops listening once unmounted', async () => {
  const { store, renders, Reader } = setup();
  const view = render(
    <Provider store={store}>
      <Reader />
    </Provider>,
  );
  act(() => store.set(countAtom, 5));
  expect(view.container.textContent).toBe('10');
  expect(renders).toEqual([2, 10]);
  view.unmount();
  store.set(countAtom, 6);
  expect(renders).toEqual([2, 10]);
});

it('sees a change made between its render and its subscription', async () => {
  const { store, Reader } = setup();
  const view = render(
    <Provider store={store}>
      <Reader onMount={() => store.set(countAtom, 7)} />
    </Provider>,
  );
  await act(async () => {});
  expect(view.container.textContent).toBe('14');
});
