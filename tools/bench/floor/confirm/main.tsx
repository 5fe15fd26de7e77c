import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../../../../renderer/styles.css';
import { LoanConfirm } from './LoanConfirm.tsx';

// The floor of loan confirmation: the page written by hand in React + react-hook-form.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <LoanConfirm />
  </StrictMode>,
);
// Marks as the project's: `npm run bench` compares where each load spends its time.
performance.mark('entry-evaluated');
