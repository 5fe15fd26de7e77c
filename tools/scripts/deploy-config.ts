// Renders the nginx site from deploy/nginx/loan-pages.conf.template, pages.yaml and the build in dist/ (the policy
// allows the sheet its documents carry inline by its hash, so build first).
//   npm run deploy:config                      writes deploy/nginx/loan-pages.conf with the defaults, to read (git ignores it)
//   npm run deploy:config -- --server-name pages.example.mx --root /srv/loan-pages/dist \
//     --api http://10.0.0.5:8080 [--listen 8080] [--no-brotli] [--dist dist] [--out /etc/nginx/sites-available/loan-pages]
// FIELD_REPORTS_TO names the environment whose field-report address the policy allows, as for `npm run build`.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { inlineStyleHashes } from '../deploy/inlineStyleHashes.ts';
import { CONFIG_FILE, DEFAULT_SITE, readPagesFacts, renderNginxConfig } from '../deploy/renderNginxConfig.ts';

const { values } = parseArgs({
  options: {
    'server-name': { type: 'string', default: DEFAULT_SITE.serverName },
    root: { type: 'string', default: DEFAULT_SITE.root },
    api: { type: 'string', default: DEFAULT_SITE.apiUpstream },
    listen: { type: 'string', default: DEFAULT_SITE.listen },
    'no-brotli': { type: 'boolean', default: false },
    pages: { type: 'string', default: 'pages.yaml' },
    dist: { type: 'string', default: 'dist' },
    out: { type: 'string', default: CONFIG_FILE },
  },
});

const text = renderNginxConfig(
  { ...readPagesFacts(values.pages), styleHashes: inlineStyleHashes(values.dist) },
  {
    serverName: values['server-name'],
    root: values.root,
    apiUpstream: values.api,
    listen: values.listen,
    brotli: !values['no-brotli'],
  },
);
if (values.out === '-') process.stdout.write(text);
else {
  writeFileSync(values.out, text);
  console.log(`wrote ${values.out}`);
}
