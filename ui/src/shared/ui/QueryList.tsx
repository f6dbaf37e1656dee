import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Spinner } from './Spinner';

interface QueryListProps<Item> {
  list: UseQueryResult<Item[]>;
  /** said when the list is empty */
  empty: ReactNode;
  /** the table of a list with items */
  children: (items: Item[]) => ReactNode;
}

/** A loaded list: the spinner while it loads, then its table, or what an empty list says. */
export function QueryList<Item>({ list, empty, children }: QueryListProps<Item>) {
  return (
    <>
      {list.isPending && <Spinner />}
      {list.isSuccess && (list.data.length === 0 ? empty : children(list.data))}
    </>
  );
}
