// Which code may import which: the allowed directions, written once and checked by `npm test`
// (the lint phase). A module may import its own layer and the layers below it, never one above.

/** Layers of a folder, highest first: each may import only those after it. */
function layers(root, names) {
  return names.slice(1).map((lower, i) => {
    const higher = names.slice(0, i + 1);
    return {
      name: `${root.split('/')[1]}: ${lower} below ${higher.join(', ')}`,
      comment: `${root}/${lower} may not import ${higher.join(' or ')} (a lower layer never imports a higher one)`,
      severity: 'error',
      from: { path: `^${root}/${lower}/` },
      to: { path: `^${root}/(${higher.join('|')})/` },
    };
  });
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'No import circle, type-only ones included: move the shared part into a module of its own.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'forms depends on nothing of ours',
      severity: 'error',
      from: { path: '^packages/forms/src/' },
      to: { path: '^(packages/ui|apps)/' },
    },
    {
      name: 'packages never import apps',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'api and site are separate programs',
      comment: 'They share only @company/forms (contracts, schemas, messages).',
      severity: 'error',
      from: { path: '^apps/(api|site)/src/' },
      to: { path: '^apps/(api|site)/src/', pathNot: '^apps/$1/src/' },
    },
    {
      name: 'api uses no component',
      severity: 'error',
      from: { path: '^apps/api/' },
      to: { path: '^packages/ui/' },
    },
    {
      name: 'ui: components never import stories or tests',
      severity: 'error',
      from: { path: '^packages/ui/src/', pathNot: '\\.(stories|test)\\.tsx?$' },
      to: { path: '\\.(stories|test)\\.tsx?$' },
    },
    ...layers('apps/site/src', [
      'app',
      'map',
      'pages',
      'flows',
      'frame',
      'components',
      'content',
      'lib',
    ]),
    {
      name: 'api: lib below the domains',
      comment:
        'apps/api/src/lib holds helpers every domain uses; it may use the database and configuration only.',
      severity: 'error',
      from: { path: '^apps/api/src/lib/' },
      to: { path: '^apps/api/src/', pathNot: '^apps/api/src/(lib|db)/|^apps/api/src/config\\.ts$' },
    },
    {
      name: 'api: db is the bottom',
      comment: 'The database layer knows its configuration and nothing else of the API.',
      severity: 'error',
      from: { path: '^apps/api/src/db/' },
      to: { path: '^apps/api/src/', pathNot: '^apps/api/src/db/|^apps/api/src/config\\.ts$' },
    },
    {
      name: 'api: providers below the domains',
      comment:
        'A provider (real or sandbox) only talks to the outside: it knows configuration, the database and lib, never a domain; the routes its events arrive on live in provider-events.',
      severity: 'error',
      from: { path: '^apps/api/src/providers/' },
      to: {
        path: '^apps/api/src/',
        pathNot: '^apps/api/src/(providers|sandbox|db|lib)/|^apps/api/src/config\\.ts$',
      },
    },
    {
      name: 'api: provider events are registered by the app',
      comment:
        "provider-events registers the gateways' callbacks and webhooks and calls the payment and mandate domains; a domain imports only its apply step (the event and its one transaction).",
      severity: 'error',
      from: { path: '^apps/api/src/', pathNot: '^apps/api/src/(provider-events/|app\\.ts$)' },
      to: {
        path: '^apps/api/src/provider-events/',
        pathNot: '^apps/api/src/provider-events/(apply|kinds)\\.ts$',
      },
    },
    {
      name: 'api: nothing imports the app',
      severity: 'error',
      from: { path: '^apps/api/src/', pathNot: '^apps/api/src/(app|server)\\.ts$' },
      to: { path: '^apps/api/src/(app|server)\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|storybook-static|node_modules)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
