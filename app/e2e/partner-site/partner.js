// A partner site (the Foundation's, say) on an origin of its own, calling the IC Universe API as
// the original site's clients did: cookies included, media URLs from the answers. The API's
// address comes in the query (?api=http://host:port). The journey drives it through
// window.partner (cross-origin.spec.ts).
import * as pdfjs from './pdfjs/pdf.min.mjs';

pdfjs.GlobalWorkerOptions.workerSrc = './pdfjs/pdf.worker.min.mjs';

const api = new URLSearchParams(location.search).get('api');
const apiUrl = (path) => new URL(path, api).href;

/** One API call with the browser's credentials; what a script on this origin may read of it. */
async function call(path, body) {
  const response = await fetch(apiUrl(path), {
    method: body === undefined ? 'GET' : 'POST',
    credentials: 'include',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

async function signIn(email, password) {
  const answer = await call('/api/login', { email, password });
  if (answer.status === 200) {
    document.getElementById('status').textContent = `Signed in as ${answer.body.token.user.name}`;
  }
  return answer;
}

/** Lists the names (or titles) of a list answer, bare or in the envelope. */
async function showList(path) {
  const answer = await call(path);
  const items = Array.isArray(answer.body) ? answer.body : answer.body.data;
  document.getElementById('list').replaceChildren(
    ...items.map((item) =>
      Object.assign(document.createElement('li'), {
        textContent: item.originalName ?? item.title,
      }),
    ),
  );
  return answer;
}

/** An <img> of the API's media (no CORS: Cross-Origin-Resource-Policy decides), once decoded. */
async function showImage(src, alt) {
  const image = Object.assign(document.createElement('img'), { src: apiUrl(src), alt });
  document.getElementById('gallery').append(image);
  await image.decode();
  return { width: image.naturalWidth, height: image.naturalHeight };
}

/** A chapter's first page drawn by pdf.js, which fetches the file with credentials and ranges. */
async function showChapter(src, title) {
  const pdf = await pdfjs.getDocument({ url: apiUrl(src), withCredentials: true }).promise;
  const page = await pdf.getPage(1);
  const viewport = page.getViewport({ scale: 0.5 });
  const canvas = Object.assign(document.createElement('canvas'), {
    width: Math.floor(viewport.width),
    height: Math.floor(viewport.height),
  });
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', title);
  document.getElementById('gallery').append(canvas);
  await page.render({ canvas, viewport }).promise;
  return { pages: pdf.numPages };
}

window.partner = { call, signIn, showList, showImage, showChapter };
