import { onlineManager } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { OfflineBanner } from './offline-banner';

afterEach(() => onlineManager.setOnline(true));

const setOnline = (online: boolean) => act(() => onlineManager.setOnline(online));

it('shows the banner while the server cannot be reached', () => {
  render(<OfflineBanner />);
  const status = screen.getByRole('status');
  expect(status).toBeEmptyDOMElement();

  setOnline(false);
  expect(status).toHaveTextContent('Internet yoʻq — oflayn rejim');

  setOnline(true);
  expect(status).toBeEmptyDOMElement();
});

it('starts offline when the connection already is', () => {
  onlineManager.setOnline(false);
  render(<OfflineBanner />);
  expect(screen.getByRole('status')).toHaveTextContent('Internet yoʻq — oflayn rejim');
});
