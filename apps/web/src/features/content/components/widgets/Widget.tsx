import type { ReactNode } from 'react';
import { ApiReference } from './ApiReference.tsx';
import { BuyNow } from './BuyNow.tsx';
import { CommonFooter } from './CommonFooter.tsx';
import { ContactOptions } from './ContactOptions.tsx';
import { LinkButton } from './LinkButton.tsx';
import { Management } from './Management.tsx';
import { NeedHelpButton } from './NeedHelpButton.tsx';
import { PlanFeatures } from './PlanFeatures.tsx';
import { PortalGrid } from './PortalGrid.tsx';
import { PortalList } from './PortalList.tsx';
import { PriceTable } from './PriceTable.tsx';
import { TipsCards } from './TipsCards.tsx';
import { TipsFooter } from './TipsFooter.tsx';
import { TipsSummary } from './TipsSummary.tsx';
import type { WidgetProps } from './widget-props.ts';

const widgets: Readonly<Record<string, (props: WidgetProps) => ReactNode>> = {
  'price-table': PriceTable,
  'plan-features': PlanFeatures,
  'buy-now': BuyNow,
  'portal-grid': PortalGrid,
  'portal-list': PortalList,
  management: Management,
  'tips-cards': TipsCards,
  'tips-summary': TipsSummary,
  'tips-footer': TipsFooter,
  'common-footer': CommonFooter,
  'need-help': NeedHelpButton,
  'contact-options': ContactOptions,
  'link-button': LinkButton,
  'api-reference': ApiReference,
};

/** `::name` in a content file. Unknown names render nothing (and warn while developing). */
export function Widget({ name, attributes = {}, children }: { name: string } & Partial<WidgetProps>) {
  const Component = Object.hasOwn(widgets, name) ? widgets[name] : undefined;
  if (!Component) {
    if (import.meta.env.DEV) console.warn(`Unknown content widget "${name}"`);
    return null;
  }
  return <Component attributes={attributes}>{children}</Component>;
}
