import './text.css';

/**
 * A person's photo or a business's logo, or their initials on a tinted disc when there is none.
 * Decorative: the name is always written beside it.
 */
export function Avatar({
  photo,
  name,
  size = 40,
  square,
}: {
  photo: { url: string } | null;
  name: string;
  size?: number;
  /** Business logos are square with rounded corners; people are round. */
  square?: boolean;
}) {
  const style = { width: size, height: size, borderRadius: square ? '8px' : '50%' };
  if (photo?.url) {
    return (
      <img
        className="wbn-avatar"
        src={photo.url}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        style={{ ...style, objectFit: square ? 'contain' : 'cover' }}
      />
    );
  }
  const initials = name
    .split(/\s+/)
    .filter((w) => /^[\p{L}\p{N}]/u.test(w))
    .slice(0, 2)
    .map((w) => [...w][0]!.toUpperCase())
    .join('');
  return (
    <span
      className="wbn-avatar wbn-avatar--initials"
      aria-hidden="true"
      style={{ ...style, fontSize: Math.round(size * 0.4) }}
    >
      {initials}
    </span>
  );
}
