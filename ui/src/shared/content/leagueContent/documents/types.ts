export interface DocumentSection {
  heading: string;
  paragraphs?: readonly string[];
  /** a numbered list (articles, motions, rules) */
  items?: readonly string[];
}

export type DocumentKind = 'governance' | 'minutes' | 'review';

export interface LeagueDocument {
  /** its address: /info/{slug} */
  slug: string;
  kind: DocumentKind;
  title: string;
  /** YYYY-MM-DD: when it was adopted, held or played */
  date: string;
  summary: string;
  sections: readonly DocumentSection[];
}
