import { lazy, Suspense } from 'react';
import { Spinner } from '../../shared/ui/Spinner';
import { HomeSection } from './HomeSection';
import { HOME_TEXT } from '../../shared/content/leagueContent';

const NewsList = lazy(() => import('./homeLive').then(({ NewsList: List }) => ({ default: List })));

/** Latest News, after the schedule: the heading at once, the items with the home page's data parts. */
export function LatestNews() {
  return (
    <HomeSection id="news" title={HOME_TEXT.sections.news}>
      <Suspense fallback={<Spinner />}>
        <NewsList />
      </Suspense>
    </HomeSection>
  );
}
