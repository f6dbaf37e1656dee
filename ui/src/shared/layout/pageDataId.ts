/** The id of the `<script type="application/json">` that carries a server-rendered page's data. */
export const PAGE_DATA_ID = 'page-data';
