// Layout on a phone: no built page is wider than a 360 px screen (English, Arabic, Japanese), and the header and
// the tab bar stay above the maps drawn under them. One server and one browser for the whole file.
import { randomBytes } from 'node:crypto';
import type { APIResponse, Browser, BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../web/src/app/route-table';
import { newPage, useServerAndBrowser } from './support/browser';
import { newMember, register } from './support/flows';

const env = useServerAndBrowser();

describe('layout on a 1280 px desktop', () => {
  it('the welcome dialog holds its buttons; opening comments on a card leaves its row neighbours alone', async () => {
    const { page, context, errors } = await newPage(env.browser, env.server.url);
    await context.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const st = document.createElement('style');
        st.textContent = '.items-start{align-items:stretch!important} [role=dialog] div{flex-wrap:nowrap!important} [role=dialog] a{white-space:nowrap!important}';
        document.head.append(st);
      });
    });
    await register(page, newMember());
    const dialog = page.getByRole('dialog');
    const outside = await dialog.evaluate((box) => {
      // Inside the padding, where the dialog's content belongs.
      const frame = box.getBoundingClientRect();
      const style = getComputedStyle(box);
      const left = frame.left + Number.parseFloat(style.paddingLeft) - 0.5;
      const right = frame.right - Number.parseFloat(style.paddingRight) + 0.5;
      return (
        [...box.querySelectorAll('a, button')]
          // The close button sits in the corner, over the padding, by design.
          .filter((el) => getComputedStyle(el).position !== 'absolute')
          .map((el) => ({ text: el.textContent?.trim() ?? '', r: el.getBoundingClientRect() }))
          .filter(({ r }) => r.left < left || r.right > right)
          .map(({ text, r }) => `"${text}" [${Math.round(r.left)}..${Math.round(r.right)}]`)
      );
    });
    console.log('OUTSIDE', outside);
    await page.keyboard.press('Escape');

    await page.goto('/explore');
    const cards = page.locator('main ul[aria-label] > li');
    await cards.nth(2).waitFor();
    // The first three cards: one row of the three-column grid.
    const boxes = () =>
      cards.evaluateAll((items) =>
        items.slice(0, 3).map((li) => {
          const r = li.getBoundingClientRect();
          return { top: Math.round(r.top + window.scrollY), height: Math.round(r.height) };
        }),
      );
    const before = await boxes();
    expect(new Set(before.map((b) => b.top)).size, 'the first three cards share a row').toBe(1);
    await cards
      .first()
      .getByRole('button', { name: /^Comment/ })
      .click();
    await cards
      .first()
      .getByRole('heading', { name: /^Comments/ })
      .waitFor();
    const after = await boxes();
    expect(after[0]?.height).toBeGreaterThan(before[0]?.height ?? 0);
    console.log('HEIGHTS', before, after);
    expect(errors).toEqual([]);
    await context.close();
  });
});
