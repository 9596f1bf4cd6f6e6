import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { defineContent } from '@/content/schemas/define';
import { clients } from '@/content/clients';
import { company } from '@/content/company';
import { navigation } from '@/content/navigation';
import { servicesSchema } from '@/content/schemas/site';
import { catalogue, findService, services, specialistServices } from '@/content/services';
import { values } from '@/content/values';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

const publicDir = path.resolve(__dirname, '..', 'public');
const publicFile = (src: string) => path.join(publicDir, ...src.split('/').filter(Boolean));

const catalogueTitles = [
  'Mechanical Construction',
  'Pipeline Services',
  'Manpower Supply & Management',
  'Procurement & Supply Services',
  'Lubricant & Drilling Fluid Production Chemicals',
  'Technical Consultancy',
  'Engineering (Civil, Mechanical and Electrical)',
  'Construction (Civil, Mechanical and Electrical)',
  'Repairs and Maintenance',
  'Haulage',
  'Marine Services',
  'Heavy Duty Equipment Supply',
  'Procurement of Valves, Flanges, Connectors',
  'Real Estate',
  'Interior Designs',
];

/** The nine service URLs of the original site, which must keep working. */
const seedSlugs = [
  'well-services',
  'field-optimization-services',
  'facility-operations',
  'equipment-supply-leasing',
  'manpower-services',
  'mechanical-construction',
  'procurement-services',
  'lubricant-drilling-fluid-production-chemicals',
  'pipeline-services',
];

describe('content modules', () => {
  it('all parse on import', () => {
    expect(company.name).toBeTruthy();
    expect(navigation.main.length).toBeGreaterThan(0);
    expect(services).toHaveLength(19);
    expect(values).toHaveLength(4);
    expect(clients.length).toBeGreaterThanOrEqual(20);
  });
});

describe('company', () => {
  const numbers = [...company.phones, ...company.offices.map((office) => office.phone)];
  const number = (e164: string) => parsePhoneNumberFromString(e164);

  it('gives every number in a form no one holds: Ofcom drama numbers, or invalid in Nigeria', () => {
    for (const { label, e164 } of numbers) {
      const phone = number(e164)!;
      if (phone.country === 'GB' || e164.startsWith('+44'))
        // Ofcom's ranges for drama: 0161 496 0000-0999 (Manchester), 07700 900000-900999.
        expect({ label, e164 }).toEqual({
          label,
          e164: expect.stringMatching(/^\+44(1614960|7700900)\d{3}$/),
        });
      else {
        expect({ label, e164 }).toEqual({ label, e164: expect.stringMatching(/^\+23484/) });
        expect({ label, valid: phone.isValid() }).toEqual({ label, valid: false });
      }
    }
  });

  it("gives each office a number in its own country, and Port Harcourt's desks Nigerian ones", () => {
    for (const office of company.offices)
      expect({ office: office.id, country: number(office.phone.e164)?.countryCallingCode }).toEqual(
        { office: office.id, country: office.countryCode === 'NG' ? '234' : '44' },
      );
    for (const phone of company.phones.filter((p) => p.label.startsWith('Port Harcourt')))
      expect(phone.e164).toMatch(/^\+234/);
  });
});

describe('services', () => {
  it('has a 15-entry catalogue numbered 1 to 15 in the seed order', () => {
    expect(catalogue.map((s) => s.catalogueId)).toEqual(catalogueTitles.map((_, i) => i + 1));
    expect(catalogue.map((s) => s.title)).toEqual(catalogueTitles);
    // The module itself lists the catalogue first, in order, so source order matches display order.
    expect(services.slice(0, 15)).toEqual(catalogue);
  });

  it('keeps the four specialist pages outside the catalogue', () => {
    expect(specialistServices.map((s) => s.slug)).toEqual([
      'well-services',
      'field-optimization-services',
      'facility-operations',
      'equipment-supply-leasing',
    ]);
  });

  it.each(seedSlugs)('has a page for the seed URL /%s', (slug) => {
    expect(findService(slug)?.slug).toBe(slug);
  });

  it('resolves every related slug to another service', () => {
    for (const service of services) {
      for (const related of service.related) {
        expect({
          service: service.slug,
          related,
          found: findService(related) !== undefined,
        }).toEqual({
          service: service.slug,
          related,
          found: true,
        });
        expect(related).not.toBe(service.slug);
      }
    }
  });

  it('gives every entry enough copy for its page', () => {
    for (const s of services) {
      expect([s.slug, s.intro.length >= 2, s.covers.length >= 5, s.delivery.length >= 3]).toEqual([
        s.slug,
        true,
        true,
        true,
      ]);
      expect(`${s.slug}: ${s.image.alt.length > 20}`).toBe(`${s.slug}: true`);
      expect(s.image.src).toBe(`/images/services/${s.slug}.svg`);
    }
  });
});

