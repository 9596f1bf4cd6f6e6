import { describe, expect, it } from '@jest/globals';
import { budgetFor, budgets, KB, normalisePath, routesToMeasure } from '../scripts/budgets.mjs';

describe('budgetFor', () => {
  it.each([
    ['/', 170, 'home'],
    ['/services', 139.9, 'service'],
    ['/well-services', 139.9, 'service or content'],
    ['/technical-consultancy', 139.9, 'service or content'],
    ['/about-us', 139.9, 'about'],
    ['/who-we-are', 139.9, 'about'],
    ['/study-in-canada', 150, 'information'],
    ['/become-a-permanent-resident', 139.9, 'information'],
    ['/work-in-canada', 200, 'wizard'],
    ['/business-search', 200, 'search'],
    ['/job-opportunities', 230, 'jobs'],
    ['/job-detail-page', 230, 'job'],
    ['/job-detail-page/senior-drilling-engineer', 230, 'job'],
    ['/business-details-page/3', 230, 'business'],
    ['/community-login', 144.6, 'portal sign-in'],
    ['/community-register', 159.6, 'registration'],
    ['/community', 230, 'portal'],
  ])('gives %s %d KB (%s)', (path, kb, kind) => {
    const budget = budgetFor(path);
    expect(budget.kb).toBe(kb);
    expect(budget.kind).toBe(kind);
    expect(budget.bytes).toBe(kb * KB);
  });

  it('keeps the tighter number where the issues disagree (search and wizard)', () => {
    expect(budgetFor('/business-search').kb).toBeLessThan(230);
    expect(budgetFor('/work-in-canada').kb).toBeLessThan(230);
  });

  it('treats a trailing slash or a query like the bare path', () => {
    expect(budgetFor('/business-search/?q=hotel').kb).toBe(200);
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
