import { z } from 'zod';
import type { ServerErrors } from './useSchemaForm';

/**
 * A domain schema plus rules only a form needs, which see the values as typed and run whatever
 * else is wrong: a zod object skips its own refinements once a field stops early, and a form
 * shows every message at once. `rules` answers a message per field; the output is the schema's.
 */
export function withFormRules<Output extends object, Values>(
  schema: z.ZodType<Output>,
  rules: (values: Values) => ServerErrors,
): z.ZodType<Output> {
  const formRules = z
    .unknown()
    .superRefine((values, ctx) => {
      for (const [field, message] of Object.entries(rules(values as Values))) {
        // Aborting, so a failed rule ends the parse here rather than at the merge of outputs.
        if (message) ctx.addIssue({ code: 'custom', path: [field], message, continue: false });
      }
    })
    // Adds nothing to the output: the intersection's value is the schema's.
    .transform(() => ({}));
  return z.intersection(schema, formRules);
}
