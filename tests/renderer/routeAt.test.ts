import { join } from 'node:path';
import { parse } from 'regexparam';
import { expect, test } from 'vitest';
import { matchRoute } from 'wouter';
import { routePattern } from '../../renderer/entry/pageAddress.ts';
import { routeAt } from '../../renderer/entry/routeAt.ts';
import { checkFile } from '../../tools/check/runCheck.ts';

const routes = checkFile(join(import.meta.dirname, '..', '..', 'pages.yaml')).compiled!.shared.routes;
/** The screen wouter's Switch draws at `location`: the first route its own matcher takes, with its default parser. */
const drawn = (location: string) => routes.find(({ route }) => matchRoute(parse, routePattern(route), location)[0])?.screen;

test("boot finds the screen wouter's Switch draws, at every route and at addresses written otherwise", () => {
  const locations = [
    ...routes.map(({ route }) => routePattern(route)),
    '/CONFIRM',
    '/confirm/',
    '/loan/details/',
    '/loan',
    '/loan/details/x',
    '/#/downloadtemplate',
    '/#/nowhere',
    '/nowhere',
  ];
  for (const location of locations) expect(routeAt(routes, location)?.screen, location).toBe(drawn(location));
  expect(routeAt(routes, '/confirm/')?.screen).toBe('loanConfirm');
  expect(routeAt(routes, '/#/downloadTemplate')?.screen).toBe('promoDownload');
  expect(routeAt(routes, '/nowhere')).toBeUndefined();
});
