// The calendar and the intake form as the analytics tests' copy of the site embeds them, served
// by the stand-in (tests/analytics/standin.mjs): a page that stays put, and that, like the
// LeadConnector booking widget, tells the page around it when a call is booked.

/** The calendar: a button books the call, and the frame says so to its parent, as the widget does. */
const calendarPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Stand-in calendar</title></head>
<body style="font:16px sans-serif;background:#fff;color:#111;padding:24px">
<p>Stand-in booking calendar</p>
<button type="button" id="book">Confirm the call</button>
<script>
  document.getElementById('book').addEventListener('click', function () {
    window.parent.postMessage(['msgsndr-booking-complete', { calendarId: 'test' }], '*');
  });
</script>
</body></html>`;

const formPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Stand-in intake form</title></head>
<body style="font:16px sans-serif;background:#fff;color:#111;padding:24px">
<p>Stand-in intake form</p>
</body></html>`;

/** The page or script the stand-in serves at `path` for an embed, or null. */
export function standinEmbed(path) {
  if (path.startsWith('/calendar/widget/'))
    return { type: 'text/html; charset=utf-8', body: calendarPage };
  if (path.startsWith('/form/widget/')) return { type: 'text/html; charset=utf-8', body: formPage };
  // The providers' embed scripts size the frame; the stand-ins need none of that.
  if (path === '/calendar/form_embed.js' || path === '/form/form_embed.js') {
    return { type: 'text/javascript; charset=utf-8', body: '' };
  }
  return null;
}

/** The site config's embed addresses, pointed at the stand-in on `port`. */
export function standinEmbedConfig(port) {
  const at = (path) => `http://127.0.0.1:${port}${path}`;
  return {
    calendarEmbedUrl: at('/calendar/widget/booking/test'),
    calendarScriptUrl: at('/calendar/form_embed.js'),
    intakeFormEmbedUrl: at('/form/widget/form/test'),
    intakeFormScriptUrl: at('/form/form_embed.js'),
  };
}
