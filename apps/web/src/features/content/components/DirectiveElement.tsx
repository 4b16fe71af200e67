import type { ComponentProps } from 'react';
import type { ExtraProps } from 'react-markdown';
import { ContentBlock } from './ContentBlock.tsx';
import { Widget } from './widgets/Widget.tsx';

type HastElement = NonNullable<ExtraProps['node']>;

/**
 * The `div`s of a rendered content file: Markdown without HTML makes none of its own, so each is
 * a directive that remarkContent marked with `dataWidget` (a widget) or `dataBlock` (a container).
 */
export function DirectiveElement({ node, children }: ComponentProps<'div'> & ExtraProps) {
  const attributes = stringProperties(node);
  const { dataWidget, dataBlock, ...rest } = attributes;
  if (dataWidget)
    return (
      <Widget name={dataWidget} attributes={rest}>
        {children}
      </Widget>
    );
  return (
    <ContentBlock kind={dataBlock ?? 'block'} image={rest.image} alt={rest.alt} headingId={headingId(node)}>
      {children}
    </ContentBlock>
  );
}

function stringProperties(node: HastElement | undefined): Record<string, string> {
  const entries = Object.entries(node?.properties ?? {});
  return Object.fromEntries(entries.filter((e): e is [string, string] => typeof e[1] === 'string'));
}

function headingId(node: HastElement | undefined): string | undefined {
  for (const child of node?.children ?? [])
    if (child.type === 'element' && /^h[2-4]$/.test(child.tagName) && typeof child.properties.id === 'string')
      return child.properties.id;
  return undefined;
}
