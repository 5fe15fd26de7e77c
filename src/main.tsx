import { prepared } from './boot.ts';
import '../renderer/styles.css';
import { drawApp } from './drawApp.tsx';

drawApp(prepared, document.getElementById('root')!);
performance.mark('entry-evaluated');
