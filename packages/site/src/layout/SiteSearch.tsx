import { SearchField, type SearchResult } from '@aarambh/ui';
import { useState } from 'react';
import { useNavigate, useToday } from '../boot';
import type { Opportunity } from '@aarambh/content';
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
 * category, among the open ones; at most 8 results; a result opens its opportunity page.
 */
export function SiteSearch() {
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
      label="Search opportunities"
      hideLabel
      placeholder="Search opportunities"
      query={query}
      onQueryChange={changeQuery}
      onFocus={() => void loadCatalogue().then(setList)}
      results={items}
      note={total > SEARCH_LIMIT ? 'Showing top 8 results...' : undefined}
      emptyText={(text) => (list ? `No opportunities found for "${text}"` : 'Searching...')}
      resultsMessage={(count) => (count === 1 ? '1 opportunity found' : `${count} opportunities found`)}
      onSelect={(id) => {
        setQuery('');
        void navigate(`/opportunity/${id}`);
      }}
    />
  );
}
