import { http, HttpResponse } from 'msw';
import { it } from 'vitest';
import { setupSimulator, simulatorURL } from '../../../packages/widgets/test/simulator';
import { renderPortal } from './renderPortal';

const sim = setupSimulator();
const answers: Record<string, () => Response> = {
  '500': () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
  '503': () => HttpResponse.json({ message: 'x' }, { status: 503 }),
  html: () => new HttpResponse('<h1>x</h1>', { status: 200, headers: { 'content-type': 'text/html' } }),
};
for (const [name, answer] of Object.entries(answers))
  it(`probe ${name}`, async () => {
    sim.signIn('demo');
    sim.server.use(http.get(`${simulatorURL}/api/payment-methods`, answer));
    const { container } = renderPortal('/payment/card');
    for (let i = 0; i < 2; i++) {
      await new Promise((r) => setTimeout(r, 500));
      const main = container.querySelector('main') ?? container;
      console.log('PROBE', name, i * 0.5, main.textContent?.slice(0, 300), '|', [...container.querySelectorAll('[role=status]')].map((e) => e.outerHTML.slice(0, 200)).join(' ## '), main.querySelectorAll('[role=alert]').length);
    }
  }, 20000);
