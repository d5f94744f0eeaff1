import { describe, expect, it } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import { ContactForm } from '../../client/public/islands/ContactForm';
import { Gallery } from '../../client/public/islands/Gallery';
import { Island } from '../../client/public/islands/Island.server';
import { isIslandName, islandLoaders, type IslandName } from '../../client/public/islands/registry';

/**
 * Never called: `npm run typecheck` fails if any of these stops being a type error, that is, if
 * <Island> goes back to accepting any name, or a component or props other than the registered ones.
 */
export function islandTypeChecks() {
  return [
    // @ts-expect-error a misspelt island name
    <Island key="typo" name="contact-from" component={ContactForm} props={{ endpoint: '/api/x/', title: 'Contact' }} />,
    // @ts-expect-error another island's component under this name
    <Island key="swap" name="gallery" component={ContactForm} props={{ images: [], propertyName: 'Maple Hall' }} />,
    // @ts-expect-error props missing one the registered component needs
    <Island key="props" name="contact-form" component={ContactForm} props={{ endpoint: '/api/x/' }} />,
    <Island key="ok" name="gallery" component={Gallery} props={{ images: [], propertyName: 'Maple Hall' }} />,
  ];
}

describe('island registry', () => {
  it('knows its own names and nothing else (not even names every object has)', () => {
    expect(isIslandName('contact-form')).toBe(true);
    expect(isIslandName('contact-from')).toBe(false);
    expect(isIslandName('toString')).toBe(false);
    expect(isIslandName('__proto__')).toBe(false);
  });

  it('loads a component for every registered name', async () => {
    const names = Object.keys(islandLoaders) as IslandName[];
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) expect(typeof (await islandLoaders[name]())).toBe('function');
  });

  it('renders the island in its marked div, followed by its props as JSON for the browser', () => {
    const props = { endpoint: '/api/properties/1/contact/', action: '/new/property/1#contact-form', title: 'Contact Maple Hall' };
    const html = renderToStaticMarkup(<Island name="contact-form" component={ContactForm} props={props} hydrate="visible" />);
    expect(html).toMatch(/^<div data-island="contact-form" data-hydrate="visible"><form[^>]* aria-label="Contact Maple Hall"/);
    const json = /<\/div><script type="application\/json" data-island-props="contact-form">([^<]*)<\/script>$/.exec(html)?.[1];
    expect(JSON.parse(json!)).toEqual(props);
  });
});
