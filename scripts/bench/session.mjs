// A fresh account for the logged-in pages: registered and logged in through the simulator's API (like
// e2e/sim.ts's freshAccount), with a tiny cookie jar; its cookies are then put into each Lighthouse profile.

function jar() {
  const cookies = new Map();
  return {
    take(response) {
      for (const header of response.headers.getSetCookie()) {
        const [pair, ...attributes] = header.split(';');
        const at = pair.indexOf('=');
        const name = pair.slice(0, at).trim();
        const expired = attributes.some((a) => /^\s*max-age\s*=\s*(0|-)/i.test(a));
        if (expired) cookies.delete(name);
        else
          cookies.set(name, {
            value: pair.slice(at + 1).trim(),
            httpOnly: attributes.some((a) => /^\s*httponly\s*$/i.test(a)),
          });
      }
    },
    header: () => [...cookies].map(([name, { value }]) => `${name}=${value}`).join('; '),
    get: (name) => cookies.get(name)?.value,
    all: () => [...cookies].map(([name, { value, httpOnly }]) => ({ name, value, httpOnly })),
  };
}

/** Registers a new account (which signs it in), checks /api/me, and returns the cookies to set for `apiUrl`. */
export async function freshSession(apiUrl) {
  const cookies = jar();
  const call = async (method, path, body) => {
    const headers = { Accept: 'application/json', cookie: cookies.header() };
    if (method !== 'GET') {
      cookies.take(await fetch(`${apiUrl}/api/csrf-cookie`, { headers }));
      Object.assign(headers, {
        'content-type': 'application/json',
        'X-XSRF-TOKEN': decodeURIComponent(cookies.get('XSRF-TOKEN') ?? ''),
        cookie: cookies.header(),
      });
    }
    const response = await fetch(`${apiUrl}${path}`, {
      method,
      headers,
      body: body && JSON.stringify(body),
    });
    cookies.take(response);
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response;
  };
  const suffix = `${Date.now().toString(36)}${process.pid.toString(36)}`;
  const account = { username: `bench_${suffix}`.slice(0, 32), password: 'Hiepkhach@2026' };
  await call('POST', '/register', {
    phone: `09${String(Date.now()).slice(-8)}`,
    receiveNewsletter: false,
    username: account.username,
    password: account.password,
    passwordConfirm: account.password,
    gReCaptchaToken: 'dev-captcha-ok',
  });
  // Registration signs the player in (a login now would meet the guest middleware's redirect): check it did.
  await call('GET', '/api/me');
  return cookies.all().map((cookie) => ({ ...cookie, url: apiUrl }));
}
