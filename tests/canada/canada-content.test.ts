import { describe, expect, it } from '@jest/globals';
import { businesses } from '@/content/businesses';
import { canadaPages, canadaPaths } from '@/content/canada';
import { jobPreferences } from '@/content/job-preferences';
import { jobs } from '@/content/jobs';
import { businessSchema, canadaPageSchema } from '@/content/schemas/canada';
import { defineContent } from '@/content/schemas/define';
import { jobListSchema } from '@/content/schemas/job-list';

describe('Canada content modules', () => {
  it('holds the four information pages, each linking to official sources', () => {
    expect(canadaPages.map((p) => p.slug)).toEqual([
      'work-in-canada',
      'study-in-canada',
      'become-a-permanent-resident',
      'visit-or-extend-your-stay',
    ]);
    for (const page of canadaPages) {
      expect(page.sections.flatMap((s) => s.links).length).toBeGreaterThan(0);
    }
    expect(canadaPaths).toContain('/job-opportunities');
  });

  it('offers jobs in every wizard category and commitment', () => {
    for (const { value } of jobPreferences.categories)
      expect(jobs.some((j) => j.category === value)).toBe(true);
    for (const { value } of jobPreferences.commitment)
      expect(jobs.some((j) => j.commitment === value)).toBe(true);
  });

  it('rejects a job whose title belongs to another category, naming the entry and field', () => {
    const bad = [{ ...jobs[0]!, role: 'project-management' }];
    expect(() => defineContent('jobs', jobListSchema(jobPreferences), bad)).toThrow(
      /content\/jobs\.ts:\n {2}- entry 0 \("[a-z-]+"\), field "role": belongs to category "project-management"/,
    );
  });

  it('names the allowed values when a job uses one outside a list', () => {
    const bad = [{ ...jobs[0]!, experience: '3-to-5', category: 'nursing' }];
    let message = '';
    try {
      defineContent('jobs', jobListSchema(jobPreferences), bad);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(
      'field "experience": "3-to-5" is not an experience band: use one of "0-2", "3-5", "6-10"',
    );
    expect(message).toContain(
      'field "category": "nursing" is not a wizard category: use one of "web-developer", "project-management"',
    );
  });

  it('names the allowed values when a listing uses a sale type outside the list', () => {
    // TypeScript refuses it too; the message is what an editor reads from `npm run build`.
    const bad = [
      { ...businesses[0]!, saleType: 'Auction' },
    ] as unknown as (typeof businesses)[number][];
    expect(() => defineContent('businesses', businessSchema.array(), bad)).toThrow(
      /field "saleType": must be one of "Sale", "Lease", "Franchise resale"/,
    );
  });

  it('rejects an information page linking away from the Government of Canada', () => {
    const [page] = canadaPages;
    const bad = {
      ...page!,
      sections: page!.sections.map((s, i) =>
        i === 0 ? { ...s, links: [{ label: 'x', url: 'https://example.com/' }] } : s,
      ),
    };
    const result = canadaPageSchema.safeParse(bad);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['sections', 0, 'links', 0, 'url']);
  });

  it('takes a listing price in whole dollars, as a number the site writes out itself', () => {
    expect(businessSchema.safeParse({ ...businesses[0]!, price: 5000 }).success).toBe(true);
    for (const price of ['5,000.00', 5000.5, 0])
      expect(businessSchema.safeParse({ ...businesses[0]!, price }).success).toBe(false);
  });
});
