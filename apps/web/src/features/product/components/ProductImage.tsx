/**
 * A product picture, or the placeholder when the product has none. Pictures inside a link next to
 * the product's name are decorative (alt ""), so the name is not read twice.
 */
export function ProductImage({
  url,
  alt = '',
  className = 'product-image',
  loading = 'lazy',
}: {
  url: string | null | undefined;
  alt?: string;
  className?: string;
  loading?: 'lazy' | 'eager';
}) {
  if (url) return <img className={className} src={url} alt={alt} loading={loading} decoding="async" />;
  return (
    <span
      className={`${className} product-image--placeholder`}
      role={alt ? 'img' : undefined}
      aria-label={alt || undefined}
    >
      <svg viewBox="0 0 48 48" width="40" height="40" aria-hidden="true" focusable="false">
        <path
          d="M8 16 24 8l16 8v16l-16 8-16-8V16Zm16-4.5L12.6 17 24 22.6 35.4 17 24 11.5ZM11 19.4v11.2l11.5 5.8V25.1L11 19.4Zm14.5 17 11.5-5.8V19.4l-11.5 5.7v11.3Z"
          fill="currentColor"
        />
      </svg>
    </span>
  );
}
