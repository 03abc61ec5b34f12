import { useTheme } from 'konsta/react';
import type { ButtonHTMLAttributes } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  inline?: boolean;
  small?: boolean;
  large?: boolean;
  rounded?: boolean;
  outline?: boolean;
  clear?: boolean;
  tonal?: boolean;
}

type Look = 'fill' | 'outline' | 'clear' | 'tonal' | 'disabledFill' | 'disabledOutline' | 'disabledClear';

// Konsta's Button classes, as its Button renders them, for each theme: the same look without Konsta's
// runtime (tailwind-merge, touch ripple), which is too heavy for the courier's first load.
const themes = {
  material: {
    base: 'duration-300 font-medium px-4',
    shape: { square: 'rounded-lg', rounded: 'rounded-full' },
    look: {
      fill: 'text-md-light-on-primary bg-md-light-primary active:brightness-90',
      outline: 'border border-md-light-outline text-md-light-primary bg-transparent active:bg-md-light-primary/10',
      clear: 'text-md-light-primary bg-transparent active:bg-md-light-primary/10',
      tonal: 'text-md-light-on-secondary-container bg-md-light-secondary-container active:brightness-95',
      disabledFill: 'bg-black/10 text-black/30',
      disabledOutline: 'text-black/30 border-black/10 border',
      disabledClear: 'text-black/30',
    },
    size: { small: 'text-sm h-8', medium: 'text-sm h-10', large: 'h-12' },
  },
  ios: {
    base: 'duration-100 px-2',
    shape: { square: 'rounded', rounded: 'rounded-full' },
    look: {
      fill: 'text-white bg-primary active:bg-ios-primary-shade',
      outline: 'border-2 border-primary text-primary bg-transparent active:bg-primary/15',
      clear: 'text-primary bg-transparent active:bg-primary/15',
      tonal: 'text-primary bg-primary/15 active:bg-primary/25',
      disabledFill: 'bg-black/10 text-black/30',
      disabledOutline: 'text-black/30 border-black/10 border-2',
      disabledClear: 'text-black/30',
    },
    size: { small: 'font-medium text-sm h-7', medium: 'font-medium h-8.5 text-[15px]', large: 'h-12 text-[17px] font-semibold' },
  },
};

const common =
  'k-button text-center justify-center items-center appearance-none py-1 transition-colors focus:outline-none cursor-pointer select-none overflow-hidden z-10 relative';

function lookOf({ outline, clear, tonal, disabled }: ButtonProps): Look {
  if (disabled) return outline ? 'disabledOutline' : clear ? 'disabledClear' : 'disabledFill';
  return outline ? 'outline' : clear ? 'clear' : tonal ? 'tonal' : 'fill';
}

/** Looks like Konsta's Button (same props for the looks this app uses), in plain markup. */
export function Button({ inline, small, large, rounded, outline, clear, tonal, className, type = 'button', ...rest }: ButtonProps) {
  const theme = themes[useTheme()];
  const classes = [
    theme.base,
    common,
    inline ? 'inline-flex' : 'w-full flex',
    rest.disabled && 'pointer-events-none',
    theme.shape[rounded ? 'rounded' : 'square'],
    theme.look[lookOf({ outline, clear, tonal, disabled: rest.disabled })],
    theme.size[large ? 'large' : small ? 'small' : 'medium'],
    className,
  ];
  return <button type={type} className={classes.filter(Boolean).join(' ')} {...rest} />;
}
