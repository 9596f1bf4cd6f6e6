/** The enquiries store the Canada forms will use, and the housekeeping of expired rows. */
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { insertEnquiry, listEnquiries } from '@/lib/db/queries/enquiries';
import { useTestDatabase } from '../support/database';

let cleanup: () => Promise<void>;
beforeAll(async () => {
  cleanup = await useTestDatabase();
}, 60_000);
afterAll(() => cleanup());

test('enquiries are stored with their attachment and listed oldest first, optionally since a date', async () => {
  const pdf = Buffer.from('%PDF-1.7\n\u0000binary\u00ff', 'latin1');
  const first = await insertEnquiry({
    type: 'study',
    payload: { program: 'masters-degree', name: 'Ngozi' },
  });
  await new Promise((resolve) => setTimeout(resolve, 20));
  const second = await insertEnquiry({
    type: 'job-application',
    payload: { name: 'Emeka', message: "It's <b>me</b>" },
    attachment: { name: 'cv.pdf', type: 'application/pdf', data: pdf },
  });
  const all = await listEnquiries();
  expect(all.map((e) => e.id)).toEqual([first.id, second.id]);
  expect(all[0]).toMatchObject({
    type: 'study',
    payload: { program: 'masters-degree' },
    attachment: null,
  });
  expect(all[1]?.attachment?.equals(pdf)).toBe(true);
  expect(all[1]).toMatchObject({ attachmentName: 'cv.pdf', attachmentType: 'application/pdf' });
  expect((await listEnquiries({ since: second.createdAt })).map((e) => e.id)).toEqual([second.id]);
});

test('a 5 MB CV of every byte value is stored and read back byte for byte', async () => {
  const { randomBytes } = await import('node:crypto');
  const { cvBytes, findCvFile } = await import('@/lib/db/queries/cv');
  const data = Buffer.concat([Buffer.from([0, 0x5c, 0x78, 0xff]), randomBytes(5 * 1024 * 1024)]);
  const stored = await insertEnquiry({
    type: 'job-application',
    payload: { name: 'Byte Exact' },
    attachment: { name: 'cv.pdf', type: 'application/pdf', data },
  });
  const file = await findCvFile(stored.id);
  expect(file).toEqual({ name: 'cv.pdf', type: 'application/pdf', bytes: data.byteLength });
  const parts: Buffer[] = [];
  for await (const part of cvBytes(stored.id, file!.bytes)) parts.push(part);
  // Read in slices, each its own query, so other requests run in between.
  expect(parts.length).toBe(Math.ceil(data.byteLength / (256 * 1024)));
  expect(Buffer.concat(parts).equals(data)).toBe(true);
});

test('housekeeping removes only what has expired', async () => {
  const { pruneExpired } = await import('@/lib/db/queries/housekeeping');
  const { incrementCounter } = await import('@/lib/db/queries/rate-limits');
  const { database } = await import('@/lib/db/client');
  const { rateLimits } = await import('@/lib/db/schema');
  const keys = async () =>
    (await (await database()).select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
  await incrementCounter('test:live', 600);
  await incrementCounter('test:done', 1);
  await new Promise((resolve) => setTimeout(resolve, 1100));
  await pruneExpired();
  expect(await keys()).toContain('test:live');
  expect(await keys()).not.toContain('test:done');
});
