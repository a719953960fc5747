import { SearchField, type SearchResult } from '@aarambh/ui';
import { useState } from 'react';
import { useNavigate, useToday } from '../boot';
import type { Locale, Opportunity } from '@aarambh/content';
import { m } from '../paraglide/messages.js';
import { SEARCH_LIMIT, searchOpportunities } from '../lib/search';

/**
 * The catalogue, fetched the first time a visitor types: no first visit carries it (its own entry
 * point of `@aarambh/content`, so the lazy chunk holds the opportunities and nothing else).
 */
let catalogue: Promise<readonly Opportunity[]> | undefined;
const loadCatalogue = () =>
  (catalogue ??= import('@aarambh/content/opportunities').then((module) => module.opportunities));

/**
 * The navigation's search over the opportunities: title, company, location, skills, type and
 * category, among the open ones; at most 8 results; a result opens its opportunity page. Its
 * words in the page's language.
 */
export function SiteSearch({ locale }: { locale: Locale }) {
  const options = { locale };
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [list, setList] = useState<readonly Opportunity[] | undefined>(undefined);
  const { results, total } = searchOpportunities(list ?? [], query, useToday());

  const changeQuery = (next: string) => {
    setQuery(next);
    if (!list) void loadCatalogue().then(setList);
  };

  const items: SearchResult[] = results.map((entry) => ({
    id: String(entry.id),
    title: entry.title,
    description: `${entry.type} · ${entry.location}`,
  }));

  return (
    <SearchField
      label={m.search_label({}, options)}
      hideLabel
      placeholder={m.search_label({}, options)}
      query={query}
      onQueryChange={changeQuery}
      onFocus={() => void loadCatalogue().then(setList)}
      results={items}
      note={total > SEARCH_LIMIT ? m.search_top_results({}, options) : undefined}
      emptyText={(text) => (list ? m.search_none({ query: text }, options) : m.search_searching({}, options))}
      resultsMessage={(count) =>
        count === 1 ? m.search_found_one({}, options) : m.search_found_many({ count }, options)
      }
      onSelect={(id) => {
        setQuery('');
        void navigate(`/opportunity/${id}`);
      }}
    />
  );
}
