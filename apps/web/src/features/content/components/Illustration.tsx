const urls = import.meta.glob<string>('../assets/illustrations/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});

export function illustrationUrl(name: string): string | undefined {
  return urls[`../assets/illustrations/${name}.svg`];
}

/** One of the feature's drawn illustrations; `alt` is required (empty only when decorative). */
export function Illustration({
  name,
  alt,
  className,
  eager = false,
}: {
  name: string;
  alt: string;
  className?: string;
  /** The hero picture is the first thing seen: do not defer it. */
  eager?: boolean;
}) {
  const src = illustrationUrl(name);
  if (!src) {
    if (import.meta.env.DEV) console.warn(`No illustration "${name}"`);
    return null;
  }
  return (
    <img
      className={['content-illustration', className].filter(Boolean).join(' ')}
      src={src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      width={320}
      height={200}
    />
  );
}
