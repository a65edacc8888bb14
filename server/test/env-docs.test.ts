import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '#server/src/platform/config.ts';

/** Every NAME the server reads as env.NAME (platform/config.ts, the AI provider). */
function variablesRead(): string[] {
  const names = new Set<string>();
  const dir = path.join(repoRoot, 'server/src');
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts')) continue;
    const source = readFileSync(path.join(dir, file), 'utf8');
    for (const match of source.matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)) names.add(match[1]!);
  }
  return [...names].sort();
}

describe('environment documentation', () => {
  const names = variablesRead();

  it('finds the variables the server reads', () => {
    expect(names).toEqual(
      expect.arrayContaining(['DATABASE_URL', 'SMTP_URL', 'MAIL_FROM', 'S3_BUCKET', 'AI_MODEL']),
    );
  });

  it('lists every one in .env.example', () => {
    const example = readFileSync(path.join(repoRoot, '.env.example'), 'utf8');
    const documented = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]));
    expect(names.filter((name) => !documented.has(name))).toEqual([]);
  });

  it("lists every one in server/README.md's environment table", () => {
    const readme = readFileSync(path.join(repoRoot, 'server/README.md'), 'utf8');
    const table = readme.slice(
      readme.indexOf('### Environment'),
      readme.indexOf('## How the contract'),
    );
    expect(names.filter((name) => !table.includes(`\`${name}\``))).toEqual([]);
  });
});
