import { siteRoute } from '@league/contracts/site-pages';
import { Container, Text, Title } from '@mantine/core';
import { useLocation } from '../../shared/router';
import { LinkButton } from '../../shared/ui/LinkButton';

interface NotFoundPageProps {
  /** set for a route the site knows but whose page has not been built yet */
  unavailablePage?: string;
}

/** Unknown addresses, and known ones whose page does not exist yet; never shows made-up content. */
export function NotFoundPage({ unavailablePage }: NotFoundPageProps) {
  // on / itself a HOME button would only reload this page
  const atHome = useLocation().pathname === siteRoute.home.href();
  return (
    <Container size="sm" py={48} ta="center">
      <Title order={1} c="navy.8">
        {unavailablePage ? 'Page Not Available' : 'Page Not Found'}
      </Title>
      <Text mt="md" size="lg" data-testid="not-found-text">
        {unavailablePage
          ? `Sorry, the ${unavailablePage} page is not available yet.`
          : 'Sorry, there is no page at this address.'}
      </Text>
      {!atHome && (
        <LinkButton to={siteRoute.home.href()} mt="xl">
          HOME
        </LinkButton>
      )}
    </Container>
  );
}
