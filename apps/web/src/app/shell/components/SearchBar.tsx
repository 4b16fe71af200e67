import { Suspense, lazy, useMemo, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { messages, searchDefaults, searchResultHref, searchTypeCodes } from '@wbn/contracts';
import { useCountries } from '../../../shared/api/reference-data.ts';
import { ChevronIcon } from './icons.tsx';
import type { CountryItem, SearchPickersProps } from './SearchPickers.tsx';
import { say } from '../../../shared/i18n/say.ts';

// React Aria's Select and ComboBox are most of the header's code: they come just after the first
// render, in a chunk of their own (decision 0015).
const SearchPickers = lazy(() => import('./SearchPickers.tsx').then((m) => ({ default: m.SearchPickers })));

const RESULTS_PATH = '/search-result';
const GLOBAL = 'global';

interface SearchForm {
  business: string;
  countries: string;
  search: string;
}

const defaults: SearchForm = { ...searchDefaults };

/** Reads the bar's fields from /search-result's query, with the spec's defaults for anything odd. */
function formFromParams(params: URLSearchParams): SearchForm {
  const business = (params.get('business') ?? '').toUpperCase();
  const country = params.get('countries') ?? '';
  return {
    business: (searchTypeCodes as readonly string[]).includes(business) ? business : defaults.business,
    countries: !country || country.toLowerCase() === GLOBAL ? GLOBAL : country.toUpperCase(),
    search: params.get('search') ?? '',
  };
}

export function SearchIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m15.5 15.5 5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The header's search bar: search type, country and text. It submits to /search-result and, while
 * the visitor is on that page, always shows what the address says (back, forward and links included).
 */
export function SearchBar() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { pathname, search: queryString } = useLocation();
  const [params] = useSearchParams();
  const onResults = pathname === RESULTS_PATH;

  const [form, setForm] = useState<SearchForm>(() => (onResults ? formFromParams(params) : defaults));
  const [syncedQuery, setSyncedQuery] = useState<string | null>(onResults ? queryString : null);
  // Follow the address while on the results page (adjusting state during render, not in an effect).
  if (onResults && queryString !== syncedQuery) {
    setSyncedQuery(queryString);
    setForm(formFromParams(params));
  }

  const { data: countries } = useCountries();
  const countryItems = useMemo(
    (): CountryItem[] => [
      { id: GLOBAL, name: t('search.global'), emoji: '🌐' },
      ...(countries ?? []).map((c) => ({ id: c.code, name: c.countryName, emoji: c.emoji })),
    ],
    [countries, t],
  );

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const href = searchResultHref({
      business: form.business,
      countries: form.countries,
      search: form.search.trim(),
    });
    // The bar already shows what this address will say: don't let its arrival overwrite typing since.
    setSyncedQuery(href.slice(href.indexOf('?')));
    void navigate(href);
  };

  return (
    <form className="search-bar" role="search" aria-label={t('search.label')} onSubmit={submit}>
      <Suspense
        fallback={
          <InertPickers business={form.business} countries={form.countries} countryItems={countryItems} />
        }
      >
        <SearchPickers
          business={form.business}
          countries={form.countries}
          countryItems={countryItems}
          onBusinessChange={(business) => setForm((f) => ({ ...f, business }))}
          onCountryChange={(countries) => setForm((f) => ({ ...f, countries }))}
        />
      </Suspense>

      <div className="search-bar__text">
        <input
          type="search"
          name="search"
          className="search-bar__input"
          aria-label={t('search.text')}
          placeholder={say(messages.searchPlaceholder)}
          value={form.search}
          onChange={(e) => setForm((f) => ({ ...f, search: e.target.value }))}
          enterKeyHint="search"
        />
        <button type="submit" className="search-bar__submit" aria-label={t('search.submit')}>
          <SearchIcon />
        </button>
      </div>
    </form>
  );
}

/**
 * What the type list and country box look like until their code arrives, moments after the first
 * render: the same markup and classes, so nothing moves when they are swapped in, but inert (the
 * button disabled, the box read-only) for that moment.
 */
function InertPickers({
  business,
  countries,
  countryItems,
}: Omit<SearchPickersProps, 'onBusinessChange' | 'onCountryChange'>) {
  const { t } = useTranslation('shell');
  return (
    <>
      <div className="search-bar__type">
        <button
          type="button"
          className="select-trigger"
          data-testid="search-type"
          aria-label={t('search.type')}
          disabled
        >
          <span className="select-trigger__value">{t(`search.types.${business}`)}</span>
          <ChevronIcon />
        </button>
      </div>
      <div className="search-bar__country">
        <div className="combo">
          <input
            className="combo__input"
            data-testid="search-country"
            aria-label={t('search.country')}
            value={countryItems.find((c) => c.id === countries)?.name ?? ''}
            readOnly
          />
          <button
            type="button"
            className="combo__button"
            aria-label={t('search.country')}
            tabIndex={-1}
            disabled
          >
            <ChevronIcon />
          </button>
        </div>
      </div>
    </>
  );
}
