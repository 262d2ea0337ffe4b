import { expect, type Locator, type Page } from '@playwright/test';

/** Opens a MUI select inside `scope` and picks an option (a string matches the whole name). */
export async function choose(
  page: Page,
  scope: Locator | Page,
  combobox: string,
  option: string | RegExp,
) {
  await scope.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** Types a date from the keyboard as the field shows it, day first (DD/MM/YYYY). */
export async function typeDate(page: Page, label: string, iso: string) {
  const field = page.getByRole('group', { name: label });
  const [year, month, day] = iso.split('-');
  await field.getByRole('spinbutton', { name: 'Day' }).click();
  await page.keyboard.type(`${day}${month}${year}`);
  await expect(field.locator('xpath=..').locator('input')).toHaveValue(`${day}/${month}/${year}`);
}

/** A garment's measurement field by its exact name. */
export const measurement = (scope: Locator, name: string) =>
  scope.getByRole('textbox', { name, exact: true });
