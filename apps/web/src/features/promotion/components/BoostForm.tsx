import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { boostLimits, type PromotionState } from '@wbn/contracts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { explainFailure } from '../../../shared/api/explain-failure.ts';
import { Field, SelectField } from '../../../shared/ui/form/index.ts';
import { useStartBoost } from '../api/promotion.ts';
import { boostBody, targetChoices, type BoostFormErrors } from '../lib/boost-form.ts';
import { formatDay } from '../lib/format-day.ts';

/** Starts a boost: what (a product or a post of the business) and for how many days. */
export function BoostForm({ state, viewer }: { state: PromotionState; viewer: string }) {
  const { t, i18n } = useTranslation('promotion');
  const start = useStartBoost(state.businessID, viewer);
  const [target, setTarget] = useState<string | null>(null);
  const [days, setDays] = useState('7');
  const [errors, setErrors] = useState<BoostFormErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [started, setStarted] = useState<string | null>(null);
  const choices = targetChoices(state);

  const status = started ? (
    <p className="pr-success" role="status">
      {started}
    </p>
  ) : null;
  // What may be boosted is all being boosted (the boost just started, say), or there is nothing yet.
  if (choices.length === 0) {
    const any = state.targets.products.length + state.targets.posts.length > 0;
    return (
      <div className="pr-form-empty">
        {status}
        <p className="pr-muted">{any ? t('form.allBoosted') : t('form.nothing')}</p>
      </div>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    setStarted(null);
    const checked = boostBody(state.businessID, { target, days }, choices, {
      chooseTarget: t('form.chooseTarget'),
      days: t('form.daysError'),
    });
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    start.mutate(checked.body, {
      onSuccess: (boost) => {
        setTarget(null);
        setStarted(
          t('form.started', { name: boost.targetName ?? '', date: formatDay(boost.endsAt, i18n.language) }),
        );
      },
      onError: (error) => {
        const days = error instanceof ApiError ? error.fieldMessage('days') : undefined;
        const targetError = error instanceof ApiError ? error.fieldMessage('targetID') : undefined;
        if (days || targetError)
          setErrors({ ...(days ? { days } : {}), ...(targetError ? { target: targetError } : {}) });
        else setProblem(explainFailure(error));
      },
    });
  };

  return (
    <form className="pr-form" onSubmit={submit} noValidate aria-labelledby="boost-form-heading">
      <h3 id="boost-form-heading">{t('form.heading')}</h3>
      <SelectField
        label={t('form.target')}
        placeholder={t('form.targetPlaceholder')}
        options={choices.map((c) => ({ id: c.id, label: t(`form.${c.kind}`, { name: c.name }) }))}
        value={target}
        onChange={setTarget}
        isRequired
        {...(errors.target ? { error: errors.target } : {})}
        className="pr-form__target"
      />
      <Field label={t('form.days')} hint={t('form.daysHint')} error={errors.days} required>
        {(p) => (
          <input
            {...p}
            className="wbn-input pr-form__days"
            type="number"
            inputMode="numeric"
            min={boostLimits.daysMin}
            max={boostLimits.daysMax}
            step={1}
            value={days}
            onChange={(e) => setDays(e.target.value)}
          />
        )}
      </Field>
      <div className="pr-form__actions">
        <button type="submit" className="button button--primary" disabled={start.isPending}>
          {start.isPending ? t('form.sending') : t('form.submit')}
        </button>
      </div>
      {problem ? (
        <p className="pr-error" role="alert">
          {problem}
        </p>
      ) : null}
      {status}
    </form>
  );
}
