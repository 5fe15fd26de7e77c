import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../../../../renderer/styles.css';
import './register.css';
import { PromoRegister } from './PromoRegister.tsx';

// The floor of the promotion register page: the page written by hand in React + react-hook-form.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PromoRegister />
  </StrictMode>,
);
// Marks as the project's: `npm run bench` compares where each load spends its time.
performance.mark('entry-evaluated');
