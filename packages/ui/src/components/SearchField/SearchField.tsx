import { useContext, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import {
  ComboBox,
  ComboBoxStateContext,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  VisuallyHidden,
  type ComboBoxProps,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { Description } from '../private/Description';
import type { FieldProps } from '../private/Field';
import { FieldError } from '../private/FieldError';
import { Label } from '../private/Label';
import { useAdoptEarlyText } from '../private/useFieldText';
import * as fieldStyles from '../private/field.css';
import * as listStyles from '../private/listbox.css';
import * as styles from './SearchField.css';

/** One result in the popover. */
export interface SearchResult {
  id: string;
  title: string;
  /** A second line, e.g. 'Internship · Remote'. */
  description?: string;
}

export interface SearchFieldProps
  extends
    Omit<
      ComboBoxProps<SearchResult>,
      | 'className'
      | 'style'
      | 'children'
      | 'items'
      | 'defaultItems'
      | 'inputValue'
      | 'defaultInputValue'
      | 'onInputChange'
      | 'selectedKey'
      | 'defaultSelectedKey'
      | 'onSelectionChange'
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'menuTrigger'
    >,
    Partial<Pick<FieldProps, 'label'>>,
    Omit<FieldProps, 'label'> {
  /** The search text (controlled). */
  query?: string;
  /** The search text at first (uncontrolled). */
  defaultQuery?: string;
  /** Called as the visitor types; filter the results from it. */
  onQueryChange?: (query: string) => void;
  /** The results for the current query, already filtered and limited by the app. */
  results: readonly SearchResult[];
  /** Called with the id of the result the visitor chose (Enter or a click). */
  onSelect?: (id: string) => void;
  /** A line under the results, e.g. 'Showing top 8 results...'. */
  note?: ReactNode;
  /**
   * Shown when the query finds nothing.
   * @default query => `No results found for "${query}"`
   */
  emptyText?: (query: string) => ReactNode;
  /**
   * Announced politely when the number of results changes.
   * @default count => '1 result' / 'N results'
   */
  resultsMessage?: (count: number) => string;
  /** Keep the label for screen readers only (a search box in a header). @default false */
  hideLabel?: boolean;
  /** @default 'Search' */
  placeholder?: string;
  /**
   * Wrap it in a search landmark (`role="search"`), right for a site search. Set false for a
   * search inside a form or a landmark that already says what it is.
   * @default true
   */
  isLandmark?: boolean;
}

/**
 * A search box with a popover of results (the WAI-ARIA combobox with a listbox popup). Wraps
 * react-aria-components' ComboBox: typing opens the results, Up and Down move through them,
 * Enter chooses, Escape closes. The app owns the results: it filters on `onQueryChange` and
 * passes `results`; the kit shows them, a `note` and an empty state.
 */
export function SearchField({
  label = 'Search',
  description,
  errorMessage,
  query,
  defaultQuery,
  onQueryChange,
  results,
  onSelect,
  note,
  emptyText = (text) => `No results found for "${text}"`,
  resultsMessage = (count) => (count === 1 ? '1 result' : `${count} results`),
  hideLabel = false,
  placeholder = 'Search',
  isLandmark = true,
  ...props
}: SearchFieldProps) {
  // The results popover is portalled into the field's own wrapper (still positioned over the
  // page), so it belongs to the search landmark rather than floating outside every landmark.
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div ref={setContainer} role={isLandmark ? 'search' : undefined}>
      <ComboBox
        {...props}
        items={results}
        {...(query === undefined ? {} : { inputValue: query })}
        {...(defaultQuery === undefined ? {} : { defaultInputValue: defaultQuery })}
        onInputChange={onQueryChange}
        // Nothing stays selected: choosing a result is an action (open it), not a value.
        selectedKey={null}
        onSelectionChange={(key) => {
          if (key != null) onSelect?.(String(key));
        }}
        menuTrigger="input"
        allowsEmptyCollection
        allowsCustomValue
        data-field-name={props.name}
        className={`${fieldStyles.field} ${styles.root}`}
      >
        {({ isOpen }) => (
          <>
            {hideLabel ? (
              <VisuallyHidden>
                <Label>{label}</Label>
              </VisuallyHidden>
            ) : (
              <Label>{label}</Label>
            )}
            <Description>{description}</Description>
            <FieldError>{errorMessage}</FieldError>
            <div className={styles.inputWrap}>
              <span className={styles.searchIcon}>
                <Icon name="search" size="small" />
              </span>
              {/* A text input with role="combobox" (set by ComboBox): ARIA in HTML allows no role
                  on type="search" without a `list`, so the Nu HTML Checker rejects a search-typed
                  combobox. The search landmark names its purpose; enterKeyHint keeps the phone
                  keyboard's search key. */}
              <Input
                ref={inputRef}
                type="text"
                enterKeyHint="search"
                placeholder={placeholder}
                className={`${fieldStyles.control} ${styles.input}`}
              />
            </div>
            <Popover
              className={`${listStyles.popover} ${styles.popover}`}
              offset={4}
              placement="bottom start"
              {...(container ? { UNSTABLE_portalContainer: container } : {})}
            >
              <ListBox
                className={listStyles.listBox}
                renderEmptyState={() => <EmptyState emptyText={emptyText} />}
              >
                {(result: SearchResult) => (
                  <ListBoxItem id={result.id} textValue={result.title} className={listStyles.option}>
                    <span className={styles.resultText}>
                      <span className={styles.resultTitle}>{result.title}</span>
                      {result.description ? (
                        <span className={styles.resultDescription}>{result.description}</span>
                      ) : null}
                    </span>
                  </ListBoxItem>
                )}
              </ListBox>
              {note && results.length > 0 ? <div className={styles.note}>{note}</div> : null}
            </Popover>
            <VisuallyHidden aria-live="polite">{isOpen ? resultsMessage(results.length) : ''}</VisuallyHidden>
            <AdoptEarlyInput inputRef={inputRef} />
          </>
        )}
      </ComboBox>
    </div>
  );
}

/** Reads the typed text from the combobox state, so the empty state also works uncontrolled. */
function EmptyState({ emptyText }: { emptyText: (query: string) => ReactNode }) {
  const state = useContext(ComboBoxStateContext);
  return <div className={listStyles.empty}>{emptyText(state?.inputValue ?? '')}</div>;
}

/**
 * A server-rendered field can be used before its code has hydrated it (a site may hydrate its
 * header only on first use). React Aria's state has then heard of neither the text nor the focus:
 * on mount it takes the text over (see useAdoptEarlyText) and, if the input has the focus, the
 * focus too, opening the results for the text, as typing would have.
 */
function AdoptEarlyInput({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const state = useContext(ComboBoxStateContext);
  useAdoptEarlyText(inputRef, state?.inputValue ?? '', (text) => state?.setInputValue(text));
  const adopted = useRef(false);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (adopted.current || !input || !state) return;
    adopted.current = true;
    if (input.ownerDocument.activeElement !== input) return;
    state.setFocused(true);
    if (input.value) state.open(null, 'input');
  }, [inputRef, state]);
  return null;
}
