/**
 * Maps variant values to the class names cva emits (`variant-primary`, `size-sm`, …),
 * so the same list feeds cva, the static CSS selectors and the Storybook controls.
 */
export function variantClasses<const T extends readonly string[]>(
  name: string,
  values: T,
): Record<T[number], string> {
  return Object.fromEntries(values.map((value) => [value, `${name}-${value}`])) as Record<
    T[number],
    string
  >;
}
