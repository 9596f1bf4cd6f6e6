import Link from '@/components/ui/Link';
import styled from 'styled-components';
import { FirstPicture } from '@/components/ui/InlineSvg';
import type { Service } from '@/content/schemas/site';
import { color } from '@/lib/theme';

/**
 * The grid styles its tiles too: a styled component emits its CSS once per instance in server
 * rendering, so nineteen styled tiles meant nineteen copies of the same rules in the page.
 */
export const TileGrid = styled.ul`
  display: grid;
  gap: 1.25rem;
  margin: 0;
  padding: 0;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 200px), 1fr));
  > li {
    list-style: none;
    a {
      display: flex;
      flex-direction: column;
      height: 100%;
      border-radius: 10px;
      overflow: hidden;
      background: #fff;
      border: 1px solid ${color.line};
      color: ${color.ink};
      text-decoration: none;
      transition:
        box-shadow 0.2s ease,
        transform 0.2s ease;
    }
    a:hover {
      box-shadow: 0 10px 24px rgba(11, 37, 69, 0.14);
      transform: translateY(-2px);
    }
    img,
    .picture {
      display: block;
      width: 100%;
      height: auto;
      aspect-ratio: 8 / 5;
      background: #dbe7f3;
    }
    .picture svg {
      display: block;
      width: 100%;
      height: 100%;
    }
    .body {
      padding: 1rem 1.1rem 1.25rem;
    }
    h3 {
      font-size: 1.1rem;
      margin-bottom: 0.4rem;
    }
    p {
      font-size: 0.95rem;
      color: ${color.muted};
      margin: 0;
    }
  }
`;

/**
 * A catalogue tile, placed in a TileGrid, which styles it. The picture is decorative because the
 * title already names the link. The first tile of a page that opens with tiles is its largest
 * paint on a phone: mark it priority (FirstPicture).
 */
export function ServiceTile({
  service,
  priority = false,
}: {
  service: Service;
  priority?: boolean;
}) {
  return (
    <li>
      <Link href={`/${service.slug}`}>
        {priority ? (
          <FirstPicture image={service.image} className="picture" decorative />
        ) : (
          <img
            src={service.image.src}
            alt=""
            width={service.image.width}
            height={service.image.height}
            loading="lazy"
            decoding="async"
          />
        )}
        <div className="body">
          <h3>{service.title}</h3>
          <p>{service.summary}</p>
        </div>
      </Link>
    </li>
  );
}
