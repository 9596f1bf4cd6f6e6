const canadian = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'CAD',
  trailingZeroDisplay: 'stripIfInteger',
});

/**
 * An amount in Canadian dollars as the site writes every one (a listing's price, a job's pay):
 * "CA$95,000", "CA$28.50". The currency is named for visitors outside Canada.
 */
export function canadianDollars(amount: number): string {
  return canadian.format(amount);
}
