import { Select, type ComboboxData, type SelectProps } from '@mantine/core';

/** A pick among more options than this is typed rather than scrolled for. */
export const MOST_OPTIONS_TO_SCROLL = 7;

/** How many options a select offers (those of each group counted). */
export function optionCount(data: ComboboxData | undefined): number {
  let count = 0;
  for (const entry of data ?? [])
    count += typeof entry === 'object' && 'group' in entry ? entry.items.length : 1;
  return count;
}

/**
 * The admin's select: Mantine's Select, searchable by typing once it offers more than
 * MOST_OPTIONS_TO_SCROLL options (a league's teams, the venues, the leagues, the players), a short list
 * still picked with a tap and no keyboard on a phone. `searchable` given overrides the count.
 */
export function SearchableSelect({ searchable, nothingFoundMessage, data, ...props }: SelectProps) {
  return (
    <Select
      data={data}
      searchable={searchable ?? optionCount(data) > MOST_OPTIONS_TO_SCROLL}
      nothingFoundMessage={nothingFoundMessage ?? 'Nothing matches'}
      {...props}
    />
  );
}
