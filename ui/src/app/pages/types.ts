import type { ComponentType } from 'react';

export interface AreaPages {
  /** route path (as written in SITE_ROUTES, @league/contracts/site-pages) → its page */
  pages: Readonly<Record<string, ComponentType>>;
}
