import { useTheme } from 'konsta/react';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/icons';
import type { MenuItem } from '../menu';

// Konsta's Tabbar and TabbarLink as they render for these props, in plain markup: Konsta's runtime stays
// out of the courier's first load. Konsta draws each icon 64 px wide: four would not fit on a 320-px phone.
const looks = {
  material: {
    nav: 'pb-safe',
    backgrounds: ['bg-md-light-surface-2 h-full top-0 absolute w-full left-0'],
    inner: 'overflow-hidden items-center h-20',
    link: 'touch-ripple-primary px-3 max-h-12 font-medium text-sm z-10',
    content: (active: boolean) =>
      `py-2 gap-1 ${active ? 'text-md-light-on-secondary-container' : 'text-md-light-on-surface-variant'}`,
    icon: 'w-16 h-8 rounded-full',
    iconBg: (active: boolean) => (active ? 'bg-md-light-secondary-container' : 'scale-x-[0.5] opacity-0'),
  },
  ios: {
    nav: 'pb-safe-4 px-safe-4 flex justify-center',
    backgrounds: [
      'h-[calc(var(--k-safe-area-bottom)_+16px_+_64px_+_16px)] backdrop-blur-[2px] absolute left-0 bottom-0 w-full mask-t-from-50% mask-t-to-100% pointer-events-none',
      'bg-gradient-to-t from-ios-light-surface to-transparent bottom-0 absolute w-full left-0 pointer-events-none h-[calc(var(--k-safe-area-bottom)_+16px_+_64px_+_16px)]',
    ],
    inner: 'items-stretch h-16 md:w-auto',
    link: 'px-4 truncate md:min-w-24',
    content: (active: boolean) => `py-1 ${active ? 'text-primary' : 'text-black'}`,
    icon: 'w-7 h-7',
    iconBg: () => '',
  },
};

export function CourierTabbar({ items, pathname }: { items: MenuItem[]; pathname: string }) {
  const look = looks[useTheme()];
  return (
    <nav aria-label="Asosiy menyu" className={`${look.nav} k-toolbar fixed bottom-0 left-0 z-20 w-full`}>
      {look.backgrounds.map((classes) => (
        <div key={classes} className={classes} />
      ))}
      <div className={`${look.inner} relative flex w-full justify-between gap-0 px-0`}>
        {items.map((item) => {
          const active = pathname === item.path;
          return (
            <Link
              key={item.path}
              to={item.path}
              aria-current={active ? 'page' : undefined}
              className={`k-link ${look.link} relative inline-flex h-full w-full min-w-0 cursor-pointer select-none items-center justify-center gap-1 transition-colors duration-300 ${active ? 'k-tabbar-link-active' : ''}`}
            >
              <span className={`${look.content(active)} flex h-full flex-col items-center justify-center`}>
                <span className={`${look.icon} k-tabbar-link-icon relative flex w-12! items-center justify-center`}>
                  <span
                    className={`${look.iconBg(active)} pointer-events-none absolute left-0 top-0 -z-10 h-full w-full rounded-full duration-200`}
                  />
                  <Icon name={item.icon} className="size-6" />
                </span>
                <span className="text-xs font-medium">
                  <span className="block text-center text-[11px] leading-tight tracking-tight whitespace-normal">
                    {item.tab ?? item.title}
                  </span>
                </span>
              </span>
            </Link>
          );
        })}
      </div>
    </nav>
  );
}
