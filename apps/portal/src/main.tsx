// The package's font entry: Be Vietnam Pro 400 and 600, latin and vietnamese subsets (woff2, each with its
// unicode-range: a page loads what it draws), and the metric-matched fallback face. The regular weight's files are
// preloaded (vite-plugins/fontPreload.ts).
import '@portal/widgets/fonts.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
