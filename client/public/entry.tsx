/**
 * The public pages' entry: the page is complete as sent, so React and the islands load once it has
 * loaded (its images included) and painted. On a phone the hero image and the first paint then have
 * the connection to themselves; the islands hydrate right after, keeping whatever was typed meanwhile.
 */
const start = () => void import('./hydrate-islands').then(({ hydrateIslands }) => hydrateIslands());
const afterNextPaint = () => requestAnimationFrame(() => setTimeout(start, 0));

if (document.readyState === 'complete') afterNextPaint();
else window.addEventListener('load', afterNextPaint, { once: true });
