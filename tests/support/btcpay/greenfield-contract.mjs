// The vendored Greenfield document (BTCPay Server v2.4.1) turned into validators: the operation a
// request names, its parameters and body, the answer for a status, and the webhook payloads.
import Ajv2019 from 'ajv/dist/2019.js';
import addFormats from 'ajv-formats';
import document from './openapi-v2.4.1.json' with { type: 'json' };

const DOC_ID = 'greenfield.json';

/** Formats the document names as prose ("minutes", "unix-time"…); only `decimal` is checked. */
const DESCRIPTIVE_FORMATS = [
  'binary',
  'minutes',
  'seconds',
  'days',
  'unix-time',
  'unix timestamp in seconds',
  '{txid}:{outputIndex}',
  'BIP21',
  'decimal or long (sats/byte)',
  'integer',
  'url',
  'keypath',
  'html',
  'ISO 4217 Currency code(BTC, EUR, USD, etc)',
];

/**
 * The document closes objects with `additionalProperties: false` inside `allOf` members (InvoiceData
 * over InvoiceDataBase, every webhook event over WebhookEvent), which in JSON Schema would refuse
 * the other members' properties. Read as meant: such a member is referred to through an open copy,
 * and the object that combines them is closed with `unevaluatedProperties: false`.
 */
function closeCombinedObjects(doc) {
  const copy = structuredClone(doc);
  const schemas = copy.components.schemas;
  const openCopyOf = (name) => {
    const openName = `${name}__open`;
    if (!schemas[openName]) {
      schemas[openName] = {};
      const open = walk(structuredClone(doc.components.schemas[name]));
      delete open.additionalProperties;
      delete open.unevaluatedProperties;
      schemas[openName] = open;
    }
    return `#/components/schemas/${openName}`;
  };
  const closesItself = (member) => {
    const target = member.$ref ? doc.components.schemas[member.$ref.split('/').pop()] : member;
    return target?.additionalProperties === false || Boolean(target?.allOf);
  };
  function walk(node) {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    for (const key of Object.keys(node)) node[key] = walk(node[key]);
    // OpenAPI 3.0's boolean exclusive bounds, in the numeric form of later drafts.
    for (const [flag, bound] of [
      ['exclusiveMinimum', 'minimum'],
      ['exclusiveMaximum', 'maximum'],
    ])
      if (typeof node[flag] === 'boolean') {
        if (node[flag]) node[flag] = node[bound];
        else delete node[flag];
        if (node[flag] !== undefined) delete node[bound];
      }
    if (Array.isArray(node.allOf) && node.allOf.some(closesItself)) {
      node.allOf = node.allOf.map((member) => {
        if (member.$ref?.startsWith('#/components/schemas/'))
          return { $ref: openCopyOf(member.$ref.split('/').pop()) };
        const open = { ...member };
        delete open.additionalProperties;
        return open;
      });
      node.unevaluatedProperties = false;
    }
    return node;
  }
  for (const name of Object.keys(doc.components.schemas)) schemas[name] = walk(schemas[name]);
  return copy;
}

function newAjv(options) {
  const ajv = new Ajv2019({ strict: false, allErrors: true, ...options });
  addFormats(ajv);
  ajv.addFormat('decimal', /^-?\d+(\.\d+)?$/);
  for (const name of DESCRIPTIVE_FORMATS) ajv.addFormat(name, true);
  ajv.addSchema(closeCombinedObjects(document), DOC_ID);
  return ajv;
}

