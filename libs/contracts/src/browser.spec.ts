import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import * as ts from 'typescript';

/** The modules a file loads at run time: its imports and re-exports that are not type-only. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          bindings &&
          ts.isNamedImports(bindings) &&
          bindings.elements.every((e) => e.isTypeOnly));
      if (!onlyTypes) specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers;
}

/** Every module the browser entry loads at run time, starting from `src/browser.ts`. */
function runtimeGraph(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of runtimeImports(file)) {
      if (specifier.startsWith('.')) visit(resolve(dirname(file), `${specifier}.ts`));
      else packages.add(specifier);
    }
  };
  visit(entry);
  return { files: [...files], packages: [...packages] };
}

describe('the browser entry (@storefront/contracts/browser)', () => {
  const graph = runtimeGraph(resolve(__dirname, 'browser.ts'));

  it('loads no package at run time: no class-validator, class-transformer or ipaddr.js in the bundle', () => {
    expect(graph.packages).toEqual([]);
  });

  it('carries the error-code lists and rules the web app imports', async () => {
    const browser = await import('./browser');
    expect(browser.CommonErrorCode.ValidationFailed).toBe('VALIDATION_FAILED');
    expect(browser.AuthErrorCode.MfaRequired).toBe('MFA_REQUIRED');
    expect(browser.AdminErrorCode.OwnIp).toBe('OWN_IP');
    expect(browser.ApiKeyErrorCode.ApiKeyLimit).toBe('API_KEY_LIMIT');
    expect(browser.CreditsErrorCode.BalanceChanged).toBe('CREDITS_CHANGED');
    expect(browser.IP_BANNED_CODE).toBe('IP_BANNED');
    expect(typeof browser.checkPassword).toBe('function');
    expect(typeof browser.renderLedgerText).toBe('function');
  });
});
