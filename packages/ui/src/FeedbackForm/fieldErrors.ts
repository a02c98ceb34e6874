/** The shape of a schema issue this needs: where it is and what it says. */
type Issue = { path: readonly PropertyKey[]; message: string };

/** The first message for each top-level field, as a form shows one error per field. */
export function fieldErrors<Field extends string>(
  issues: readonly Issue[],
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field as Field] = issue.message;
  }
  return errors;
}
