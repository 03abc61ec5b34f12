import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { IconName } from '../components/icons';
import type { Role } from '../contract/enums';
import { courierOrdersPrefetch } from '../features/orders/api/prefetch-courier-orders';

export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/** A role, or `guest` for someone signed out. */
export type Audience = Role | 'guest';

export interface RoleScreen {
  title: string;
  load: ScreenLoader;
  /** A shorter name for the courier's tab bar, where four tabs share a 320-px screen. */
  tab?: string;
  /** The screen's first requests, started before its code runs when the app opens on it. */
  prefetch?: (client: QueryClient) => Array<() => Promise<unknown>>;
}

export interface AppRoute {
  path: string;
  /** Who may open the path and what each of them sees; an audience not listed has no such route. */
  screens: Partial<Record<Audience, RoleScreen>>;
  /** Listed in the admin sidebar and the courier tab bar (for the audiences that have a screen). */
  menu?: IconName;
}

const screen = (title: string, load: ScreenLoader, tab?: string): RoleScreen =>
  tab ? { title, load, tab } : { title, load };

const unauthorized = screen('Ruxsat yoʻq', () => import('./unauthorized-route'));

export const routeTable: readonly AppRoute[] = [
  {
    path: '/sign-in',
    screens: { guest: screen('Tizimga kirish', () => import('../features/auth/components/sign-in-screen')) },
  },
  {
    path: '/main',
    menu: 'home',
    screens: { admin: screen('Bosh sahifa', () => import('../features/dashboard/components/dashboard-screen')) },
  },
  {
    path: '/orders',
    menu: 'inbox',
    screens: {
      admin: screen('Buyurtmalar', () => import('../features/orders/components/admin-orders-screen')),
      courier: {
        ...screen('Yangi buyurtmalar', () => import('../features/orders/components/courier-orders-screen')),
        prefetch: courierOrdersPrefetch,
      },
    },
  },
  {
    path: '/orders/delivery-list',
    screens: {
      admin: screen('Yetkazish roʻyxati', () => import('../features/orders/components/delivery-list-screen')),
    },
  },
  {
    path: '/orders/:id/products',
    screens: {
      admin: screen('Buyurtma mahsulotlari', () => import('../features/orders/components/order-products-screen')),
    },
  },
  {
    path: '/all-orders',
    menu: 'list',
    screens: {
      admin: screen('Barcha buyurtmalar', () => import('../features/orders/components/admin-all-orders-screen')),
      courier: screen('Barcha buyurtmalar', () => import('../features/orders/components/courier-all-orders-screen')),
    },
  },
  {
    path: '/users',
    menu: 'users',
    screens: {
      admin: screen('Foydalanuvchilar', () => import('../features/users/components/admin-users-screen')),
      courier: screen(
        'Foydalanuvchilar',
        () => import('../features/users/components/courier-users-screen'),
        'Mijozlar',
      ),
    },
  },
  {
    path: '/users/details',
    screens: { admin: screen('Foydalanuvchi', () => import('../features/users/components/user-details-screen')) },
  },
  {
    path: '/products',
    menu: 'box',
    screens: { admin: screen('Mahsulotlar', () => import('../features/products/components/products-screen')) },
  },
  {
    path: '/products/form',
    screens: { admin: screen('Mahsulot', () => import('../features/products/components/product-form-screen')) },
  },
  {
    path: '/banners',
    menu: 'image',
    screens: { admin: screen('Bannerlar', () => import('../features/banners/components/banners-screen')) },
  },
  {
    path: '/banners/form',
    screens: { admin: screen('Banner', () => import('../features/banners/components/banner-form-screen')) },
  },
  {
    path: '/discounts',
    menu: 'tag',
    screens: { admin: screen('Chegirmalar', () => import('../features/discounts/components/discounts-screen')) },
  },
  {
    path: '/discounts/form',
    screens: { admin: screen('Chegirma', () => import('../features/discounts/components/discount-form-screen')) },
  },
  {
    path: '/products-discounts',
    menu: 'link',
    screens: {
      admin: screen(
        'Mahsulot chegirmalari',
        () => import('../features/product-discounts/components/product-discounts-screen'),
      ),
    },
  },
  {
    path: '/reminders',
    menu: 'clock',
    screens: {
      admin: screen('Eslatmalar', () => import('../features/reminders/components/admin-reminders-screen')),
      courier: screen('Eslatmalar', () => import('../features/reminders/components/courier-reminders-screen')),
    },
  },
  {
    path: '/shift',
    menu: 'wallet',
    screens: { courier: screen('Smena', () => import('../features/shifts/components/shift-screen')) },
  },
  {
    path: '/couriers',
    menu: 'truck',
    screens: { admin: screen('Kuryerlar', () => import('../features/couriers/components/couriers-screen')) },
  },
  {
    path: '/couriers/:id',
    screens: { admin: screen('Kuryer', () => import('../features/couriers/components/courier-ledger-screen')) },
  },
  {
    path: '/notifications',
    menu: 'bell',
    screens: {
      admin: screen('Bildirishnomalar', () => import('../features/notifications/components/notifications-screen')),
    },
  },
  {
    path: '/notifications/detail',
    screens: {
      admin: screen('Bildirishnoma', () => import('../features/notifications/components/notification-detail-screen')),
    },
  },
  {
    path: '/unauthorized',
    screens: { admin: unauthorized, courier: unauthorized, user: unauthorized, superadmin: unauthorized },
  },
];
