import { describe, it } from 'vitest';
import type { NewsCreated, NewsFields, NewsRemoved, NewsUpdated } from '@league/contracts';
import { projectionSpec, uuid } from '../testing/projection-spec';
import { newsProjection } from './news';

const spec = projectionSpec(newsProjection);
const [opening, finals, draft] = [uuid(1), uuid(2), uuid(3)];

const fields = (newsId: string, newsHeading: string, newsDate: string): NewsFields => ({
  newsId,
  newsHeading,
  newsSubheading: `${newsHeading} in short`,
  newsDate,
  newsContent: `All about ${newsHeading}.`,
});
const created = (id: string, heading: string, date: string): NewsCreated => ({
  type: 'NewsCreated',
  data: fields(id, heading, date),
});
const updated = (id: string, heading: string, date: string): NewsUpdated => ({
  type: 'NewsUpdated',
  data: fields(id, heading, date),
});
const removed = (newsId: string): NewsRemoved => ({ type: 'NewsRemoved', data: { newsId } });

/** newest first, as GET /api/admin/news reads them: by date, then the latest written */
const NEWEST_FIRST =
  'SELECT news_heading, news_date::text, version FROM news ORDER BY news_date DESC, seq DESC';

describe('news projection', () => {
  it('keeps every field of a news item', async () => {
    await spec.given(created(opening, 'Opening night', '2026-04-01')).then('SELECT * FROM news', [
      {
        news_id: opening,
        news_heading: 'Opening night',
        news_subheading: 'Opening night in short',
        news_date: new Date('2026-04-01T00:00:00.000Z'),
        news_content: 'All about Opening night.',
        version: 0,
        seq: 1,
      },
    ]);
  });

  it('reads newest first by date, then by the latest written', async () => {
    await spec
      .given(created(finals, 'Finals', '2026-06-01'), created(opening, 'Opening night', '2026-04-01'))
      .when(created(draft, 'Draft day', '2026-04-01'))
      .then(NEWEST_FIRST, [
        { news_heading: 'Finals', news_date: '2026-06-01', version: 0 },
        { news_heading: 'Draft day', news_date: '2026-04-01', version: 0 },
        { news_heading: 'Opening night', news_date: '2026-04-01', version: 0 },
      ]);
  });

  it('takes every field of an update, its date included', async () => {
    await spec
      .given(created(opening, 'Opening night', '2026-04-01'), created(finals, 'Finals', '2026-06-01'))
      .when(updated(opening, 'Opening night moved', '2026-07-01'))
      .then(NEWEST_FIRST, [
        { news_heading: 'Opening night moved', news_date: '2026-07-01', version: 1 },
        { news_heading: 'Finals', news_date: '2026-06-01', version: 0 },
      ]);
  });

  it('drops a removed news item', async () => {
    await spec
      .given(created(opening, 'Opening night', '2026-04-01'), created(finals, 'Finals', '2026-06-01'))
      .when(removed(finals))
      .then(NEWEST_FIRST, [{ news_heading: 'Opening night', news_date: '2026-04-01', version: 0 }]);
  });

  it('ignores an update older than the row, and changes nothing when the log is delivered again', async () => {
    await spec
      .given(
        created(opening, 'Opening night', '2026-04-01'),
        updated(opening, 'Opening night!', '2026-04-02'),
      )
      .when({ ...updated(opening, 'Stale', '2026-01-01'), version: 0 })
      .then(NEWEST_FIRST, [{ news_heading: 'Opening night!', news_date: '2026-04-02', version: 1 }]);
    await spec
      .given(
        created(opening, 'Opening night', '2026-04-01'),
        created(finals, 'Finals', '2026-06-01'),
        removed(finals),
      )
      .whenAppliedAgain()
      .then(NEWEST_FIRST, [{ news_heading: 'Opening night', news_date: '2026-04-01', version: 0 }]);
  });
});
