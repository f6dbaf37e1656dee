import { siteRoute } from '@league/contracts/site-pages';
import { formatDate } from '@league/contracts/formatting';
import { Anchor, Card, Container, List, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from '../../shared/router';
import { documentBySlug } from '../../shared/content/leagueContent/documents';
import { PageTitle } from '../../shared/ui/PageTitle';

/** /info/{slug} (docs/rules.md §2, Info): one of the documents the info page lists. */
export function LeagueDocumentPage() {
  const { slug } = useParams();
  const document = documentBySlug(slug);
  return (
    <Container size="md" py="xl">
      {document ? (
        <>
          <PageTitle>{document.title}</PageTitle>
          <Text ta="center" c="dimmed" mb="lg">
            {formatDate(document.date)} {document.date.slice(0, 4)}
          </Text>
          <Card withBorder padding="lg" component="article">
            <Stack gap="lg">
              {document.sections.map((section) => (
                <section key={section.heading}>
                  <Title order={2} fz="lg" c="navy.8" mb="xs">
                    {section.heading}
                  </Title>
                  {section.paragraphs?.map((paragraph) => (
                    <Text key={paragraph} mb="xs">
                      {paragraph}
                    </Text>
                  ))}
                  {section.items && (
                    <List type="ordered" spacing="xs">
                      {section.items.map((item) => (
                        <List.Item key={item}>{item}</List.Item>
                      ))}
                    </List>
                  )}
                </section>
              ))}
            </Stack>
          </Card>
        </>
      ) : (
        <Text ta="center" my="xl">
          This document does not exist.
        </Text>
      )}
      <Text ta="center" mt="lg">
        <Anchor component={Link} to={siteRoute.info.href()}>
          Back to League Info
        </Anchor>
      </Text>
    </Container>
  );
}
