import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks an option of an antd Select and waits until the select shows it. A click that lands while the dropdown (or
 * the modal around it) is still animating in can leave the value unset under load — seen in the timetable spec:
 * the option was hovered, not chosen — so the open-click-check cycle is retried until the choice shows.
 * @param field the select's input (e.g. `form.getByLabel('教学计划')`)
 * @param option the option's text, or part of it (the first matching option is chosen)
 */
export async function pickSelectOption(page: Page, field: Locator, option: string | RegExp) {
  // The select's root (class token "ant-select"): its text is what is chosen (a value, or a multiple select's tags).
  const shown = field.locator(`xpath=ancestor::div[contains(concat(' ', normalize-space(@class), ' '), ' ant-select ')][1]`);
  const chosen = (text: string) => (typeof option === 'string' ? text.includes(option) : option.test(text));
  await expect(async () => {
    // Already showing (a retry after a slow render): clicking again would deselect it in a multiple select.
    if (chosen((await shown.textContent()) ?? '')) return;
    const open = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    if ((await open.count()) === 0) await field.click();
    await open.locator('.ant-select-item-option').filter({ hasText: option }).first().click({ timeout: 2_000 });
    await expect(shown).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
