import type { Config } from '../../config';

/** The demo's size as configured (`DEMO_ORDERS`): that many orders, and a tenth as many customers. */
export const demoScale = (config: Pick<Config, 'demoOrders'>) => ({
  orders: config.demoOrders,
  customers: Math.max(1, Math.round(config.demoOrders / 10)),
});
