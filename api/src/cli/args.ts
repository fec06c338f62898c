// Command-line arguments of the CLI scripts: `--name value`, `--name=value` and bare flags.

export function argument(name: string, args: string[] = process.argv.slice(2)): string | undefined {
  const inline = args.find((arg) => arg.startsWith(`--${name}=`));
  if (inline) return inline.slice(name.length + 3);
  const index = args.indexOf(`--${name}`);
  const value = index >= 0 ? args[index + 1] : undefined;
  return value === undefined || value.startsWith('--') ? undefined : value;
}

export function flag(name: string, args: string[] = process.argv.slice(2)): boolean {
  return args.includes(`--${name}`);
}
