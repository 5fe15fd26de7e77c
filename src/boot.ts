import shared, { screens } from 'virtual:pages';
import { prepareApp } from './prepareApp.ts';

/**
 * The first module main.tsx imports, so this runs before React's code is evaluated: the first screen's chunk and
 * entry data are already on their way while the browser evaluates React.
 */
export const prepared = prepareApp(shared, screens);
