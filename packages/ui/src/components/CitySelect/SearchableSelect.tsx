'use client';

import { useCombobox } from 'downshift';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { cx } from '../private/cx.ts';
import { ChevronDownIcon } from '../private/icons.tsx';
import * as styles from './SearchableSelect.css.ts';

/** The words SearchableSelect writes itself. */
export interface SearchableSelectLabels {
  /** Shown (and announced) in the list while `loading`, e.g. 'Loading cities…'. */
  loading: ReactNode;
  /** Shown (and announced) when nothing matches the typed text; it is not an option. */
  notFound: ReactNode;
  /** Accessible name of the button that opens the list. */
  toggle: string;
}

/** SearchableSelect's English words. */
export const defaultSearchableSelectLabels: SearchableSelectLabels = {
  loading: 'Loading…',
  notFound: 'Not Found',
  toggle: 'Show options',
};

export interface SearchableSelectProps<T> {
  /** The visible label; also the field's accessible name. */
  label: ReactNode;
  /** Every choice. Only these can be selected: free text never becomes the value. */
  items: readonly T[];
  /** The text shown and searched for an item. */
  itemToString: (item: T) => string;
  /** A stable key per item (React keys, form value, equality); defaults to `itemToString`. */
  itemToKey?: (item: T) => string | number;
  /** The selected item, controlled (`null` for none). */
  selectedItem?: T | null;
  /** The initially selected item, uncontrolled. */
  defaultSelectedItem?: T | null;
  /** Called with the newly selected item (or `null` when cleared). */
  onSelectedItemChange?: (item: T | null) => void;
  /** Open the list on first render (e.g. to show it in a picture); it closes as usual. */
  defaultOpen?: boolean;
  /** Shown in the empty field. */
  placeholder?: string;
  /** Sort the items alphabetically by their text (in the user's locale). */
  sort?: boolean;
  /** Height of the list before it scrolls, in px. Default 150. */
  maxHeight?: number;
  /** While true, the list shows `labels.loading` instead of items (e.g. while they are fetched). */
  loading?: boolean;
  /** The field's own words (loading, nothing found, toggle name), to translate or adjust; English by default. */
  labels?: Partial<SearchableSelectLabels>;
  /** Help text under the field, wired with `aria-describedby`. */
  hint?: ReactNode;
  /** An error message: marks the field invalid and is announced with it (in the hint's place). */
  error?: ReactNode;
  /** Submits the selected item's key with a surrounding form. */
  name?: string;
  disabled?: boolean;
  required?: boolean;
  /** The input's id (the label points to it). */
  id?: string;
  className?: string;
}

/**
 * A searchable single select (WAI-ARIA combobox with a listbox) on downshift's `useCombobox`.
 * Typing filters the items (case-insensitive, anywhere in the text); arrow keys move, Enter
 * selects, Escape closes. The value always comes from the list: leaving the field with other text
 * restores the selected item's text. Every downshift prop getter and ARIA attribute is wired here.
 *
 * The filtered list is derived during the same render as the keystroke (from the typed text kept
 * in state by the input's own change handler), not in `onInputValueChange`, which downshift calls
 * from an effect and would paint the list one render late.
 */
