import { defineContent } from '@/content/schemas/define';
import { teamSchema } from '@/content/schemas/site';

export type { TeamMember } from '@/content/schemas/site';

/** The leadership team shown on /who-we-are (fictional people of a fictional company). */
export const team = defineContent('team', teamSchema, [
  {
    name: 'Ibiere Tamuno-Briggs',
    role: 'Managing Director',
    office: 'port-harcourt',
    bio: 'Petroleum engineer with two decades on swamp and land locations; founded the company to give local crews the systems of an international contractor.',
  },
  {
    name: 'Daniel Okoro',
    role: 'Director of Engineering',
    office: 'manchester',
    bio: 'Chartered mechanical engineer who leads design reviews, integrity assessments and the consultancy practice from Manchester.',
  },
  {
    name: 'Amaka Nwachukwu',
    role: 'Head of Health, Safety and Environment',
    office: 'port-harcourt',
    bio: 'Runs the safety management system, permit-to-work training and incident investigations across every site we work on.',
  },
  {
    name: 'Helen Whitworth',
    role: 'Procurement and Supply Chain Manager',
    office: 'manchester',
    bio: 'Sources valves, line pipe and spares from European and Asian mills, and manages inspection, export and shipping to Onne.',
  },
  {
    name: 'Tonye Alabo',
    role: 'Field Operations Manager',
    office: 'port-harcourt',
    bio: 'Plans crews, equipment and logistics for construction, maintenance and haulage jobs across Rivers, Bayelsa and Delta States.',
  },
  {
    name: 'Chinedu Eze',
    role: 'Manpower Services Lead',
    office: 'port-harcourt',
    bio: 'Recruits, certifies and looks after the technicians we place with operators, from competence checks to payroll.',
  },
]);
