import { useTheme } from 'konsta/react';
import type { ButtonHTMLAttributes } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'tonal' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** `primary` filled, `secondary` outlined, `ghost` text only, `tonal` a light fill, `danger` filled red. */
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Fully rounded ends (the courier screens' buttons). */
  pill?: boolean;
  /** As wide as its container, else as wide as its label. */
  wide?: boolean;
}

// Konsta's Button classes, as its Button renders them, for each theme: the same look without Konsta's
// runtime (tailwind-merge, touch ripple), which is too heavy for the courier's first load.
const themes = {
  material: {
    base: 'duration-300 font-medium px-4',
    shape: { square: 'rounded-lg', pill: 'rounded-full' },
    look: {
      primary: 'text-md-light-on-primary bg-md-light-primary active:brightness-90',
      secondary: 'border border-md-light-outline text-md-light-primary bg-transparent active:bg-md-light-primary/10',
      ghost: 'text-md-light-primary bg-transparent active:bg-md-light-primary/10',
      tonal: 'text-md-light-on-secondary-container bg-md-light-secondary-container active:brightness-95',
      danger: 'text-white bg-red-700 active:brightness-90',
    },
    disabled: {
      primary: 'bg-black/10 text-black/30',
      secondary: 'text-black/30 border-black/10 border',
      ghost: 'text-black/30',
      tonal: 'bg-black/10 text-black/30',
      danger: 'bg-slate-200 text-slate-600',
    },
    size: { sm: 'text-sm h-8', md: 'text-sm h-10', lg: 'h-12' },
  },
  ios: {
    base: 'duration-100 px-2',
    shape: { square: 'rounded', pill: 'rounded-full' },
    look: {
      primary: 'text-white bg-primary active:bg-ios-primary-shade',
      secondary: 'border-2 border-primary text-primary bg-transparent active:bg-primary/15',
      ghost: 'text-primary bg-transparent active:bg-primary/15',
      tonal: 'text-primary bg-primary/15 active:bg-primary/25',
      danger: 'text-white bg-red-700 active:bg-red-800',
    },
    disabled: {
      primary: 'bg-black/10 text-black/30',
      secondary: 'text-black/30 border-black/10 border-2',
      ghost: 'text-black/30',
      tonal: 'bg-black/10 text-black/30',
      danger: 'bg-slate-200 text-slate-600',
    },
    size: { sm: 'font-medium text-sm h-7', md: 'font-medium h-8.5 text-[15px]', lg: 'h-12 text-[17px] font-semibold' },
  },
};

// Every size is at least 44 px tall under a finger (WCAG 2.5.5), whatever it measures under a mouse.
const common =
  'k-button text-center justify-center items-center appearance-none py-1 transition-colors focus:outline-none cursor-pointer select-none overflow-hidden z-10 relative pointer-coarse:min-h-11';

/** The app's button: Konsta's look for the current theme, in plain markup (no Konsta runtime). */
export function Button({
  variant = 'primary',
  size = 'md',
  pill,
  wide,
  className,
  type = 'button',
  ...rest
}: ButtonProps) {
  const theme = themes[useTheme()];
  const classes = [
    theme.base,
    common,
    wide ? 'w-full flex' : 'inline-flex',
    rest.disabled && 'pointer-events-none',
    theme.shape[pill ? 'pill' : 'square'],
    (rest.disabled ? theme.disabled : theme.look)[variant],
    theme.size[size],
    className,
  ];
  return <button type={type} className={classes.filter(Boolean).join(' ')} {...rest} />;
}
