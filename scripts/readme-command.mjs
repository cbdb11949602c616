// Prints one of the README's two Quick start commands: `start` (first block) or `test` (second).
import { readFileSync } from 'node:fs';

const which = process.argv[2];
const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const section = readme.split(/^## /m).find((part) => part.startsWith('Quick start'));
if (!section) throw new Error('README.md has no "Quick start" section');
const blocks = [...section.matchAll(/```(?:sh|bash)?\n([\s\S]*?)```/g)].map((m) => m[1].trim());
if (blocks.length !== 2)
  throw new Error(`Quick start must hold exactly two commands, found ${blocks.length}`);
const command = which === 'start' ? blocks[0] : which === 'test' ? blocks[1] : undefined;
if (!command) throw new Error('usage: readme-command.mjs start|test');
process.stdout.write(command);
