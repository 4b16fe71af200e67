import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messages } from '@wbn/contracts';
import type { DetailRow, DetailValue } from '../../lib/profile-rows.ts';
import { say } from '../../../../shared/i18n/say.ts';

export interface DetailTableProps {
  rows: readonly DetailRow[];
  /** Rows shown before "View more"; longer tables start collapsed. */
  visibleRows?: number;
  /** The id of the heading that names the table. */
  labelledBy: string;
}

/** Tables longer than this start collapsed with a View more toggle. */
export const DETAIL_TABLE_VISIBLE_ROWS = 6;

const isEmpty = (value: DetailValue) => value === null || value === '';

function Value({ value, dash, newTab }: { value: DetailValue; dash: string; newTab: string }) {
  if (isEmpty(value)) return <span className="detail-table__empty">{dash}</span>;
  if (typeof value === 'string') return <>{value}</>;
  return value.external ? (
    <a href={value.href} target="_blank" rel="noopener noreferrer nofollow">
      {value.text}
      <span className="visually-hidden"> {newTab}</span>
    </a>
  ) : (
    <a href={value.href}>{value.text}</a>
  );
}

/**
 * The spec's detail table: labels on the left, values on the right (stacked on narrow screens), a
 * dash for a missing value, and View more / View less when there are many rows. A table with no
 * value at all ends in the spec's empty-table footer, "No content".
 */
export function DetailTable({ rows, visibleRows = DETAIL_TABLE_VISIBLE_ROWS, labelledBy }: DetailTableProps) {
  const { t } = useTranslation('business', { keyPrefix: 'profile' });
  const [expanded, setExpanded] = useState(false);
  const bodyId = useId();
  const collapsible = rows.length > visibleRows;
  const shown = collapsible && !expanded ? rows.slice(0, visibleRows) : rows;
  const empty = rows.every((row) => isEmpty(row.value));

  return (
    <div className="detail-table">
      <table className="detail-table__table" aria-labelledby={labelledBy}>
        <tbody id={bodyId}>
          {shown.map((row) => (
            <tr key={row.key} data-field={row.key}>
              <th scope="row">{row.label}</th>
              <td
                className={row.long ? 'detail-table__long' : undefined}
                lang={row.lang && !isEmpty(row.value) ? row.lang : undefined}
              >
                <Value value={row.value} dash={t('dash')} newTab={t('externalLink')} />
              </td>
            </tr>
          ))}
        </tbody>
        {empty ? (
          <tfoot>
            <tr>
              <td colSpan={2} className="detail-table__footer">
                {say(messages.noContent)}
              </td>
            </tr>
          </tfoot>
        ) : null}
      </table>
      {collapsible ? (
        <button
          type="button"
          className="detail-table__toggle"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? t('viewLess') : t('viewMore')}
        </button>
      ) : null}
    </div>
  );
}
