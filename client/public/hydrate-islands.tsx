import { startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { isIslandName, islandLoaders } from './islands/registry';

/** Hydrates one island with the props the server embedded right after it. */
function hydrate(element: HTMLElement): void {
  const name = element.dataset.island ?? '';
  const propsTag = element.nextElementSibling;
  if (!isIslandName(name) || !(propsTag instanceof HTMLScriptElement) || propsTag.dataset.islandProps !== name) {
    console.error(`island "${name}" cannot hydrate`);
    return;
  }
  const props = JSON.parse(propsTag.textContent || '{}');
  // Each island gets its own registered component and the props the server rendered it with.
  const load = islandLoaders[name] as () => Promise<ComponentType<object>>;
  // As a transition, hydration yields to the browser every few milliseconds instead of running as one
  // long task per island (a default-priority hydration is not interruptible): the page keeps answering
  // while React catches up, and a click on an island not yet hydrated hydrates it at once and is replayed.
  void load().then((Component) =>
    startTransition(() => {
      hydrateRoot(element, <Component {...props} />, {
        onRecoverableError: (error) => console.error(`hydration of "${name}"`, error),
      });
    }),
  );
}

/** Hydrates the page's islands: now those marked 'load', the others when they near the viewport. */
export function hydrateIslands(): void {
  // Islands below the fold load their code only when the visitor scrolls near them.
  const nearViewport = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        nearViewport.unobserve(entry.target);
        hydrate(entry.target as HTMLElement);
      }
    },
    { rootMargin: '200px' },
  );

  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    if (element.dataset.hydrate === 'visible') nearViewport.observe(element);
    else hydrate(element);
  }
}
