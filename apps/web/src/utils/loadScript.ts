/**
 * Loads a script once per address, for the rare tool that only ships as a script (
 * it fails with `Failed to load {url}`). A failed load may be tried again.
 */
const loading = new Map<string, Promise<void>>();

export function loadScript(url: string, attributes: Record<string, string> = {}): Promise<void> {
  const existing = loading.get(url);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    // Settings some scripts read from their own tag (an analytics site id).
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loading.delete(url);
      reject(new Error(`Failed to load ${url}`));
    };
    document.head.appendChild(script);
  });
  loading.set(url, promise);
  return promise;
}
