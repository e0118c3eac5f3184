/** The Apollo client once a page has loaded it; the shell itself never imports Apollo. */
let current: { clearStore: () => Promise<unknown> } | null = null;

export function registerApolloClient(client: { clearStore: () => Promise<unknown> }): void {
  current = client;
}

/** Forgets every cached answer (on sign-out), if the Apollo client was loaded at all. */
export function clearApolloStore(): void {
  void current?.clearStore();
}
