import shared from 'virtual:pages';
import fieldReportSettings from 'virtual:pages/field-reports';
import '../renderer/styles.css';
import 'virtual:pages/theme.css';
import { takeOver } from '../renderer/start.ts';
import { pageFacts } from './field/pageFacts.ts';
import { startFieldReports } from './field/startFieldReports.ts';
import { prepareApp } from './prepareApp.ts';

// First, so that whatever fails from here on is noted; nothing is sent, nor more code loaded, before ready.
const reports = startFieldReports({ settings: fieldReportSettings, page: pageFacts(shared) });
// The entry holds no React: the first screen's chunk and data calls start as soon as this small file has run, while
// React and the renderer's components (drawApp.tsx) are still on their way. The User Timing marks here and in
// drawApp.tsx are what `npm run bench` reads to show where a first load spends its time.
performance.mark('boot');
const prepared = prepareApp(shared, () => import('virtual:pages/screens').then((table) => table.screens), reports);
takeOver({
  root: document.getElementById('root')!,
  entry: prepared.options.entry,
  code: import('./drawApp.tsx').then(({ drawApp }) => (root, hydrate, firstScreen) => {
    drawApp(prepared, root, hydrate, {
      drawn: firstScreen.drawn,
      settled(ready) {
        firstScreen.settled(ready);
        // Not sooner: its request and its code would take the network and main thread from the first screen.
        setTimeout(prepared.warmScreens);
      },
    });
  }),
  firstScreen: prepared.firstScreen,
  watch: reports,
});
performance.mark('entry-evaluated');
