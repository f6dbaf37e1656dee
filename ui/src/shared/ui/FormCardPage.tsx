import { Card, Container, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from './PageTitle';
import { Spinner } from './Spinner';

interface FormCardPageProps {
  title: string;
  /** the container's width (px) */
  size: number;
  /** the page's modals (a failed load or save) */
  modals?: ReactNode;
  /** the spinner, while what the form edits loads */
  loading?: boolean;
  /** a line said instead of the form, e.g. 'This venue does not exist (any more).' */
  notice?: string | false;
  /** the form, in a card (none while there is nothing to edit) */
  children?: ReactNode;
}

/** An admin page that adds or edits one thing: its title, then its form in a card. */
export function FormCardPage({ title, size, modals, loading = false, notice, children }: FormCardPageProps) {
  return (
    <Container size={size} py="xl">
      {modals}
      <PageTitle>{title}</PageTitle>
      {loading && <Spinner />}
      {notice && <Text ta="center">{notice}</Text>}
      {children && (
        <Card withBorder shadow="sm" p="lg">
          {children}
        </Card>
      )}
    </Container>
  );
}
