import { z } from 'zod';
import { endpoint } from './endpoint';
import { signInHelp } from './university';

export const healthResult = z.object({ status: z.literal('ok'), database: z.literal('ok') });

/** Settings the web app reads before sign-in. */
export const publicConfig = z.object({
  /** Where student accounts are sent (002 §2.1); empty: students stay in this app. */
  student_site_url: z.string(),
  student_site_mobile_url: z.string(),
  /** The newer cabinet the home notice links to. */
  new_version_url: z.string(),
  /** The support dialog is on (000 §6 allowSupport): the sidebar's «Служба поддержки» and the record-book number. */
  allow_support: z.boolean(),
  /** The sign-in screen's help: offices with hours and the feedback form (the university's settings). */
  help: signInHelp,
  /** Beyond the spec (issue 33): the university's names and its logo's address (null: the portal's own mark). */
  university: z.object({ name: z.string(), short_name: z.string(), logo_url: z.string().nullable() }),
  /**
   * Beyond the spec (issue 33): the text of the sign-in screen's button of the university's identity
   * provider (OIDC_BUTTON); null: no such sign-in. The server always sends it.
   */
  oidc_button: z.string().nullable().optional(),
});
export type PublicConfig = z.infer<typeof publicConfig>;

const tag = 'Служебное';
export const platformEndpoints = {
  health: endpoint({
    name: 'getHealth',
    method: 'GET',
    path: '/api/health',
    tag,
    summary: 'The server and its database answer',
    result: healthResult,
  }),
  metrics: endpoint({
    name: 'getMetrics',
    method: 'GET',
    path: '/api/metrics',
    tag,
    summary:
      'Prometheus metrics of this server process: requests, ' +
      'database pool, event loop, memory (METRICS_TOKEN or an address of METRICS_ALLOW)',
    text: 'text/plain; version=0.0.4',
  }),
  config: endpoint({
    name: 'getPublicConfig',
    method: 'GET',
    path: '/api/config',
    tag,
    summary: 'Settings the web app needs before sign-in',
    result: publicConfig,
  }),
};
