import { describe, expect, it } from 'vitest';
import { allOptions, pickerKey, shownData, type PickerData, type PickerState } from './pickerState';

const data: PickerData = [
  {
    group: 'Metro (Fall 2025)',
    items: [
      { value: 'b', label: 'Bears' },
      { value: 'o', label: 'Owls' },
    ],
  },
  { group: 'Coed (Fall 2025)', items: [{ value: 'w', label: 'Wolves' }] },
];
const options = allOptions(data);
const closed: PickerState = { open: false, highlighted: -1, search: '' };

describe('pickerKey', () => {
  it('ArrowDown on a closed list opens it at the picked option, or at the first', () => {
    expect(pickerKey(closed, 'ArrowDown', options, 'o').state).toEqual({
      ...closed,
      open: true,
      highlighted: 1,
    });
    expect(pickerKey(closed, 'ArrowDown', options, null).state).toEqual({
      ...closed,
      open: true,
      highlighted: 0,
    });
    expect(pickerKey(closed, 'ArrowUp', options, 'w').state.highlighted).toBe(2);
  });

  it('the arrows move through the open list and go round its ends', () => {
    const open = { ...closed, open: true };
    expect(pickerKey(open, 'ArrowDown', options, null).state.highlighted).toBe(0);
    expect(pickerKey(open, 'ArrowUp', options, null).state.highlighted).toBe(2);
    expect(pickerKey({ ...open, highlighted: 0 }, 'ArrowDown', options, null).state.highlighted).toBe(1);
    expect(pickerKey({ ...open, highlighted: 2 }, 'ArrowDown', options, null).state.highlighted).toBe(0);
    expect(pickerKey({ ...open, highlighted: 0 }, 'ArrowUp', options, null).state.highlighted).toBe(2);
  });

  it('Enter picks the highlighted option, closes the list and shows its label', () => {
    const result = pickerKey({ open: true, highlighted: 2, search: 'ol' }, 'Enter', options, null);
    expect(result.chosen).toEqual({ value: 'w', label: 'Wolves' });
    expect(result.state).toEqual({ open: false, highlighted: -1, search: 'Wolves' });
    expect(result.handled).toBe(true);
  });

  it('Enter without a highlighted option picks nothing; on a closed list the form may use it', () => {
    expect(pickerKey({ ...closed, open: true }, 'Enter', options, null).chosen).toBeUndefined();
    expect(pickerKey(closed, 'Enter', options, null)).toEqual({ state: closed, handled: false });
  });

  it('Escape closes the list and keeps the typed text', () => {
    const result = pickerKey({ open: true, highlighted: 1, search: 'ow' }, 'Escape', options, null);
    expect(result.state).toEqual({ open: false, highlighted: -1, search: 'ow' });
    expect(result.handled).toBe(true);
    expect(pickerKey(closed, 'Escape', options, null).handled).toBe(false);
  });

  it('the arrows on an empty list open it with nothing highlighted', () => {
    expect(pickerKey(closed, 'ArrowDown', [], null).state).toEqual({ ...closed, open: true });
  });
});

describe('shownData', () => {
  it('filters by label, trimmed and case-insensitive, keeping the groups', () => {
    expect(shownData(data, ' OW ', true, '')).toEqual([
      { group: 'Metro (Fall 2025)', items: [{ value: 'o', label: 'Owls' }] },
      { group: 'Coed (Fall 2025)', items: [] },
    ]);
  });

  it('shows every option while the text is the picked label, or empty, or the picker is not searchable', () => {
    const all = data.length && shownData(data, '', true, '');
    expect(shownData(data, 'Owls', true, 'Owls')).toEqual(all);
    expect(shownData(data, 'zz', false, '')).toEqual(all);
    expect(allOptions(data)).toHaveLength(3);
  });
});
