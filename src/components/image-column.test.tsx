import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { imageColumn } from './image-column';

const column = imageColumn((row: { images: { url: string }[] }) => row.images[0], 'md');

it('shows the first image as a thumbnail twice its size, and a grey square when there is none', () => {
  const { container, rerender } = render(<>{column.cell({ images: [{ url: '/uploads/a.jpg' }] })}</>);
  const image = container.querySelector('img')!;
  expect(image.getAttribute('src')).toMatch(/^\/uploads\/a\.jpg\?w=\d+$/);
  expect(Number(new URL(image.src).searchParams.get('w'))).toBeGreaterThanOrEqual(80);
  expect(image).toHaveAttribute('width', '40');
  rerender(<>{column.cell({ images: [] })}</>);
  expect(container.querySelector('img')).toBeNull();
  expect(container.querySelector('span.bg-slate-100')).not.toBeNull();
  render(
    <table>
      <thead>
        <tr>
          <th>{column.header}</th>
        </tr>
      </thead>
    </table>,
  );
  expect(screen.getByText('Rasm')).toHaveClass('sr-only');
});
