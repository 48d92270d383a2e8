import { spawn } from 'node:child_process';

/** Runs a command with inherited output; resolves with its exit code (never rejects). */
export function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: 'inherit',
      ...options,
      env: { ...process.env, ...options.env },
    });
    child.once('error', (err) => {
      console.error(`${cmd}: ${err.message}`);
      resolve(127);
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** Like run(), but exits this process when the command fails. */
export async function must(cmd, args, options) {
  const code = await run(cmd, args, options);
  if (code !== 0) {
    console.error(`✗ ${cmd} ${args.join(' ')} exited with ${code}`);
    process.exit(code);
  }
}
