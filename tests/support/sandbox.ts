/** Drives the sandbox provider's hosted checkout and portal pages over HTTP, as a browser would. */

export const TEST_CARD = { name: 'Femke Visser', number: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123' };

export interface FormResponse {
  status: number;
  location: string | null;
  html: string;
}

/** POSTs a URL-encoded form without following the redirect. */
export async function postForm(url: string, fields: Record<string, string> = {}): Promise<FormResponse> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: res.status, location: res.headers.get('location'), html: await res.text() };
}

/** Submits the card form of a sandbox checkout page. */
export function payCheckout(checkoutUrl: string, card: Partial<typeof TEST_CARD> = {}): Promise<FormResponse> {
  return postForm(`${checkoutUrl}/pay`, { ...TEST_CARD, ...card });
}

export function cancelCheckout(checkoutUrl: string): Promise<FormResponse> {
  return postForm(`${checkoutUrl}/cancel`);
}

/** The session_id of a /subscription-success redirect. */
export function sessionIdFrom(location: string | null): string {
  const id = new URL(location ?? '', 'http://x').searchParams.get('session_id');
  if (!id) throw new Error(`no session_id in ${location}`);
  return id;
}
