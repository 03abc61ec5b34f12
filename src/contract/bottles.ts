/**
 * The most empty bottles a courier may take back for one order (API.md, "Bottle"): what the customer
 * holds now, this order's returnable bottles included once it is delivered, plus what was already
 * counted for this order (a new count replaces it). So a customer's balance never goes below 0.
 */
export const maxBottlesBack = (bottleBalance: number, alreadyCounted: number) =>
  Math.max(0, bottleBalance + alreadyCounted);
