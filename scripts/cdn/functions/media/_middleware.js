// Local only: `npm start` runs Cloudflare Pages' runtime from this folder, so this middleware runs
// there and is never deployed (the site deploys dist/ alone, with no functions).
//
// Under /media/ only (the audio and video files), it gives the local runtime the one thing its
// asset server lacks and the CDN has: answers to byte ranges. Cloudflare's edge answers
// `Range: bytes=a-b` with a 206 from its cache; the local asset server sends the whole file,
// chunked, with no length. WebKit's media stack asks for ranges while it plays, and without them
// the podcast fails with a network error in the WebKit tests.

/** The first `bytes=a-b` range of a request for a body of `size` bytes, as [start, end], or null. */
export function byteRange(header, size) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') return [Math.max(0, size - Number(match[2])), size - 1];
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  return [Number(match[1]), end];
}

export async function onRequest({ request, next }) {
  const response = await next();
  const header = request.headers.get('Range');
  if (!header || response.status !== 200) return response;
  const body = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.set('Accept-Ranges', 'bytes');
  const range = byteRange(header, body.length);
  if (!range) return new Response(body, { status: 200, headers });
  const [start, end] = range;
  if (start > end) {
    headers.set('Content-Range', `bytes */${body.length}`);
    return new Response(null, { status: 416, headers });
  }
  headers.set('Content-Range', `bytes ${start}-${end}/${body.length}`);
  return new Response(body.slice(start, end + 1), { status: 206, headers });
}
