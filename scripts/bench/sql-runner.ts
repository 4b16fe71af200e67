/** What the loader needs of a connection: pg's Pool has it. */
export interface SqlRunner {
  /** With a name, a driver that can prepares the statement once per connection. */
  query(text: string, params?: unknown[], name?: string): Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * EXPLAIN ANALYZE of every statement a statement runs inside functions (auto_explain), where the
   * database offers it; a search's work happens inside search_run().
   */
  explainNested?(text: string, params: unknown[]): Promise<string>;
}
