/**
 * What the cashier does with a channel's answer that is neither paid nor a QR code: open the
 * provider's page in a new window. Only http(s) addresses are opened; a form (Alipay's PC
 * payment when asked for one) is rebuilt from its fields and posted to its https action, never
 * run as HTML in the console's page.
 */

const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

/** Opens the provider's page in a new window; false when the answer is no web address. */
export function openPayUrl(url: string): boolean {
  if (!isWebAddress(url)) return false;
  window.open(url, '_blank', 'noopener,noreferrer');
  return true;
}

/** Posts the provider's form (its action and hidden fields) in a new window; false when it holds none. */
export function postPayForm(html: string): boolean {
  const source = new DOMParser().parseFromString(html, 'text/html').querySelector('form');
  const action = source?.getAttribute('action') ?? '';
  if (!source || !/^https:\/\//i.test(action)) return false;
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  form.target = '_blank';
  form.rel = 'noopener';
  for (const field of source.querySelectorAll('input[name]')) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = field.getAttribute('name') ?? '';
    input.value = field.getAttribute('value') ?? '';
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
  return true;
}
