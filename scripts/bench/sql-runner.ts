/** What the loader needs of a connection: pg's Pool has it. */
export interface SqlRunner {
  /** With a name, a driver that can prepares the statement once per connection. */
  query(text: string, params?: unknown[], name?: string): Promise<{ rows: Record<string, unknown>[] }>;
}
