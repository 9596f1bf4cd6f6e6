import 'server-only';

/** What a command does with its arguments; its result goes back to the client as JSON. */
export type CommandHandler = (args: Record<string, unknown>) => unknown;

/**
 * Commands the channel serves, by name. Next bundles instrumentation and route handlers
 * separately, each with its own copy of this module; the registry lives on globalThis so that
 * a command registered from any of them is served.
 */
const slot = Symbol.for('deltacrest.control.commands');
const holder = globalThis as typeof globalThis & { [slot]?: Map<string, CommandHandler> };
const commands = (holder[slot] ??= new Map());

export function registerCommand(name: string, handler: CommandHandler): void {
  if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`Invalid command name: ${name}`);
  const existing = commands.get(name);
  if (existing && existing !== handler) throw new Error(`Command ${name} is already registered`);
  commands.set(name, handler);
}

export function findCommand(name: string): CommandHandler | undefined {
  return commands.get(name);
}

export function commandNames(): string[] {
  return [...commands.keys()].sort();
}
