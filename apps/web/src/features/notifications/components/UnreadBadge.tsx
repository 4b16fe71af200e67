import '../notifications.css';

/**
 * The unread count on the bell and beside the menu's Notifications entry. The number itself is
 * not read out: `label` says it in words, or else the control it sits on does.
 */
export function UnreadBadge({ count, label }: { count: number | undefined; label?: string }) {
  if (!count || count <= 0) return null;
  return (
    // <b>, not <span>: the header hides its buttons' <span> labels on narrow screens, never the count.
    <b className="unread-badge">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      {label ? <span className="visually-hidden">{label}</span> : null}
    </b>
  );
}
