import type { ComponentType } from 'react';
import type { IslandComponent, IslandName, IslandProps } from './registry';

/** Escapes JSON for a <script> data block: no "</script>" or comment can end it early. */
const JSON_ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };

export function serializeProps(props: unknown): string {
  return JSON.stringify(props).replace(/[<>&\u2028\u2029]/g, (c) => JSON_ESCAPES[c]!);
}

/**
 * Marks an interactive part of a server-rendered page. On the server it renders the component
 * inside <div data-island="name">, followed by its props as a JSON data block; in the browser
 * client/public/entry.tsx hydrates just that div with the same component and props.
 * Everything outside islands stays plain HTML and ships no JavaScript.
 *
 * `name` must be registered in ./registry.ts, and `component` and `props` must be the ones
 * registered under it: a typo or a mismatch fails the type check, not the page at run time.
 */
export function Island<N extends IslandName>({
  name,
  component,
  props,
  hydrate = 'load',
}: {
  name: N;
  component: NoInfer<IslandComponent<N>>;
  props: NoInfer<IslandProps<N>>;
  /** 'visible': load and hydrate only when the island nears the viewport (below-the-fold parts). */
  hydrate?: 'load' | 'visible';
}) {
  // Checked against each other at the call site; TS cannot follow that inside a generic body.
  const Component = component as unknown as ComponentType<object>;
  return (
    <>
      <div data-island={name} data-hydrate={hydrate}>
        <Component {...(props as object)} />
      </div>
      <script type="application/json" data-island-props={name} dangerouslySetInnerHTML={{ __html: serializeProps(props) }} />
    </>
  );
}
