import { useMemo, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Button,
  ComboBox,
  Input,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  useFilter,
  type Key,
} from 'react-aria-components';
import { messages, searchDefaults, searchResultHref, searchTypeCodes, searchTypes } from '@wbn/contracts';
import { useCountries } from '../../../shared/api/reference-data.ts';
import { useSelectTextOnFocus } from '../../../shared/ui/form/select-on-focus.ts';

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

function ChevronIcon() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
    </svg>
  );
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
    () => [
      { id: GLOBAL, name: t('search.global'), emoji: '🌐' },
      ...(countries ?? []).map((c) => ({ id: c.code, name: c.countryName, emoji: c.emoji })),
    ],
    [countries, t],
  );
  const { contains } = useFilter({ sensitivity: 'base' });
  // Typing in the country box replaces the country shown ("Global") rather than adding to it.
  const selectCountryOnFocus = useSelectTextOnFocus();

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
      <Select
        className="search-bar__type"
        aria-label={t('search.type')}
        value={form.business}
        onChange={(key: Key | null) => key !== null && setForm((f) => ({ ...f, business: String(key) }))}
      >
        <Button className="select-trigger" data-testid="search-type">
          <SelectValue className="select-trigger__value" />
          <ChevronIcon />
        </Button>
        <Popover className="popover" placement="bottom start">
          <ListBox className="listbox" items={searchTypes.map((s) => ({ id: s.code, name: s.name }))}>
            {(item) => (
              <ListBoxItem className="listbox__item" id={item.id}>
                {item.name}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </Select>

      <ComboBox
        // A country taken from the address shows its name once the list arrives (React Aria
        // updates the text of a selection whose item comes later). No remount on arrival: that
        // would take the focus, and the letters, from a visitor already typing.
        className="search-bar__country"
        aria-label={t('search.country')}
        // defaultItems: the ComboBox filters the list itself as the visitor types.
        defaultItems={countryItems}
        selectedKey={form.countries}
        onSelectionChange={(key) => key !== null && setForm((f) => ({ ...f, countries: String(key) }))}
        defaultFilter={contains}
        menuTrigger="focus"
      >
        <div className="combo">
          <Input className="combo__input" data-testid="search-country" {...selectCountryOnFocus} />
          <Button className="combo__button" aria-label={t('search.country')}>
            <ChevronIcon />
          </Button>
        </div>
        <Popover className="popover" placement="bottom start">
          <ListBox
            className="listbox"
            renderEmptyState={() => <p className="listbox__empty">{t('search.noCountry')}</p>}
          >
            {(item: (typeof countryItems)[number]) => (
              <ListBoxItem className="listbox__item" id={item.id} textValue={item.name}>
                <span aria-hidden="true">{item.emoji}</span> {item.name}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>

      <div className="search-bar__text">
        <input
          type="search"
          name="search"
          className="search-bar__input"
          aria-label={t('search.text')}
          placeholder={messages.searchPlaceholder}
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
