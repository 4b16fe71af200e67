import type { ReactNode } from 'react';

/** What QueryState reads of a query: a useQuery or a useInfiniteQuery result. */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  error: unknown;
  refetch: () => unknown;
}

/** What a page says about a failure: its own words, and what it offers instead of a retry. */
export interface QueryProblem {
  message: ReactNode;
  /** False for a refusal that asking again would only repeat (not found, not yours). */
  retry?: boolean;
  /** Shown in place of the retry button when there is none (a way back, say). */
  instead?: ReactNode;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** Shown until the first answer (a spinner line, a skeleton, the full-page loader). */
  pending: ReactNode;
  /** The failure's words, the same for every error or chosen by it. */
  problem: ReactNode | ((error: unknown) => QueryProblem);
  retryLabel: string;
  /** The failure block's class: each page styles its own. */
  className: string;
  buttonClassName?: string;
  /** A failure once something is shown (a later page, a refetch) leaves what is shown in place. */
  keepData?: boolean;
  children: (data: T) => ReactNode;
}

/**
 * The loading and failure states every page shows around a query, written once: `pending` until
 * the first answer, then the page's message for a failure with a retry (role alert), else the
 * page itself, given the data.
 */
export function QueryState<T>({
  query,
  pending,
  problem,
  retryLabel,
  className,
  buttonClassName = 'button button--ghost',
  keepData = false,
  children,
}: QueryStateProps<T>) {
  if (query.isPending) return pending;
  if (query.isError && !(keepData && query.data !== undefined)) {
    const said = typeof problem === 'function' ? problem(query.error) : { message: problem };
    return (
      <div className={className} role="alert">
        <p>{said.message}</p>
        {said.retry === false ? (
          said.instead
        ) : (
          <button type="button" className={buttonClassName} onClick={() => void query.refetch()}>
            {retryLabel}
          </button>
        )}
      </div>
    );
  }
  return children(query.data as T);
}
