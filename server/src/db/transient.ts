/** True for database failures a client should simply retry (connection lost, server shutting down, deadlock). */
export function isTransientDatabaseError(error: unknown): boolean {
  const e = error as { name?: string; code?: string; driverError?: { code?: string; message?: string }; message?: string } | null;
  if (!e) return false;
  // TypeORM releases a transaction's runner when its connection dies; the transaction's next statement then
  // fails with this instead of the connection error (our transactions never outlive their runner otherwise).
  if (e.name === 'QueryRunnerAlreadyReleasedError' || e.name === 'QueryRunnerProviderAlreadyReleasedError') return true;
  const code = e.driverError?.code ?? e.code;
  if (code && ['57P01', '57P02', '57P03', '08000', '08003', '08006', '40001', '40P01', 'ECONNRESET', 'ECONNREFUSED', 'EPIPE'].includes(code)) return true;
  const message = `${e.driverError?.message ?? ''} ${e.message ?? ''}`;
  return /Connection terminated|connection timeout|Client has encountered a connection error|terminating connection/i.test(message);
}
