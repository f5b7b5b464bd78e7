// Kubernetes manifests under k8s/: every object valid against the Kubernetes schemas, and the
// properties an operator relies on (probes, limits, wiring between objects, overlays).
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { StatefulSet } from 'kubernetes-models/apps/v1/StatefulSet';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1/NetworkPolicy';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import proxyAddr from 'proxy-addr';
import {
  MIGRATIONS_NATS_USER,
  NATS_USERS,
  natsPasswordVariable,
  natsServerConfig,
} from '@storefront/contracts';
import {
  BaseConfig,
  natsClusterConfig,
  natsServers,
  parseConfig,
  parseSentinels,
} from '@storefront/platform';
import { trustProxyValue } from '../../gateway/src/http/trust-proxy';
import {
  appNames,
  exists,
  isKustomization,
  k8sRoot,
  k8sManifests,
  k8sYamlFiles,
  parseDocuments,
  readCompose,
  readYaml,
  repoRoot,
} from './deploy-files';

const models: Record<string, new (data: any) => { validate(): void }> = {
  'apps/v1/Deployment': Deployment,
  'apps/v1/StatefulSet': StatefulSet,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'batch/v1/Job': Job,
  'networking.k8s.io/v1/Ingress': Ingress,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'v1/ConfigMap': ConfigMap,
  'v1/Namespace': Namespace,
  'v1/Secret': Secret,
  'v1/Service': Service,
};

/** Throws with the schema's message when the object is not a valid Kubernetes object of its kind. */
function validate(obj: any): void {
  const Model = models[`${obj?.apiVersion}/${obj?.kind}`];
  if (!Model) throw new Error(`no schema registered in k8s.spec.ts for ${obj?.apiVersion} ${obj?.kind}`);
  try {
    new Model(obj).validate();
  } catch (err) {
    throw new Error(`${obj.kind} ${obj.metadata?.name}: ${(err as Error).message}`, { cause: err });
  }
}

const manifests = k8sManifests();
const base = manifests.filter((m) => m.file.startsWith('k8s/base/')).map((m) => m.obj);
const ofKind = (kind: string, objs = base) => objs.filter((o) => o.kind === kind);
const named = (kind: string, name: string, objs = base) =>
  ofKind(kind, objs).find((o) => o.metadata.name === name);

const { gateway, services } = appNames();
const apps = [gateway, ...services];
const deployments = ofKind('Deployment');
const workloads = [...deployments, ...ofKind('StatefulSet')];
/** Everything that runs a pod: the workloads and the migrations Job. */
const podTemplates = [...workloads, ...ofKind('Job')];
const containersOf = (w: any): any[] => w.spec.template.spec.containers;
const allContainersOf = (w: any): any[] => [
  ...(w.spec.template.spec.initContainers ?? []),
  ...containersOf(w),
];
const matches = (selector: Record<string, string>, labels: Record<string, string> = {}) =>
  Object.keys(selector).length > 0 && Object.entries(selector).every(([k, v]) => labels[k] === v);
const podLabels = (w: any) => w.spec.template.metadata.labels;
const portNames = (w: any) => containersOf(w).flatMap((c) => (c.ports ?? []).map((p: any) => p.name));
const portNumbers = (w: any) =>
  containersOf(w).flatMap((c) => (c.ports ?? []).map((p: any) => p.containerPort));

/** A CPU or memory quantity (`500m`, `2`, `384Mi`, `1Gi`) as a plain number, to compare two of them. */
function quantity(value: string | number): number {
  const match = /^([\d.]+)(m|Ki|Mi|Gi|Ti)?$/.exec(String(value));
  if (!match) throw new Error(`unreadable quantity ${value}`);
  const units: Record<string, number> = { m: 1e-3, Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30, Ti: 2 ** 40 };
  return Number(match[1]) * (match[2] ? units[match[2]] : 1);
}
const hpaOf = (deployment: any, objs = base) =>
  ofKind('HorizontalPodAutoscaler', objs).filter(
    (h) =>
      h.spec.scaleTargetRef.kind === 'Deployment' && h.spec.scaleTargetRef.name === deployment.metadata.name,
  );
const pdbOf = (workload: any, objs = base) =>
  ofKind('PodDisruptionBudget', objs).filter((p) =>
    matches(p.spec.selector.matchLabels, podLabels(workload)),
  );

/**
 * The NATS StatefulSet of `objs` and what it runs: the configuration file it starts with (from the
 * rendered ConfigMap, or the base's file on disk), the routes and server name that file gives, and
 * the pods' client addresses through the headless Service.
 */
function natsNodes(objs = base) {
  const nats = named('StatefulSet', 'nats', objs);
  const container = containersOf(nats)[0];
  const args: string[] = [...(container.command ?? []), ...(container.args ?? [])];
  const configPath = args[args.indexOf('-c') + 1];
  const mount = container.volumeMounts.find((m: any) => configPath.startsWith(`${m.mountPath}/`));
  const volume = nats.spec.template.spec.volumes.find((v: any) => v.name === mount.name);
  const file = configPath.slice(mount.mountPath.length + 1);
  const rendered = named('ConfigMap', volume.configMap.name, objs);
  const config: string =
    rendered?.data[file] ?? readFileSync(join(k8sRoot, 'base', 'dependencies', file), 'utf8');
  const pods: string[] = Array.from({ length: nats.spec.replicas }, (_, i) => `${nats.metadata.name}-${i}`);
  const port = (name: string) => container.ports.find((p: any) => p.name === name)?.containerPort;
  return {
    nats,
    container,
    file,
    config,
    pods,
    routes: [...config.matchAll(/"nats-route:\/\/([^"]+)"/g)].map((m) => m[1]),
    serverName: /^server_name: (.+)$/m.exec(config)?.[1],
    clientUrls: pods.map((pod) => `nats://${pod}.${nats.spec.serviceName}:${port('client')}`),
    clusterPort: port('cluster'),
  };
}

const resourceMetric = (hpa: any, name: string) =>
  (hpa.spec.metrics ?? []).find((m: any) => m.type === 'Resource' && m.resource.name === name)?.resource
    .target;

describe('k8s manifests', () => {
  it('are all found, each file parsing as YAML', () => {
    expect(manifests.length).toBeGreaterThan(30);
  });

  it.each(manifests.map((m) => [`${m.file}: ${m.obj.kind} ${m.obj.metadata?.name}`, m.obj]))(
    '%s is a valid Kubernetes object',
    (_label, obj) => {
      validate(obj);
    },
  );

  it('define each object once per kustomization tree', () => {
    const ids = base.map((o) => `${o.kind}/${o.metadata.name}`);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });
});