export function SearchableSelect<T>({
  label,
  items,
  itemToString,
  itemToKey = itemToString,
  selectedItem,
  defaultSelectedItem = null,
  onSelectedItemChange,
  defaultOpen = false,
  placeholder,
  sort = false,
  maxHeight = 150,
  loading = false,
  labels: labelOverrides,
  hint,
  error,
  name,
  disabled,
  required,
  id,
  className,
}: SearchableSelectProps<T>) {
  const labels = { ...defaultSearchableSelectLabels, ...labelOverrides };
  const autoId = useId();
  const inputId = id ?? autoId;
  // What the visitor typed since the list opened; '' shows every item.
  const [query, setQuery] = useState('');
  const searchable = useMemo(() => {
    const list = items.map((item) => ({ item, text: itemToString(item) }));
    if (sort) list.sort((a, b) => a.text.localeCompare(b.text));
    return list.map(({ item, text }) => ({ item, text, lower: text.toLowerCase() }));
  }, [items, itemToString, sort]);
  const matches = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return (needle ? searchable.filter((entry) => entry.lower.includes(needle)) : searchable).map(
      (entry) => entry.item,
    );
  }, [searchable, query]);

  // Only the rows in view (and a few around them) are rendered: mounting and unmounting hundreds
  // of rows per keystroke cost 140–170 ms at 4× CPU throttling with 1,000 cities, over budget.
  const menuRef = useRef<HTMLUListElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [rowHeight, setRowHeight] = useState(36);

  const toText = (item: T | null) => (item === null ? '' : itemToString(item));
  const {
    isOpen,
    highlightedIndex,
    selectedItem: selected,
    getLabelProps,
    getInputProps,
    getToggleButtonProps,
    getMenuProps,
    getItemProps,
  } = useCombobox<T>({
    items: matches as T[],
    itemToString: toText,
    itemToKey: (item) => (item === null ? null : itemToKey(item)),
    inputId,
    initialIsOpen: defaultOpen,
    ...(selectedItem === undefined ? { defaultSelectedItem } : { selectedItem }),
    onSelectedItemChange: (changes) => onSelectedItemChange?.(changes.selectedItem ?? null),
    onIsOpenChange: (changes) => {
      if (!changes.isOpen) setQuery('');
    },
    // Rows out of the window have no element to scroll to: the effect below scrolls by index.
    scrollIntoView: () => {},
    stateReducer: (_state, { type, changes }) => {
      // Free text never stays: leaving the field or Escape shows the selected item's text again.
      if (
        type === useCombobox.stateChangeTypes.InputBlur ||
        type === useCombobox.stateChangeTypes.InputKeyDownEscape
      ) {
        return { ...changes, inputValue: toText(changes.selectedItem ?? null) };
      }
      return changes;
    },
  });

  const overscan = 4;
  const windowSize = Math.ceil(maxHeight / rowHeight) + 2 * overscan;
  let first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  // The highlighted row is always rendered, so aria-activedescendant never points at nothing.
  if (
    highlightedIndex >= 0 &&
    (highlightedIndex < first || highlightedIndex >= first + windowSize)
  ) {
    first = Math.max(0, highlightedIndex - overscan);
  }
  const last = Math.min(matches.length, first + windowSize);

  useEffect(() => {
    const menu = menuRef.current;
    const row = menu?.querySelector('li');
    if (!menu || !row) return;
    if (row.offsetHeight) setRowHeight(row.offsetHeight);
    if (highlightedIndex < 0) return;
    const top = highlightedIndex * (row.offsetHeight || rowHeight);
    if (top < menu.scrollTop) menu.scrollTop = top;
    else if (top + row.offsetHeight > menu.scrollTop + menu.clientHeight) {
      menu.scrollTop = top + row.offsetHeight - menu.clientHeight;
    }
  }, [highlightedIndex, rowHeight]);

  const messageId = `${inputId}-message`;
  const message = error || hint;
  const status = loading ? labels.loading : query && matches.length === 0 ? labels.notFound : null;

  return (
    <div className={cx(styles.root, className)} data-state={error ? 'invalid' : undefined}>
      {/* biome-ignore lint/a11y/noLabelWithoutControl: getLabelProps sets htmlFor */}
      <label className={styles.label} {...getLabelProps()}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          className={styles.input}
          {...getInputProps({
            placeholder,
            disabled,
            required,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': message ? messageId : undefined,
            onChange: (event) => {
              setQuery(event.currentTarget.value);
              // A new filter starts at the top of its list (touching scrollTop only when needed:
              // writing it forces a layout in the middle of the keystroke).
              if (scrollTop !== 0 && menuRef.current) {
                menuRef.current.scrollTop = 0;
                setScrollTop(0);
              }
            },
          })}
        />
        <button
          className={styles.toggle}
          {...getToggleButtonProps({ disabled, 'aria-label': labels.toggle })}
        >
          <ChevronDownIcon />
        </button>
        <div className={styles.popup} data-state={isOpen ? 'open' : 'closed'}>
          <ul
            className={styles.menu}
            style={{
              maxHeight,
              paddingTop: first * rowHeight,
              paddingBottom: Math.max(0, matches.length - last) * rowHeight,
            }}
            {...getMenuProps({
              ref: menuRef,
              'aria-busy': loading || undefined,
              onScroll: (event) => setScrollTop(event.currentTarget.scrollTop),
            })}
          >
            {isOpen &&
              !loading &&
              matches.slice(first, last).map((item, offset) => {
                const index = first + offset;
                return (
                  <li
                    key={itemToKey(item)}
                    className={styles.item}
                    aria-setsize={matches.length}
                    aria-posinset={index + 1}
                    data-highlighted={highlightedIndex === index ? '' : undefined}
                    data-selected={
                      selected !== null && itemToKey(selected) === itemToKey(item) ? '' : undefined
                    }
                    {...getItemProps({ item, index })}
                  >
                    {itemToString(item)}
                  </li>
                );
              })}
          </ul>
          <div className={styles.status} role="status">
            {isOpen && status}
          </div>
        </div>
      </div>
      {message && (
        <p id={messageId} className={styles.message}>
          {message}
        </p>
      )}
      {name && (
        <input type="hidden" name={name} value={selected === null ? '' : itemToKey(selected)} />
      )}
    </div>
  );
}