describe('values and clients', () => {
  it('lists the four values in order', () => {
    expect(values.map((v) => [v.id, v.title])).toEqual([
      [1, 'Technology Innovations'],
      [2, 'Safety standards'],
      [3, 'Sustainable Efforts'],
      [4, 'Community Projects'],
    ]);
  });

  it('lists about 30 clients: mostly Port Harcourt, one in the USA, one without a location', () => {
    expect(clients).toHaveLength(30);
    expect(new Set(clients.map((c) => c.name)).size).toBe(clients.length);
    expect(clients.filter((c) => c.location === undefined)).toHaveLength(1);
    expect(clients.filter((c) => c.location?.country === 'United States')).toHaveLength(1);
    const cities = clients.map((c) => c.location?.city);
    expect(cities.filter((c) => c === 'Port Harcourt').length).toBeGreaterThan(clients.length / 2);
    expect(cities).toContain('Abuja');
    expect(cities).toContain('Lagos');
  });
});

describe('images', () => {
  const referenced = [...services.map((s) => s.image.src), ...values.map((v) => v.icon)];

  it.each(referenced)('%s exists under public/', (src) => {
    expect(fs.existsSync(publicFile(src))).toBe(true);
  });

  const budgets: Array<[string, number]> = [
    ...services.map((s): [string, number] => [s.image.src, 2560]),
    ...values.map((v): [string, number] => [v.icon, 1024]),
    ['/images/home/globe.svg', 4096],
    ['/images/home/certificate-quality.svg', 3072],
    ['/images/home/certificate-safety.svg', 3072],
    ['/images/logo.svg', 1024],
  ];

  it.each(budgets)('%s is a self-contained SVG within %i bytes', (src, maxBytes) => {
    const file = publicFile(src);
    const svg = fs.readFileSync(file, 'utf8');
    expect(fs.statSync(file).size).toBeLessThanOrEqual(maxBytes);
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" viewBox="0 0 \d+ \d+">/,
    );
    expect(svg).not.toMatch(/<image|<text|<script|<foreignObject|href="(?!#)|url\((?!#)/);
  });
});

describe('a bad edit to content/services.ts', () => {
  const editedCopy = () => structuredClone(services) as Array<(typeof services)[number]>;
  const parse = (data: ReturnType<typeof editedCopy>) => () =>
    defineContent('services', servicesSchema, data);

  it.each(['', '   '])(
    'names the entry and the field when a summary is emptied (%j)',
    (summary) => {
      const data = editedCopy();
      data[3] = { ...data[3]!, summary };
      expect(parse(data)).toThrow('content/services.ts');
      expect(parse(data)).toThrow(
        'entry 3 ("procurement-services"), field "summary": must not be empty',
      );
    },
  );

  it('names the entry and the field when a related slug is unknown', () => {
    const data = editedCopy();
    data[9] = { ...data[9]!, related: ['marine-services', 'road-haulage'] };
    expect(parse(data)).toThrow('content/services.ts');
    expect(parse(data)).toThrow(
      'entry 9 ("haulage"), field "related.1": "road-haulage" is not another service\'s slug',
    );
  });

  it('names the entry when a summary is too long for a meta description', () => {
    const data = editedCopy();
    data[0] = { ...data[0]!, summary: 'x'.repeat(161) };
    expect(parse(data)).toThrow(
      'entry 0 ("mechanical-construction"), field "summary": must be at most 160',
    );
  });

  it('reports a catalogue that no longer numbers 1 to 15', () => {
    const data = editedCopy().filter((s) => s.catalogueId !== 7);
    expect(parse(data)).toThrow('module: catalogueId must number the catalogue 1 to 15, each once');
  });
});