describe('kustomizations', () => {
  const kustomizations = k8sYamlFiles().filter(isKustomization);
  const dirOf = (file: string) => file.replace(/\/[^/]+$/, '');

  it('exist for the base and the dev overlay', () => {
    expect(kustomizations).toEqual(
      expect.arrayContaining(['k8s/base/kustomization.yaml', 'k8s/overlays/dev/kustomization.yaml']),
    );
  });

  it.each(kustomizations)('%s lists only resources and patch files that exist', (file) => {
    const k = readYaml(file);
    const dir = dirOf(file);
    const missing = [
      ...(k.resources ?? []),
      ...(k.patches ?? []).flatMap((p: any) => (p.path ? [p.path] : [])),
    ]
      .map((entry: string) => join(dir, entry))
      .filter(
        (entry) => !exists(entry) || (!/\.ya?ml$/.test(entry) && !exists(join(entry, 'kustomization.yaml'))),
      );
    expect(missing).toEqual([]);
  });

  it('deploy every manifest file: none is left out of a kustomization', () => {
    const listed = new Set(
      kustomizations.flatMap((file) =>
        (readYaml(file).resources ?? []).map((r: string) => join(dirOf(file), r)),
      ),
    );
    const orphans = k8sYamlFiles().filter((file) => !isKustomization(file) && !listed.has(file));
    expect(orphans).toEqual([]);
  });
});

describe('k8s apps', () => {
  it('have a Deployment for every app of docker-compose.yml, running the same command', () => {
    const compose = readCompose().services;
    const composeApps = Object.keys(compose).filter((name) => compose[name].build && name !== 'migrate');
    expect(composeApps.sort()).toEqual([...apps].sort());
    for (const name of composeApps) {
      const deployment = named('Deployment', name);
      expect({ name, deployed: Boolean(deployment) }).toEqual({ name, deployed: true });
      const container = containersOf(deployment).find((c) => c.name === name);
      expect({ name, command: [...(container?.command ?? []), ...(container?.args ?? [])] }).toEqual({
        name,
        command: compose[name].command,
      });
    }
  });

  it.each(apps)(
    'probe %s for readiness and liveness on its health endpoint, on a port the container declares',
    (name) => {
      const deployment = named('Deployment', name);
      for (const container of containersOf(deployment)) {
        for (const probe of ['readinessProbe', 'livenessProbe']) {
          const httpGet = container[probe]?.httpGet;
          // The gateway's own liveness (its /health reports the whole stack). A service is ready when
          // its database answers, and alive as long as the process does: a database outage takes
          // its pods out of service without restarting them all.
          const path = name === 'gateway' || probe === 'livenessProbe' ? '/health/live' : '/health';
          expect({ probe, path: httpGet?.path }).toEqual({ probe, path });
          expect([...portNames(deployment), ...portNumbers(deployment)]).toContain(httpGet.port);
        }
      }
    },
  );

  it('probe the services on HEALTH_PORT and the gateway on PORT, as the ConfigMap sets them', () => {
    const config = named('ConfigMap', 'storefront-config').data;
    const portOf = (name: string) => containersOf(named('Deployment', name))[0].ports[0].containerPort;
    expect(portOf(gateway)).toBe(Number(config.PORT));
    for (const name of services) expect(portOf(name)).toBe(Number(config.HEALTH_PORT));
  });

  it.each(services)('run the %s migrations in an init container before the service starts', (name) => {
    const init = named('Deployment', name).spec.template.spec.initContainers ?? [];
    expect(init.map((c: any) => [...(c.command ?? []), ...(c.args ?? [])])).toContainEqual([
      'node',
      `services/${name}/dist/migrate.js`,
    ]);
  });

  it('run every container, including dependencies and init containers, with resource requests and limits', () => {
    for (const workload of podTemplates) {
      for (const c of allContainersOf(workload)) {
        const where = `${workload.metadata.name}/${c.name}`;
        expect({ where, resources: c.resources }).toEqual({
          where,
          resources: {
            requests: { cpu: expect.anything(), memory: expect.anything() },
            limits: { cpu: expect.anything(), memory: expect.anything() },
          },
        });
      }
    }
  });

  it('run every pod as non-root, every container without privilege escalation on a read-only root', () => {
    for (const workload of podTemplates) {
      expect({
        name: workload.metadata.name,
        runAsNonRoot: workload.spec.template.spec.securityContext?.runAsNonRoot,
      }).toEqual({
        name: workload.metadata.name,
        runAsNonRoot: true,
      });
      for (const c of allContainersOf(workload)) {
        const where = `${workload.metadata.name}/${c.name}`;
        expect({ where, ...c.securityContext }).toMatchObject({
          where,
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
          capabilities: { drop: ['ALL'] },
        });
      }
    }
  });

  it('give every app its configuration from the ConfigMap and secrets only from keys the Secret defines', () => {
    const config = named('ConfigMap', 'storefront-config');
    const secret = named('Secret', 'storefront-secrets');
    const secretKeys = Object.keys({ ...secret.data, ...secret.stringData });
    for (const workload of podTemplates) {
      for (const c of allContainersOf(workload)) {
        for (const from of c.envFrom ?? []) expect(from.configMapRef?.name).toBe(config.metadata.name);
        for (const env of c.env ?? []) {
          const ref = env.valueFrom?.secretKeyRef;
          if (ref)
            expect({ env: env.name, secret: ref.name, key: secretKeys.includes(ref.key) }).toEqual({
              env: env.name,
              secret: secret.metadata.name,
              key: true,
            });
        }
      }
    }
  });

  it('give every app in Kubernetes each environment variable docker-compose.yml gives it', () => {
    const compose = readCompose().services;
    const configKeys = Object.keys(named('ConfigMap', 'storefront-config').data);
    for (const name of apps) {
      const container = containersOf(named('Deployment', name))[0];
      const k8sEnv = new Set([...configKeys, ...(container.env ?? []).map((e: any) => e.name)]);
      const missing = Object.keys(compose[name].environment).filter((key) => !k8sEnv.has(key));
      expect({ name, missing }).toEqual({ name, missing: [] });
    }
  });

  it("give payments the providers' API keys and callback secrets from the Secret only, never the ConfigMap", () => {
    const config = named('ConfigMap', 'storefront-config').data;
    const env = containersOf(named('Deployment', 'payments'))[0].env ?? [];
    for (const key of [
      'NOWPAYMENTS_API_KEY',
      'NOWPAYMENTS_IPN_SECRET',
      'BTCPAY_API_KEY',
      'BTCPAY_WEBHOOK_SECRET',
    ]) {
      expect(config).not.toHaveProperty(key);
      expect({ key, from: env.find((e: any) => e.name === key)?.valueFrom?.secretKeyRef?.key }).toEqual({
        key,
        from: key,
      });
    }
  });

  it('ship a Secret template with placeholder values only', () => {
    const secret = named('Secret', 'storefront-secrets');
    const values = Object.entries({ ...secret.stringData, ...secret.data }) as [string, string][];
    expect(values.length).toBeGreaterThan(0);
    for (const [key, value] of values) {
      if (key !== 'POSTGRES_USER')
        expect({ key, value }).toEqual({ key, value: expect.stringContaining('CHANGE_ME') });
    }
  });
});

