import { Button, Container, Text, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';

/** Last resort when a page crashes while rendering; plain markup so it works outside the layout. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : 'Unknown error';
  return (
    <Container size="sm" py={48} ta="center">
      <Title order={1}>An Error Occurred!</Title>
      <Text mt="md">{detail}</Text>
      <Button component="a" href="/" mt="xl">
        HOME
      </Button>
    </Container>
  );
}

/** Shows RouteErrorPage instead of the layout and page that threw. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    return this.state.error ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}
