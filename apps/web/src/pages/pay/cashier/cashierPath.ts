/**
 * The cashier's address (`/pay/cashier?id=&returnUrl=`), and where it may send the payer back.
 * The return address comes from the address bar, so anyone can craft it: only a path inside the
 * console is followed (`/…`, not `//host` or `/\host`, which a browser reads as another site),
 * and it is followed with the router, never by the browser.
 */

/** The cashier for a pay order, coming back to `returnPath` once paid, closed or given up. */
export const cashierPath = (payOrderId: number, returnPath: string) => `/pay/cashier?id=${payOrderId}&returnUrl=${encodeURIComponent(returnPath)}`;

/** `returnUrl` as a path of the console, or undefined when it is anything else. */
export function safeReturnPath(returnUrl: string | null): string | undefined {
  if (!returnUrl) return undefined;
  let path = returnUrl;
  // The reference's callers encode it once more than the address needs (`%2Fpay%2F…`).
  if (!path.startsWith('/')) {
    try {
      path = decodeURIComponent(path);
    } catch {
      return undefined;
    }
  }
  if (!path.startsWith('/') || path.startsWith('//') || path.includes('\\') || /[\u0000-\u001f\u007f]/.test(path)) return undefined;
  return path;
}

/** The return path with the reference's `payResult` (success, cancel or close) added to its query. */
export const withPayResult = (path: string, result: 'success' | 'cancel' | 'close') => `${path}${path.includes('?') ? '&' : '?'}payResult=${result}`;
