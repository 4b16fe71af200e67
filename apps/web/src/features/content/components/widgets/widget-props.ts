import type { ReactNode } from 'react';

/** What a `::name[label]{key="value"}` line of a content file gives its widget. */
export interface WidgetProps {
  attributes: Readonly<Record<string, string>>;
  /** The directive's label, already rendered as Markdown. */
  children?: ReactNode;
}
