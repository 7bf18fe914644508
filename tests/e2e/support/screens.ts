/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// What the phone, keyboard and axe specs (issue 12) share: every route of the route table, waiting for a
// page to be drawn, sideways overflow, and axe's serious or critical findings.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { ROUTES } from '@taxapp/contracts/routes';

export const PUBLIC_ROUTES = ROUTES.filter((row) => row.access === 'public').map((row) => row.path);
/** Every signed-in page, aliases included (they are addresses a user can open). */
export const SIGNED_IN_ROUTES = ROUTES.filter((row) => row.access === 'signed-in').map((row) => row.path);

/** The page's main heading is on screen and nothing is still loading in the content card. */
export async function pageDrawn(page: Page) {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('main').getByText('Loading...')).toHaveCount(0);
}

/** How far the page scrolls sideways, and the elements that stick out past the right edge. */
export async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const offenders = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > width + 1 && getComputedStyle(element).position !== 'fixed';
      })
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().slice(0, 30)}" right=${Math.round(element.getBoundingClientRect().right)}`);
    return { overflow: root.scrollWidth - width, offenders };
  });
}

/** Asserts no sideways scrolling (document.documentElement.scrollWidth <= clientWidth), naming what sticks out. */
export async function expectNoSidewaysScroll(page: Page, where: string) {
  const { overflow, offenders } = await sidewaysOverflow(page);
  expect(overflow <= 0 ? [] : [`${where}: ${overflow}px too wide`, ...offenders]).toEqual([]);
}

/**
 * axe-core's serious and critical violations on the page as it is now: every rule axe enables by default, and
 * target-size (WCAG 2.2 AA 2.5.8, 24 x 24 px or spaced apart), which axe leaves off by default.
 */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).options({ rules: { 'target-size': { enabled: true } } }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Presses Tab (or Shift+Tab) until `target` has focus: how a keyboard user reaches a control. */
export async function tabTo(page: Page, target: ReturnType<Page['locator']>, { backwards = false, max = 80 } = {}) {
  const visited: string[] = [];
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    visited.push(await page.evaluate(() => {
      const element = document.activeElement;
      return element ? `${element.tagName.toLowerCase()}${element.getAttribute('data-field') ? `[${element.getAttribute('data-field')}]` : ''} ${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 20)}` : 'none';
    }));
  }
  throw new Error(`Tab never reached ${target}; focus went through: ${visited.join(' | ')}`);
}
