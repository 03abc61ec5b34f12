import { expect, type Page } from '@playwright/test';

/** An order's row on the courier's run sheet (or among the orders to take). */
export const row = (page: Page, number: number) => page.getByRole('article', { name: `#${number}` });

/** Scrolls the courier's own orders until the order's row is drawn (a few rows at a time, oldest delivery first). */
export async function showRow(page: Page, number: number): Promise<void> {
  await expect
    .poll(async () => {
      if ((await row(page, number).count()) > 0) return true;
      // The list may draw again meanwhile (a poll, more rows) and detach the row being scrolled to: the
      // next round scrolls to the new last row.
      await page
        .getByRole('region', { name: /^Mening buyurtmalarim/ })
        .getByRole('article')
        .last()
        .scrollIntoViewIfNeeded({ timeout: 5_000 })
        .catch(() => {});
      return false;
    })
    .toBe(true);
  await row(page, number).scrollIntoViewIfNeeded();
}

/** Opens the order's own page from its row, as a tap does. */
export async function openOrder(page: Page, number: number): Promise<void> {
  await showRow(page, number);
  await row(page, number).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: `Buyurtma #${number}` })).toBeVisible();
}
