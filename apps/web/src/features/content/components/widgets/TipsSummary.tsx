import { Link } from 'react-router';
import { usePageContext } from '../page-context.ts';

/** The About us summary: the same tips, linked by their short route form. */
export function TipsSummary() {
  const { tips } = usePageContext();
  return (
    <ol className="tips-summary">
      {tips.map((tip) => (
        <li key={tip.slug}>
          <Link to={`/${tip.slug}`}>{tip.title}</Link>: {tip.excerpt}
        </li>
      ))}
    </ol>
  );
}
