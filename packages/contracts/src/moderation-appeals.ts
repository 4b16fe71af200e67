import { z } from 'zod';
import {
  moderationMessages,
  moderationText,
  personRefSchema,
  reportItemTypes,
  reportReasons,
} from './moderation.ts';

/**
 * Statements of reasons and appeals (decision 0025): what the author of an action's subject reads
 * and sends, and what the console's Appeals tab lists and decides. A file of its own: the pages'
 * first loads that take moderation.ts (the report dialog's reasons) need none of it.
 */

export const appealMessages = {
  appealTextRequired: 'Say in a few words why this decision should change',
  appealTwice: 'You have already appealed this decision.',
  appealReversed: 'This decision has already been reversed.',
  appealOwnAction: 'You took this action: another operator must decide its appeal.',
  appealDecided: 'This appeal has already been decided.',
} as const;

/** What a statement of reasons can be about: the actions that reach an author. */
export const appealableActions = ['hide', 'warn', 'suspend'] as const;

export const appealStatuses = ['open', 'granted', 'rejected'] as const;
export type AppealStatus = (typeof appealStatuses)[number];

/**
 * A statement of reasons as its author reads it (GET /api/moderation/statements/{id}): what was
 * decided, about what, why, under which rule, and the appeal, if any.
 */
export const statementSchema = z.object({
  entryID: z.string(),
  action: z.enum(appealableActions),
  itemType: z.enum(reportItemTypes).nullable(),
  /** The item's text (cut) or name; null when it no longer exists. */
  about: z.string().nullable(),
  /** Where the item is seen (the author still sees it, greyed). */
  link: z.string().nullable(),
  reason: z.string(),
  /** The rules the reports named (the reasons, as `reportReasons`); empty: the terms in general. */
  rules: z.array(z.enum(reportReasons)),
  /** A suspension's end, Unix seconds; null for good or for other actions. */
  until: z.number().int().nullable(),
  createdAt: z.number().int(),
  /** The decision no longer holds (reversed, by an operator or a granted appeal). */
  reversed: z.boolean(),
  appeal: z
    .object({
      status: z.enum(appealStatuses),
      text: z.string(),
      createdAt: z.number().int(),
      decidedAt: z.number().int().nullable(),
    })
    .nullable(),
});
export type Statement = z.infer<typeof statementSchema>;

export const appealCreateSchema = z.object({ text: moderationText(appealMessages.appealTextRequired) });

/** An open appeal in the console's Appeals tab. */
export const appealSchema = z.object({
  appealID: z.string(),
  entryID: z.string(),
  text: z.string(),
  createdAt: z.number().int(),
  author: personRefSchema,
  action: z.enum(appealableActions),
  itemType: z.string().nullable(),
  itemID: z.string().nullable(),
  /** The action's reason, as the author was told. */
  reason: z.string(),
  /** Who took the action (null: the command line); that operator cannot decide. */
  operator: personRefSchema.nullable(),
  actedAt: z.number().int(),
});
export type Appeal = z.infer<typeof appealSchema>;
export const appealsSchema = z.object({ appeals: z.array(appealSchema) });

export const appealDecisions = ['grant', 'reject'] as const;
export const appealDecisionSchema = z.object({
  decision: z.enum(appealDecisions, { message: `One of: ${appealDecisions.join(', ')}` }),
  reason: moderationText(moderationMessages.reasonRequired),
});
export type AppealDecision = z.infer<typeof appealDecisionSchema>;
export const appealParamsSchema = z.object({ id: z.uuid({ message: 'Not a valid appeal id' }) });
export const statementParamsSchema = z.object({ id: z.uuid({ message: 'Not a valid statement id' }) });
