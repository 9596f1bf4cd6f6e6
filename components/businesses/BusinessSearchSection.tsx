import styled from 'styled-components';
import { InlineSvg } from '@/components/ui/InlineSvg';
import { businessCategories, businessLocations } from '@/content/businesses';
import { listedBusinesses } from '@/lib/businesses/listed';
import { canadianDollars } from '@/lib/money';
import { color } from '@/lib/theme';
import { BusinessSearch, type BusinessCard } from './BusinessSearch.client';

const Styles = styled.div`
  .business-filters {
    display: grid;
    gap: 1rem;
    background: ${color.mist};
    border-radius: 10px;
    padding: 1.25rem 1.5rem;
    margin-bottom: 1rem;
  }
  @media (min-width: 768px) {
    .business-filters {
      grid-template-columns: 2fr 1fr 1fr auto;
      align-items: end;
    }
  }
  .search-button {
    min-height: 48px;
    padding: 0.5rem 1.5rem;
    border-radius: 6px;
    border: 2px solid ${color.navy};
    background: ${color.navy};
    color: #fff;
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  .field label {
    display: block;
    font-weight: 600;
    margin-bottom: 0.35rem;
    color: ${color.navy};
  }
  .field input,
  .field select {
    width: 100%;
    min-height: 48px;
    padding: 0.5rem 0.75rem;
    border: 1px solid #8a94a3;
    border-radius: 6px;
    background: #fff;
    font: inherit;
    color: ${color.ink};
  }
  .business-count {
    font-weight: 600;
    color: ${color.muted};
  }
  .business-cards {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    gap: 1.25rem;
  }
  @media (min-width: 768px) {
    .business-cards {
      grid-template-columns: 1fr 1fr;
    }
  }
  @media (min-width: 1100px) {
    .business-cards {
      grid-template-columns: 1fr 1fr 1fr;
    }
  }
  .business-card {
    position: relative;
    display: flex;
    gap: 1rem;
    align-items: flex-start;
    border: 1px solid ${color.line};
    border-radius: 10px;
    padding: 1.25rem;
    background: #fff;
    transition: box-shadow 0.15s ease;
  }
  .business-card:hover,
  .business-card:focus-within {
    box-shadow: 0 6px 20px rgba(11, 37, 69, 0.12);
  }
  .business-logo {
    flex: none;
    display: flex;
  }
  .business-card h3 {
    font-size: 1.1rem;
    margin-bottom: 0.25rem;
  }
  .business-card h3 a {
    color: ${color.navy};
  }
  /* The whole card is the link's target; the title stays the link's accessible name. */
  .business-card h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: 10px;
  }
  .business-card p {
    margin-bottom: 0.5rem;
  }
  .business-price {
    font-size: 1.15rem;
    font-weight: 700;
    color: ${color.amber};
  }
  .business-meta {
    color: ${color.muted};
    font-size: 0.9rem;
  }
  .business-empty {
    border: 2px dashed ${color.line};
    border-radius: 10px;
    padding: 1.5rem;
  }
  .clear-search {
    display: inline-flex;
    align-items: center;
    text-decoration: none;
    min-height: 48px;
    padding: 0.5rem 1.25rem;
    border-radius: 6px;
    border: 2px solid ${color.navy};
    background: #fff;
    color: ${color.navy};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
`;

/**
 * Server half of the business search: styles, and the card data handed to the client half, each
 * card's logo drawn here (in the page, not an <img>: components/ui/InlineSvg.tsx says why).
 */
export function BusinessSearchSection() {
  const cards: BusinessCard[] = listedBusinesses().map((b) => ({
    id: b.id,
    title: b.title,
    category: b.category,
    location: b.location,
    province: b.province,
    price: b.price,
    priceLabel: canadianDollars(b.price),
    saleType: b.saleType,
    summary: b.summary,
    logo: <InlineSvg src={b.logo} size={64} className="business-logo" />,
  }));
  return (
    <Styles>
      <BusinessSearch
        businesses={cards}
        categories={businessCategories}
        locations={[...businessLocations]}
      />
    </Styles>
  );
}
