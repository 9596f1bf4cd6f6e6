import { describe, expect, it } from '@jest/globals';
import {
  initialWizardState,
  stepCount,
  wizardReducer,
  wizardSteps,
  type WizardEvent,
  type WizardField,
  type WizardState,
} from '@/lib/wizard/wizard-machine';

const run = (state: WizardState, ...events: WizardEvent[]) => events.reduce(wizardReducer, state);
const set = (field: WizardField, value: string, label?: string): WizardEvent => ({
  type: 'change',
  field,
  value,
  label,
});

const stepOneAnswered = [
  set('category', 'web-developer'),
  set('title', 'frontend-developer'),
  set('experience', '3-5'),
];

describe('work-in-Canada wizard', () => {
  it('has four steps labelled by what they ask', () => {
    expect(stepCount).toBe(4);
    expect(wizardSteps.map((s) => s.heading)).toEqual([
      'Job role and experience',
      'Presence',
      'Time commitment',
      'Preferred location',
    ]);
  });

  it('does not go back from the first step', () => {
    const state = run(initialWizardState(), { type: 'back' });
    expect(state.step).toBe(0);
  });

  it('stays on a step and names every missing answer', () => {
    const state = run(initialWizardState(), set('category', 'web-developer'), { type: 'next' });
    expect(state.step).toBe(0);
    expect(state.errors).toEqual({
      title: 'Choose a job title',
      experience: 'Choose your years of experience',
    });
  });

  it('clears a field’s error when it is answered', () => {
    const state = run(initialWizardState(), { type: 'next' }, set('title', 'frontend-developer'));
    expect(state.errors.title).toBeUndefined();
    expect(state.errors.category).toBeDefined();
  });

  it('goes forward and back, keeping the answers', () => {
    const forward = run(
      initialWizardState(),
      ...stepOneAnswered,
      { type: 'next' },
      set('presence', 'remote'),
      {
        type: 'next',
      },
    );
    expect(forward.step).toBe(2);
    const back = run(forward, { type: 'back' }, { type: 'back' });
    expect(back.step).toBe(0);
    expect(back.answers).toMatchObject({
      category: 'web-developer',
      title: 'frontend-developer',
      presence: 'remote',
    });
  });

  it('completes after the last step; where in Canada is optional', () => {
    const atLast = run(
      initialWizardState(),
      ...stepOneAnswered,
      { type: 'next' },
      set('presence', 'hybrid'),
      { type: 'next' },
      set('commitment', 'full-time'),
      { type: 'next' },
    );
    expect(atLast.step).toBe(3);
    // Anywhere in Canada: no place asked for.
    const anywhere = run(atLast, { type: 'next' });
    expect(anywhere.status).toBe('complete');
    expect(anywhere.answers).toMatchObject({ country: '', state: '', city: '' });
    // A province or territory is in Canada; going back to anywhere clears the place.
    const done = run(atLast, set('state', 'AB', 'Alberta'), set('city', 'Edmonton'), {
      type: 'next',
    });
    expect(done.status).toBe('complete');
    expect(done.answers).toMatchObject({
      country: 'CA',
      countryName: 'Canada',
      state: 'AB',
      stateName: 'Alberta',
      city: 'Edmonton',
    });
    expect(run(done, set('state', '')).answers).toMatchObject({
      country: '',
      state: '',
      stateName: '',
      city: '',
    });
  });

  it('leaves out a stored place outside Canada, which it does not offer', () => {
    const abroad = { presence: 'remote', country: 'NG', countryName: 'Nigeria', city: 'Lagos' };
    expect(initialWizardState(abroad).answers).toMatchObject({
      presence: 'remote',
      country: '',
      city: '',
    });
    const ontario = { country: 'CA', countryName: 'Canada', state: 'ON', stateName: 'Ontario' };
    expect(initialWizardState(ontario).answers).toMatchObject(ontario);
  });

  it('forgets answers that depend on a changed one', () => {
    const state = run(
      initialWizardState({ category: 'web-developer', title: 'backend-developer' }),
      set('country', 'CA', 'Canada'),
      set('state', 'ON', 'Ontario'),
      set('city', 'Toronto'),
      set('category', 'project-management'),
      set('country', 'NG', 'Nigeria'),
    );
    expect(state.answers).toMatchObject({
      title: '',
      country: 'NG',
      countryName: 'Nigeria',
      state: '',
      city: '',
    });
  });

  it('starts from stored answers so nothing is asked twice', () => {
    const state = initialWizardState({ category: 'project-management', presence: 'remote' });
    expect(state.step).toBe(0);
    expect(state.answers.presence).toBe('remote');
  });
});
