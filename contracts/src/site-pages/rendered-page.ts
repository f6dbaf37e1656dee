// The shape of a page rendered on the server, between the renderer the UI's build makes
// (ui/src/entry-server.tsx) and the site that serves it (launch/page-render.ts), which never imports
// the UI (docs/architecture.md, "Pages rendered on the server").

/** The app's HTML of a page, as React's streaming renderer writes it. */
export interface PageHtml {
  /**
   * Writes the app's HTML into `destination`, and ends it. Every part of the page is complete by then
   * (no fallbacks to fill in by script: the CSP allows no inline script).
   */
  pipe<Destination extends NodeJS.WritableStream>(destination: Destination): Destination;
}

/** A page whose reads are made, ready to render into index.html's #root. */
export interface RenderedPage {
  /** 404 when the address is no page, or names a league, team, player or game that does not exist */
  status: 200 | 404;
  /** the page's data as JSON, `<` escaped: the text of its `<script type="application/json">` */
  data: string;
  /** the lazy modules the page shows (`src/features/home/HomePage.tsx`, as the build's manifest keys them) */
  modules: string[];
  /**
   * Renders the page with its data; rejects when the page throws. The same data gives the same HTML,
   * so a server may keep it for as long as the answers it read stay the same.
   */
  render(): Promise<PageHtml>;
}
