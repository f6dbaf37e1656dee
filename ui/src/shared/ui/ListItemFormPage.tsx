import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useQueryErrorMessage } from '../api/useQueryErrorMessage';
import { ErrorModal } from './ErrorModal';
import { FormCardPage } from './FormCardPage';

interface ListItemFormPageProps<Item> {
  title: string;
  /** the container's width (px) */
  size: number;
  /** the list the item is read from (there is no single-item read) */
  list: UseQueryResult<Item[]>;
  /** the item's id, from the address */
  id: string | undefined;
  /** an item's id, as the address names it */
  idOf: (item: Item) => string;
  /** the error-modal text when the list fails to load and the server says nothing */
  loadFailure: string;
  /** said when the list has no such item, e.g. 'This venue does not exist (any more).' */
  missing: string;
  /** the item's form */
  children: (item: Item) => ReactNode;
}

/** An admin page that edits one item of a list: the spinner while the list loads, then the item's form, or `missing`. */
export function ListItemFormPage<Item>({
  title,
  size,
  list,
  id,
  idOf,
  loadFailure,
  missing,
  children,
}: ListItemFormPageProps<Item>) {
  const loadError = useQueryErrorMessage(list, loadFailure);
  const item = list.data?.find((candidate) => idOf(candidate) === id);
  return (
    <FormCardPage
      title={title}
      size={size}
      modals={<ErrorModal error={loadError.message} onClear={loadError.clear} />}
      loading={list.isPending}
      notice={list.isSuccess && !item && missing}
    >
      {item && children(item)}
    </FormCardPage>
  );
}
