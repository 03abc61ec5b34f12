import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { KonstaProvider } from 'konsta/react';
import { describe, expect, it, vi } from 'vitest';
import { Button, type ButtonProps } from './button';

const renderButton = (props: ButtonProps, theme: 'ios' | 'material' = 'material') => {
  render(
    <KonstaProvider theme={theme}>
      <Button {...props}>Saqlash</Button>
    </KonstaProvider>,
  );
  return screen.getByRole('button', { name: 'Saqlash' });
};

describe('Button', () => {
  it.each([
    ['primary', 'bg-md-light-primary'],
    ['secondary', 'border-md-light-outline'],
    ['ghost', 'text-md-light-primary'],
    ['tonal', 'bg-md-light-secondary-container'],
    ['danger', 'bg-red-700'],
  ] as const)('draws the %s variant', (variant, look) => {
    expect(renderButton({ variant })).toHaveClass(look);
  });

  it('is primary, medium, inline and not a submit button unless told', () => {
    const button = renderButton({});
    expect(button).toHaveClass('bg-md-light-primary', 'h-10', 'inline-flex', 'rounded-lg');
    expect(button).not.toHaveClass('w-full');
    expect(button).toHaveAttribute('type', 'button');
  });

  it('follows the iOS theme', () => {
    expect(renderButton({ variant: 'secondary' }, 'ios')).toHaveClass('border-2', 'border-primary');
  });

  it.each([
    ['sm', 'h-8'],
    ['md', 'h-10'],
    ['lg', 'h-12'],
  ] as const)('keeps the %s size at least 44 px tall under a finger', (size, height) => {
    expect(renderButton({ size })).toHaveClass(height, 'pointer-coarse:min-h-11');
  });

  it('is wide and pill-shaped when asked', () => {
    expect(renderButton({ wide: true, pill: true })).toHaveClass('w-full', 'flex', 'rounded-full');
  });

  it.each(['primary', 'secondary', 'ghost', 'tonal', 'danger'] as const)(
    'looks disabled and ignores taps when the %s variant is disabled',
    async (variant) => {
      const onClick = vi.fn();
      const button = renderButton({ variant, disabled: true, onClick });
      expect(button).toBeDisabled();
      expect(button).toHaveClass('pointer-events-none');
      expect(button.className).toMatch(/text-black\/30|text-slate-600/);
      expect(button).not.toHaveClass('bg-md-light-primary');
      expect(button).not.toHaveClass('bg-red-700');
      await userEvent.click(button, { pointerEventsCheck: 0 });
      expect(onClick).not.toHaveBeenCalled();
    },
  );

  it('passes its own classes and attributes through', () => {
    const button = renderButton({ className: 'mt-3', type: 'submit', 'aria-busy': true });
    expect(button).toHaveClass('mt-3');
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});
