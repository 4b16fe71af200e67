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
import { searchTypeCodes } from '@wbn/contracts';
import { useSelectTextOnFocus } from '../../../shared/ui/form/select-on-focus.ts';
import { ChevronIcon } from './icons.tsx';

export interface CountryItem {
  id: string;
  name: string;
  emoji: string;
}

export interface SearchPickersProps {
  business: string;
  countries: string;
  countryItems: CountryItem[];
  onBusinessChange: (code: string) => void;
  onCountryChange: (code: string) => void;
}

/**
 * The search bar's type list and country box (React Aria's Select and ComboBox). Their code is
 * most of React Aria, so the bar loads it just after the page's first render and shows an inert
 * copy of both until then (SearchBar.tsx, decision 0015).
 */
export function SearchPickers({
  business,
  countries,
  countryItems,
  onBusinessChange,
  onCountryChange,
}: SearchPickersProps) {
  const { t } = useTranslation('shell');
  const { contains } = useFilter({ sensitivity: 'base' });
  // Typing in the country box replaces the country shown ("Global") rather than adding to it.
  const selectCountryOnFocus = useSelectTextOnFocus();
  return (
    <>
      <Select
        className="search-bar__type"
        aria-label={t('search.type')}
        value={business}
        onChange={(key: Key | null) => key !== null && onBusinessChange(String(key))}
      >
        <Button className="select-trigger" data-testid="search-type">
          <SelectValue className="select-trigger__value" />
          <ChevronIcon />
        </Button>
        <Popover className="popover" placement="bottom start">
          <ListBox className="listbox">
            {/* The type names are the shell's strings, by code (the same in the inert copy). */}
            {searchTypeCodes.map((code) => (
              <ListBoxItem key={code} className="listbox__item" id={code}>
                {t(`search.types.${code}`)}
              </ListBoxItem>
            ))}
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
        selectedKey={countries}
        onSelectionChange={(key) => key !== null && onCountryChange(String(key))}
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
            {(item: CountryItem) => (
              <ListBoxItem className="listbox__item" id={item.id} textValue={item.name}>
                <span aria-hidden="true">{item.emoji}</span> {item.name}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
    </>
  );
}
