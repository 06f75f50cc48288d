/** Whether PostgreSQL refused a write for a unique index (SQLSTATE 23505); Drizzle wraps the driver's error as `cause`. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; cause?: { code?: string } }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
}
