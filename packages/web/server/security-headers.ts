import type { RequestHandler } from 'express';

/** Where HERE's Maps API for JavaScript and its tiles come from (only allowed when keyed). */
const HERE_SCRIPT_HOSTS = ['https://js.api.here.com'];
const HERE_DATA_HOSTS = ['https://*.hereapi.com', 'https://*.api.here.com'];

/**
 * The page's Content-Security-Policy. Scripts only from this origin (the build has no inline
 * script), HERE's hosts only when a HERE key is configured, nothing may frame the app.
 * style-src keeps 'unsafe-inline': Mantine writes its CSS variables into <style> elements at run
 * time and React, Leaflet and Mantine set style attributes; inline styles cannot run code.
 */
export function contentSecurityPolicy(options: { here: boolean }): string {
  const here = (hosts: string[]) => (options.here ? hosts : []);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...here(HERE_SCRIPT_HOSTS)],
    'style-src': ["'self'", "'unsafe-inline'", ...here(HERE_SCRIPT_HOSTS)],
    'img-src': ["'self'", 'data:', 'blob:', ...here(HERE_DATA_HOSTS)],
    'font-src': ["'self'", 'data:'],
    // 'self' covers this origin's ws:/wss: (the live call and campaign sockets).
    'connect-src': ["'self'", ...here([...HERE_DATA_HOSTS, ...HERE_SCRIPT_HOSTS])],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * Headers on every answer of the origin: the CSP for pages, no MIME sniffing, no framing, no
 * referrer beyond the origin, and HSTS when the request came over HTTPS (req.secure: TLS here or
 * X-Forwarded-Proto from a trusted proxy).
 */
export function securityHeaders(options: { here: boolean }): RequestHandler {
  const csp = contentSecurityPolicy(options);
  return (req, res, next) => {
    res.setHeader('Content-Security-Policy', csp);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    if (req.secure) {
      res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    next();
  };
}
