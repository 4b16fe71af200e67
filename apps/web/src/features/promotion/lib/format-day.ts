/** "12 May 2031": a day of the promotion screen (Unix seconds), in the page's language, UTC. */
export const formatDay = (seconds: number, language: string): string =>
  new Date(seconds * 1000).toLocaleDateString(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
