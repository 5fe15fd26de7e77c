import { engineSuite } from './engineSuite.ts';
import { startWebKit } from './startWebKit.ts';

// WebKitGTK: the engine of Safari and of every iPhone webview (WKWebView).
engineSuite(startWebKit);
