import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../cluster/nginx.ts';

describe('the balancer config', () => {
  // compose.yaml's nginx mounts deploy/nginx.conf: it must be the config the cluster runs and
  // the benchmark measures, with compose's service name for the instances (`vitest -u` rewrites it).
  it('is the same text in deploy/nginx.conf as in npm run cluster', async () => {
    await expect(siteConfig('80', ['app:3000'])).toMatchFileSnapshot(
      '../../../../deploy/nginx.conf',
    );
  });

  it('lists every instance and retries only what nginx deems idempotent', () => {
    const config = siteConfig('127.0.0.1:8080', ['127.0.0.1:3001', '127.0.0.1:3002']);
    expect(config).toContain('server 127.0.0.1:3001 max_fails=1 fail_timeout=2s;');
    expect(config).toContain('server 127.0.0.1:3002 max_fails=1 fail_timeout=2s;');
    expect(config).toContain('proxy_next_upstream error timeout http_502 http_503 http_504;');
    expect(config).not.toContain('non_idempotent');
  });
});
