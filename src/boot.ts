import shared, { screens } from 'virtual:pages';
import { prepareApp } from './prepareApp.ts';

/**
 * The first module main.tsx imports, so this runs before React's code is evaluated: the first screen's chunk and
 * entry data are already on their way while the browser evaluates React.
 * The User Timing marks (here, in main.tsx and drawApp.tsx) are what `npm run bench` reads to show
 * where a first load spends its time; a mark costs a few microseconds.
 */
performance.mark('boot');
export const prepared = prepareApp(shared, screens);
