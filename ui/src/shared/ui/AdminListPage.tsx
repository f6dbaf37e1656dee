import { Container, Group, Text, type MantineSize } from '@mantine/core';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useQueryErrorMessage } from '../api/useQueryErrorMessage';
import { ErrorModal } from './ErrorModal';
import { PageTitle } from './PageTitle';
import { QueryList } from './QueryList';
import { useConfirmedAction } from './useConfirmedAction';
import { LinkButton } from './LinkButton';

/**
 * The props of an admin list of `Item`s whose delete mutation takes a `Ref` of one (its named id and the
 * version the list showed, sent as If-Match): an item is given to it as it is listed.
 */
export interface AdminListPageProps<Item extends Ref, Ref> {
  title: string;
  /** the list as TanStack Query holds it */
  list: UseQueryResult<Item[]>;
  /** the error-modal text when the list fails to load and the server says nothing */
  loadFailure: string;
  /** the delete mutation, called with the item */
  remove: UseMutationResult<unknown, Error, Ref>;
  /** what the confirmation names, e.g. "the venue Lakeview Rink" */
  describe: (item: Item) => string;
  add: { to: string; label: string };
  emptyText: string;
  size?: MantineSize;
  /** the table, given the items and the callback that asks to delete one */
  children: (items: Item[], onDelete: (item: Item) => void) => ReactNode;
}

/**
 * The admin lists (docs/rules.md §2: venues, videos, news, organizations): a title, an add link, the table,
 * a spinner while loading, load errors in 'An Error Occurred!', and deletes confirmed with 'Are you
 * sure?'. Delete failures are swallowed (docs/rules.md §4: the list reloads either way), but logged.
 */
export function AdminListPage<Item extends Ref, Ref>(props: AdminListPageProps<Item, Ref>) {
  const { list, describe } = props;
  const loadError = useQueryErrorMessage(list, props.loadFailure);
  const deletion = useConfirmedAction<Item, Ref>({
    mutation: props.remove,
    idOf: (item) => item,
    question: (item) => `Delete ${describe(item)}?`,
    failureLog: (item) => `Deleting ${describe(item)} failed:`,
  });

  return (
    <Container size={props.size ?? 'md'} py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      {deletion.modal}
      <PageTitle>{props.title}</PageTitle>
      <Group justify="flex-end" mb="md">
        <LinkButton to={props.add.to} color="red">
          {props.add.label}
        </LinkButton>
      </Group>
      <QueryList list={list} empty={<Text ta="center">{props.emptyText}</Text>}>
        {(items) => props.children(items, deletion.ask)}
      </QueryList>
    </Container>
  );
}
