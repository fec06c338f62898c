// The deployable shape: nginx sends the security headers on every answer (an add_header in a
// location drops the inherited ones, so each such location includes them again), never serves
// source maps or dotfiles, forwards the visitor's address; the API trusts it (TRUST_PROXY from
// the compose file is a valid setting); the compose file itself is valid.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findRepoRoot, loadConfig } from '@league/api/config';
import { servable } from '@league/api/static-files';

const root = findRepoRoot(__dirname);
const read = (path: string) => readFileSync(join(root, path), 'utf8');

describe('deployment files', () => {
  it.each(['deploy/nginx-shell.conf', 'deploy/nginx-remote.conf'])(
    '%s: headers everywhere, no maps, no dotfiles',
    (file) => {
      const conf = read(file);
      expect(conf).toMatch(/server \{\s+listen 80;[\s\S]*?include \/etc\/nginx\/snippets\/security-headers\.conf;/);
      for (const line of conf.split('\n').filter((l) => /^\s*location .*add_header/.test(l))) {
        expect(line).toContain('include /etc/nginx/snippets/security-headers.conf;');
      }
      expect(conf).toContain('location ~ \\.map$ { return 404; }');
      expect(conf).toContain('location ~ /\\. { return 404; }');
    },
  );

  it('pages come from the product server, with the client page when it is down; server builds stay private', () => {
    const shell = read('deploy/nginx-shell.conf');
    expect(shell).toContain('location ~ ^/(remotes/[^/]+/)?server/ { return 404; }');
    expect(shell).toMatch(/location \/ \{[^}]*proxy_pass http:\/\/api:3000;[^}]*error_page 502 503 504 = @client;/);
    expect(shell).toMatch(/location @client \{[^}]*security-headers\.conf;[^}]*try_files \/index\.html/);
    expect(read('deploy/nginx-remote.conf')).toMatch(
      /location \/server\/ \{[^}]*allow 172\.16\.0\.0\/12;[^}]*deny all;[^}]*security-headers\.conf;/,
    );
    const compose = read('docker-compose.yml');
    expect(compose).toContain('"server/src/main.ts"');
    expect(JSON.parse(/LEAGUE_SERVER_REMOTES: '([^']+)'/.exec(compose)![1])).toEqual({
      mf_public: 'http://mf-public/server/remoteEntry.js',
    });
  });

  it('the headers snippet sets CSP with frame-ancestors, nosniff, Referrer-Policy, HSTS on every status', () => {
    const snippet = read('deploy/nginx-security-headers.conf');
    for (const header of [
      'Content-Security-Policy',
      'X-Frame-Options',
      'X-Content-Type-Options "nosniff"',
      'Referrer-Policy',
      'Strict-Transport-Security',
    ]) {
      expect(snippet).toMatch(new RegExp(`add_header ${header}.* always;`));
    }
    expect(snippet).toContain("frame-ancestors 'self'");
  });

  it('the API behind nginx gets forwarded addresses and trusts them from the compose network', () => {
    expect(read('deploy/nginx-shell.conf')).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    const compose = read('docker-compose.yml');
    const trust = /TRUST_PROXY: (\S+)/.exec(compose)?.[1];
    expect(trust).toBe('uniquelocal');
    expect(loadConfig({ TRUST_PROXY: trust }).trustProxy).toBe('uniquelocal');
    expect(compose).toMatch(/- \*security-headers/);
  });

  it('TRUST_PROXY: 1/true trust every hop, a list names the proxies, nonsense is refused', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toBe('127.0.0.1,10.0.0.0/8');
    expect(() => loadConfig({ TRUST_PROXY: 'everyone please' })).toThrow(/TRUST_PROXY/);
  });

  it('static roots (built apps, public uploads) never hand out dotfiles, source maps or server builds', () => {
    expect(servable('/js/main.3f2a.js')).toBe(true);
    expect(servable('/images/club/logo.webp')).toBe(true);
    expect(servable('/js/server.3f2a.js')).toBe(true);
    for (const path of [
      '/server/render.js',
      'server/remoteEntry.js',
      '/%73erver/render.js',
      '/js/main.3f2a.js.map',
      '/.env',
      '/images/.htaccess',
      '/.git/config',
      '/a/%2Eenv',
      '/x/%2e%2e/secret',
      '/%zz',
    ]) {
      expect(servable(path)).toBe(false);
    }
  });

  it('production builds write no public source maps', () => {
    expect(read('config/rspack.factory.mjs')).toMatch(
      /devtool: dev \? '[^']+' : process\.env\.SOURCE_MAPS === '1' \? 'hidden-source-map' : false/,
    );
  });

  it('runs the product server as several replicas behind the shell, reached by the service name', () => {
    const resolved = spawnSync('docker-compose', ['config'], { cwd: root, encoding: 'utf8' });
    if (resolved.error && (resolved.error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error('docker-compose is not installed: apt-get install docker-compose');
    }
    const api = /\n {2}api:\n([\s\S]*?)\n {2}\S/.exec(resolved.stdout)?.[1] ?? '';
    expect(Number(/replicas: (\d+)/.exec(api)?.[1])).toBeGreaterThanOrEqual(2);
    expect(api).not.toMatch(/container_name|ports:/);
    for (const location of ['/api/', '/uploads/', '/']) {
      expect(read('deploy/nginx-shell.conf')).toMatch(
        new RegExp(`location ${location.replace(/\//g, '\\/')} \\{[^}]*proxy_pass http://api:3000;`),
      );
    }
  });

  it('docker-compose accepts the file (docker-compose config -q)', () => {
    const result = spawnSync('docker-compose', ['config', '-q'], { cwd: root, encoding: 'utf8' });
    if (result.error && (result.error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error('docker-compose is not installed: apt-get install docker-compose');
    }
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
