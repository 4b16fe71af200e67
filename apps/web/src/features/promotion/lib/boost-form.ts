import { boostLimits, type BoostTargetType, type CreateBoostBody, type PromotionState } from '@wbn/contracts';

/** One choice of what to boost: `product:<id>` or `post:<id>`, with the words that show it. */
export interface TargetChoice {
  id: string;
  kind: BoostTargetType;
  targetID: string;
  name: string;
}

/** The products, then the posts, the business may boost: those not being boosted now. */
export function targetChoices(state: PromotionState): TargetChoice[] {
  const running = new Set(state.boosts.filter((b) => b.status === 'active').map((b) => b.targetID));
  const of = (kind: BoostTargetType, list: { id: string; name: string }[]) =>
    list
      .filter((x) => !running.has(x.id))
      .map((x) => ({ id: `${kind}:${x.id}`, kind, targetID: x.id, name: x.name }));
  return [...of('product', state.targets.products), ...of('post', state.targets.posts)];
}

export interface BoostFormValues {
  /** A TargetChoice id, or null before one is chosen. */
  target: string | null;
  /** As typed. */
  days: string;
}

export type BoostFormErrors = Partial<Record<'target' | 'days', string>>;

/** The body to send, or what to fix first (the same rules as the API's, in the screen's words). */
export function boostBody(
  businessID: string,
  values: BoostFormValues,
  choices: readonly TargetChoice[],
  words: { chooseTarget: string; days: string },
): { body: CreateBoostBody } | { errors: BoostFormErrors } {
  const errors: BoostFormErrors = {};
  const choice = choices.find((c) => c.id === values.target);
  if (!choice) errors.target = words.chooseTarget;
  const days = Number(values.days);
  if (!/^\d+$/.test(values.days.trim()) || days < boostLimits.daysMin || days > boostLimits.daysMax)
    errors.days = words.days;
  if (!choice || errors.days) return { errors };
  return { body: { businessID, targetType: choice.kind, targetID: choice.targetID, days } };
}
