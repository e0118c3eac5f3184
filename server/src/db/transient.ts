/**
 * True for database failures a client should simply retry: connection lost or refused, the server starting up, shutting
 * down or not accepting connections for a while (a restart), too many connections, deadlock or serialization failure.
 */
export function isTransientDatabaseError(error: unknown): boolean {
  const e = error as { name?: string; code?: string; driverError?: { code?: string; message?: string }; message?: string } | null;
  if (!e) return false;
  // TypeORM releases a transaction's runner when its connection dies; the transaction's next statement then
  // fails with this instead of the connection error (our transactions never outlive their runner otherwise).
  if (e.name === 'QueryRunnerAlreadyReleasedError' || e.name === 'QueryRunnerProviderAlreadyReleasedError') return true;
  const code = e.driverError?.code ?? e.code;
  if (
    code &&
    [
      '57P01',
      '57P02',
      '57P03',
      '08000',
      '08001',
      '08003',
      '08004',
      '08006',
      '53300',
      '40001',
      '40P01',
      'ECONNRESET',
      'ECONNREFUSED',
      'EPIPE',
      'ETIMEDOUT',
    ].includes(code)
  )
    return true;
  const message = `${e.driverError?.message ?? ''} ${e.message ?? ''}`;
  return /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|terminating connection|not currently accepting connections|database system is (starting up|shutting down|in recovery mode)/i.test(
    message,
  );
}
