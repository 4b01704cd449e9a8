import { Hono } from 'hono';
import type { App, SimEnv } from './env';
import { sendFailure } from './http';
import { messages } from './messages';
import { cors } from './middleware/cors';
import { csrf } from './middleware/csrf';
import { faults } from './middleware/faults';
import { authenticate, session } from './middleware/session';
import { registerAccountRoutes } from './routes/account';
import { registerAuthRoutes } from './routes/auth';
import { registerDevRoutes } from './routes/dev';
import { registerPaymentRoutes } from './routes/payment';
import { registerPhoneRoutes } from './routes/phone';
import { registerRechargeRoutes } from './routes/recharge';
import { registerRecoveryRoutes } from './routes/recovery';
import { registerRegisterRoute } from './routes/register';
import { registerUserRoutes } from './routes/user';
import { registerVerificationRoutes } from './routes/verification';
import type { Runtime } from './runtime';

/**
 * The simulator's Hono app. Middleware order matters: CORS wraps everything (errors included),
 * then planned faults, then the session (found, expired or slid), then CSRF against the session's
 * token (Laravel answers 419 before it checks the login), then auth (401).
 */
export function createApp(runtime: Runtime, reset: () => void): App {
  const app = new Hono<SimEnv>({ strict: false });

  app.use(cors(runtime.origins));
  app.use(async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  });
  app.use(faults(runtime));
  app.use(session(runtime));
  app.use(csrf(runtime));
  app.use(authenticate());

  registerAuthRoutes(app, runtime);
  registerRegisterRoute(app, runtime);
  registerRecoveryRoutes(app, runtime);
  registerVerificationRoutes(app, runtime);
  registerUserRoutes(app, runtime);
  registerPhoneRoutes(app, runtime);
  registerPaymentRoutes(app);
  registerRechargeRoutes(app, runtime);
  registerAccountRoutes(app, runtime);
  registerDevRoutes(app, runtime, reset);

  app.notFound((c) => sendFailure(c, 404, messages.notFound));
  app.onError((error, c) => {
    console.error('[api-sim]', error);
    return sendFailure(c, 500, messages.serverError);
  });
  return app;
}
