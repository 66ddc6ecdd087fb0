/**
 * The layers of the functions and the console, and the directions imports may take between them
 * (docs/layering.md). `npm run check:layers` (part of `npm run check`, so of `npm test`) fails on
 * any import against these directions and on any import cycle.
 *
 * functions/src, bottom to top (a layer imports only layers below it):
 *   kernel (with generated/)  <-  config  <-  data  <-  auth, devices  <-  domain
 *   <-  rules, exports, provisioning  <-  app  <-  appsync  <-  handlers
 * The console (web/src) imports only its own modules (and its own generated types); its GraphQL
 * module (api/) and shared admin kit (admin/) import no page.
 * Tests (*.test.ts, *.fixtures.ts) may reach across layers to prove two parts agree; the cycle
 * rule still holds for them.
 */
const SRC = '^functions/src/';
const TESTS = '[.](test|fixtures)[.]tsx?$';

/** A layer may not import any of `above`. */
function layer(name, from, above, why) {
  return {
    name: `${name}-not-up`,
    comment: why,
    severity: 'error',
    from: { path: `${SRC}(${from})/`, pathNot: TESTS },
    to: { path: `${SRC}(${above.join('|')})/` },
  };
}

const ABOVE_DOMAIN = ['rules', 'exports', 'provisioning', 'app', 'appsync', 'handlers'];

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A cycle ties modules into one: neither can be understood, tested or moved alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    layer(
      'kernel',
      'kernel|generated',
      ['config', 'data', 'auth', 'devices', 'domain', ...ABOVE_DOMAIN],
      'The kernel (errors, roles, MACs, validation, paging, the table reference) imports nothing of the layers.',
    ),
    layer(
      'config',
      'config',
      ['data', 'auth', 'devices', 'domain', ...ABOVE_DOMAIN],
      'The environment schema is read by every layer and by infra; it stands on the kernel only.',
    ),
    layer(
      'data',
      'data',
      ['auth', 'devices', 'domain', ...ABOVE_DOMAIN],
      'Keys, table and stores know records, not the services that use them.',
    ),
    layer(
      'auth',
      'auth',
      ['devices', 'domain', ...ABOVE_DOMAIN],
      'Tokens, accounts and the policy stand on data; the domain asks them, never the reverse.',
    ),
    layer(
      'devices',
      'devices',
      ['auth', 'domain', ...ABOVE_DOMAIN],
      'The MQTT contract and the answer path stand on data; the domain uses them through ports.',
    ),
    layer(
      'domain',
      'domain',
      ABOVE_DOMAIN,
      'Domain services are used by features and roots, not the reverse.',
    ),
    layer(
      'features',
      'rules|exports|provisioning',
      ['app', 'appsync', 'handlers'],
      'The rules engine, exports and provisioning stand on the domain and are wired by the roots.',
    ),
    {
      name: 'features-side-by-side',
      comment: 'The rules engine, exports and provisioning do not import one another.',
      severity: 'error',
      from: { path: `${SRC}(rules|exports|provisioning)/`, pathNot: TESTS },
      to: { path: `${SRC}(rules|exports|provisioning)/`, pathNot: `${SRC}$1/` },
    },
    layer(
      'app',
      'app',
      ['appsync', 'handlers'],
      'The composition roots build services; resolvers and handlers take them.',
    ),
    layer('appsync', 'appsync', ['handlers'], 'Resolvers are called by the handlers, never the reverse.'),
    {
      name: 'functions-stay-in-functions',
      comment:
        'Function code is bundled alone for Lambda: it may not import the console, infra, tests or tools.',
      severity: 'error',
      from: { path: SRC, pathNot: TESTS },
      to: { path: '^(web|infra|tests|tools|scripts)/' },
    },
    {
      name: 'console-stays-in-console',
      comment: 'The console is built alone by Vite: it imports only web/src and its generated types.',
      severity: 'error',
      from: { path: '^web/src/', pathNot: TESTS },
      to: { path: '^(functions|infra|tests|tools|scripts)/' },
    },
    {
      name: 'console-kit-imports-no-page',
      comment:
        'The GraphQL module (web/src/api) and the shared admin kit (web/src/admin) serve the pages; a page they imported would tie every screen to it.',
      severity: 'error',
      from: { path: '^web/src/(api|admin)/', pathNot: TESTS },
      to: { path: '^web/src/pages/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|cdk.out)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.json', '.d.ts'] },
  },
};
