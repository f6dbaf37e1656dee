import { siteRoute } from '@league/contracts/site-pages';
import { formatDate } from '@league/contracts/formatting';
import { Anchor, Card, Container, List, Stack, Text, Title } from '@mantine/core';
import { Link } from '../../shared/router';
import {
  BY_LAWS,
  MEETING_MINUTES,
  RULES_2025,
  TOURNAMENT_REVIEWS,
  type LeagueDocument,
} from '../../shared/content/leagueContent/documents';
import { OFFICIAL_RULE_BOOK } from '../../shared/content/leagueContent';
import { PageTitle } from '../../shared/ui/PageTitle';

/** "Friday, Dec. 6 2024": the site's date, with the year these records need. */
const dated = (isoDate: string) => `${formatDate(isoDate)} ${isoDate.slice(0, 4)}`;

function DocumentList({ title, documents }: { title: string; documents: readonly LeagueDocument[] }) {
  return (
    <Card withBorder padding="lg" component="section" aria-label={title}>
      <Title order={2} fz="xl" c="navy.8" tt="uppercase" mb="sm">
        {title}
      </Title>
      <List spacing="sm">
        {documents.map((document) => (
          <List.Item key={document.slug}>
            <Anchor component={Link} to={siteRoute.leagueDocument.href(document)} fw={700}>
              {document.kind === 'minutes' ? `${document.title}: ${dated(document.date)}` : document.title}
            </Anchor>
            {/* a span: a list item's text is in Mantine's <span> label, where a <p> may not be */}
            <Text span display="block" size="sm" c="dimmed">
              {document.summary}
            </Text>
          </List.Item>
        ))}
      </List>
    </Card>
  );
}

/** /info: the league's documents (kept in features/home/leagueContent/documents). */
export function InfoPage() {
  return (
    <Container size="md" py="xl">
      <PageTitle>League Info</PageTitle>
      <Stack gap="md">
        <DocumentList title="By-Laws and Rules" documents={[BY_LAWS, RULES_2025]} />
        <Card withBorder padding="lg" component="section" aria-label="Official Rule Book">
          <Title order={2} fz="xl" c="navy.8" tt="uppercase" mb="sm">
            Official Rule Book
          </Title>
          <Text mb="xs">Our 2025 Rules and Regulations add to the official rules of the game.</Text>
          <Anchor href={OFFICIAL_RULE_BOOK.url} target="_blank" rel="noopener noreferrer" fw={700}>
            {OFFICIAL_RULE_BOOK.label}
          </Anchor>
        </Card>
        <DocumentList title="Meeting Minutes" documents={MEETING_MINUTES} />
        <DocumentList title="Tournament Reviews" documents={TOURNAMENT_REVIEWS} />
      </Stack>
    </Container>
  );
}
