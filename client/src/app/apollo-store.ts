/** The Apollo client once a page has loaded it; the shell itself never imports Apollo. */
let current: { clearStore: () => Promise<unknown>; resetStore: () => Promise<unknown> } | null = null;

export function registerApolloClient(client: { clearStore: () => Promise<unknown>; resetStore: () => Promise<unknown> }): void {
  current = client;
}

/** Forgets every cached answer (on sign-out), if the Apollo client was loaded at all. */
export function clearApolloStore(): void {
  void current?.clearStore();
}

/** Forgets every cached answer and reloads what the open page shows (after a change of plan), if the client was loaded. */
export function resetApolloStore(): void {
  void current?.resetStore().catch(() => undefined);
}
