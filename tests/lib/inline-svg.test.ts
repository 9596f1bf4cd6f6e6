import { describe, expect, it, jest } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FirstPicture, svgMarkup } from '@/components/ui/InlineSvg';
import { services } from '@/content/services';
import { listedBusinesses } from '@/lib/businesses/listed';

describe("svgMarkup (the site's own SVGs drawn in the page)", () => {
  it("draws the site logo and every listing's logo at the asked size, hidden from screen readers", () => {
    const sources = [
      '/images/logo.svg',
      ...listedBusinesses(new Date('2100-01-01')).map((b) => b.logo),
    ];
    expect(sources.length).toBeGreaterThan(1);
    for (const src of sources) {
      const markup = svgMarkup(src, 64);
      expect(markup).toMatch(
        /^<svg width="64" height="64" aria-hidden="true" [^>]*viewBox="[^"]+"/,
      );
      // The file's own size is dropped, not repeated beside the asked one.
      expect(markup.match(/<svg[^>]*>/)?.[0].match(/\swidth=/g)).toHaveLength(1);
      expect(markup).toMatch(/<\/svg>$/);
    }
    expect(svgMarkup('/images/logo.svg', 40)).toMatch(/^<svg width="40" height="40" /);
  });

  it('draws a first picture at its own width and height, named by its alt text when it has one', () => {
    const drawn = (alt: string, decorative = false) => {
      const image = { src: '/images/services/pipeline-services.svg', width: 640, height: 400, alt };
      const element = FirstPicture({ image, decorative }) as {
        props: { dangerouslySetInnerHTML: { __html: string } };
      };
      return element.props.dangerouslySetInnerHTML.__html;
    };
    expect(drawn('A pipe', true)).toMatch(/^<svg width="640" height="400" aria-hidden="true" /);
    const named = drawn('A "long" pipe & <valve>');
    expect(named).toMatch(
      /^<svg width="640" height="400" role="img" aria-label="A &quot;long&quot; pipe &amp; &lt;valve>" /,
    );
    expect(named).not.toContain('aria-hidden');
  });

  it("refuses a path outside the site's images, or one that climbs out of them", () => {
    for (const src of [
      '/etc/passwd',
      '/images/../../package.json',
      'images/logo.svg',
      '/images/a.png',
    ]) {
      expect(() => svgMarkup(src, 40)).toThrow(/not one of the site's SVGs/);
    }
  });

  it('refuses a drawing that could run, fetch or repeat an id in the page', () => {
    // A site of its own in a temporary folder, so nothing is written into this one's public/.
    const site = mkdtempSync(join(tmpdir(), 'inline-svg-'));
    const folder = join(site, 'public/images/drawings');
    mkdirSync(folder, { recursive: true });
    const cwd = jest.spyOn(process, 'cwd').mockReturnValue(site);
    try {
      const bodies = {
        plain: '<svg xmlns="http://www.w3.org/2000/svg"><rect width="4" height="4"/></svg>',
        script: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        handler: '<svg xmlns="http://www.w3.org/2000/svg"><rect onload="alert(1)"/></svg>',
        link: '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://example.com/x.png"/></svg>',
        id: '<svg xmlns="http://www.w3.org/2000/svg"><linearGradient id="g"/></svg>',
        style: '<svg xmlns="http://www.w3.org/2000/svg"><style>body{display:none}</style></svg>',
      };
      for (const [name, body] of Object.entries(bodies)) {
        writeFileSync(join(folder, `${name}.svg`), body);
        const draw = () => svgMarkup(`/images/drawings/${name}.svg`, 40);
        if (name === 'plain') expect(draw()).toMatch(/^<svg width="40" height="40" /);
        else expect(draw).toThrow(/not a plain drawing/);
      }
      // A page's first picture may name its parts, but only in the form that gets the prefix.
      const image = { alt: 'A drawing', width: 40, height: 40 };
      let files = 0; // a new file each time: a drawing is read once
      const firstPicture = (body: string) => {
        const src = `/images/drawings/first-${(files += 1)}.svg`;
        writeFileSync(join(site, 'public', src), body);
        return FirstPicture({ image: { ...image, src } }) as {
          type: string;
          props: { dangerouslySetInnerHTML?: { __html: string } };
        };
      };
      const named = firstPicture(
        '<svg xmlns="http://www.w3.org/2000/svg"><pattern ID="g"/><rect fill="url(#g)"/></svg>',
      );
      expect(named.props.dangerouslySetInnerHTML?.__html).toMatch(/ id="first-1-g"/);
      for (const body of [
        `<svg xmlns="http://www.w3.org/2000/svg"><pattern id='g'/><rect fill="url(#g)"/></svg>`,
        '<svg xmlns="http://www.w3.org/2000/svg"><pattern id="g.1"/></svg>',
      ]) {
        expect(firstPicture(body).type).toBe('img');
      }
    } finally {
      cwd.mockRestore();
      rmSync(site, { recursive: true, force: true });
    }
  });

  it("draws a first picture that names its own parts with ids of the file's name, references and all", () => {
    const drawn = (slug: string) => {
      const { image } = services.find((service) => service.slug === slug)!;
      const element = FirstPicture({ image }) as {
        props: { dangerouslySetInnerHTML?: { __html: string }; src?: string };
      };
      return { image, html: element.props.dangerouslySetInnerHTML?.__html };
    };
    const { image, html } = drawn('engineering-services');
    expect(html).toMatch(/^<svg width="640" height="400" role="img" aria-label="[^"]+" /);
    expect(html).toContain(`aria-label="${image.alt.replace(/&/g, '&amp;')}"`);
    expect(html).toContain('id="engineering-services-g"');
    expect(html).toContain('fill="url(#engineering-services-g)"');
    expect(html).not.toMatch(/id="g"|url\(#g\)/);
    const procurement = drawn('procurement-services').html!;
    expect(procurement.match(/href="#procurement-services-c"/g)).toHaveLength(3);
    expect(procurement).toContain('id="procurement-services-c"');
    // Drawn many times in a page (a logo per listing), ids would repeat: those stay refused.
    expect(() => svgMarkup(image.src, 40)).toThrow(/not a plain drawing/);
  });
});
