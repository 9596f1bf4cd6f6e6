import { phoneProblem } from './phone';
import { registerSchemaWith } from './register';

/** "Create an account" with its phone check, as the server (and the tests) use it. */
export const registerSchema = registerSchemaWith(phoneProblem);
