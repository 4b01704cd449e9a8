// The floor of `npm run bench`: the owner's stack doing the least a signed-in page does, built like the portal
// (Vite, React's plugin, the portal's CSP). React and react-dom render through react-router-dom; swr reads
// GET /api/me through redaxios (credentials and Laravel's XHR headers, as the portal sends them) and superstruct decodes
// it; the page shows the player's name once the API has answered, so the floor's LCP includes one answer of the API.
// Every ratio in the bench is to it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import redaxios from 'redaxios';
import { create, string, type } from 'superstruct';
import useSWR from 'swr';

const api = redaxios.create({
  baseURL: import.meta.env.VITE_API_URL ?? 'http://localhost:8787',
  withCredentials: true,
  headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' },
});
const User = type({ username: string() });
const readUser = (path) => api.get(path).then((response) => create(response.data, User));

function Greeting() {
  const { data, error } = useSWR('/api/me', readUser);
  if (error) return <p role="alert">Không đọc được tài khoản.</p>;
  return data ? <h1>Xin chào, {data.username}</h1> : null;
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <BrowserRouter>
      <main>
        <Routes>
          <Route path="*" element={<Greeting />} />
        </Routes>
      </main>
    </BrowserRouter>
  </StrictMode>,
);
