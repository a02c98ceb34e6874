import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { withFormRules } from './withFormRules';

// A field that stops early (abort), as the domain's required fields do.
const base = z.object({
  title: z.string().trim().min(1, { error: 'Title is required', abort: true }),
  kind: z.string(),
  other: z.string(),
});

const form = withFormRules(base, ({ kind, other }: z.input<typeof base>) => ({
  other: kind === 'Other' && !other.trim() ? 'Say which' : undefined,
}));

const messages = (values: z.input<typeof base>) =>
  form.safeParse(values).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('withFormRules', () => {
  it("adds the form's message even while another field stops early", () => {
    expect(messages({ title: '', kind: 'Other', other: ' ' })).toEqual([
      ['title', 'Title is required'],
      ['other', 'Say which'],
    ]);
  });

  it("answers the schema's own output when every rule passes", () => {
    expect(form.parse({ title: ' Kites ', kind: 'Other', other: 'Festival' })).toEqual({
      title: 'Kites',
      kind: 'Other',
      other: 'Festival',
    });
  });

  it('stays quiet when the rule does not apply', () => {
    expect(messages({ title: 'Kites', kind: 'Comic', other: '' })).toBeUndefined();
  });
});
