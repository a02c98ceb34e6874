// Vitest runs story files at once in iframes of one page, and iframes of one origin share their
// cookies: a story signed in through the `user` cookie would sign in a story of another file
// running beside it. Each frame keeps its own cookies instead (name=value, Max-Age/Expires to
// remove), which is all the app and its mocks read or write.
export function isolateCookies(doc: Document) {
  const jar = new Map<string, string>();
  Object.defineProperty(doc, 'cookie', {
    configurable: true,
    get: () => [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
    set: (line: string) => {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const split = pair.indexOf('=');
      if (split < 1) return;
      const name = pair.slice(0, split);
      const removed = attributes.some((attribute) => {
        const [key = '', value = ''] = attribute.split('=');
        if (key.toLowerCase() === 'max-age') return Number(value) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(value) <= Date.now();
        return false;
      });
      if (removed) jar.delete(name);
      else jar.set(name, pair.slice(split + 1));
    },
  });
}
