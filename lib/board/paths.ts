/** Where the board's pages are: one place for links in pages, mail and redirects. */
export const BOARD_PATH = '/community/opportunities';
export const opportunityPath = (id: string) => `${BOARD_PATH}/${id}`;
export const publicOpportunityPath = (id: string) => `/opportunities/${id}`;
export const staffOpportunityPath = (id: string) => `/staff/opportunities/${id}`;
