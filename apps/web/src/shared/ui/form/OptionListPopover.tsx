import { ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { limits } from '@wbn/contracts';
import type { SelectOption } from './options.ts';

const rowStyle = { minHeight: limits.selectRowHeight };

/**
 * The option list both selects open: menu at most 140 px high, rows 35 px (the spec's select
 * constants). A ComboBox feeds it its filtered items through context, a Select passes `items`.
 */
export function OptionListPopover({
  items,
  emptyText,
}: {
  items?: Iterable<SelectOption>;
  emptyText?: string;
}) {
  return (
    <Popover className="wbn-popover" offset={4}>
      <ListBox<SelectOption>
        className="wbn-listbox"
        style={{ maxHeight: limits.selectMenuMaxHeight }}
        {...(items ? { items } : {})}
        {...(emptyText
          ? { renderEmptyState: () => <div className="wbn-listbox__empty">{emptyText}</div> }
          : {})}
      >
        {(item) => (
          <ListBoxItem
            id={item.id}
            textValue={item.label}
            isDisabled={item.isDisabled}
            className="wbn-listbox__item"
            style={rowStyle}
          >
            {item.label}
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  );
}
