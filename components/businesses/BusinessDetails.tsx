import styled from 'styled-components';
import type { Business } from '@/content/schemas/canada';
import { canadianDollars } from '@/lib/money';
import { absoluteUrl } from '@/lib/site';
import { color } from '@/lib/theme';
import type { ServerFormAction } from '@/components/forms/use-server-form';
import { BackToSearch } from './BackToSearch.client';
import { BusinessEnquiry } from './BusinessEnquiry';
import { ShareQrCode } from './ShareQrCode';
import { FactList } from '@/components/ui/FactList';
import { DetailColumns } from '@/components/ui/primitives';

const Layout = styled(DetailColumns).attrs({ $heading: 'clamp(1.3rem, 3vw, 1.6rem)' })`
  .seller {
    margin-top: 2.5rem;
  }
  .price {
    font-size: 1.25rem;
    font-weight: 700;
    color: ${color.amber};
  }
  ul {
    padding-left: 1.2rem;
  }
`;

/** A listing's details page body: facts, description, the seller enquiry form and the share code. */
export function BusinessDetails({
  business,
  enquire,
}: {
  business: Business;
  enquire: ServerFormAction;
}) {
  const path = `/business-details-page/${business.id}`;
  const facts: [string, React.ReactNode][] = [
    [
      'Price',
      <span key="price" className="price">
        {canadianDollars(business.price)}
      </span>,
    ],
    ['Location', `${business.location}, ${business.province}`],
    ['Category', business.category],
    ['Sale type', business.saleType],
  ];
  return (
    <Layout>
      <div>
        <FactList facts={facts} />
        <h2>About this business</h2>
        {business.description.map((paragraph) => (
          <p key={paragraph.slice(0, 48)}>{paragraph}</p>
        ))}
        <h2>Highlights</h2>
        <ul>
          {business.highlights.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>
          <BackToSearch />
        </p>
        <div className="seller">
          <BusinessEnquiry business={{ id: business.id, title: business.title }} action={enquire} />
        </div>
      </div>
      <aside aria-label="Share this listing">
        <div>
          <h2>Share this listing</h2>
          <ShareQrCode url={absoluteUrl(path)} title={business.title} />
        </div>
      </aside>
    </Layout>
  );
}
