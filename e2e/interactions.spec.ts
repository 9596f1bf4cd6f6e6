import { expect, test } from '@playwright/test';

for (const javaScriptEnabled of [true, false]) {
  test.describe(`mobile menu, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled });

    test('opens with focus on its first link, keeps focus inside, closes on Escape, its close button and a chosen link', async ({
      page,
    }) => {
      await page.goto('/');
      const toggle = page.getByRole('button', { name: 'Open menu' });
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await expect(menu).toBeHidden();
      await toggle.click();
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
      // The page behind does not scroll while the menu covers it.
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
        'hidden',
      );

      // What visitors come for is in it: the jobs, the Canada pages, the business search, login.
      for (const name of [
        'Jobs',
        'Work in Canada',
        'Study in Canada',
        'Become a Permanent Resident',
        'Visit or Extend Your Stay',
        'Businesses for Sale',
        'Community login',
      ])
        await expect(menu.getByRole('link', { name })).toBeVisible();
      // Tab past the last link never reaches the page hidden behind the menu: focus stays in it
      // (or passes through the browser's own controls, and comes back to it).
      const links = await menu.getByRole('link').count();
      const where = () =>
        page.evaluate(() => {
          const active = document.activeElement;
          if (!active || active === document.body) return 'browser';
          return active.closest('dialog[open]') ? 'menu' : 'page';
        });
      const seen = new Set<string>();
      for (let i = 0; i < links + 3; i += 1) {
        await page.keyboard.press('Tab');
        seen.add(await where());
      }
      expect(seen.has('page')).toBe(false);
      expect(seen.has('menu')).toBe(true);

      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();

      await toggle.click();
      await page.getByRole('button', { name: 'Close menu' }).click();
      await expect(menu).toBeHidden();

      await toggle.click();
      await menu.getByRole('link', { name: 'Work in Canada' }).click();
      await expect(page).toHaveURL(/\/work-in-canada$/);
      await expect(menu).toBeHidden();
    });
  });
}

test.describe('mobile menu in a browser without invoker commands', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens and closes through popovertarget, with its first link focused', async ({ page }) => {
    await page.goto('/');
    // What such a browser sees: it does not know `command`/`commandfor`, so only `popovertarget`
    // acts. Chromium knows both, so the attributes it would ignore are taken away.
    await page.evaluate(() => {
      for (const button of document.querySelectorAll('button[commandfor]')) {
        button.removeAttribute('command');
        button.removeAttribute('commandfor');
      }
    });
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await toggle.click();
    await menu.getByRole('link', { name: 'Jobs' }).click();
    await expect(page).toHaveURL(/\/job-opportunities$/);
  });
});

test.describe('the header on a wide screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('leads to the jobs, each Canada page and the business search; the Canada menu works without a script', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await nav.getByRole('link', { name: 'Jobs' }).click();
    await expect(page).toHaveURL(/\/job-opportunities$/);
    await nav.getByText('Canada', { exact: true }).click();
    await nav.getByRole('link', { name: 'Study in Canada' }).click();
    await expect(page).toHaveURL(/\/study-in-canada$/);
    await nav.getByRole('link', { name: 'Businesses for Sale' }).click();
    await expect(page).toHaveURL(/\/business-search$/);
    await expect(page.getByRole('link', { name: 'Community login' })).toBeVisible();
  });

  test('the Canada menu closes on Escape (focus back on its name) and when Tab leaves it', async ({
    page,
  }) => {
    await page.goto('/');
    // The closing is the header's script's: it must have started.
    await page.waitForLoadState('networkidle');
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    const canada = nav.getByText('Canada', { exact: true });
    const first = nav.getByRole('link', { name: 'Work in Canada' });
    await canada.click();
    await expect(first).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(first).toBeHidden();
    await expect(canada).toBeFocused();

    // Open from the keyboard, Tab through its four links and on: it closes behind the visitor.
    await page.keyboard.press('Enter');
    await expect(first).toBeVisible();
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Businesses for Sale' })).toBeFocused();
    await expect(first).toBeHidden();

    // A chosen page: the header stays, and the menu does not stay open over the new page.
    await canada.click();
    await nav.getByRole('link', { name: 'Study in Canada' }).click();
    await expect(page).toHaveURL(/\/study-in-canada$/);
    await expect(first).toBeHidden();
  });
});

/** Index of the slide nearest the viewport's left edge. */
async function currentSlide(page: import('@playwright/test').Page, carousel: string) {
  return page
    .locator(`section[aria-label="${carousel}"] [aria-roledescription="slide"]`)
    .evaluateAll((slides) => {
      const offsets = slides.map((slide) =>
        Math.abs(
          slide.getBoundingClientRect().left -
            (slide.parentElement?.parentElement?.getBoundingClientRect().left ?? 0),
        ),
      );
      return offsets.indexOf(Math.min(...offsets));
    });
}

test.describe('carousels', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the clients carousel rotates on its own and its pause control stops it', async ({
    page,
  }) => {
    await page.goto('/');
    const clients = page.getByRole('region', { name: 'Clients', exact: true });
    await clients.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await expect.poll(() => currentSlide(page, 'Clients'), { timeout: 6000 }).not.toBe(0);

    await page.getByRole('button', { name: 'Pause clients' }).click();
    await expect(page.getByRole('button', { name: 'Play clients' })).toBeVisible();
    // Move pointer and focus away: only the pause control should keep it still.
    await page.mouse.move(0, 0);
    await page.locator('body').focus();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.waitForTimeout(600);
    const paused = await currentSlide(page, 'Clients');
    await page.waitForTimeout(4500);
    expect(await currentSlide(page, 'Clients')).toBe(paused);

    await page.getByRole('button', { name: 'Play clients' }).click();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect.poll(() => currentSlide(page, 'Clients'), { timeout: 6000 }).not.toBe(paused);
  });

  test('the hero rotates every three seconds and stops while keyboard focus is inside', async ({
    page,
  }) => {
    await page.goto('/');
    await page.mouse.move(0, 0);
    await expect.poll(() => currentSlide(page, 'Highlights'), { timeout: 7000 }).toBe(1);
    await page.getByRole('link', { name: 'LEARN MORE' }).first().focus();
    const focused = await currentSlide(page, 'Highlights');
    await page.waitForTimeout(4000);
    expect(await currentSlide(page, 'Highlights')).toBe(focused);
  });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce', viewport: { width: 1440, height: 900 } });
  test('nothing rotates until the visitor presses play', async ({ page }) => {
    await page.goto('/');
    await page.mouse.move(0, 0);
    await expect(page.getByRole('button', { name: 'Play highlights' })).toBeVisible();
    await page.waitForTimeout(3500);
    expect(await currentSlide(page, 'Highlights')).toBe(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the hero does not rotate on its own', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Play highlights' })).toBeVisible();
    await page.waitForTimeout(3500);
    expect(await currentSlide(page, 'Highlights')).toBe(0);
  });

  test('the clients carousel waits far down the page and starts from its first client', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Pause clients' })).toBeAttached();
    // Two of its turns (every 2 s) while the visitor is still at the top.
    await page.waitForTimeout(4500);
    await page.getByRole('region', { name: 'Clients', exact: true }).scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    expect(await currentSlide(page, 'Clients')).toBe(0);
    await expect.poll(() => currentSlide(page, 'Clients'), { timeout: 6000 }).toBe(1);
  });
});

test.describe('links', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opening a page downloads no other page until the visitor follows a link', async ({
    page,
  }) => {
    const pageRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('_rsc=')) pageRequests.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // Scrolling brings the service tiles and the footer's links into view.
    await page.mouse.wheel(0, 20_000);
    await page.waitForTimeout(1_000);
    expect(pageRequests, 'links should not prefetch the pages they point to').toEqual([]);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).first().click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(pageRequests.length, 'the link should load its page in place').toBeGreaterThan(0);
  });
});
