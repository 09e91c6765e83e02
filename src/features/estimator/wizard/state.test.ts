import { describe, expect, it } from 'vitest';
import { estimateChoicesSchema } from '../schema';
import {
  afterGeneration,
  canContinue,
  freshChoices,
  furthestStep,
  onStep,
  parseStored,
  percentComplete,
  resolveStep,
  toEstimateChoices,
  withKnownIds,
  type WizardChoices,
} from './state';

const TYPE = '11111111-1111-4111-8111-111111111111';
const F1 = '22222222-2222-4222-8222-222222222222';
const F2 = '33333333-3333-4333-8333-333333333333';

function complete(): WizardChoices {
  return {
    ...freshChoices(),
    projectTypeId: TYPE,
    features: { [F1]: 2, [F2]: 3 },
    designLevel: 'premium',
    contact: { name: 'Ada Lovelace', email: 'ada@example.com', company: '', phone: ' ', description: '' },
  };
}

describe('the wizard state', () => {
  it('allows Next by the rules of each step', () => {
    const choices = freshChoices();
    expect(canContinue(1, choices)).toBe(false);
    expect(canContinue(1, { ...choices, projectTypeId: TYPE })).toBe(true);
    expect(canContinue(2, choices)).toBe(false);
    expect(canContinue(2, { ...choices, features: { [F1]: 1 } })).toBe(true);
    expect(canContinue(3, choices)).toBe(true);
    expect(canContinue(4, choices)).toBe(false);
    expect(canContinue(4, { ...choices, designLevel: 'basic' })).toBe(true);
    expect(canContinue(5, choices)).toBe(true);
    expect(canContinue(6, { ...choices, contact: { ...choices.contact, name: 'Ada' } })).toBe(false);
    expect(canContinue(6, complete())).toBe(true);
  });

  it('never shows a step the choices do not reach; step 7 is the saved estimate’s own address, never ?step=7', () => {
    expect(furthestStep(freshChoices())).toBe(1);
    expect(resolveStep(4, { ...freshChoices(), projectTypeId: TYPE })).toBe(2);
    expect(resolveStep(4, { ...freshChoices(), projectTypeId: TYPE, features: { [F1]: 1 } })).toBe(4);
    expect(resolveStep(6, complete())).toBe(6);
    expect(resolveStep(7, complete())).toBe(6);
    expect(resolveStep(7, freshChoices())).toBe(1);
  });

  it('keeps the choices after a generation, under a new request id (a changed set generated again is a new estimate)', () => {
    const choices = complete();
    const after = afterGeneration({ choices });
    expect(after.choices).toEqual({ ...choices, requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(after.choices.requestId).not.toBe(choices.requestId);
  });

  it('counts the percent complete', () => {
    expect([1, 2, 7].map(percentComplete)).toEqual([14, 29, 100]);
  });

  it('reads back a stored copy and drops what is malformed', () => {
    const choices = complete();
    // A copy from before step 7 had its own address still carries an `estimate`: ignored.
    expect(parseStored(JSON.stringify({ choices, estimate: null })).choices).toEqual(choices);
    const bad = parseStored(
      JSON.stringify({
        choices: {
          requestId: 'x',
          projectTypeId: 42,
          features: { [F1]: 7, [F2]: 2, nope: 1 },
          complexity: { scale: 2, platforms: 0.5 },
          designLevel: 'gold',
          delivery: { timeline: 'asap', support: 'vip' },
        },
        estimate: { total: 'a lot' },
      }),
    );
    expect(bad.choices.projectTypeId).toBeNull();
    expect(bad.choices.features).toEqual({ [F2]: 2 });
    expect(bad.choices.complexity).toEqual({ scale: 0.3, complexity: 0.5, platforms: 0.5, performance: 0.3 });
    expect(bad.choices.designLevel).toBeNull();
    expect(bad.choices.delivery).toEqual({ timeline: 'asap', support: 'standard', phases: 0.5 });
    expect(bad.choices.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(bad).not.toHaveProperty('estimate');
    expect(parseStored('{not json').choices.projectTypeId).toBeNull();
  });

  it('drops a type or features that are no longer offered', () => {
    const choices = complete();
    expect(withKnownIds(choices, new Set([TYPE]), new Set([F1, F2]))).toBe(choices);
    const pruned = withKnownIds(choices, new Set(), new Set([F2]));
    expect(pruned.projectTypeId).toBeNull();
    expect(pruned.features).toEqual({ [F2]: 3 });
  });

  it('snaps slider values onto their step', () => {
    expect(onStep(0.1 + 0.2, 0.1)).toBe(0.3);
    expect(onStep(0.6000000001, 0.1)).toBe(0.6);
    expect(onStep(0.74, 0.25)).toBe(0.75);
  });

  it('builds exactly what the server action accepts', () => {
    const input = toEstimateChoices(complete());
    expect(estimateChoicesSchema.safeParse(input).success).toBe(true);
    expect(input?.features).toEqual([
      { id: F1, complexity: 2 },
      { id: F2, complexity: 3 },
    ]);
    expect(input?.contact.phone).toBeUndefined();
    expect(toEstimateChoices({ ...complete(), designLevel: null })).toBeNull();
  });
});
