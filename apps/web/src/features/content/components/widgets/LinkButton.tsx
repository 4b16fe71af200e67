import { Link } from 'react-router';
import type { WidgetProps } from './widget-props.ts';

/** `::link-button[Label words]{to="/path"}`: a call to action to another page. */
export function LinkButton({ attributes, children }: WidgetProps) {
  return (
    <p className="content-actions">
      <Link to={attributes.to ?? '/'} className="content-button content-button--primary">
        {children}
      </Link>
    </p>
  );
}