describe('k8s wiring', () => {
  it.each(ofKind('Service').map((s) => [s.metadata.name, s]))(
    'Service %s selects the pods of a workload and targets ports they declare',
    (_name, service) => {
      const targets = workloads.filter((w) => matches(service.spec.selector, podLabels(w)));
      expect(targets).toHaveLength(1);
      for (const port of service.spec.ports) {
        expect([...portNames(targets[0]), ...portNumbers(targets[0])]).toContain(
          port.targetPort ?? port.port,
        );
      }
    },
  );

  it.each(workloads.map((w) => [w.kind, w.metadata.name, w]))(
    '%s %s selects its own pod labels and has a Service',
    (_kind, _name, workload) => {
      expect(matches(workload.spec.selector.matchLabels, podLabels(workload))).toBe(true);
      expect(ofKind('Service').filter((s) => matches(s.spec.selector, podLabels(workload)))).toHaveLength(1);
    },
  );

  it('routes the Ingress to the gateway Service on a port it exposes, keeping websockets open', () => {
    const [ingress] = ofKind('Ingress');
    const backends = ingress.spec.rules.flatMap((r: any) => r.http.paths.map((p: any) => p.backend.service));
    expect(backends.length).toBeGreaterThan(0);
    const gatewayService = named('Service', gateway);
    for (const backend of backends) {
      expect(backend.name).toBe(gatewayService.metadata.name);
      expect(gatewayService.spec.ports.map((p: any) => (backend.port.name ? p.name : p.port))).toContain(
        backend.port.name ?? backend.port.number,
      );
    }
    const annotations = ingress.metadata.annotations;
    expect(Number(annotations['nginx.ingress.kubernetes.io/proxy-read-timeout'])).toBeGreaterThanOrEqual(60);
    expect(Number(annotations['nginx.ingress.kubernetes.io/proxy-send-timeout'])).toBeGreaterThanOrEqual(60);
    // socket.io's long-polling fallback breaks when one session's requests reach different gateways.
    expect(annotations['nginx.ingress.kubernetes.io/affinity']).toBe('cookie');
  });

  it.each(apps)('scales %s with a HorizontalPodAutoscaler of at least two replicas', (name) => {
    const hpas = ofKind('HorizontalPodAutoscaler').filter(
      (h) => h.spec.scaleTargetRef.kind === 'Deployment' && h.spec.scaleTargetRef.name === name,
    );
    expect(hpas).toHaveLength(1);
    expect(hpas[0].spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(hpas[0].spec.maxReplicas).toBeGreaterThan(hpas[0].spec.minReplicas);
  });

  it.each(apps)('keeps %s available during node drains with a PodDisruptionBudget over its pods', (name) => {
    const deployment = named('Deployment', name);
    const pdbs = ofKind('PodDisruptionBudget').filter((p) =>
      matches(p.spec.selector.matchLabels, podLabels(deployment)),
    );
    expect(pdbs).toHaveLength(1);
  });

  it('points the apps at the Postgres, Redis and NATS Services of the base', () => {
    const config = named('ConfigMap', 'storefront-config').data;
    const secret = named('Secret', 'storefront-secrets').stringData;
    const portOf = (name: string, port: number) =>
      named('Service', name)?.spec.ports.some((p: any) => p.port === port);
    expect(secret.DATABASE_URL).toMatch(/@postgres:5432\/storefront$/);
    expect(secret.REDIS_URL).toBe(`redis://:${secret.REDIS_PASSWORD}@redis:6379`);
    expect(config.REDIS_URL).toBeUndefined();
    // Every node of the NATS cluster, so each app moves to a surviving one by itself.
    expect(natsServers(config.NATS_URL)).toEqual(natsNodes().clientUrls);
    expect(natsNodes().clientUrls).toHaveLength(3);
    expect([portOf('postgres', 5432), portOf('redis', 6379), portOf('nats', 4222)]).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('gives every app its own NATS user and password, and the Redis password, from the Secret', () => {
    const secret = named('Secret', 'storefront-secrets').stringData;
    for (const name of apps) {
      const env = containersOf(named('Deployment', name))[0].env ?? [];
      const fromSecret = (variable: string) =>
        env.find((e: any) => e.name === variable)?.valueFrom?.secretKeyRef?.key;
      expect({ name, nats: fromSecret('NATS_PASSWORD'), redis: fromSecret('REDIS_URL') }).toEqual({
        name,
        nats: natsPasswordVariable(name),
        redis: 'REDIS_URL',
      });
      // NATS_USER is the app's name unless set: nothing may set it to another app's.
      expect(env.find((e: any) => e.name === 'NATS_USER')).toBeUndefined();
      expect(secret[natsPasswordVariable(name)]).toContain('CHANGE_ME');
    }
  });

  it('runs NATS with the generated users and permissions, each password from the Secret', () => {
    const nats = named('StatefulSet', 'nats');
    const container = containersOf(nats)[0];
    const args = [...(container.command ?? []), ...(container.args ?? [])];
    const configPath = args[args.indexOf('-c') + 1];
    const mount = container.volumeMounts.find((m: any) => configPath.startsWith(`${m.mountPath}/`));
    const volume = nats.spec.template.spec.volumes.find((v: any) => v.name === mount.name);
    const generator = readYaml('k8s/base/dependencies/kustomization.yaml').configMapGenerator;
    const generated = generator.find((g: any) => g.name === volume.configMap.name);
    expect(generated.files).toContain(configPath.slice(mount.mountPath.length + 1));
    const passwords = Object.fromEntries(
      (container.env ?? []).map((e: any) => [e.name, e.valueFrom?.secretKeyRef?.key]),
    );
    for (const user of NATS_USERS)
      expect(passwords[natsPasswordVariable(user)]).toBe(natsPasswordVariable(user));
    expect(readFileSync(join(k8sRoot, 'base', 'dependencies', 'nats.conf'), 'utf8')).toBe(
      natsServerConfig({ password: (user) => ({ env: natsPasswordVariable(user) }) }),
    );
  });

  it('creates the event stream and its durable consumers in a Job, as the NATS user allowed to', () => {
    const job = named('Job', 'migrations');
    const [container] = containersOf(job);
    expect([...(container.command ?? []), ...(container.args ?? [])]).toEqual([
      'node',
      'libs/platform/dist/migrate-event-stream.js',
    ]);
    expect(exists('libs/platform/src/migrate-event-stream.ts')).toBe(true);
    const env = container.env ?? [];
    // NATS_USER left to the step's default, `migrations`; its password from the Secret.
    expect(env.find((e: any) => e.name === 'NATS_USER')).toBeUndefined();
    expect(env.find((e: any) => e.name === 'NATS_PASSWORD')?.valueFrom?.secretKeyRef?.key).toBe(
      natsPasswordVariable(MIGRATIONS_NATS_USER),
    );
    expect(container.envFrom).toEqual([{ configMapRef: { name: 'storefront-config' } }]);
    expect(job.spec.template.spec.restartPolicy).toBe('OnFailure');
    // Removed once finished, so the next apply (a new image) runs it again.
    expect(job.spec.ttlSecondsAfterFinished).toBeGreaterThan(0);
    expect(job.spec.template.spec.automountServiceAccountToken).toBe(false);
    // The only place the migrations password goes besides the NATS server.
    const holders = podTemplates.filter((w) =>
      allContainersOf(w).some((c) =>
        (c.env ?? []).some(
          (e: any) => e.valueFrom?.secretKeyRef?.key === natsPasswordVariable(MIGRATIONS_NATS_USER),
        ),
      ),
    );
    expect(holders.map((w) => w.metadata.name).sort()).toEqual(['migrations', 'nats']);
  });

  it('runs Redis with the Secret’s password, its probes authenticated', () => {
    const redis = containersOf(named('StatefulSet', 'redis'))[0];
    const args: string[] = redis.args;
    expect(args[args.indexOf('--requirepass') + 1]).toBe('$(REDIS_PASSWORD)');
    const keyOf = (variable: string) =>
      redis.env.find((e: any) => e.name === variable)?.valueFrom?.secretKeyRef?.key;
    expect([keyOf('REDIS_PASSWORD'), keyOf('REDISCLI_AUTH')]).toEqual(['REDIS_PASSWORD', 'REDIS_PASSWORD']);
    expect(redis.readinessProbe.exec.command).toEqual(['redis-cli', 'ping']);
  });

  it('runs NATS as a JetStream cluster of three pods, each routed to every pod by name', () => {
    const { nats, container, file, config, pods, routes, serverName, clusterPort } = natsNodes();
    expect(nats.spec.replicas).toBe(3);
    expect(nats.spec.podManagementPolicy).toBe('Parallel');
    expect(file).toBe('nats-cluster.conf');
    const service = named('Service', nats.spec.serviceName);
    expect(service.spec.clusterIP).toBe('None');
    // The pods find each other by name before any of them is ready.
    expect(service.spec.publishNotReadyAddresses).toBe(true);
    expect(service.spec.ports).toContainEqual({ name: 'cluster', port: clusterPort, targetPort: 'cluster' });
    expect(routes.sort()).toEqual(pods.map((pod) => `${pod}.${nats.spec.serviceName}:${clusterPort}`).sort());
    // Each node is named after its pod, a name that outlives restarts (JetStream places copies by it).
    expect(serverName).toBe('$POD_NAME');
    expect(container.env.find((e: any) => e.name === 'POD_NAME')?.valueFrom).toEqual({
      fieldRef: { fieldPath: 'metadata.name' },
    });
    // As natsClusterConfig writes it, then the users and permissions of nats.conf.
    expect(config).toContain(
      natsClusterConfig({
        name: 'storefront',
        serverName: { env: 'POD_NAME' },
        listen: `0.0.0.0:${clusterPort}`,
        routes: routes.map((route) => `nats-route://${route}`),
      }).join('\n'),
    );
    expect(config.trimEnd().split('\n').at(-1)).toBe('include ./nats.conf');
  });

  it('keeps two of the three NATS pods through node drains, each pod on its own node', () => {
    const { nats } = natsNodes();
    const [pdb, ...others] = pdbOf(nats);
    expect(others).toEqual([]);
    expect(pdb.spec.minAvailable).toBe(2);
    expect(pdb.spec.minAvailable).toBeLessThan(nats.spec.replicas);
    const [antiAffinity] =
      nats.spec.template.spec.affinity.podAntiAffinity.requiredDuringSchedulingIgnoredDuringExecution;
    expect(antiAffinity.topologyKey).toBe('kubernetes.io/hostname');
    expect(matches(antiAffinity.labelSelector.matchLabels, podLabels(nats))).toBe(true);
  });

  it('keeps as many copies of the event stream as there are NATS pods, at most', () => {
    const replicas = Number(named('ConfigMap', 'storefront-config').data.EVENTS_REPLICAS);
    expect(replicas).toBe(3);
    expect(replicas).toBeLessThanOrEqual(natsNodes().nats.spec.replicas);
  });

  it('runs NATS with JetStream on a persistent volume', () => {
    const nats = named('StatefulSet', 'nats');
    const container = containersOf(nats)[0];
    expect([...(container.command ?? []), ...(container.args ?? [])]).toEqual(
      expect.arrayContaining(['-js']),
    );
    expect(nats.spec.volumeClaimTemplates.map((v: any) => v.metadata.name)).toContain('data');
  });
});

/** Labels a selector matches: matchLabels, and matchExpressions In / NotIn / Exists / DoesNotExist. */
function selects(selector: any, labels: Record<string, string>): boolean {
  if (!selector) return false;
  const byLabel = Object.entries(selector.matchLabels ?? {}).every(([k, v]) => labels[k] === v);
  const byExpression = (selector.matchExpressions ?? []).every((e: any) => {
    switch (e.operator) {
      case 'In':
        return e.key in labels && e.values.includes(labels[e.key]);
      case 'NotIn':
        return !(e.key in labels) || !e.values.includes(labels[e.key]);
      case 'Exists':
        return e.key in labels;
      case 'DoesNotExist':
        return !(e.key in labels);
      default:
        throw new Error(`unknown selector operator ${e.operator}`);
    }
  });
  return byLabel && byExpression;
}

interface Pod {
  namespace: string;
  labels: Record<string, string>;
  ports?: { name?: string; containerPort: number }[];
}
const NAMESPACE = 'storefront';
const podOf = (workload: any): Pod => ({
  namespace: NAMESPACE,
  labels: podLabels(workload),
  ports: containersOf(workload).flatMap((c) => c.ports ?? []),
});
const namespaceLabels = (name: string) => ({ 'kubernetes.io/metadata.name': name });

/**
 * Whether `from` may open a TCP connection to `to` on `port` under the base's NetworkPolicies, as
 * the API defines them: a pod selected by any Ingress policy admits only what one of them allows.
 */
function admits(policies: any[], from: Pod, to: Pod, port: number): boolean {
  const selecting = policies.filter(
    (p) => (p.spec.policyTypes ?? ['Ingress']).includes('Ingress') && selects(p.spec.podSelector, to.labels),
  );
  if (selecting.length === 0) return true;
  const peerMatches = (peer: any) => {
    if (peer.ipBlock) return false;
    const namespaceOk = peer.namespaceSelector
      ? selects(peer.namespaceSelector, namespaceLabels(from.namespace))
      : from.namespace === to.namespace;
    const podOk = peer.podSelector ? selects(peer.podSelector, from.labels) : true;
    return namespaceOk && podOk;
  };
  const portMatches = (p: any) =>
    (p.protocol ?? 'TCP') === 'TCP' &&
    (typeof p.port === 'number'
      ? p.port === port
      : (to.ports ?? []).some((c) => c.name === p.port && c.containerPort === port));
  return selecting.some((policy) =>
    (policy.spec.ingress ?? []).some(
      (rule: any) =>
        (!rule.from || rule.from.some(peerMatches)) && (!rule.ports || rule.ports.some(portMatches)),
    ),
  );
}

describe('k8s network policies', () => {
  const policies = ofKind('NetworkPolicy');
  const pod = (kind: string, name: string) => podOf(named(kind, name));
  const ingressController: Pod = {
    namespace: 'ingress-nginx',
    labels: { 'app.kubernetes.io/name': 'ingress-nginx' },
  };
  const prometheus: Pod = { namespace: 'monitoring', labels: { 'app.kubernetes.io/name': 'prometheus' } };
  const dependencies: [string, number][] = [
    ['postgres', 5432],
    ['redis', 6379],
    ['nats', 4222],
  ];
  const config = () => named('ConfigMap', 'storefront-config').data;

  it('isolate every pod of the base: nothing is admitted unless a policy says so', () => {
    expect(policies.length).toBeGreaterThan(0);
    for (const workload of workloads) {
      const labels = podLabels(workload);
      const isolated = policies.some(
        (p) => (p.spec.policyTypes ?? []).includes('Ingress') && selects(p.spec.podSelector, labels),
      );
      expect({ name: workload.metadata.name, isolated }).toEqual({
        name: workload.metadata.name,
        isolated: true,
      });
    }
  });

  it('let only the gateway receive traffic from the ingress controller, on its http port', () => {
    const port = Number(config().PORT);
    expect(admits(policies, ingressController, pod('Deployment', gateway), port)).toBe(true);
    for (const name of services)
      expect({ name, admitted: admits(policies, ingressController, pod('Deployment', name), 8080) }).toEqual({
        name,
        admitted: false,
      });
    for (const [name, depPort] of dependencies)
      expect(admits(policies, ingressController, pod('StatefulSet', name), depPort)).toBe(false);
    // Any other port of the gateway stays closed to it.
    expect(admits(policies, ingressController, pod('Deployment', gateway), port + 1)).toBe(false);
  });

  it('let the gateway and every service reach Postgres, Redis and NATS on their client ports', () => {
    for (const app of apps)
      for (const [name, port] of dependencies)
        expect({
          app,
          name,
          admitted: admits(policies, pod('Deployment', app), pod('StatefulSet', name), port),
        }).toEqual({ app, name, admitted: true });
    // NATS' monitoring port is for the operator's port-forward, not for the apps.
    expect(admits(policies, pod('Deployment', 'auth'), pod('StatefulSet', 'nats'), 8222)).toBe(false);
  });

  it("let the NATS pods reach each other's cluster port, and nothing else reach it", () => {
    const nats = pod('StatefulSet', 'nats');
    const port = natsNodes().clusterPort;
    expect(admits(policies, nats, nats, port)).toBe(true);
    for (const app of apps)
      expect({ app, admitted: admits(policies, pod('Deployment', app), nats, port) }).toEqual({
        app,
        admitted: false,
      });
    expect(admits(policies, pod('Job', 'migrations'), nats, port)).toBe(false);
    expect(
      admits(policies, { namespace: 'default', labels: podLabels(named('StatefulSet', 'nats')) }, nats, port),
    ).toBe(false);
  });

  it('let the migrations Job reach NATS, and neither Postgres nor Redis', () => {
    const job = pod('Job', 'migrations');
    expect(
      dependencies.map(([name, port]) => [name, admits(policies, job, pod('StatefulSet', name), port)]),
    ).toEqual([
      ['postgres', false],
      ['redis', false],
      ['nats', true],
    ]);
  });

  it('keep any other pod, here or in another namespace, away from Postgres, Redis, NATS and the apps', () => {
    const strangers: Pod[] = [
      { namespace: NAMESPACE, labels: { app: 'debug-shell' } },
      // A look-alike of a service's labels in another namespace gains nothing.
      { namespace: 'default', labels: podLabels(named('Deployment', 'notifications')) },
      // Another dependency's labels gain nothing (Redis's pods do reach each other: replication).
      { namespace: NAMESPACE, labels: podLabels(named('StatefulSet', 'postgres')) },
    ];
    for (const stranger of strangers) {
      for (const [name, port] of dependencies)
        expect({
          stranger: stranger.labels,
          name,
          admitted: admits(policies, stranger, pod('StatefulSet', name), port),
        }).toEqual({
          stranger: stranger.labels,
          name,
          admitted: false,
        });
      for (const app of apps) {
        const target = pod('Deployment', app);
        for (const port of (target.ports ?? []).map((p) => p.containerPort))
          expect({ app, port, admitted: admits(policies, stranger, target, port) }).toEqual({
            app,
            port,
            admitted: false,
          });
      }
    }
  });

  it('let Prometheus scrape every app on the port its annotations name, and nothing else', () => {
    for (const app of apps) {
      const deployment = named('Deployment', app);
      const port = Number(deployment.spec.template.metadata.annotations['prometheus.io/port']);
      expect({ app, admitted: admits(policies, prometheus, podOf(deployment), port) }).toEqual({
        app,
        admitted: true,
      });
    }
    for (const [name, port] of dependencies)
      expect(admits(policies, prometheus, pod('StatefulSet', name), port)).toBe(false);
  });

  it('admit no address range, and every port they name is one a selected pod declares', () => {
    for (const policy of policies) {
      const rules = policy.spec.ingress ?? [];
      for (const rule of rules) {
        expect(rule.from?.length ?? 0).toBeGreaterThan(0);
        expect(rule.from.filter((peer: any) => peer.ipBlock)).toEqual([]);
        const targets = workloads.filter((w) => selects(policy.spec.podSelector, podLabels(w)));
        for (const p of rule.ports ?? []) {
          const declared = targets.some((w) => [...portNames(w), ...portNumbers(w)].includes(p.port));
          expect({ policy: policy.metadata.name, port: p.port, declared }).toEqual({
            policy: policy.metadata.name,
            port: p.port,
            declared: true,
          });
        }
      }
    }
  });
});

describe('k8s scaling and monitoring', () => {
  it.each(deployments.map((d) => [d.metadata.name, d]))(
    'Deployment %s has one autoscaler, one disruption budget, requests and limits, and is scraped',
    (name, deployment) => {
      expect({ name, hpas: hpaOf(deployment).length, pdbs: pdbOf(deployment).length }).toEqual({
        name,
        hpas: 1,
        pdbs: 1,
      });
      for (const c of allContainersOf(deployment)) {
        const { requests, limits } = c.resources ?? {};
        for (const resource of ['cpu', 'memory']) {
          const where = `${name}/${c.name} ${resource}`;
          expect({ where, request: quantity(requests[resource]) > 0 }).toEqual({ where, request: true });
          expect({ where, withinLimit: quantity(requests[resource]) <= quantity(limits[resource]) }).toEqual({
            where,
            withinLimit: true,
          });
        }
      }
      const annotations = deployment.spec.template.metadata.annotations ?? {};
      expect(annotations['prometheus.io/scrape']).toBe('true');
      expect(annotations['prometheus.io/path']).toBe('/metrics');
      expect(portNumbers(deployment)).toContain(Number(annotations['prometheus.io/port']));
    },
  );

  it("has the gateway take the client address the ingress controller's pods forward, and no one else's", () => {
    const trusted = proxyAddr.compile(
      trustProxyValue(named('ConfigMap', 'storefront-config').data.TRUST_PROXY) as string[],
    );
    // Pod networks of common clusters (kubenet, Calico, EKS VPC, GKE) and the pod's own loopback.
    for (const address of ['10.244.1.7', '192.168.34.5', '172.20.3.9', '127.0.0.1', 'fd00::12'])
      expect({ address, trusted: trusted(address, 0) }).toEqual({ address, trusted: true });
    // A client on the internet cannot pass itself off as another.
    for (const address of ['203.0.113.9', '8.8.8.8', '2001:db8::1'])
      expect({ address, trusted: trusted(address, 0) }).toEqual({ address, trusted: false });
  });

  it("keep every service pod's database pool within Postgres' max_connections at the autoscalers' maxima", () => {
    expect(connectionsAtMaxima(base)).toMatchObject({ fits: true });
  });

  it('scrapes the gateway on PORT and each service on HEALTH_PORT, where /metrics is served', () => {
    const config = named('ConfigMap', 'storefront-config').data;
    const scrapePort = (name: string) =>
      Number(named('Deployment', name).spec.template.metadata.annotations['prometheus.io/port']);
    expect(scrapePort(gateway)).toBe(Number(config.PORT));
    for (const name of services)
      expect({ name, port: scrapePort(name) }).toEqual({ name, port: Number(config.HEALTH_PORT) });
  });

  it.each(apps)('autoscales %s on CPU utilisation', (name) => {
    const [hpa] = hpaOf(named('Deployment', name));
    const cpu = resourceMetric(hpa, 'cpu');
    expect(cpu?.type).toBe('Utilization');
    expect(cpu.averageUtilization).toBeGreaterThanOrEqual(50);
    expect(cpu.averageUtilization).toBeLessThanOrEqual(90);
  });

  it('autoscales the gateway on memory too, before its pods reach their memory limit', () => {
    const deployment = named('Deployment', gateway);
    const memory = resourceMetric(hpaOf(deployment)[0], 'memory');
    expect(memory?.type).toBe('AverageValue');
    const limit = quantity(containersOf(deployment)[0].resources.limits.memory);
    expect(quantity(memory.averageValue)).toBeLessThan(limit * 0.8);
  });

  it('lets node drains evict a pod of each app while its autoscaler keeps two or more', () => {
    for (const deployment of deployments) {
      const [pdb] = pdbOf(deployment);
      const [hpa] = hpaOf(deployment);
      const name = deployment.metadata.name;
      // maxUnavailable: 1, or a minAvailable below the fewest replicas, so drains never block.
      const evictable =
        pdb.spec.maxUnavailable !== undefined
          ? Number(pdb.spec.maxUnavailable) >= 1
          : Number(pdb.spec.minAvailable) < hpa.spec.minReplicas;
      expect({ name, evictable }).toEqual({ name, evictable: true });
    }
  });

  it('runs the dependencies from their official images and says so where they are declared', () => {
    const images = ofKind('StatefulSet').map((s) => containersOf(s)[0].image);
    expect(images.sort()).toEqual([
      expect.stringMatching(/^nats:2[\w.-]*$/),
      expect.stringMatching(/^postgres:16[\w.-]*$/),
      // Redis and its Sentinels.
      expect.stringMatching(/^redis:7[\w.-]*$/),
      expect.stringMatching(/^redis:7[\w.-]*$/),
    ]);
    const notes = readFileSync(join(repoRoot, 'k8s/base/dependencies/kustomization.yaml'), 'utf8');
    for (const image of images) expect(notes).toContain(image);
    expect(notes).toMatch(/nats\/nats/);
  });
});

/**
 * Postgres connections the services may hold when every autoscaler is at its maximum (the gateway
 * keeps none), with room for migrations and an operator, against the server's max_connections.
 */
function connectionsAtMaxima(objects: any[]) {
  const pool = Number(named('ConfigMap', 'storefront-config', objects).data.DATABASE_POOL_SIZE);
  const postgres = named('StatefulSet', 'postgres', objects);
  const args: string[] = postgres.spec.template.spec.containers[0].args ?? [];
  const max = Number(
    /^max_connections=(\d+)$/.exec(args.find((a) => a.startsWith('max_connections=')) ?? '')?.[1] ?? 100,
  );
  const pods = ofKind('HorizontalPodAutoscaler', objects)
    .filter((h) => h.spec.scaleTargetRef.name !== 'gateway')
    .reduce((sum, h) => sum + h.spec.maxReplicas, 0);
  const reserve = 20;
  return { pool, pods, max, needed: pods * pool + reserve, fits: pool > 0 && pods * pool + reserve <= max };
}

// Rendering the overlays needs kustomize, which kubectl embeds. Where kubectl is missing the checks
// above still cover every file; these cover what the overlays make of them.
const hasKubectl = spawnSync('kubectl', ['version', '--client'], { stdio: 'ignore' }).status === 0;
const render = (overlay: string) =>
  parseDocuments(
    execFileSync('kubectl', ['kustomize', join(repoRoot, 'k8s', overlay)], { encoding: 'utf8' }),
    overlay,
  );

(hasKubectl ? describe : describe.skip)('k8s overlays (rendered with kubectl kustomize)', () => {
  const dev = hasKubectl ? render('overlays/dev') : [];
  const prod = exists('k8s/overlays/prod/kustomization.yaml') && hasKubectl ? render('overlays/prod') : [];

  it('render the base and every overlay to valid Kubernetes objects', () => {
    for (const obj of [...render('base'), ...dev, ...prod]) validate(obj);
  });

  it('dev runs one replica of every app and dependency', () => {
    for (const w of [...ofKind('Deployment', dev), ...ofKind('StatefulSet', dev)]) {
      expect({ name: w.metadata.name, replicas: w.spec.replicas }).toEqual({
        name: w.metadata.name,
        replicas: 1,
      });
    }
    for (const h of ofKind('HorizontalPodAutoscaler', dev)) expect(h.spec.maxReplicas).toBe(1);
  });

  it('dev runs the dev image tag and serves its own PUBLIC_URL on the Ingress host', () => {
    const images = ofKind('Deployment', dev).flatMap((d) => allContainersOf(d).map((c) => c.image));
    expect(new Set(images)).toEqual(new Set(['storefront:dev']));
    const url = new URL(named('ConfigMap', 'storefront-config', dev).data.PUBLIC_URL);
    expect(ofKind('Ingress', dev)[0].spec.rules[0].host).toBe(url.hostname);
    expect(url.hostname).not.toBe(new URL(named('ConfigMap', 'storefront-config').data.PUBLIC_URL).hostname);
  });

  it('dev runs NATS as one server with one copy of the event stream, and no budget blocking its drain', () => {
    const { nats, file, clientUrls, routes } = natsNodes(dev);
    expect(nats.spec.replicas).toBe(1);
    expect(file).toBe('nats.conf');
    expect(routes).toEqual([]);
    const config = named('ConfigMap', 'storefront-config', dev).data;
    expect(natsServers(config.NATS_URL)).toEqual(clientUrls);
    expect(config.EVENTS_REPLICAS).toBe('1');
    expect(pdbOf(nats, dev)).toEqual([]);
  });

  it('prod runs the NATS cluster of three with three copies of the event stream', () => {
    if (prod.length === 0) return;
    const { nats, file, pods, routes, clientUrls } = natsNodes(prod);
    expect(nats.spec.replicas).toBe(3);
    expect(file).toBe('nats-cluster.conf');
    expect(routes.map((r) => r.split('.')[0]).sort()).toEqual(pods);
    const config = named('ConfigMap', 'storefront-config', prod).data;
    expect(config.EVENTS_REPLICAS).toBe('3');
    expect(natsServers(config.NATS_URL)).toEqual(clientUrls);
    expect(pdbOf(nats, prod).map((p) => p.spec.minAvailable)).toEqual([2]);
  });

  it('dev puts everything in its own namespace', () => {
    for (const obj of dev) {
      if (obj.kind !== 'Namespace') expect(obj.metadata.namespace).toBe('storefront-dev');
    }
  });

  it('prod never applies the placeholder Secret, pins its image and serves its host over TLS', () => {
    if (prod.length === 0) return;
    expect(ofKind('Secret', prod)).toEqual([]);
    const images = ofKind('Deployment', prod).flatMap((d) => allContainersOf(d).map((c) => c.image));
    for (const image of images) expect(image).toMatch(/\/storefront:\d+\.\d+\.\d+$/);
    const ingress = ofKind('Ingress', prod)[0];
    const url = new URL(named('ConfigMap', 'storefront-config', prod).data.PUBLIC_URL);
    expect(url.protocol).toBe('https:');
    expect(ingress.spec.tls[0].hosts).toContain(url.hostname);
    expect(ingress.spec.rules[0].host).toBe(url.hostname);
    // NOWPayments' callbacks reach the same host.
    const config = named('ConfigMap', 'storefront-config', prod).data;
    expect(config.NOWPAYMENTS_IPN_CALLBACK_URL).toBe(`${url.origin}/api/payments/ipn`);
  });

  it("prod keeps every service pod's database pool within Postgres' max_connections at its maxima", () => {
    if (prod.length === 0) return;
    expect(connectionsAtMaxima(prod)).toMatchObject({ fits: true });
  });

  it('prod sizes every app above the base: more replicas allowed, larger requests and limits', () => {
    if (prod.length === 0) return;
    const prodHpaMin = (name: string) => hpaOf(named('Deployment', name, prod), prod)[0].spec.minReplicas;
    expect(prodHpaMin(gateway)).toBeGreaterThanOrEqual(3);
    for (const name of apps) {
      const baseDeployment = named('Deployment', name);
      const prodDeployment = named('Deployment', name, prod);
      const [baseHpa] = hpaOf(baseDeployment);
      const [prodHpa] = hpaOf(prodDeployment, prod);
      expect({ name, min: prodHpa.spec.minReplicas >= 2, max: prodHpa.spec.maxReplicas >= 10 }).toEqual({
        name,
        min: true,
        max: true,
      });
      expect(prodHpa.spec.maxReplicas).toBeGreaterThanOrEqual(baseHpa.spec.maxReplicas);
      expect(pdbOf(prodDeployment, prod)).toHaveLength(1);
      const before = containersOf(baseDeployment)[0].resources;
      const after = containersOf(prodDeployment)[0].resources;
      for (const kind of ['requests', 'limits'])
        for (const resource of ['cpu', 'memory'])
          expect({
            name,
            kind,
            resource,
            notSmaller: quantity(after[kind][resource]) >= quantity(before[kind][resource]),
          }).toEqual({
            name,
            kind,
            resource,
            notSmaller: true,
          });
      expect(prodDeployment.spec.template.metadata.annotations['prometheus.io/scrape']).toBe('true');
    }
    const memory = resourceMetric(hpaOf(named('Deployment', gateway, prod), prod)[0], 'memory');
    const limit = quantity(containersOf(named('Deployment', gateway, prod))[0].resources.limits.memory);
    expect(quantity(memory.averageValue)).toBeLessThan(limit * 0.8);
  });
});

describe('k8s Redis with Sentinel', () => {
  const redis = named('StatefulSet', 'redis');
  const sentinel = named('StatefulSet', 'redis-sentinel');
  const config = named('ConfigMap', 'storefront-config').data;
  const script = (workload: any, name: string): string =>
    (workload.spec.template.spec.initContainers ?? []).find((c: any) => c.name === name)?.command.join(' ');
  const envKey = (container: any, variable: string) => {
    const from = container.env?.find((e: any) => e.name === variable)?.valueFrom;
    return from?.secretKeyRef?.key ?? from?.configMapKeyRef?.key;
  };

  it('runs three Sentinels, a quorum of two watching the primary under REDIS_SENTINEL_NAME', () => {
    expect(sentinel.spec.replicas).toBe(3);
    const [container] = containersOf(sentinel);
    expect(container.args).toEqual(['redis-sentinel', '/conf/sentinel.conf']);
    expect(portNumbers(sentinel)).toEqual([26379]);
    const conf = script(sentinel, 'config');
    const quorum = Number(/sentinel monitor \$REDIS_SENTINEL_NAME \$primary 6379 (\d+)/.exec(conf)?.[1]);
    expect(quorum).toBe(2);
    expect(quorum).toBeGreaterThan(sentinel.spec.replicas / 2);
    // They name the pods by their stable names, the first primary being redis-0.
    expect(conf).toContain('sentinel resolve-hostnames yes');
    expect(conf).toContain('sentinel announce-hostnames yes');
    expect(conf).toContain('primary=redis-0.redis');
    const init = sentinel.spec.template.spec.initContainers[0];
    expect(envKey(init, 'REDIS_SENTINEL_NAME')).toBe('REDIS_SENTINEL_NAME');
    // They ask for the Redis password, and give it to Redis and to each other.
    for (const line of ['requirepass', 'sentinel sentinel-pass', 'sentinel auth-pass'])
      expect(conf).toContain(line);
    expect([envKey(init, 'REDISCLI_AUTH'), envKey(container, 'REDISCLI_AUTH')]).toEqual([
      'REDIS_PASSWORD',
      'REDIS_PASSWORD',
    ]);
    const service = named('Service', 'redis-sentinel');
    expect(service.spec.clusterIP).toBe('None');
    expect(service.spec.ports.map((p: any) => p.port)).toEqual([26379]);
    expect(sentinel.spec.serviceName).toBe('redis-sentinel');
  });

  it('runs Redis as a primary and two replicas, each pod replicating the primary the Sentinels name', () => {
    expect(redis.spec.replicas).toBe(3);
    const [container] = containersOf(redis);
    const args: string[] = container.args;
    // The role the init container wrote: empty for the primary, `replicaof …` for a replica.
    expect(args.slice(0, 2)).toEqual(['redis-server', '/conf/role.conf']);
    expect(args[args.indexOf('--masterauth') + 1]).toBe('$(REDIS_PASSWORD)');
    expect(args[args.indexOf('--replica-announce-ip') + 1]).toBe('$(POD_NAME).redis');
    const role = script(redis, 'role');
    expect(role).toContain('sentinel get-master-addr-by-name "$REDIS_SENTINEL_NAME"');
    expect(role).toContain('echo "replicaof $primary 6379" > /conf/role.conf');
    expect(role).toContain('primary=redis-0.redis');
    expect(named('Service', 'redis').spec.publishNotReadyAddresses).toBe(true);
  });

  it('points every app at the three Sentinels, with their password from the Secret', () => {
    const sentinels = parseSentinels(config.REDIS_SENTINELS);
    const port = named('Service', 'redis-sentinel').spec.ports[0].port;
    expect(sentinels).toEqual(
      Array.from({ length: sentinel.spec.replicas }, (_, i) => ({
        host: `redis-sentinel-${i}.redis-sentinel`,
        port,
      })),
    );
    const parsed = parseConfig(BaseConfig, {
      REDIS_SENTINELS: config.REDIS_SENTINELS,
      REDIS_SENTINEL_NAME: config.REDIS_SENTINEL_NAME,
    });
    expect(parsed.REDIS_SENTINEL_NAME).toBe('mymaster');
    for (const name of apps) {
      const [container] = containersOf(named('Deployment', name));
      expect(container.envFrom).toContainEqual({ configMapRef: { name: 'storefront-config' } });
      expect({ name, password: envKey(container, 'REDIS_SENTINEL_PASSWORD') }).toEqual({
        name,
        password: 'REDIS_PASSWORD',
      });
    }
  });

  it('lets node drains take one Redis pod and one Sentinel at a time', () => {
    for (const workload of [redis, sentinel]) {
      const pdbs = pdbOf(workload);
      expect({ name: workload.metadata.name, pdbs: pdbs.length }).toEqual({
        name: workload.metadata.name,
        pdbs: 1,
      });
      expect(pdbs[0].spec.maxUnavailable).toBe(1);
    }
  });

  it('lets Redis and the Sentinels reach each other, the apps reach the Sentinels, and no one else', () => {
    const policies = ofKind('NetworkPolicy');
    const [redisPod, sentinelPod] = [podOf(redis), podOf(sentinel)];
    expect(admits(policies, redisPod, redisPod, 6379)).toBe(true);
    expect(admits(policies, sentinelPod, redisPod, 6379)).toBe(true);
    expect(admits(policies, sentinelPod, sentinelPod, 26379)).toBe(true);
    expect(admits(policies, redisPod, sentinelPod, 26379)).toBe(true);
    for (const app of apps)
      expect({
        app,
        admitted: admits(policies, podOf(named('Deployment', app)), sentinelPod, 26379),
      }).toEqual({
        app,
        admitted: true,
      });
    const strangers: Pod[] = [
      { namespace: NAMESPACE, labels: { app: 'debug-shell' } },
      { namespace: 'default', labels: podLabels(sentinel) },
      podOf(named('Job', 'migrations')),
      podOf(named('StatefulSet', 'postgres')),
    ];
    for (const stranger of strangers)
      expect({ stranger: stranger.labels, admitted: admits(policies, stranger, sentinelPod, 26379) }).toEqual(
        {
          stranger: stranger.labels,
          admitted: false,
        },
      );
  });

  (hasKubectl ? it : it.skip)(
    'dev runs one Redis and one Sentinel, and names only that one to the apps',
    () => {
      const dev = render('overlays/dev');
      expect(named('StatefulSet', 'redis', dev).spec.replicas).toBe(1);
      expect(named('StatefulSet', 'redis-sentinel', dev).spec.replicas).toBe(1);
      expect(named('ConfigMap', 'storefront-config', dev).data.REDIS_SENTINELS).toBe(
        'redis-sentinel-0.redis-sentinel:26379',
      );
    },
  );
});
