import { useTheme } from 'konsta/react';
import type { ReactNode } from 'react';

// Konsta's Navbar as it renders for these props, in plain markup: Konsta's runtime (tailwind-merge, touch
// highlights) stays out of the courier's first load.
const iosBgHeight = (withSubnavbar: boolean) =>
  withSubnavbar
    ? 'h-[calc(max(16px,var(--k-safe-area-top))_+_44px_+70px_+_16px)]'
    : 'h-[calc(max(16px,var(--k-safe-area-top))_+_44px_+_16px)]';

const looks = {
  material: () => ({
    header: 'pt-safe text-[16px] text-md-light-on-surface',
    backgrounds: ['h-full bg-md-light-surface-2 absolute w-full left-0 top-0'],
    inner: 'justify-start h-16 pl-safe pr-safe overflow-hidden',
    left: 'k-glass mx-1',
    title: 'text-[22px] font-normal first:mx-4 text-start',
    subtitle: 'text-sm opacity-85 font-normal',
    right: 'k-glass ms-auto me-1',
  }),
  ios: (withSubnavbar: boolean) => ({
    header: 'pt-[max(16px,var(--k-safe-area-top))] text-[17px] text-black',
    backgrounds: [
      `backdrop-blur-[2px] absolute left-0 top-0 w-full mask-b-to-100% pointer-events-none mask-b-from-50% ${iosBgHeight(withSubnavbar)}`,
      `bg-gradient-to-b from-ios-light-surface to-transparent pointer-events-none absolute w-full left-0 top-0 ${iosBgHeight(withSubnavbar)}`,
    ],
    inner: 'pl-safe-4 pr-safe-4 h-11 justify-between',
    left: 'bg-ios-light-glass shadow-ios-light-glass backdrop-blur-lg touch-none k-glass me-2 transform-gpu rounded-full',
    title:
      'text-[17px] font-semibold absolute top-1/2 left-1/2 transform-gpu -translate-x-1/2 -translate-y-1/2 text-center',
    subtitle: 'text-sm opacity-75 font-medium',
    right:
      'bg-ios-light-glass shadow-ios-light-glass backdrop-blur-lg touch-none k-glass transform-gpu rounded-full ms-2',
  }),
};

interface CourierNavbarProps {
  title: string;
  subtitle?: string;
  left: ReactNode;
  right: ReactNode;
  /** A second row under the title (notices); none when absent. */
  subnavbar?: ReactNode;
}

export function CourierNavbar({ title, subtitle, left, right, subnavbar }: CourierNavbarProps) {
  const look = looks[useTheme()](Boolean(subnavbar));
  return (
    <header className={`${look.header} k-navbar sticky top-0 z-20 w-full`}>
      {look.backgrounds.map((classes) => (
        <div key={classes} className={classes} />
      ))}
      <div className={`${look.inner} relative flex w-full items-center`}>
        <div className={`${look.left} flex h-full items-center justify-center`}>{left}</div>
        <div className={`${look.title} whitespace-nowrap leading-tight`}>
          {title}
          {subtitle && <div className={`${look.subtitle} leading-none`}>{subtitle}</div>}
        </div>
        <div className={`${look.right} flex h-full items-center justify-center`}>{right}</div>
      </div>
      {subnavbar && <div className="pl-safe-4 pr-safe-4 relative flex h-auto items-center py-2">{subnavbar}</div>}
    </header>
  );
}
