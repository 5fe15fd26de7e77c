import shared, { screens } from 'virtual:pages';
import '../renderer/styles.css';
import { startApp } from './startApp.tsx';

startApp(shared, screens, document.getElementById('root')!);
