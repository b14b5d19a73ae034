// Query keys of the portfolios domain: the member's own portfolio and public portfolios by address.
export const portfolioKeys = {
  own: ['/api/portfolio'] as const,
  public: (portfolioUrl: string) => ['/api/portfolios', portfolioUrl] as const,
};
