import { Button, Container, Group, Text, type MantineSize } from '@mantine/core';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from '../router';
import { useQueryErrorMessage } from '../api/useQueryErrorMessage';
import { ConfirmModal } from './ConfirmModal';
import { ErrorModal } from './ErrorModal';
import { PageTitle } from './PageTitle';
import { Spinner } from './Spinner';

export interface AdminListPageProps<Item extends { _id: string }> {
  title: string;
  /** the list as TanStack Query holds it */
  list: UseQueryResult<Item[]>;
  /** the error-modal text when the list fails to load and the server says nothing */
  loadFailure: string;
  /** the delete mutation, called with the item's id */
  remove: UseMutationResult<unknown, Error, string>;
  /** what the confirmation names, e.g. "the venue Lakeview Rink" */
  describe: (item: Item) => string;
  add: { to: string; label: string };
  emptyText: string;
  size?: MantineSize;
  /** the table, given the items and the callback that asks to delete one */
  children: (items: Item[], onDelete: (item: Item) => void) => ReactNode;
}

/**
 * The admin lists of the spec (venues, videos, news, organizations): a title, an add link, the table,
 * a spinner while loading, load errors in 'An Error Occurred!', and deletes confirmed with 'Are you
 * sure?'. Delete failures are swallowed as the spec says (the list reloads either way), but logged.
 */
export function AdminListPage<Item extends { _id: string }>(props: AdminListPageProps<Item>) {
  const { list, remove, describe } = props;
  const [toDelete, setToDelete] = useState<Item | null>(null);
  const loadError = useQueryErrorMessage(list, props.loadFailure);

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onError: (failure) => console.error(`Deleting ${describe(toDelete)} failed:`, failure),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <Container size={props.size ?? 'md'} py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      <ConfirmModal
        opened={toDelete !== null}
        description={toDelete ? `Delete ${describe(toDelete)}?` : undefined}
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
      <PageTitle>{props.title}</PageTitle>
      <Group justify="flex-end" mb="md">
        <Button component={Link} to={props.add.to} color="red">
          {props.add.label}
        </Button>
      </Group>
      {list.isPending && <Spinner />}
      {list.isSuccess &&
        (list.data.length === 0 ? (
          <Text ta="center">{props.emptyText}</Text>
        ) : (
          props.children(list.data, setToDelete)
        ))}
    </Container>
  );
}
