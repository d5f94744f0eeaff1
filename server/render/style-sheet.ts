import { __PRIVATE__, ServerStyleSheet } from 'styled-components';

/** Class rules kept across renders, by component and class name (a page uses about a hundred). */
const KEPT_RULES = 5000;
const rulesByClass = new Map<string, string[]>();

const keyOf = (id: string, name: string) => `${id} ${name}`;

/**
 * A class name is a hash of its component and its CSS, so the CSS stylis made for it once is the
 * CSS it gets every time. A fresh server sheet per render would otherwise run stylis again for
 * every component of every page; this one takes the rules an earlier render made (the same page
 * output, less than a fifth of the styling work).
 */
class ReusingSheet extends __PRIVATE__.StyleSheet {
  override hasNameForId(id: string, name: string): boolean {
    if (super.hasNameForId(id, name)) return true;
    const rules = rulesByClass.get(keyOf(id, name));
    if (!rules) return false;
    super.insertRules(id, name, rules);
    return true;
  }

  override insertRules(id: string, name: string, rules: string[]): void {
    const key = keyOf(id, name);
    if (!rulesByClass.has(key)) {
      if (rulesByClass.size >= KEPT_RULES) rulesByClass.delete(rulesByClass.keys().next().value!);
      rulesByClass.set(key, rules);
    }
    super.insertRules(id, name, rules);
  }
}

/** A styled-components server sheet for one render, reusing the CSS of earlier renders. */
export function serverStyleSheet(): ServerStyleSheet {
  const sheet = new ServerStyleSheet();
  sheet.instance = new ReusingSheet({ isServer: true });
  return sheet;
}
