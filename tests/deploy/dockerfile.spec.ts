// The one image every app runs from, read as instructions and checked against the workspaces it
// must install and ship (README › Container image tells how it was built and run with an engine).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { exists, repoRoot, workspaces } from './deploy-files';

interface Instruction {
  op: string;
  args: string;
}
interface Stage {
  name: string;
  from: string;
  instructions: Instruction[];
}

function readStages(): { args: Instruction[]; stages: Stage[] } {
  const text = readFileSync(join(repoRoot, 'Dockerfile'), 'utf8');
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const args: Instruction[] = [];
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, op, rest] = /^(\w+)\s+(.*)$/.exec(line) ?? [];
    const instruction = { op: op.toUpperCase(), args: rest.replace(/\s+/g, ' ') };
    if (instruction.op === 'FROM') {
      const [, from, name] = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(instruction.args) ?? [];
      stages.push({ name: name ?? String(stages.length), from, instructions: [] });
    } else if (stages.length === 0) {
      args.push(instruction);
    } else {
      stages[stages.length - 1].instructions.push(instruction);
    }
  }
  return { args, stages };
}

const { args, stages } = readStages();
const stage = (name: string) => {
  const found = stages.find((s) => s.name === name);
  if (!found) throw new Error(`Dockerfile has no stage "${name}"`);
  return found;
};
/** A stage's instructions including those of the stages it is built FROM. */
const lineage = (s: Stage): Instruction[] => {
  const parent = stages.find((p) => p.name === s.from);
  return [...(parent ? lineage(parent) : []), ...s.instructions];
};
const runtime = stages[stages.length - 1];
const all = (s: Stage, op: string) => lineage(s).filter((i) => i.op === op);
const copies = (s: Stage) => all(s, 'COPY').map((i) => i.args);

describe('Dockerfile', () => {
  it('builds in stages: dependencies, build, production dependencies, runtime', () => {
    expect(stages.map((s) => s.name)).toEqual(
      expect.arrayContaining(['deps', 'build', 'prod-deps', 'runtime']),
    );
    expect(runtime.name).toBe('runtime');
  });

  it('runs on Node 20, the version the apps are built and tested with', () => {
    expect(args.map((a) => a.args).join('\n')).toMatch(/NODE_IMAGE=node:20-[\w-]*slim/);
  });

  it('installs from the lockfile with the manifest of every workspace, so `npm ci` sees the whole tree', () => {
    const manifests = copies(stage('deps'));
    expect(manifests).toContainEqual(expect.stringMatching(/^package\.json package-lock\.json/));
    for (const ws of workspaces()) expect(manifests).toContain(`${ws}/package.json ${ws}/`);
    expect(all(stage('deps'), 'RUN').map((i) => i.args)).toContainEqual(expect.stringMatching(/npm ci$/));
  });

  it('builds with the classic builder as with BuildKit (no `RUN --mount`, no heredocs)', () => {
    // Debian's docker.io builds without BuildKit unless told, and so does Compose v1.
    const runs = stages.flatMap((s) => s.instructions).filter((i) => i.op === 'RUN');
    expect(runs.filter((i) => /^--/.test(i.args) || /<<-?\s*['"]?\w+/.test(i.args))).toEqual([]);
  });

  it('installs dev dependencies for the build stage (NODE_ENV is not production there)', () => {
    expect(
      all(stage('build'), 'ENV')
        .map((i) => i.args)
        .join(' '),
    ).not.toMatch(/NODE_ENV/);
    expect(all(stage('build'), 'RUN').map((i) => i.args)).toContainEqual('npm run build');
  });

  it('ships production dependencies only, of every workspace but the frontend (served as built files)', () => {
    const install = all(stage('prod-deps'), 'RUN')
      .map((i) => i.args)
      .find((run) => /^npm ci --omit=dev( |$)/.test(run));
    expect(install).toBeDefined();
    const command = install!.split(' && ')[0];
    const listed = [...command.matchAll(/--workspace=(\S+)/g)].map((m) => m[1]);
    expect(listed.sort()).toEqual(
      workspaces()
        .filter((ws) => ws !== 'frontend')
        .sort(),
    );
    expect(copies(runtime)).toContain('--from=prod-deps /app ./');
    expect(copies(runtime)).not.toContainEqual(expect.stringMatching(/--from=(deps|build) \/app \.?\/?$/));
  });

  it('ships no source maps, type declarations, C headers or sources, docs or tests', () => {
    const pruning = (s: Stage) =>
      all(s, 'RUN')
        .map((i) => i.args)
        .filter((run) => run.includes('find '));
    const built = pruning(stage('build')).join(' ');
    // Every workspace's dist is one of the paths the build stage's `find` walks.
    const paths = built.split(' ').filter((word) => word.endsWith('/dist'));
    const covers = (ws: string) =>
      paths.some((path) => new RegExp(`^${path.replace(/\*/g, '[^/]+')}$`).test(`${ws}/dist`));
    for (const ws of workspaces()) expect({ ws, pruned: covers(ws) }).toEqual({ ws, pruned: true });
    for (const pattern of ["'*.map'", "'*.d.ts'", '-delete']) expect(built).toContain(pattern);
    const dependencies = pruning(stage('prod-deps')).join(' ');
    const pruned = ["'*.map'", "'*.ts'", "'*.h'", "'*.cc'", "'*.md'", "'*.test.js'", "'*.spec.js'"];
    for (const pattern of [...pruned, '__tests__', '-name test ', '-name tests ', '-delete'])
      expect({ pattern, pruned: dependencies.includes(pattern) }).toEqual({ pattern, pruned: true });
  });

  it('builds without fetching a Dockerfile frontend image (no `# syntax=` line), as offline builders must', () => {
    const text = readFileSync(join(repoRoot, 'Dockerfile'), 'utf8');
    expect(text).not.toMatch(/^#\s*syntax\s*=/m);
  });

  it.each(workspaces())('ships the build output of the %s workspace', (ws) => {
    expect(copies(runtime)).toContain(`--from=build /app/${ws}/dist ${ws}/dist`);
  });

  it('runs in production mode as a non-root user', () => {
    expect(all(runtime, 'ENV').map((i) => i.args)).toContain('NODE_ENV=production');
    const user = all(runtime, 'USER').pop()?.args ?? 'root';
    expect(user).not.toMatch(/^(root|0)(:|$)/);
  });

  it('leaves health checks to compose and Kubernetes, and starts the gateway by default', () => {
    expect(stages.flatMap((s) => s.instructions).filter((i) => i.op === 'HEALTHCHECK')).toEqual([]);
    expect(all(runtime, 'CMD').pop()?.args).toBe('["node", "gateway/dist/main.js"]');
  });

  it('copies only files that exist in the build context', () => {
    const local = stages
      .flatMap((s) => s.instructions)
      .filter((i) => i.op === 'COPY' && !i.args.startsWith('--from='))
      .flatMap((i) => i.args.split(' ').slice(0, -1))
      .filter((src) => src !== '.');
    expect(local.filter((src) => !exists(src))).toEqual([]);
  });
});

describe('.dockerignore', () => {
  const ignored = readFileSync(join(repoRoot, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));

  it('keeps host dependencies, build output, git history and test output out of the build context', () => {
    expect(ignored).toEqual(
      expect.arrayContaining(['**/node_modules', '**/dist', '.git', 'coverage', 'test-results']),
    );
  });

  it('keeps every file the Dockerfile copies in the build context', () => {
    for (const file of ['package.json', 'package-lock.json', '.npmrc']) expect(ignored).not.toContain(file);
  });
});
