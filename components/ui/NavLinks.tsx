import Link from '@/components/ui/Link';

/** A navigation's list items: a link each, the page being read marked (`aria-current`). */
export function NavLinks({
  links,
  current,
}: {
  links: readonly { href: string; label: string }[];
  /** The path of the page being read. */
  current?: string;
}) {
  return links.map((link) => (
    <li key={link.href}>
      <Link href={link.href} aria-current={link.href === current ? 'page' : undefined}>
        {link.label}
      </Link>
    </li>
  ));
}
