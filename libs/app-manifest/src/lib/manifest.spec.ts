import fs from 'node:fs';
import path from 'node:path';
import { UserType } from '@forwarder/contracts/api-f';
import { APPS, appByName, appOfPath, homeAppOf, mayEnter, rootApp, routeMatcher, viteBase } from '../index';

const workspaceRoot = path.resolve(__dirname, '../../../..');

describe('the app manifest', () => {
  it('names apps that exist, with unique names, prefixes and dev ports, and exactly one root app', () => {
    for (const app of APPS) expect(fs.existsSync(path.join(workspaceRoot, 'apps', app.name, 'project.json'))).toBe(true);
    for (const key of ['name', 'prefix', 'devPort'] as const) {
      expect(new Set(APPS.map((a) => a[key])).size).toBe(APPS.length);
    }
    expect(APPS.filter((a) => a.prefix === '')).toHaveLength(1);
  });

  it("keeps every route, and every centre, inside its app's prefix", () => {
    for (const app of APPS) {
      for (const route of [...app.routes, ...(app.centre ? [app.centre] : [])]) {
        expect(appOfPath(route).name).toBe(app.name);
      }
      if (app.centre) expect(app.routes).toContain(app.centre);
    }
  });

  it('gives each user type of the contract exactly one home app', () => {
    for (const type of Object.values(UserType)) {
      expect(APPS.filter((a) => a.audience !== 'anyone' && (a.audience as readonly number[]).includes(type))).toHaveLength(1);
    }
  });

  it('finds the app of a path by its prefix, the root app otherwise', () => {
    expect(appOfPath('/user').name).toBe('member-portal');
    expect(appOfPath('/user/center?x=1').name).toBe('member-portal');
    expect(appOfPath('/merchant/merchant-datas').name).toBe('merchant-portal');
    expect(appOfPath('/username').name).toBe('public-site');
    expect(appOfPath('/').name).toBe(rootApp().name);
  });

  it('answers who may enter and where a user type lives', () => {
    expect(mayEnter(appByName('public-site'), null)).toBe(true);
    expect(mayEnter(appByName('member-portal'), UserType.Member)).toBe(true);
    expect(mayEnter(appByName('member-portal'), UserType.Merchant)).toBe(false);
    expect(mayEnter(appByName('merchant-portal'), undefined)).toBe(false);
    expect(homeAppOf(UserType.Merchant)?.centre).toBe('/merchant/center');
    expect(homeAppOf(77)).toBeUndefined();
  });

  it('derives the Vite base and matches routes with parameters', () => {
    expect(viteBase(appByName('public-site'))).toBe('/');
    expect(viteBase(appByName('member-portal'))).toBe('/user/');
    const isPublicRoute = routeMatcher(appByName('public-site'));
    expect(isPublicRoute('/article/abc')).toBe(true);
    expect(isPublicRoute('/article/abc/def')).toBe(false);
    expect(isPublicRoute('/nope')).toBe(false);
  });
});
