// The arguments of a command (`npm run staff`, `npm run restore`): read with Node's parseArgs;
// a wrong one ends the command with its usage and exit code 1.
import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

export function commandLine<T extends Options>(command: string, usage: string, options: T) {
  const fail = (message: string): never => {
    console.error(`${command}: ${message}`);
    process.exit(1);
  };
  try {
    const { values, positionals } = parseArgs({ allowPositionals: true, options });
    return { values, positionals, fail };
  } catch (error) {
    return fail(`${(error as Error).message}\n${usage}`);
  }
}
