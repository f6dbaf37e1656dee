import { useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import {
  allOptions,
  pickerKey,
  shownData,
  type PickerData,
  type PickerKey,
  type PickerOption,
  type PickerState,
} from './pickerState';

interface PickerProps {
  label: string;
  data: PickerData;
  value: string | null;
  onChange: (value: string) => void;
  placeholder?: string;
  /** type to filter the options */
  searchable?: boolean;
  /** shown in the open list when no option matches */
  nothingFoundMessage?: string;
  /** the outer box's layout (width, margins) */
  style?: CSSProperties;
}

const KEYS = new Set<string>(['ArrowDown', 'ArrowUp', 'Enter', 'Escape']);
const CLOSED: PickerState = { open: false, highlighted: -1, search: '' };

/**
 * A select box with Mantine Select's markup and classes (so the same look from the same stylesheet)
 * without its positioning library: the list opens under the input, placed by CSS. Roles combobox,
 * listbox and option; arrows, Enter and Escape; typing filters the options when searchable.
 */
export function Picker({
  label,
  data,
  value,
  onChange,
  placeholder,
  searchable = false,
  nothingFoundMessage,
  style,
}: PickerProps) {
  const id = useId();
  const inputId = `${id}input`;
  const listId = `${id}list`;
  const optionId = (index: number) => `${id}option-${index}`;
  const listRef = useRef<HTMLDivElement>(null);
  const picked = allOptions(data).find((option) => option.value === value);
  const pickedLabel = picked?.label ?? '';
  const [state, setState] = useState<PickerState>({ ...CLOSED, search: pickedLabel });
  // the input shows the picked option's label again whenever the pick changes
  const [shownPick, setShownPick] = useState(pickedLabel);
  if (shownPick !== pickedLabel) {
    setShownPick(pickedLabel);
    setState((current) => ({ ...current, search: pickedLabel }));
  }

  const groups = shownData(data, state.search, searchable, pickedLabel);
  const shown = groups.flatMap((group) => group.items);
  const hasList = shown.length > 0 || nothingFoundMessage !== undefined;

  const choose = (option: PickerOption) => {
    setState({ open: false, highlighted: -1, search: option.label });
    if (option.value !== value) onChange(option.value);
  };
  const highlightInView = (index: number) =>
    listRef.current?.querySelector(`#${CSS.escape(optionId(index))}`)?.scrollIntoView({ block: 'nearest' });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!KEYS.has(event.key)) return;
    const result = pickerKey(state, event.key as PickerKey, shown, value);
    if (result.handled) event.preventDefault();
    if (result.chosen) {
      choose(result.chosen);
      return;
    }
    setState(result.state);
    if (result.state.highlighted >= 0) requestAnimationFrame(() => highlightInView(result.state.highlighted));
  };

  let index = -1;
  const renderOption = (option: PickerOption) => {
    index += 1;
    const optionIndex = index;
    const checked = option.value === value;
    return (
      <div
        key={option.value}
        className="m_92253aa5 mantine-Select-option m_390b5f4"
        data-combobox-option="true"
        data-combobox-active={checked || undefined}
        data-checked={checked || undefined}
        data-combobox-selected={optionIndex === state.highlighted || undefined}
        aria-selected={checked}
        id={optionId(optionIndex)}
        role="option"
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => choose(option)}
      >
        {checked && (
          <svg
            viewBox="0 0 10 7"
            fill="none"
            xmlns="http://www.w3.org/2000/svg"
            aria-hidden="true"
            className="m_8ee53fc2"
          >
            <path
              d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
              fill="currentColor"
              fillRule="evenodd"
              clipRule="evenodd"
            />
          </svg>
        )}
        <span>{option.label}</span>
      </div>
    );
  };
  const optionVars = {
    '--combobox-option-fz': 'var(--mantine-font-size-sm)',
    '--combobox-option-padding': 'var(--combobox-option-padding-sm)',
  } as CSSProperties;
  const open = state.open && hasList;

  return (
    <div className="m_46b77525 mantine-InputWrapper-root mantine-Select-root" data-size="sm" style={style}>
      <label
        className="m_8fdc1311 mantine-InputWrapper-label mantine-Select-label"
        data-size="sm"
        htmlFor={inputId}
        id={`${inputId}-label`}
        style={{ '--input-label-size': 'var(--mantine-font-size-sm)' } as CSSProperties}
      >
        {label}
      </label>
      <div
        className="m_6c018570 mantine-Input-wrapper mantine-Select-wrapper"
        data-variant="default"
        data-size="sm"
        data-pointer={searchable ? undefined : 'true'}
        data-with-right-section="true"
        style={
          {
            '--input-height': 'var(--input-height-sm)',
            '--input-fz': 'var(--mantine-font-size-sm)',
            '--input-right-section-pointer-events': 'none',
          } as CSSProperties
        }
      >
        <input
          className="m_8fb7ebe7 mantine-Input-input mantine-Select-input"
          data-variant="default"
          placeholder={placeholder}
          readOnly={!searchable}
          role="combobox"
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-activedescendant={open && state.highlighted >= 0 ? optionId(state.highlighted) : undefined}
          data-expanded={open || undefined}
          autoComplete="off"
          id={inputId}
          value={state.search}
          onChange={(event) => {
            const search = event.currentTarget.value;
            setState({ open: true, highlighted: -1, search });
          }}
          onClick={() => setState((current) => ({ ...current, open: searchable || !current.open }))}
          onFocus={() => searchable && setState((current) => ({ ...current, open: true }))}
          onBlur={() => setState({ ...CLOSED, search: pickedLabel })}
          onKeyDown={onKeyDown}
        />
        <div data-position="right" className="m_82577fc2 mantine-Input-section mantine-Select-section">
          <svg
            className="m_2943220b mantine-ComboboxChevron-chevron"
            data-size="sm"
            data-combobox-chevron="true"
            viewBox="0 0 15 15"
            fill="none"
            xmlns="http://www.w3.org/2000/svg"
            style={{ '--combobox-chevron-size': 'var(--combobox-chevron-size-sm)' } as CSSProperties}
          >
            <path
              d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
              fill="currentColor"
              fillRule="evenodd"
              clipRule="evenodd"
            />
          </svg>
        </div>
        {open && (
          <div
            className="m_38a85659 mantine-Popover-dropdown m_88b62a41 mantine-Select-dropdown"
            data-composed="true"
            role="presentation"
            data-position="bottom"
            style={{ zIndex: 300, top: 'calc(100% + 8px)', left: 0, width: '100%', ...optionVars }}
          >
            <div
              className="m_b2821a6e mantine-Select-options"
              id={listId}
              role="listbox"
              aria-labelledby={`${inputId}-label`}
              style={optionVars}
              ref={listRef}
            >
              <div
                style={{
                  display: 'flex',
                  overflow: 'hidden',
                  maxHeight: 'calc(13.75rem * var(--mantine-scale))',
                }}
              >
                <div
                  style={{
                    display: 'flex',
                    flexDirection: 'column',
                    flex: '1 1 0%',
                    overflow: 'hidden',
                    minWidth: 0,
                    minHeight: 0,
                  }}
                >
                  <div
                    className="m_d57069b5 mantine-ScrollArea-root"
                    data-autosize="true"
                    style={
                      {
                        '--scrollarea-scrollbar-size': 'var(--combobox-padding)',
                        '--sa-corner-width': '0px',
                        '--sa-corner-height': '0px',
                      } as CSSProperties
                    }
                  >
                    <div
                      className="m_c0783ff9 mantine-ScrollArea-viewport"
                      data-offset-scrollbars="y"
                      data-scrollbars="xy"
                      style={{ overflow: 'scroll', maxHeight: 'calc(13.75rem * var(--mantine-scale))' }}
                    >
                      <div className="m_b1336c6 mantine-ScrollArea-content">
                        {groups.map((group) =>
                          group.group === null ? (
                            group.items.map(renderOption)
                          ) : (
                            <div
                              key={group.group}
                              className="m_254f3e4f mantine-Select-group"
                              role="group"
                              aria-label={group.group}
                            >
                              <div className="m_2bb2e9e5 mantine-Select-groupLabel">{group.group}</div>
                              {group.items.map(renderOption)}
                            </div>
                          ),
                        )}
                      </div>
                    </div>
                  </div>
                </div>
              </div>
              {shown.length === 0 && (
                <div className="m_2530cd1d mantine-Select-empty">{nothingFoundMessage}</div>
              )}
            </div>
          </div>
        )}
      </div>
    </div>
  );
}

/** The centred 420px picker above a team's page (Mantine's maw={420} mx="auto" mb="xl"). */
export const WIDE_PICKER: CSSProperties = {
  marginInline: 'auto',
  marginBottom: 'var(--mantine-spacing-xl)',
  maxWidth: 'calc(26.25rem * var(--mantine-scale))',
};
