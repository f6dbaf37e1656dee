/** One choice of a Picker: the value it stands for and the text shown. */
export interface PickerOption {
  value: string;
  label: string;
}
/** Choices under a heading (e.g. the teams of one league). */
export interface PickerGroup {
  group: string;
  items: readonly PickerOption[];
}
export type PickerData = readonly (PickerOption | PickerGroup)[];

/** The open list, its highlighted option (an index into the shown options, -1 for none) and the typed text. */
export interface PickerState {
  open: boolean;
  highlighted: number;
  search: string;
}

const isGroup = (entry: PickerOption | PickerGroup): entry is PickerGroup => 'group' in entry;

/** Every option in the order shown, groups flattened. */
export const allOptions = (data: PickerData): PickerOption[] =>
  data.flatMap((entry) => (isGroup(entry) ? entry.items : [entry]));

/**
 * The groups and options shown for a search, as Mantine's Select filters: the label contains the
 * trimmed text, case-insensitively; while the text is the picked option's label, every option shows.
 */
export function shownData(
  data: PickerData,
  search: string,
  searchable: boolean,
  pickedLabel: string,
): Array<{ group: string | null; items: PickerOption[] }> {
  const text = search.trim().toLowerCase();
  const filtering = searchable && search !== pickedLabel && text !== '';
  const keep = (option: PickerOption) => !filtering || option.label.toLowerCase().includes(text);
  return data.map((entry) =>
    isGroup(entry)
      ? { group: entry.group, items: entry.items.filter(keep) }
      : { group: null, items: keep(entry) ? [entry] : [] },
  );
}

export type PickerKey = 'ArrowDown' | 'ArrowUp' | 'Enter' | 'Escape';

export interface KeyResult {
  state: PickerState;
  /** the option Enter chose, if any */
  chosen?: PickerOption;
  /** the key was used: the browser should not act on it as well */
  handled: boolean;
}

/**
 * What a key does to the list: the arrows open it at the picked option (or the first) and then move
 * through the shown options, round the ends; Enter picks the highlighted option; Escape closes.
 */
export function pickerKey(
  state: PickerState,
  key: PickerKey,
  shown: readonly PickerOption[],
  pickedValue: string | null,
): KeyResult {
  switch (key) {
    case 'ArrowDown':
    case 'ArrowUp': {
      if (shown.length === 0) return { state: { ...state, open: true, highlighted: -1 }, handled: true };
      if (!state.open) {
        const picked = shown.findIndex((option) => option.value === pickedValue);
        return { state: { ...state, open: true, highlighted: Math.max(picked, 0) }, handled: true };
      }
      const step = key === 'ArrowDown' ? 1 : -1;
      const from = state.highlighted < 0 ? (step === 1 ? -1 : shown.length) : state.highlighted;
      const highlighted = (from + step + shown.length) % shown.length;
      return { state: { ...state, highlighted }, handled: true };
    }
    case 'Enter': {
      const chosen = state.open ? shown[state.highlighted] : undefined;
      if (!chosen) return { state, handled: state.open };
      return { state: { open: false, highlighted: -1, search: chosen.label }, chosen, handled: true };
    }
    case 'Escape':
      return { state: { ...state, open: false, highlighted: -1 }, handled: state.open };
  }
}
