/**
 * Step 4's words, the same in the steps (LocationStep.client.tsx, loaded with step 4) and in the
 * form sent before the scripts (WizardOneForm.tsx): kept out of the wizard's first script.
 */
export const locationLabels = {
  state: 'Province or territory',
  anywhere: 'Anywhere in Canada',
  city: 'City (optional)',
} as const;
