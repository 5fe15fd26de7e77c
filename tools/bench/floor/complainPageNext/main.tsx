import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../../../../renderer/styles.css';
import { ComplaintNext } from './ComplaintNext.tsx';

// The floor of complaint next: the screen written by hand, the least a React + react-hook-form page can cost.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ComplaintNext />
  </StrictMode>,
);
// Marks as the project's: `npm run bench` compares where each load spends its time.
performance.mark('entry-evaluated');
