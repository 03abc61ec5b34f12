/** One order's page on the courier's orders screen (the push URL): `/orders?order=12`. */
export const orderPagePath = (id: number) => `/orders?order=${id}`;
