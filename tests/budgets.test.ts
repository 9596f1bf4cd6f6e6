import { describe, expect, it } from '@jest/globals';
import { budgetFor, budgets, KB, normalisePath, routesToMeasure } from '../scripts/budgets.mjs';

describe('budgetFor', () => {
  it.each([
    ['/', 149.9, 'home'],
    ['/services', 139.9, 'service'],
    ['/well-services', 139.9, 'service or content'],
    ['/technical-consultancy', 139.9, 'service or content'],
    ['/about-us', 139.9, 'about'],
    ['/who-we-are', 139.9, 'about'],
    ['/study-in-canada', 144.9, 'information'],
    ['/become-a-permanent-resident', 139.9, 'information'],
    ['/work-in-canada', 144.9, 'wizard'],
    ['/business-search', 144.9, 'search'],
    ['/job-opportunities', 144.9, 'jobs'],
    ['/job-detail-page', 144.9, 'job'],
    ['/job-detail-page/senior-drilling-engineer', 144.9, 'job'],
    ['/business-details-page/3', 144.9, 'business'],
    ['/community-login', 144.9, 'portal sign-in'],
    ['/community-register', 159.9, 'registration'],
    ['/community', 144.9, 'portal'],
    ['/staff/inbox', 230, 'staff'],
  ])('gives %s %d KB (%s)', (path, kb, kind) => {
    const budget = budgetFor(path);
    expect(budget.kb).toBe(kb);
    expect(budget.kind).toBe(kind);
    expect(budget.bytes).toBe(kb * KB);
  });

  it("holds every public page to the floor + 10 KB but the home page's + 15 and registration's + 25", () => {
    const floor = budgetFor('/about-us').kb - 5;
    expect(budgetFor('/').kb).toBeCloseTo(floor + 15);
    expect(budgetFor('/community-register').kb).toBeCloseTo(floor + 25);
    for (const path of ['/work-in-canada', '/business-search', '/contact-us', '/alerts/stop']) {
      expect(budgetFor(path).kb).toBeCloseTo(floor + 10);
    }
  });

  it('treats a trailing slash or a query like the bare path', () => {
    expect(budgetFor('/business-search/?q=hotel').kind).toBe('search');
    expect(budgetFor('/community-login?next=%2Fcommunity').kind).toBe('portal sign-in');
  });

  it('does not let a prefix of another route borrow its budget', () => {
    expect(budgetFor('/services-extra').kb).toBe(139.9);
    expect(budgetFor('/home-owners').kind).toBe('service or content');
  });

  it('ends with a catch-all so every path has a budget', () => {
    expect(budgets.at(-1)?.pattern).toBe('**');
    expect(budgetFor('/a/b/c').kb).toBe(139.9);
  });
});

describe('routesToMeasure', () => {
  it('adds the portal pages and the budgeted routes to the sitemap without duplicates', () => {
    const routes = routesToMeasure(['/', '/services/', '/community-login']);
    expect(routes.slice(0, 6)).toEqual([
      '/',
      '/services',
      '/community-login',
      '/community-register',
      '/community-confirm',
      '/community',
    ]);
    expect(routes).toContain('/work-in-canada');
    expect(routes).toContain('/business-search');
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('normalises paths', () => {
    expect(normalisePath('/x/?y')).toBe('/x');
    expect(normalisePath('/')).toBe('/');
  });
});
