import { BASE_PATH } from '../../shared/constants';

const TEXT = {
  400: { title: 'Something is not right', message: 'This request could not be handled. Go back and try again.' },
  403: { title: 'No access', message: 'Your account cannot open this page.' },
  404: { title: 'Page not found', message: 'The page you are looking for does not exist or has moved.' },
  500: { title: 'Something went wrong', message: 'We could not show this page. Please try again in a moment.' },
  503: { title: 'Busy right now', message: 'The site is busy right now and nothing was changed. Please try again in a moment.' },
} as const;

/** A self-contained friendly error page (no scripts, inline styles only). */
export function errorPage(status: keyof typeof TEXT): string {
  const { title, message } = TEXT[status];
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Arial,sans-serif;background:#F8FAFB;color:#252631}
main{text-align:center;padding:24px;max-width:480px}h1{font-size:2rem;margin:0 0 8px}p{color:#6B7A90}
a{display:inline-block;margin-top:16px;background:#4D7CFE;color:#fff;padding:10px 20px;border-radius:8px;text-decoration:none}</style>
</head><body><main><p>${status}</p><h1>${title}</h1><p>${message}</p><a href="${BASE_PATH}/">Go to the home page</a></main></body></html>`;
}

/** Shown at /home when the company does not serve this site and has no website of its own. */
export function notPublishedPage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Not published yet</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Arial,sans-serif;background:#F8FAFB;color:#252631}
main{text-align:center;padding:24px;max-width:480px}h1{font-size:2rem;margin:0 0 8px}p{color:#6B7A90}</style>
</head><body><main><h1>Not published yet</h1><p>This leasing website is not published yet. Please check back soon.</p></main></body></html>`;
}
