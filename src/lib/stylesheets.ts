/**
 * Applies the stylesheets index.html only preloads (scripts/stylesheet-preload.ts) and resolves when they
 * are in force, so nothing React draws is seen unstyled. One that fails to load does not hold the app back.
 */
export function applyPreloadedStylesheets(doc: Document = document): Promise<void> {
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
          link.rel = 'stylesheet';
        }),
    ),
  ).then(() => undefined);
}
