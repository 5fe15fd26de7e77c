import { engineSuite } from './engineSuite.ts';
import { startFirefox } from './startFirefox.ts';

// Firefox ESR: the official site's desktop visitors, and Gecko's take on everything the phones do.
engineSuite(startFirefox);
