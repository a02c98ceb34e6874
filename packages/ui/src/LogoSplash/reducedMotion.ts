// For stories: proves a reduced-motion rule exists for an element, since a play function cannot
// switch the browser's prefers-reduced-motion setting.

/** The `animation-name` the page's `(prefers-reduced-motion: reduce)` rules give `element`, if any. */
export function reducedMotionAnimationName(element: Element): string | null {
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSMediaRule)) continue;
      if (!rule.conditionText.includes('prefers-reduced-motion: reduce')) continue;
      for (const inner of Array.from(rule.cssRules)) {
        if (inner instanceof CSSStyleRule && element.matches(inner.selectorText)) {
          const name = inner.style.getPropertyValue('animation-name');
          if (name) return name;
        }
      }
    }
  }
  return null;
}
