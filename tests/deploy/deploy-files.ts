// Loads the deployment files (docker-compose.yml, k8s/**) and the list of apps the repository builds,
// for the specs beside this file.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

export const repoRoot = resolve(__dirname, '../..');
export const k8sRoot = join(repoRoot, 'k8s');

/** Workspaces of the root package.json, e.g. `services/auth`, `gateway`, `libs/contracts`. */
export function workspaces(): string[] {
  const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
  return pkg.workspaces as string[];
}

/** The runnable back-end apps: the gateway and every `services/*` workspace, by name. */
export function appNames(): { gateway: string; services: string[] } {
  const services = workspaces()
    .filter((w) => w.startsWith('services/'))
    .map((w) => w.slice('services/'.length));
  return { gateway: 'gateway', services };
}

export function readCompose(file = 'docker-compose.yml'): any {
  // Merge keys (`<<: *anchor`) are how the compose file shares its blocks, as Docker Compose reads them.
  return parse(readFileSync(join(repoRoot, file), 'utf8'), { merge: true });
}

/** A value as Compose reads it with none of its variables set: `${VAR:-default}` → `default`. */
export function withDefaults(value: string): string {
  return value.replace(/\$\{(\w+)(?::?-([^}]*))?\}/g, (_all, _name, fallback) => fallback ?? '');
}

/** Every YAML file under k8s/, relative to the repository root. */
export function k8sYamlFiles(dir = k8sRoot): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return k8sYamlFiles(full);
    return /\.ya?ml$/.test(name) ? [relative(repoRoot, full)] : [];
  });
}

export const isKustomization = (file: string) => /(^|\/)kustomization\.ya?ml$/.test(file);

export interface Manifest {
  file: string;
  obj: any;
}

/** Parses a multi-document YAML text; throws on a syntax error instead of returning half a file. */
export function parseDocuments(text: string, file: string): any[] {
  return parseAllDocuments(text).flatMap((doc) => {
    if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors.map((e) => e.message).join('; ')}`);
    const obj = doc.toJS();
    return obj == null ? [] : [obj];
  });
}

/** Every Kubernetes object of every non-kustomization YAML file under k8s/. */
export function k8sManifests(): Manifest[] {
  return k8sYamlFiles()
    .filter((file) => !isKustomization(file))
    .flatMap((file) =>
      parseDocuments(readFileSync(join(repoRoot, file), 'utf8'), file).map((obj) => ({ file, obj })),
    );
}

export function readYaml(file: string): any {
  return parse(readFileSync(join(repoRoot, file), 'utf8'));
}

export const exists = (file: string) => existsSync(join(repoRoot, file));
