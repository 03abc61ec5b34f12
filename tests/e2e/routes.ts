// Every screen and its title (../shared/UZ.md), per role.
export const adminScreens: [path: string, title: string][] = [
  ['/main', 'Bosh sahifa'],
  ['/orders', 'Buyurtmalar'],
  ['/orders/delivery-list', 'Yetkazish roʻyxati'],
  ['/orders/1/products', 'Buyurtma mahsulotlari'],
  ['/all-orders', 'Barcha buyurtmalar'],
  ['/users', 'Foydalanuvchilar'],
  ['/users/details?id=1', 'Foydalanuvchi'],
  ['/products', 'Mahsulotlar'],
  ['/products/form', 'Mahsulot'],
  ['/banners', 'Bannerlar'],
  ['/banners/form', 'Banner'],
  ['/discounts', 'Chegirmalar'],
  ['/discounts/form', 'Chegirma'],
  ['/products-discounts', 'Mahsulot chegirmalari'],
  ['/reminders', 'Eslatmalar'],
  ['/couriers', 'Kuryerlar'],
  ['/notifications', 'Bildirishnomalar'],
  ['/notifications/detail?id=1', 'Bildirishnoma'],
  ['/unauthorized', 'Ruxsat yoʻq'],
];

export const courierScreens: [path: string, title: string][] = [
  ['/orders', 'Yangi buyurtmalar'],
  ['/all-orders', 'Barcha buyurtmalar'],
  ['/users', 'Foydalanuvchilar'],
  ['/reminders', 'Eslatmalar'],
  ['/shift', 'Smena'],
  ['/unauthorized', 'Ruxsat yoʻq'],
];

export const adminOnlyPaths = adminScreens
  .map(([path]) => path)
  .filter((path) => !courierScreens.some(([p]) => p === path));

/** The admin screens a sidebar link opens; forms and details open from a row. */
export const sidebarPaths = [
  '/main',
  '/orders',
  '/all-orders',
  '/users',
  '/products',
  '/banners',
  '/discounts',
  '/products-discounts',
  '/reminders',
  '/couriers',
  '/notifications',
];
