// The floor of `npm run bench`: React 19 rendering one heading, nothing else (no router, no fonts, no styles).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <main>
      <h1>Mức sàn</h1>
    </main>
  </StrictMode>,
);
