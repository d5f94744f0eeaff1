import type { ComponentType } from 'react';

/** Escapes JSON for a <script> data block: no "</script>" or comment can end it early. */
export function serializeProps(props: unknown): string {
  return JSON.stringify(props).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * Marks an interactive part of a server-rendered page. On the server it renders the component
 * inside <div data-island="name">, followed by its props as a JSON data block; in the browser
 * client/public/entry.tsx hydrates just that div with the same component and props.
 * Everything outside islands stays plain HTML and ships no JavaScript.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  hydrate = 'load',
}: {
  name: string;
  component: ComponentType<P>;
  props: P;
  /** 'visible': load and hydrate only when the island nears the viewport (below-the-fold parts). */
  hydrate?: 'load' | 'visible';
}) {
  return (
    <>
      <div data-island={name} data-hydrate={hydrate}>
        <Component {...props} />
      </div>
      <script type="application/json" data-island-props={name} dangerouslySetInnerHTML={{ __html: serializeProps(props) }} />
    </>
  );
}