const pointer = (...parts) => parts.map((p) => String(p).replace(/~/g, '~0').replace(/\//g, '~1')).join('/');
const resolve = (node) =>
  node?.$ref
    ? node.$ref
        .slice(2)
        .split('/')
        .reduce((at, key) => at?.[key], document)
    : node;

/** A schema of the document, its local references pointed at the document. */
const anchored = (schema) =>
  JSON.parse(JSON.stringify(schema), (key, value) =>
    key === '$ref' && value.startsWith('#/') ? `${DOC_ID}${value}` : value,
  );

const errorsOf = (validate) =>
  (validate.errors ?? []).map((e) => {
    const extra = e.params?.unevaluatedProperty ?? e.params?.additionalProperty;
    return { path: e.instancePath, message: `${e.message ?? 'invalid'}${extra ? `: ${extra}` : ''}` };
  });

/** One documented operation: its path template, parameters and validators. */
class Operation {
  constructor(contract, method, template, spec, pathItem) {
    this.method = method.toUpperCase();
    this.template = template;
    this.operationId = spec.operationId;
    this.spec = spec;
    const names = [];
    const source = template.replace(/\{(\w+)\}/g, (_, name) => (names.push(name), '([^/]+)'));
    this.pattern = new RegExp(`^${source}$`);
    this.pathNames = names;
    // A few references of the document lead nowhere; those parameters are not checked.
    this.parameters = [...(pathItem.parameters ?? []), ...(spec.parameters ?? [])]
      .map(resolve)
      .filter(Boolean);
    this.answerValidators = new Map();
    this.contract = contract;
  }

  /** Compiled on first use: most of the document's operations are never called. */
  #compile() {
    if (this.validatePath) return;
    this.validatePath = this.contract.parameterValidator(this.parameters, 'path');
    this.validateQuery = this.contract.parameterValidator(this.parameters, 'query');
    const body = resolve(this.spec.requestBody);
    this.bodyRequired = Boolean(body?.required);
    this.validateBody = body?.content?.['application/json']
      ? this.contract.ajv.compile({
          $ref: `${DOC_ID}#/${pointer('paths', this.template, this.method.toLowerCase(), 'requestBody', 'content', 'application/json', 'schema')}`,
        })
      : undefined;
  }

  match(path) {
    const found = this.pattern.exec(path);
    if (!found) return undefined;
    return Object.fromEntries(this.pathNames.map((name, i) => [name, decodeURIComponent(found[i + 1])]));
  }

  /** What is wrong with a request to this operation: `[]` when nothing. */
  checkRequest({ params, query, body, hasBody }) {
    this.#compile();
    const errors = [];
    if (!this.validatePath(params)) errors.push(...errorsOf(this.validatePath).map(at('path')));
    if (!this.validateQuery(query)) errors.push(...errorsOf(this.validateQuery).map(at('query')));
    if (this.validateBody) {
      if (!hasBody) {
        if (this.bodyRequired) errors.push({ path: 'body', message: 'a JSON body is required' });
      } else if (!this.validateBody(body)) errors.push(...errorsOf(this.validateBody).map(at('body')));
    }
    return errors;
  }

  /** What is wrong with an answer: `[]` when its status has no documented JSON body or it fits. */
  checkAnswer(status, body) {
    const responses = this.spec.responses ?? {};
    const key = responses[status] ? String(status) : responses.default ? 'default' : undefined;
    if (!key) return [];
    const content = resolve(responses[key])?.content?.['application/json'];
    if (!content?.schema) return [];
    if (!this.answerValidators.has(key))
      this.answerValidators.set(
        key,
        this.contract.ajv.compile({
          $ref: `${DOC_ID}#/${pointer('paths', this.template, this.method.toLowerCase(), 'responses', key, 'content', 'application/json', 'schema')}`,
        }),
      );
    const validate = this.answerValidators.get(key);
    return validate(body) ? [] : errorsOf(validate).map(at('body'));
  }
}

const at = (where) => (e) => ({ ...e, path: `${where}${e.path}` });

export class GreenfieldContract {
  ajv = newAjv();
  #parametersAjv = newAjv({ coerceTypes: 'array', useDefaults: true });
  #operations = [];
  #webhookValidators = new Map();

  constructor() {
    for (const [template, pathItem] of Object.entries(document.paths))
      for (const [method, spec] of Object.entries(pathItem))
        if (method !== 'parameters')
          this.#operations.push(new Operation(this, method, template, spec, pathItem));
  }

  /** Validates the `in: where` parameters of an operation, as strings coerced to their types. */
  parameterValidator(parameters, where) {
    const own = parameters.filter((p) => p.in === where);
    return this.#parametersAjv.compile({
      type: 'object',
      properties: Object.fromEntries(own.map((p) => [p.name, anchored(p.schema ?? {})])),
      required: own.filter((p) => p.required).map((p) => p.name),
    });
  }

  /** The documented operation for a method and path, with its path parameters. */
  find(method, path) {
    for (const operation of this.#operations) {
      if (operation.method !== method) continue;
      const params = operation.match(path);
      if (params) return { operation, params };
    }
    return undefined;
  }

  /** What is wrong with a webhook payload of this type (`x-webhooks`): `[]` when nothing. */
  checkWebhook(type, payload) {
    if (!document['x-webhooks'][type])
      return [{ path: 'type', message: `no webhook ${type} in the document` }];
    if (!this.#webhookValidators.has(type))
      this.#webhookValidators.set(
        type,
        this.ajv.compile({
          $ref: `${DOC_ID}#/${pointer('x-webhooks', type, 'post', 'requestBody', 'content', 'application/json', 'schema')}`,
        }),
      );
    const validate = this.#webhookValidators.get(type);
    return validate(payload) ? [] : errorsOf(validate);
  }
}
