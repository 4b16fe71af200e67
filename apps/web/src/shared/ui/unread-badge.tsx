import './unread-badge.css';

/**
 * An unread count (the bell, the Messages link, the menu's entries): 99+ past 99, nothing when
 * there is nothing unread. The number itself is not read out: `label` says it in words, or else
 * the control it sits on does.
 */
export function UnreadBadge({ count, label }: { count: number | undefined; label?: string }) {
  if (!count || count <= 0) return null;
  return (
    // <b>, not <span>: the header hides its links' and buttons' <span> labels on narrow screens,
    // never the count.
    <b className="unread-badge">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      {label ? <span className="visually-hidden">{label}</span> : null}
    </b>
  );
}
