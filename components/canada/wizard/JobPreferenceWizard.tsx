import Link from '@/components/ui/Link';
import { Activity } from 'react';
import styled from 'styled-components';
import { FormFrame } from '@/components/forms/FormFrame';
import { Container, Section } from '@/components/ui/primitives';
import { jobPreferences } from '@/content/job-preferences';
import { JOBS_COUNTRY } from '@/lib/jobs/job-answers';
import { listStates } from '@/lib/locations';
import { color } from '@/lib/theme';
import { LegalNotice } from '../LegalNotice';
import { JobPreferenceWizard as WizardClient } from './JobPreferenceWizard.client';
import { WizardOneForm } from './WizardOneForm';

const Panel = styled.section`
  max-width: 46rem;
  .wizard .field-row {
    align-items: end;
  }
  > h2 {
    font-size: clamp(1.4rem, 3vw, 1.9rem);
  }
  .wizard-part {
    margin-top: 1.5rem;
  }
  .wizard {
    background: #fff;
    border: 1px solid ${color.line};
    border-radius: 12px;
    padding: clamp(1.25rem, 4vw, 2rem);
  }
  .wizard-progress {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(4, 1fr);
    gap: 0.5rem;
    counter-reset: none;
  }
  .wizard-progress li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.35rem;
    text-align: center;
    font-size: 0.8rem;
    color: ${color.muted};
    border-top: 4px solid ${color.line};
    padding-top: 0.5rem;
  }
  .wizard-progress li.done {
    border-top-color: ${color.navy};
  }
  .wizard-progress li[aria-current='step'] {
    border-top-color: ${color.amber};
    color: ${color.navy};
    font-weight: 700;
  }
  .wizard-progress-number {
    display: grid;
    place-items: center;
    width: 1.9rem;
    height: 1.9rem;
    border-radius: 50%;
    background: ${color.mist};
    color: ${color.navy};
    font-weight: 700;
  }
  [aria-current='step'] .wizard-progress-number {
    background: ${color.amber};
    color: #fff;
  }
  @media (max-width: 479.98px) {
    .wizard-progress-label {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
  .wizard-heading {
    margin: 1.5rem 0 0;
    font-size: 1.35rem;
  }
  .wizard-heading:focus {
    outline: none;
  }
  .wizard-heading:focus-visible {
    outline: 3px solid ${color.amberBright};
    outline-offset: 4px;
  }
  .wizard-count {
    display: block;
    font-size: 0.85rem;
    font-weight: 600;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: ${color.amber};
    margin-bottom: 0.25rem;
  }
  .choice-group {
    border: 0;
    margin: 0;
    padding: 0;
    min-width: 0;
  }
  .choice-group legend {
    margin-bottom: 0.5rem;
    padding: 0;
  }
  .choices {
    display: grid;
    gap: 0.6rem;
  }
  @media (min-width: 640px) {
    .choices {
      grid-template-columns: repeat(3, 1fr);
    }
  }
  .choice {
    display: flex;
    align-items: center;
    gap: 0.65rem;
    min-height: 48px;
    padding: 0.6rem 0.9rem;
    border: 1px solid ${color.muted};
    border-radius: 8px;
    background: #fff;
    font-weight: 500;
    cursor: pointer;
  }
  .choice:has(input:checked) {
    border: 2px solid ${color.navy};
    background: #eef3fa;
  }
  .choice input {
    width: 1.2rem;
    min-height: 0;
    height: 1.2rem;
    margin: 0;
    accent-color: ${color.navy};
  }
  .wizard-actions {
    justify-content: space-between;
    margin-top: 0.5rem;
  }
  .wizard-actions button:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

/**
 * Server half of the wizard: the section, its notice and styles, and the options it offers,
 * Canada's provinces and territories included (every opening is in Canada), so the form sent
 * before (or without) the scripts is complete.
 */
export function JobPreferenceWizard() {
  const { categories, titles, experience, presence, commitment } = jobPreferences;
  const provinces = (listStates(JOBS_COUNTRY.code) ?? []).map((province) => ({
    value: province.code,
    label: province.name,
  }));
  const options = { categories, titles, experience, presence, commitment, provinces };
  return (
    <Section $tone="mist">
      <Container>
        <Panel aria-labelledby="job-preferences-heading" id="job-preferences">
          <h2 id="job-preferences-heading">Find jobs that fit you</h2>
          <p>
            Four short questions. Your answers filter the{' '}
            <Link href="/job-opportunities">job opportunities</Link> list; you can change or remove
            them at any time.
          </p>
          <LegalNotice>
            Matching you with an opening is not a job offer and says nothing about whether you can
            get a work permit.
          </LegalNotice>
          <FormFrame>
            {/* Hydrates apart from the page, as every form does (FormRecovery.client.tsx). */}
            <Activity mode="visible">
              <WizardClient options={options} oneForm={<WizardOneForm options={options} />} />
            </Activity>
          </FormFrame>
        </Panel>
      </Container>
    </Section>
  );
}
