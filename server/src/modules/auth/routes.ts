import type { FastifyInstance } from 'fastify';
import {
  idParam,
  impersonationResult,
  loginBody,
  setDefaultAccountBody,
  success,
  userInfoResult,
} from '@portal/contract';
import { z } from 'zod';
import { responses, typed } from '../../lib/route';
import type { AuthService } from './service';

const tags = ['Вход и аккаунты'];

export function authRoutes(app: FastifyInstance, service: AuthService) {
  const r = typed(app);

  r.post(
    '/api/login',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Sign in with e-mail and password', body: loginBody, response: responses(success(userInfoResult)) },
    },
    async (request) => {
      const user_info = await service.login(request.body, { ip: request.ip, userAgent: request.headers['user-agent'] });
      return { success: true as const, result: { user_info } };
    },
  );

  r.get(
    '/api/accounts',
    { config: { access: 'user' }, schema: { tags, summary: 'The signed-in user and their accounts', response: responses(success(userInfoResult)) } },
    async (request) => ({ success: true as const, result: { user_info: await service.current(request.auth!) } }),
  );

  r.post(
    '/api/logout',
    { config: { access: 'user' }, schema: { tags, summary: 'End this session', response: responses(success(z.null())) } },
    async (request) => {
      await service.logout(request.auth!);
      return { success: true as const, result: null };
    },
  );

  r.post(
    '/api/account/set-default-account',
    {
      config: { access: 'user' },
      schema: { tags, summary: 'Switch to another own account', body: setDefaultAccountBody, response: responses(success(userInfoResult)) },
    },
    async (request) => {
      const { account_key, account_id } = request.body;
      const user_info = await service.setDefaultAccount(request.auth!, account_key, account_id);
      return { success: true as const, result: { user_info } };
    },
  );

  r.get(
    '/api/account/admin/user/:id/token',
    {
      config: { access: { accounts: ['admin'] } },
      schema: { tags, summary: 'Sign in as another user (admin)', params: idParam, response: responses(success(impersonationResult)) },
    },
    async (request) => ({ success: true as const, result: await service.impersonate(request.auth!, request.params.id, request.ip) }),
  );
}
