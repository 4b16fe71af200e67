import { useTranslation } from 'react-i18next';
import { productTextMax } from '@wbn/contracts';
import { emptyVideoRow, type ProductFormErrors, type VideoRow } from '../lib/product-form.ts';
import { RowInput } from './RowInput.tsx';
import { RowsFieldset } from './RowsFieldset.tsx';

/** Video links (YouTube or a video file's address), up to the contract's five. */
export function VideoLinksEditor({
  rows,
  errors,
  isDisabled,
  onChange,
}: {
  rows: VideoRow[];
  errors: ProductFormErrors;
  isDisabled: boolean;
  onChange: (rows: VideoRow[]) => void;
}) {
  const { t } = useTranslation('product');
  return (
    <RowsFieldset
      name="videos"
      legend={t('form.videos')}
      hint={t('form.videosHint', { max: productTextMax.videos })}
      rows={rows}
      max={productTextMax.videos}
      error={errors.videos}
      isDisabled={isDisabled}
      rowClassName="product-rows__row--video"
      removeLabel={(n) => t('form.removeVideoN', { n })}
      addText={t('form.addVideo')}
      newRow={emptyVideoRow}
      onChange={onChange}
    >
      {(row, i, update) => (
        <div data-field={`videos.${i}`}>
          <RowInput
            label={t('form.videoN', { n: i + 1 })}
            name={`videos.${i}`}
            type="url"
            inputMode="url"
            value={row.url}
            maxLength={productTextMax.url}
            placeholder="https://www.youtube.com/watch?v=…"
            autoComplete="off"
            disabled={isDisabled}
            error={errors[`videos.${i}`]}
            onChange={(e) => update({ url: e.target.value })}
          />
        </div>
      )}
    </RowsFieldset>
  );
}
