import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import type { ComponentProps } from 'react';
import { styled, StyleSheetManager } from 'styled-components';
import { serverStyleSheet } from '../../server/render/style-sheet';

const Card = styled.div`
  display: flex;
  padding: 12px;
  &:hover { color: red; }
`;
const Badge = styled.span<{ $tone: string }>`
  color: ${({ $tone }) => $tone};
`;

type StylisPlugin = NonNullable<ComponentProps<typeof StyleSheetManager>['stylisPlugins']>[number];

let stylisRuns = 0;
/** Counts the rules stylis writes: a render that reuses earlier CSS writes none. */
const countRules: StylisPlugin = (element) => {
  if (element.type === 'rule') stylisRuns++;
};
Object.defineProperty(countRules, 'name', { value: 'countRules' });

function renderPage(tone: string) {
  const sheet = serverStyleSheet();
  try {
    const body = renderToString(
      sheet.collectStyles(
        <StyleSheetManager stylisPlugins={[countRules]}>
          <Card>
            <Badge $tone={tone}>new</Badge>
          </Card>
        </StyleSheetManager>,
      ),
    );
    return { body, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

describe('server style sheet', () => {
  it('gives a later render the same styles without running stylis again for classes it has seen', () => {
    stylisRuns = 0;
    const first = renderPage('green');
    expect(stylisRuns).toBeGreaterThan(0);
    expect(first.styles).toContain('display:flex');
    expect(first.styles).toContain('color:green');

    stylisRuns = 0;
    const second = renderPage('green');
    expect(stylisRuns).toBe(0);
    expect(second).toEqual(first);

    // A class not seen before is made as usual, and its page still gets every rule it uses.
    const third = renderPage('blue');
    expect(stylisRuns).toBeGreaterThan(0);
    expect(third.styles).toContain('display:flex');
    expect(third.styles).toContain('color:blue');
    expect(third.styles).not.toContain('color:green');
  });
});
