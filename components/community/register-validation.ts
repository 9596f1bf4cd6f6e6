import { zodResolver } from '@hookform/resolvers/zod';
import { phoneProblem } from '@/lib/validation/phone';
import { registerSchemaWith } from '@/lib/validation/register';

/** Registration's whole check in the browser: the shared schema and its phone check. */
export const registerResolver = zodResolver(registerSchemaWith(phoneProblem));
