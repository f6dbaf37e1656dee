/** Which navigation a page is shown with: the admin bar on admin pages, the site bar elsewhere. */
export type NavArea = 'site' | 'admin';

export interface RouteHandle {
  /** `account`: a page of anyone signed in, shown with the admin bar to staff and the site bar to coaches */
  navArea: NavArea | 'account';
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'navArea' in value;
}
